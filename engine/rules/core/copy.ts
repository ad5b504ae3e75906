/** Helpers for the copy-on-write drafts rulesets write their actions with (see README). */
import type { GameState } from './types';

export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * A copy of the state's envelope holding `game`. Written out field by field: every state object is
 * then built at one literal site with one shape, which keeps property access monomorphic (a spread
 * copies whatever shape it is given).
 */
export function copyEnvelope<F, G>(state: GameState<F, G>, game: G): Mutable<GameState<F, G>> {
  return {
    ruleset: state.ruleset,
    sides: state.sides,
    turn: state.turn,
    phase: state.phase,
    pending: state.pending,
    sealed: state.sealed,
    rng: state.rng,
    step: state.step,
    outcome: state.outcome,
    fixed: state.fixed,
    game,
  };
}
