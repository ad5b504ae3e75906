/** The mechanics modules shipped with the engine, by ruleset id. */
import type { RulesetData, Scenario } from '../scenario/types';
import { createEngine, type Engine } from './core/engine';
import { verifyReplay as verifyWith, type LogEntry, type ReplayReport } from './core/log';
import type { Action, GameState } from './core/types';
import { labelledInspector, type CellInspector } from './cell-report';
import { inspectCell } from './r6-onboard/inspect';
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

export type { CellInspector, CellReport, CostUnit, Reach } from './cell-report';

export type ScenarioEngine = Engine<unknown, unknown, Action, ScenarioInput>;

const r6Inspector = labelledInspector<R6State>(
  (state) => state.fixed.labels,
  (state, unit) => state.fixed.units.some((candidate) => candidate.id === unit),
  inspectCell,
);

const siegeInspector = labelledInspector<SiegeState>(
  (state) => state.fixed.labels,
  (state, unit) => state.fixed.figures.some((candidate) => candidate.id === unit),
  inspectSiegeCell,
);

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
