/**
 * Game records (`*.game.json`, schemas/game-record.schema.json): a game as it was played, to be
 * saved, opened, stepped through and replayed. A record holds the scenario whole, the ruleset's id
 * and version, the seed, the seats and every action; the PRNG lives in the state, so replaying the
 * actions from the seed gives back every state. A record is untrusted data: it is checked against
 * its schema, its scenario is validated like any file, and each action is checked by the rules as
 * it is replayed. A bad one is a sentence, never a crash.
 */
import { validateGameRecord } from '../scenario/generated/validators.js';
import { loadScenario } from '../scenario/load';
import { renderProblem } from '../scenario/problems';
import { parseJson } from '../scenario/safe-json';
import { problemsFromSchemaErrors } from '../scenario/schema-errors';
import { textFromBytes, textFromString, MAX_FILE_BYTES } from '../scenario/text-input';
import type { Language } from '../i18n/index';
import { hashState } from './core/hash';
import type { ScenarioInput } from './core/module';
import type { Action, GameEvent, GameState, Outcome, Params, Refusal, SideId } from './core/types';
import { BUILTIN_CATALOG, mechanicsOf, type RulesetCatalog } from '../scenario/rulesets';
import { engineFor, type ScenarioEngine } from './index';

export const RECORD_FORMAT = 1;
export const RECORD_SCHEMA = 'https://skirmish-studio.dev/schemas/game-record.schema.json';

/** Who played a side: a person (who may have let a bot finish the game from an action on), or a bot. */
export type SeatRecord = { readonly kind: 'person'; readonly handedToBot?: { readonly atAction: number; readonly bot: string } } | { readonly kind: 'bot'; readonly bot: string; readonly strength?: string };

export interface GameRecord {
  readonly $schema?: string;
  readonly format: number;
  readonly ruleset: { readonly id: string; readonly version: string };
  readonly scenario: unknown;
  readonly seed: string;
  readonly seats: Readonly<Record<SideId, SeatRecord>>;
  readonly actions: readonly Action[];
  readonly outcome?: Outcome | null;
  readonly finalHash?: string;
}

/** Why a record cannot be read or replayed: a message key of engine/i18n and its parameters. */
export interface RecordProblem {
  readonly key: string;
  readonly params: Params;
}

export interface OpenedRecord {
  readonly record: GameRecord;
  readonly input: ScenarioInput;
  readonly engine: ScenarioEngine;
  readonly initial: GameState;
}

/**
 * The record of a game: its input, seed, seats, actions and the state they led to. Games that are
 * recorded are seeded with hex strings (a number seed draws another stream, kept for tests).
 */
export function gameRecord(input: ScenarioInput, seed: string, seats: Readonly<Record<SideId, SeatRecord>>, actions: readonly Action[], last: GameState): GameRecord {
  return {
    $schema: RECORD_SCHEMA,
    format: RECORD_FORMAT,
    ruleset: { id: input.ruleset.id, version: input.ruleset.version },
    scenario: input.scenario,
    seed: seed.toLowerCase(),
    seats,
    actions,
    outcome: last.outcome,
    finalHash: hashState(last),
  };
}

function problem(key: string, params: Params = {}): { readonly ok: false; readonly problem: RecordProblem } {
  return { ok: false, problem: { key, params } };
}

/**
 * Reads and checks a record: JSON, format, schema, ruleset, scenario; then sets up its game. A game
 * played on a variant needs the variant in `catalog`.
 */
export function openGameRecord(
  input: string | Uint8Array,
  file: string,
  language: Language = 'en',
  catalog: RulesetCatalog = BUILTIN_CATALOG,
): { readonly ok: true; readonly opened: OpenedRecord } | { readonly ok: false; readonly problem: RecordProblem } {
  const decoded = typeof input === 'string' ? textFromString(input, MAX_FILE_BYTES) : textFromBytes(input, MAX_FILE_BYTES);
  if (decoded.text === undefined) return problem('record.unreadable', { file, reason: decoded.problems[0] ? renderProblem(decoded.problems[0], language) : '' });
  const parsed = parseJson(decoded.text);
  if (!Object.hasOwn(parsed, 'value')) return problem('record.unreadable', { file, reason: parsed.problems[0] ? renderProblem(parsed.problems[0], language) : '' });
  const value = parsed.value as Record<string, unknown> | null;
  const format = typeof value === 'object' && value !== null ? value.format : undefined;
  if (typeof format === 'number' && format > RECORD_FORMAT) return problem('record.newerFormat', { file, format, known: RECORD_FORMAT });
  if (!validateGameRecord(value)) {
    const first = problemsFromSchemaErrors(validateGameRecord.errors ?? [])[0];
    return problem('record.invalid', { file, reason: first ? `${first.pointer || '/'}: ${renderProblem(first, language)}` : '' });
  }
  const record = value as unknown as GameRecord;
  const data = catalog.rulesets.get(record.ruleset.id);
  if (!data) return problem('record.unknownRuleset', { file, id: record.ruleset.id, known: [...catalog.rulesets.keys()].join(', ') });
  const engine = engineFor(mechanicsOf(data));
  if (!engine) return problem('record.notPlayable', { file, id: record.ruleset.id });
  const loaded = loadScenario(JSON.stringify(record.scenario), { catalog });
  const error = loaded.problems.find((found) => found.severity === 'error');
  if (!loaded.scenario || !loaded.ruleset || error) return problem('record.badScenario', { file, reason: error ? renderProblem(error, language) : '' });
  if (loaded.scenario.ruleset.id !== record.ruleset.id) return problem('record.rulesetMismatch', { file, id: record.ruleset.id, scenario: loaded.scenario.ruleset.id });
  const gameInput: ScenarioInput = { scenario: loaded.scenario, ruleset: loaded.ruleset };
  return { ok: true, opened: { record, input: gameInput, engine, initial: engine.setup(gameInput, record.seed) } };
}

export interface Replayed {
  /** Every state from the initial one, `states[k]` after `k` actions. */
  readonly states: readonly GameState[];
  /** The events of each action, `events[k]` for action `k + 1`. */
  readonly events: readonly (readonly GameEvent[])[];
}

export type ReplayResult = { readonly ok: true; readonly replayed: Replayed } | { readonly ok: false; readonly step: number; readonly refusal: Refusal; readonly replayed: Replayed };

/** Replays the record's actions (the first `to` of them when given), keeping every state and event. */
export function replayRecord(opened: OpenedRecord, to?: number): ReplayResult {
  const { engine, record } = opened;
  const count = to === undefined ? record.actions.length : Math.max(0, Math.min(to, record.actions.length));
  const states: GameState[] = [opened.initial];
  const events: (readonly GameEvent[])[] = [];
  let state = opened.initial;
  for (let step = 0; step < count; step++) {
    const result = engine.apply(state, record.actions[step]);
    if (result.refused) return { ok: false, step: step + 1, refusal: result.refused, replayed: { states, events } };
    state = result.state;
    states.push(state);
    events.push(result.events);
  }
  return { ok: true, replayed: { states, events } };
}
