/** The mechanics modules shipped with the engine, by ruleset id. */
import type { RulesetData, Scenario } from '../scenario/types';
import { createEngine, type Engine } from './core/engine';
import { verifyReplay as verifyWith, type LogEntry, type ReplayReport } from './core/log';
import type { Action, GameState } from './core/types';
import { inspectCell, type CellReport } from './r6-onboard/inspect';
import { r6Ruleset } from './r6-onboard/ruleset';
import type { R6State } from './r6-onboard/types';
import { inspectCell as inspectSiegeCell } from './siege/inspect';
import { siegeRuleset } from './siege/ruleset';
import type { SiegeState } from './siege/types';

/** What every ruleset sets a game up from: a scenario and its ruleset data with house rules applied. */
export interface ScenarioInput {
  readonly scenario: Scenario;
  readonly ruleset: RulesetData;
}

export type { CellReport };

export type ScenarioEngine = Engine<unknown, unknown, Action, ScenarioInput>;

/**
 * Line of fire and reach from a cell named by its board label ("C4"), for a given agent or none;
 * or which of the two names nothing in the game.
 */
export type CellInspector = (state: GameState, label: string, unit?: string) => CellReport | 'unknown-cell' | 'unknown-unit';

function r6Inspector(state: GameState, label: string, unit?: string): CellReport | 'unknown-cell' | 'unknown-unit' {
  const r6 = state as R6State;
  const wanted = label.trim().toUpperCase();
  const cell = r6.fixed.labels.findIndex((candidate) => candidate.toUpperCase() === wanted);
  if (cell < 0) return 'unknown-cell';
  if (unit !== undefined && !r6.fixed.units.some((candidate) => candidate.id === unit)) return 'unknown-unit';
  return inspectCell(r6, cell, unit);
}

function siegeInspector(state: GameState, label: string, unit?: string): CellReport | 'unknown-cell' | 'unknown-unit' {
  const siege = state as SiegeState;
  const wanted = label.trim().toUpperCase();
  const cell = siege.fixed.labels.findIndex((candidate) => candidate.toUpperCase() === wanted);
  if (cell < 0) return 'unknown-cell';
  if (unit !== undefined && !siege.fixed.figures.some((candidate) => candidate.id === unit)) return 'unknown-unit';
  return inspectSiegeCell(siege, cell, unit);
}

const engines: ReadonlyMap<string, ScenarioEngine> = new Map([
  [r6Ruleset.id, createEngine(r6Ruleset) as unknown as ScenarioEngine],
  [siegeRuleset.id, createEngine(siegeRuleset) as unknown as ScenarioEngine],
]);
const inspectors: ReadonlyMap<string, CellInspector> = new Map([
  [r6Ruleset.id, r6Inspector],
  [siegeRuleset.id, siegeInspector],
]);

/** Ids of the rulesets that can be played (the others are data only for now). */
export const PLAYABLE_RULESETS: readonly string[] = [...engines.keys()];

/** The engine of a ruleset, or undefined when the ruleset has no mechanics yet. */
export function engineFor(rulesetId: string): ScenarioEngine | undefined {
  return engines.get(rulesetId);
}

/** The cell inspector of a ruleset, or undefined when it has none. */
export function inspectorFor(rulesetId: string): CellInspector | undefined {
  return inspectors.get(rulesetId);
}

/** The engine that runs `state`. */
export function engineOf(state: GameState): ScenarioEngine {
  const engine = engines.get(state.ruleset);
  if (!engine) throw new Error(`No mechanics module for the ruleset "${state.ruleset}".`);
  return engine;
}

/** Replays `log` from `initial` with the ruleset named in the state and checks every recorded hash. */
export function verifyReplay(initial: GameState, log: readonly LogEntry[]): ReplayReport {
  return verifyWith(engineOf(initial), initial, log);
}
