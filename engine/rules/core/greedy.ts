/**
 * The greedy choice: the action whose result the ruleset's `score` rates best, one step ahead on a
 * state drawn from the side's own view. The greedy bot plays it, and the search bot plays it for
 * every side past its tree (the rest of its own turn, then the other sides' answer).
 */
import type { Engine } from './engine';
import type { Rng } from './prng';
import type { Action, GameState, SideId } from './types';

const WIN = 1e9;
/**
 * Looking ahead needs the states, not the events. A side's legal actions depend only on what it
 * sees (`Ruleset.legalActions`; the conformance kit checks it): those listed for the state it
 * stands in are those of every sample of its view, and need no second check there.
 */
const LOOK_AHEAD = { events: false, listed: true } as const;

/**
 * Applies each of `legal` to `sample` (a full state drawn from `side`'s view) and keeps the one
 * whose result `score` rates best for `side` (a won game above all, a lost one below all). Every
 * action is tried on the same sample, so they are compared under the same luck. Among equal
 * scores, an action that hands the decision over (ends the side's phase or turn) comes first, so
 * a side with nothing to gain stops rather than walking back and forth; other ties are broken at
 * random.
 */
export function greedyChoice(engine: Engine<unknown, unknown, Action, unknown>, sample: GameState, side: SideId, legal: readonly Action[], rng: Rng): Action {
  let best = legal[0] as Action;
  let bestScore = -Infinity;
  let bestHandsOver = false;
  let ties = 0;
  for (const action of legal) {
    const result = engine.apply(sample, action, LOOK_AHEAD);
    const outcome = result.state.outcome;
    const score = outcome ? (outcome.winner === side ? WIN : outcome.winner === null ? 0 : -WIN) : engine.ruleset.score(result.state, side);
    if (score < bestScore) continue;
    const handsOver = !engine.pendingSides(result.state).includes(side);
    if (score > bestScore || (handsOver && !bestHandsOver)) {
      best = action;
      bestScore = score;
      bestHandsOver = handsOver;
      ties = 1;
    } else if (handsOver === bestHandsOver && rng.int(++ties) === 0) {
      best = action; // reservoir sampling: each tied action is kept with equal probability
    }
  }
  return best;
}

/** What the greedy bot plays for `side` in `state`: its choice on a state drawn from the side's view. */
export function greedyMove(engine: Engine<unknown, unknown, Action, unknown>, state: GameState, side: SideId, legal: readonly Action[], rng: Rng): Action {
  if (legal.length === 1) return legal[0] as Action;
  return greedyChoice(engine, engine.ruleset.sample(engine.view(state, side), side, rng), side, legal, rng);
}
