/**
 * Test helpers over the real Rivet Wars data: missions (the tests import the shipped files) loaded
 * and validated like any file, a mission with units placed where a test needs them (by grid label and cell), and ways to
 * play a game up to a phase.
 */
import { createEngine } from '../../core/engine';
import type { Action, GameEvent } from '../../core/types';
import { loadScenario } from '../../../scenario/load';
import type { RulesetData, Scenario } from '../../../scenario/types';
import { rivetWarsRuleset } from '../ruleset';
import type { RwInput } from '../setup';
import type { RwAction, RwState } from '../types';

export const engine = createEngine(rivetWarsRuleset);

type Json = Record<string, unknown>;
export type Doc = { sides: ({ id: string; units?: Json[] } & Json)[]; board: { tokens?: Json[]; zones?: Json[] } & Json; setup?: Json; turns?: Json; victory?: Json[] } & Json;

/** A copy of a mission's document (the tests import the shipped files). */
export function copyOf(document: unknown): Doc {
  return JSON.parse(JSON.stringify(document)) as Doc;
}

/** Validates a scenario document exactly as the app does; a test fixture with errors is a broken test. */
export function loadInput(document: unknown): RwInput {
  const result = loadScenario(JSON.stringify(document));
  const errors = result.problems.filter((problem) => problem.severity === 'error');
  if (!result.scenario || !result.ruleset || errors.length > 0) throw new Error(`Invalid test scenario: ${JSON.stringify(errors)}`);
  return { scenario: result.scenario as Scenario, ruleset: result.ruleset as RulesetData };
}

/** "3-2" style grid label of the square kernel ("col,row" 1-based as the board shows it) to a cell. */
export function cellOf(label: string): { col: number; row: number } {
  const [col, row] = label.split(',').map(Number) as [number, number];
  return { col: col - 1, row: row - 1 };
}

export interface Placement {
  readonly side: string;
  readonly id: string;
  readonly profile: string;
  readonly at: string;
  readonly slot?: number;
  readonly plugs?: readonly string[];
}

/**
 * A mission with the units of `placements` on the board (other units left out), the side named
 * first playing first, and no special rule unless `keepRules`.
 */
export function scene(document: unknown, placements: readonly Placement[], first = 'allies', keepRules = false): Doc {
  const doc = copyOf(document);
  for (const side of doc.sides) {
    side.units = placements
      .filter((unit) => unit.side === side.id)
      .map((unit) => ({ id: unit.id, profile: unit.profile, at: cellOf(unit.at), ...(unit.slot === undefined ? {} : { slot: unit.slot }), ...(unit.plugs ? { plugs: unit.plugs } : {}) }));
  }
  doc.turns = { ...(doc.turns ?? {}), first };
  if (!keepRules) delete doc.setup;
  return doc;
}

export function start(document: unknown, seed: number | string = 1): RwState {
  return engine.setup(loadInput(document), seed);
}

export interface Step {
  readonly state: RwState;
  readonly events: readonly GameEvent[];
}

/** Applies an action that must be legal. */
export function play(state: RwState, action: RwAction | Action): Step {
  const result = engine.apply(state, action);
  if (result.refused) throw new Error(`Refused ${JSON.stringify(action)}: ${result.refused.key} ${JSON.stringify(result.refused.params)}`);
  return { state: result.state, events: result.events };
}

/** Ends phases (keeping cards, rolling dice) until the game reaches `phase` ("allies:combat"). */
export function playUntil(state: RwState, phase: string, limit = 60): RwState {
  let current = state;
  for (let i = 0; i < limit && current.phase !== phase; i++) {
    const decision = current.pending[0];
    if (!decision) throw new Error(`The game stopped before ${phase}`);
    const kind = decision.kind;
    const action = kind === 'roll' ? { type: 'roll', side: decision.side } : kind === 'cards' ? { type: 'draw', side: decision.side } : kind === 'initiative' ? { type: 'initiative', side: decision.side } : { type: 'endPhase', side: decision.side };
    current = play(current, action).state;
  }
  if (current.phase !== phase) throw new Error(`Not in ${phase} after ${limit} actions (in ${current.phase})`);
  return current;
}

/** Index of a figure by id. */
export function unitIndex(state: RwState, id: string): number {
  const index = state.fixed.figures.findIndex((figure) => figure.id === id);
  if (index < 0) throw new Error(`No figure ${id}`);
  return index;
}

/** Grid index of a label. */
export function gridOf(state: RwState, label: string): number {
  const index = state.fixed.labels.indexOf(label);
  if (index < 0) throw new Error(`No grid ${label}`);
  return index;
}

/** Deep-freezes a state (not its shared fixed tables), so that any later write throws. */
export function deepFreeze<T>(value: T, seen = new Set<unknown>()): T {
  if (typeof value !== 'object' || value === null || seen.has(value)) return value;
  seen.add(value);
  for (const key of Object.keys(value as object)) {
    if (key === 'fixed') continue;
    deepFreeze((value as Record<string, unknown>)[key], seen);
  }
  return Object.freeze(value);
}

/** The game's Action! pile rearranged so that the next deviation draws are cards with these arrows (0 forward ... 7, 8 on target). */
export function stackDeviations(state: RwState, arrows: readonly number[]): RwState {
  const pile = state.game.actionPile.slice();
  const picked: string[] = [];
  for (const arrow of arrows) {
    const at = pile.findIndex((card) => state.fixed.cards[card]?.deviation === arrow);
    if (at < 0) throw new Error(`No card with arrow ${arrow} left in the pile`);
    picked.push(...pile.splice(at, 1));
  }
  return { ...state, game: { ...state.game, actionPile: [...picked, ...pile] } };
}
