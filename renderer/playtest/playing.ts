/** What the playtest runs: a scenario with its rules and presenter, and a saved game when one was opened. */
import type { Language } from '../../engine/i18n';
import { engineFor, mechanicsOf, presenterFor, rulesetModule, type ScenarioEngine, type ScenarioInput } from '../../engine/rules';
import type { Presenter } from '../../engine/rules/core/presenter';
import { openGameRecord, replayRecord, type RecordProblem } from '../../engine/rules/record';
import { localized } from '../../engine/scenario';
import { installedCatalog } from '../document/rulesetCatalog';
import { playtestOfRecord, type Playtest } from './match';

export interface PlayingGame {
  /** Tells games apart: the view starts afresh for another one. */
  readonly id: number;
  readonly engine: ScenarioEngine;
  readonly presenter: Presenter;
  readonly input: ScenarioInput;
  /** A game opened from a record, shown at its last step; null to set a new game up. */
  readonly opened: Playtest | null;
}

let serial = 0;

/** The game of a valid scenario, or null when its rules are not in the engine. */
export function playingOf(input: ScenarioInput): PlayingGame | null {
  const engine = engineFor(mechanicsOf(input.ruleset));
  const presenter = presenterFor(mechanicsOf(input.ruleset));
  return engine && presenter ? { id: ++serial, engine, presenter, input, opened: null } : null;
}

/** Why Play › Playtest cannot start a game of this ruleset (a built-in game or an installed variant), or null when it can. */
export function notPlayableReason(rulesetId: string, language: Language): { readonly key: string; readonly params: Record<string, string> } | null {
  const data = installedCatalog().rulesets.get(rulesetId);
  if (data && rulesetModule(mechanicsOf(data))?.play) return null;
  return { key: 'playtest.noRules', params: { ruleset: data ? localized(data.name, language, rulesetId) : rulesetId } };
}

/**
 * A saved game, opened and replayed. A record refused at some step opens at the step before, with
 * the reason: the game can be looked at and continued from there.
 */
/**
 * A saved game, opened at its last step; `problem` says why it could not open or stops early, and
 * `notice` that it was played with another version of its game's rules, as the command line says.
 */
export function openSavedGame(bytes: Uint8Array, file: string, language: Language): { readonly game: PlayingGame | null; readonly problem: RecordProblem | null; readonly notice?: RecordProblem } {
  const read = openGameRecord(bytes, file, language, installedCatalog());
  if (!read.ok) return { game: null, problem: read.problem };
  const { opened } = read;
  const presenter = presenterFor(mechanicsOf(opened.input.ruleset));
  if (!presenter) return { game: null, problem: { key: 'record.notPlayable', params: { file, id: opened.record.ruleset.id } } };
  const replay = replayRecord(opened);
  const game = { id: ++serial, engine: opened.engine, presenter, input: opened.input, opened: playtestOfRecord(opened, replay.replayed) };
  const { version } = opened.input.ruleset;
  const notice: RecordProblem | undefined = version !== opened.record.ruleset.version ? { key: 'record.versionDiffers', params: { file, recorded: opened.record.ruleset.version, current: version } } : undefined;
  if (replay.ok) return { game, problem: null, ...(notice ? { notice } : {}) };
  return { game, problem: { key: 'record.refused', params: { file, step: replay.step, last: replay.step - 1, reason: presenter.describe(opened.initial, replay.refusal, language) } } };
}
