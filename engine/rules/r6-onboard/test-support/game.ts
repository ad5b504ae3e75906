/**
 * Test helpers over the real R6 data: the shipped sample scenario (passed in by the tests, which
 * import it) loaded and validated like any file, with agents placed where a test needs them.
 */
import { createEngine } from '../../core/engine';
import type { Action, GameEvent } from '../../core/types';
import { r6Ruleset } from '../ruleset';
import type { R6Action, R6State } from '../types';

import { loadInput } from '../../core/test-support/scenario';

export { deepFreeze, loadInput } from '../../core/test-support/scenario';

export const engine = createEngine(r6Ruleset);

type Json = Record<string, unknown>;
type Doc = { sides: { id: string; units: Json[] }[] } & Json;


/** Cell of a board label of the sample's letter-number board ("B5": row B, column 5). */
export function cellAt(label: string): { col: number; row: number } {
  return { col: Number(label.slice(1)) - 1, row: label.charCodeAt(0) - 65 };
}

/**
 * The document with only the agents named in `positions`, each placed on its cell (so the game
 * skips deployment). Other agents are left out.
 */
export function placed(document: unknown, positions: Readonly<Record<string, string>>): Doc {
  const doc = JSON.parse(JSON.stringify(document)) as Doc;
  for (const side of doc.sides) {
    side.units = side.units
      .filter((unit) => Object.hasOwn(positions, unit.id as string))
      .map((unit) => {
        const { deployIn: _deployIn, ...rest } = unit;
        return { ...rest, at: cellAt(positions[unit.id as string] as string) };
      });
  }
  return doc;
}

export function start(document: unknown, seed = 1): R6State {
  return engine.setup(loadInput(document), seed);
}

export interface Step {
  readonly state: R6State;
  readonly events: readonly GameEvent[];
}

/** Applies an action that must be legal. */
export function play(state: R6State, action: R6Action | Action): Step {
  const result = engine.apply(state, action);
  if (result.refused) throw new Error(`Refused ${JSON.stringify(action)}: ${result.refused.key} ${JSON.stringify(result.refused.params)}`);
  return { state: result.state, events: result.events };
}

export function cellIndex(state: R6State, label: string): number {
  const index = state.fixed.labels.indexOf(label);
  if (index < 0) throw new Error(`No cell ${label}`);
  return index;
}

/** Ends the defenders' preparation: the game moves to the attack phase of turn 1. */
export function toAttackPhase(state: R6State): R6State {
  return play(state, { type: 'endPhase', side: state.fixed.defenders }).state;
}

/** The same state with chosen hands, to stage a combat (a state is plain data: tests may write one). */
export function withHands(state: R6State, hands: Readonly<Record<string, readonly string[]>>): R6State {
  return { ...state, game: { ...state.game, hands: { ...state.game.hands, ...hands } } };
}

export function unitState(state: R6State, id: string): R6State['game']['units'][number] {
  const index = state.fixed.units.findIndex((unit) => unit.id === id);
  const unit = state.game.units[index];
  if (!unit) throw new Error(`No unit ${id}`);
  return unit;
}

export function labelOfUnit(state: R6State, id: string): string {
  return state.fixed.labels[unitState(state, id).cell] ?? '-';
}

export function keys(events: readonly GameEvent[]): string[] {
  return events.map((event) => event.key);
}

