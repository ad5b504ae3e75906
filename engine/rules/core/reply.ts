/**
 * Where the search bot stops looking and how it judges what it sees there. Its tree covers the
 * searching side's own turn; a state is scored only once the other sides have answered it, played
 * by the greedy bot for each of them from what that side would see (and the rest of the searching
 * side's own turn played the same way). Every leaf is so judged at the same point of the game,
 * the searching side's next turn: a line is not rated well for a shot the other side answers at
 * once, nor is the middle of a turn compared with its end. A game where a side's plans pay off
 * later (the Rebellion's missions, relocations and objectives, settled at the refresh) names a
 * point further on for that side, counted in turns, in its ruleset's `lookahead`; a game whose
 * score values the other sides' next attacks may instead stop sooner: where the side's own turn
 * ends (Rivet Wars, whose turns are long and full of dice, its score counting those attacks at
 * their expected value), or at the next turn's start (R6's defence, its score counting the
 * attackers' lines of fire).
 */
import type { Engine } from './engine';
import { greedyMove } from './greedy';
import type { Rng } from './prng';
import { drawFrom } from './sampling';
import type { Action, GameState, SideId } from './types';

const QUIET_LISTED = { events: false, listed: true } as const;
/**
 * The answer's greedy choice looks at this many actions at most, drawn at random from a longer
 * list. Lists of R6, Rivet Wars and Rapid 40000 stay under it (at most 59 in random games of
 * their samples) and are looked at whole; a SIEGE turn may list a thousand, each tried on a copy.
 */
export const ANSWER_WIDTH = 64;

/** Whether another side than `side` is to decide in `state`, openly (not a secret choice of a round under way). */
export function othersTurn(state: GameState, side: SideId): boolean {
  const decision = state.pending[0];
  return decision !== undefined && !decision.secret && decision.side !== side;
}

/**
 * `state` played on greedily until `side` decides openly again after another side has (its next
 * turn), the game ends, or `limit` actions have been played. Where the ruleset gives `side` a
 * `lookahead` that names a turn, played on instead to the start of that turn, within its bound,
 * or only to the end of `side`'s own turn when it plays no answer.
 */
export function answered(engine: Engine<unknown, unknown, Action, unknown>, state: GameState, side: SideId, limit: number, rng: Rng): GameState {
  const found = engine.ruleset.lookahead?.(state, side);
  // A look-ahead that names no turn keeps this horizon: it asks only for iterations or the same luck.
  const lookahead = found?.turns === undefined ? null : found;
  const until = lookahead ? state.turn + lookahead.turns : Infinity;
  const bound = lookahead ? lookahead.actions : limit;
  let current = state;
  let othersPlayed = false;
  for (let played = 0; played < bound && !current.outcome; played++) {
    const decision = current.pending[0];
    if (!decision) break;
    if (lookahead) {
      if (current.turn >= until || (lookahead.answer === false && !decision.secret && decision.side !== side)) break;
    } else if (!decision.secret) {
      if (decision.side !== side) othersPlayed = true;
      else if (othersPlayed) break;
    }
    const legal = engine.legalActions(current, decision.side);
    if (legal.length === 0) break;
    const looked = legal.length > ANSWER_WIDTH ? drawFrom(legal, ANSWER_WIDTH, rng).drawn : legal;
    current = engine.apply(current, greedyMove(engine, current, decision.side, looked, rng), QUIET_LISTED).state;
  }
  return current;
}
