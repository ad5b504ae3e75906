/**
 * Test helpers over the real Rapid' 40000 data: the shipped sample (passed in by the tests, which
 * import it) loaded and validated like any file, scenes built from it with units placed model by
 * model, and states whose next dice are the ones a rulebook example rolled.
 */
import { createEngine } from '../../core/engine';
import { Rng, seedRng } from '../../core/prng';
import type { Action, GameEvent } from '../../core/types';
import { loadScenario } from '../../../scenario/load';
import type { RulesetData, Scenario } from '../../../scenario/types';
import type { ScenarioInput } from '../../core/module';
import { rapidRuleset } from '../ruleset';
import type { R40State } from '../types';

export const engine = createEngine(rapidRuleset);

type Json = Record<string, unknown>;
export type Doc = { sides: { id: string; units: Json[] }[]; board: Json; victory?: unknown[]; turns?: Json; setup?: Json; ruleset: Json } & Json;

/** Validates a scenario document exactly as the app does; a fixture with errors is a broken test. */
export function loadInput(document: unknown): ScenarioInput {
  const result = loadScenario(JSON.stringify(document));
  const errors = result.problems.filter((problem) => problem.severity === 'error');
  if (!result.scenario || !result.ruleset || errors.length > 0) throw new Error(`Invalid test scenario: ${JSON.stringify(errors)}`);
  return { scenario: result.scenario as Scenario, ruleset: result.ruleset as RulesetData };
}

/** A unit of a scene: its side, profiles and counts, and each model's place in inches. */
export interface Placed {
  readonly side: string;
  readonly id: string;
  readonly models: readonly [string, number][];
  readonly at: readonly [number, number][];
}

/**
 * The sample with only the units given, each model where the test puts it. Terrain and zones are
 * kept unless `bare`; the first side plays first unless told otherwise.
 */
export function scene(sample: unknown, units: readonly Placed[], options: { bare?: boolean; first?: string; limit?: number; overrides?: Json } = {}): Doc {
  const doc = JSON.parse(JSON.stringify(sample)) as Doc;
  if (options.bare) doc.board.terrain = [];
  for (const side of doc.sides) {
    side.units = units.filter((unit) => unit.side === side.id).map((unit) => ({ id: unit.id, models: unit.models.map(([profile, count]) => ({ profile, count })), at: { x: unit.at[0]?.[0], y: unit.at[0]?.[1] }, positions: unit.at.map(([x, y]) => ({ x, y })) }));
  }
  doc.turns = { ...(doc.turns ?? {}), first: options.first ?? doc.sides[0]?.id, ...(options.limit ? { limit: options.limit } : {}) };
  // Scenes are skirmishes of a few models: no army lists, squads of any size.
  const overrides = (options.overrides ?? {}) as { constants?: Json } & Json;
  doc.ruleset = { ...doc.ruleset, overrides: { ...overrides, constants: { armyLists: false, ...(overrides.constants ?? {}) } } };
  return doc;
}

export function start(document: unknown, seed = 1): R40State {
  return engine.setup(loadInput(document), seed) as R40State;
}

/** Applies an action that must be accepted, returning the new state and its events. */
export function play(state: R40State, action: Action): { state: R40State; events: readonly GameEvent[] } {
  const result = engine.apply(state, action);
  if (result.refused) throw new Error(`Refused ${JSON.stringify(action)}: ${result.refused.key} ${JSON.stringify(result.refused.params)}`);
  return { state: result.state as R40State, events: result.events };
}

/**
 * The state with its PRNG set so that its next d6 rolls are `dice`, in order (found by trying
 * seeds: six dice take some tens of thousands of tries, which is quick).
 */
export function withDice(state: R40State, dice: readonly number[]): R40State {
  for (let seed = 0; seed < 50_000_000; seed++) {
    const start = seedRng(seed);
    const rng = new Rng(start);
    if (dice.every((die) => rng.int(6) + 1 === die)) return { ...state, rng: start };
  }
  throw new Error(`No seed rolls ${dice.join(', ')}`);
}

/** Inches to the hundredths the rules count in. */
export const ci = (inches: number) => Math.round(inches * 100);
