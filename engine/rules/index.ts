/**
 * The rulesets as the rest of the app sees them, all derived from the registry: the module of an
 * id, its engine, inspector and presenter when it can be played, and the messages of every game.
 */
import type { Language } from '../i18n/index';
import { localized } from '../scenario/localized';
import { createEngine, type Engine } from './core/engine';
import { verifyReplay as verifyWith, type LogEntry, type ReplayReport } from './core/log';
import type { EffectSpec, NewBoardDefaults, RulesetModule, ScenarioInput } from './core/module';
import type { Presenter } from './core/presenter';
import type { Action, GameState } from './core/types';
import type { CellInspector } from './cell-report';
import { RULESET_MODULES } from './registry';

export type { EffectParam, EffectSpec } from './core/module';
export type { ScenarioInput, RulesetModule, NewBoardDefaults };
export { mechanicsOf } from '../scenario/mechanics';
export type { CellInspector, CellReport, CostUnit, PlacedCellReport, Reach } from './cell-report';

export type ScenarioEngine = Engine<unknown, unknown, Action, ScenarioInput>;

const modules: ReadonlyMap<string, RulesetModule> = new Map(RULESET_MODULES.map((module) => [module.id, module]));
const engines: ReadonlyMap<string, ScenarioEngine> = new Map(
  RULESET_MODULES.flatMap((module) => (module.play ? [[module.id, createEngine(module.play.rules) as unknown as ScenarioEngine] as const] : [])),
);

/** Every shipped ruleset module, in the registry's order. */
export function rulesetModules(): readonly RulesetModule[] {
  return RULESET_MODULES;
}

export function rulesetModule(rulesetId: string): RulesetModule | undefined {
  return modules.get(rulesetId);
}

/** Ids of the rulesets that can be played (the others are data only for now). */
export const PLAYABLE_RULESETS: readonly string[] = [...engines.keys()];

/** The engine of a ruleset, or undefined when the ruleset has no mechanics yet. */
export function engineFor(rulesetId: string): ScenarioEngine | undefined {
  return engines.get(rulesetId);
}

/** The effects the special rules of a ruleset's scenarios may carry (none: its special rules are words only). */
export function effectsFor(rulesetId: string): readonly EffectSpec[] {
  return modules.get(rulesetId)?.effects ?? [];
}

/** The cell inspector of a ruleset, or undefined when it has none. */
export function inspectorFor(rulesetId: string): CellInspector | undefined {
  return modules.get(rulesetId)?.play?.inspector;
}

/** How the playtest shows a game of a ruleset, or undefined when it cannot be played. */
export function presenterFor(rulesetId: string): Presenter | undefined {
  return modules.get(rulesetId)?.play?.presenter as Presenter | undefined;
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

/** A ruleset's name as its data gives it, in `language`; the id for a ruleset the app does not have. */
export function rulesetName(rulesetId: string, language: Language): string {
  const module = modules.get(rulesetId);
  return module ? localized(module.data.name, language, rulesetId) : rulesetId;
}

/** The messages of every ruleset in one language, for hosts that merge them into their catalogs. */
export function rulesetMessagesIn(language: Language): Readonly<Record<string, string>> {
  return Object.assign({}, ...RULESET_MODULES.map((module) => module.messages[language])) as Record<string, string>;
}
