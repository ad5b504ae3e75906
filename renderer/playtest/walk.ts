/**
 * A click on a place the selected piece reaches in more than one step: the steps that take it there,
 * one action at a time, found on a state drawn from its side's own view (what the side cannot see is
 * dealt at random, as a bot sees it), so the way chosen never tells where a hidden trap lies. The
 * view plays them one by one on the true state and stops where something is revealed.
 */
import type { Presenter } from '../../engine/rules/core/presenter';
import { samePlace, withoutPart, type Place } from '../../engine/rules/core/places';
import { hashState } from '../../engine/rules/core/hash';
import { Rng, seedRng } from '../../engine/rules/core/prng';
import type { Action, GameState, SideId } from '../../engine/rules/core/types';
import type { ScenarioEngine } from '../../engine/rules';

/** States looked at, at most: a walk is a few steps among a few dozen actions. */
const SEARCHED = 4000;
const QUIET = { events: false } as const;

/** The actions, first to last, that take `piece` of `side` to `place` within `depth` actions; null when there is no such way. */
export function walkTo(engine: ScenarioEngine, presenter: Presenter, view: GameState, side: SideId, piece: string, place: Place, depth = 6): Action[] | null {
  const start = engine.ruleset.sample(view, side, new Rng(seedRng('3a1c')));
  const placeOf = (state: GameState) => presenter.pieces(state, 'en').find((candidate) => candidate.id === piece)?.place;
  let frontier: { readonly state: GameState; readonly path: readonly Action[] }[] = [{ state: start, path: [] }];
  const seen = new Set([hashState(start)]);
  for (let step = 0; step < depth && frontier.length > 0; step++) {
    const next: typeof frontier = [];
    for (const { state, path } of frontier) {
      for (const action of engine.legalActions(state, side)) {
        if (presenter.target(state, action).piece !== piece) continue;
        const after = engine.apply(state, action, QUIET).state;
        const at = placeOf(after);
        // The piece may stand anywhere in the cell it was walked to.
        if (at && samePlace(withoutPart(at), withoutPart(place))) return [...path, action];
        // Only the side's own steps, while the piece is on the board and the side still decides.
        const key = hashState(after);
        if (!at || seen.has(key) || after.outcome || !engine.pendingSides(after).includes(side)) continue;
        seen.add(key);
        if (seen.size > SEARCHED) return null;
        next.push({ state: after, path: [...path, action] });
      }
    }
    frontier = next;
  }
  return null;
}
