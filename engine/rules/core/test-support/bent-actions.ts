/**
 * The bent-action property every ruleset's message tests run: a legal action with one field
 * changed to an arbitrary value is refused with a reason (never by throwing) and leaves the state
 * as it was, or is applied.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Engine } from '../engine';
import type { Action, GameState, Refusal } from '../types';

/** Which legal action to bend, the field to change and its new value. */
export type Bend = [number, string, unknown];

/** Runs the property over `states`; returns the refusal keys seen, each handed to `onRefusal` first. */
export function bentActionRefusals<F, G, S extends GameState<F, G>>(
  engine: Engine<F, G, Action, unknown>,
  states: readonly S[],
  bends: fc.Arbitrary<Bend>,
  /** Who decides when nobody is pending (a finished game), and what that side is given to bend when it has no legal action. */
  idleSide: string,
  fallback: (side: string) => Action,
  onRefusal: (state: S, refusal: Refusal) => void,
): Set<string> {
  const keys = new Set<string>();
  fc.assert(
    fc.property(fc.nat(), bends, (pick, [which, field, value]) => {
      const state = states[pick % states.length] as S;
      const side = state.pending[0]?.side ?? idleSide;
      const legal = engine.legalActions(state, side);
      const base = (legal[which % Math.max(1, legal.length)] ?? fallback(side)) as unknown as Record<string, unknown>;
      const bent = { ...base, [field]: value } as unknown as Action;
      const result = engine.apply(state, bent);
      expect(result.state === state || result.refused === undefined).toBe(true);
      if (result.refused) {
        keys.add(result.refused.key);
        onRefusal(state, result.refused);
      }
    }),
    // A fixed seed: the same bends every run, so a count of refusal kinds cannot flicker.
    { numRuns: 3000, seed: 20_261_128 },
  );
  return keys;
}
