/** The scenario panel: metadata, turn limit, who starts, and the victory conditions as editable rows. */
import type { Scenario, ScenarioMeta, VictoryCondition } from '../../../engine/scenario/types';
import { own } from '../../../engine/scenario/lookup';
import { rulesetOf } from './context';
import { freshId, idsInUse } from './ids';
import { refuse, type EditResult } from './result';
import { acceptIfValid } from './schemaGuard';
import { assign, removeAt, replaceAt } from './tree';

type Nullable<T> = { readonly [K in keyof T]?: T[K] | null };
/** Title and language are required: they can change but not go. */
export type MetaChanges = Nullable<Omit<ScenarioMeta, 'title' | 'language'>> & { readonly title?: string; readonly language?: string };

export function setMeta(scenario: Scenario, params: MetaChanges): EditResult {
  if (params.title !== undefined && params.title.trim() === '') return refuse('edit.meta.titleEmpty');
  const changes = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, value ?? undefined]));
  const meta = assign(scenario.meta, changes);
  if (JSON.stringify(meta) === JSON.stringify(scenario.meta)) return acceptIfValid(scenario, scenario);
  return acceptIfValid(scenario, { ...scenario, meta });
}

/**
 * The title a designer reading `language` sees and edits: the translation into that language when
 * the scenario has one (`meta.translations`), else its own title.
 */
export function setTitle(scenario: Scenario, params: { readonly language: string; readonly title: string }): EditResult {
  if (params.title.trim() === '') return refuse('edit.meta.titleEmpty');
  const { meta } = scenario;
  const translation = params.language !== meta.language ? meta.translations?.[params.language] : undefined;
  if (!translation) return setMeta(scenario, { title: params.title });
  return setMeta(scenario, { translations: { ...meta.translations, [params.language]: { ...translation, title: params.title } } });
}

/**
 * The description a designer reading `language` sees and edits: the translation's when the scenario
 * has a translation into that language, else its own; an empty text removes it.
 */
export function setDescription(scenario: Scenario, params: { readonly language: string; readonly description: string }): EditResult {
  const { meta } = scenario;
  const description = params.description.trim() === '' ? undefined : params.description;
  const translation = params.language !== meta.language ? meta.translations?.[params.language] : undefined;
  if (!translation) return setMeta(scenario, { description: description ?? null });
  const { description: _old, ...rest } = translation;
  return setMeta(scenario, { translations: { ...meta.translations, [params.language]: description === undefined ? rest : { ...rest, description } } });
}

function withTurns(scenario: Scenario, changes: { limit?: number | undefined; first?: string | undefined }): Scenario {
  const turns = assign(scenario.turns ?? {}, changes);
  if (JSON.stringify(turns) === JSON.stringify(scenario.turns ?? {})) return scenario;
  return assign(scenario, { turns: Object.keys(turns).length > 0 ? turns : undefined });
}

/** The number of turns the game lasts; null for no limit. */
export function setTurnLimit(scenario: Scenario, params: { readonly limit: number | null }): EditResult {
  if (params.limit !== null && (!Number.isInteger(params.limit) || params.limit < 1 || params.limit > 10000)) return refuse('edit.turns.badLimit', { min: 1, max: 10000 });
  return acceptIfValid(scenario, withTurns(scenario, { limit: params.limit ?? undefined }));
}

/** The space a track's marker starts on in this scenario, or null to leave it to the rules. */
export function setStartTrack(scenario: Scenario, params: { readonly track: string; readonly value: number | null }): EditResult {
  const track = own(rulesetOf(scenario)?.tracks, params.track);
  if (!track) return refuse('edit.track.unknown', { track: params.track });
  if (params.value !== null && (!Number.isInteger(params.value) || params.value < track.min || params.value > track.max)) return refuse('edit.track.range', { min: track.min, max: track.max });
  const tracks = assign(scenario.setup?.tracks ?? {}, { [params.track]: params.value ?? undefined });
  const setup = assign(scenario.setup ?? {}, { tracks: Object.keys(tracks).length > 0 ? tracks : undefined });
  if (JSON.stringify(setup) === JSON.stringify(scenario.setup ?? {})) return acceptIfValid(scenario, scenario);
  return acceptIfValid(scenario, assign(scenario, { setup: Object.keys(setup).length > 0 ? setup : undefined }));
}

/** Which side plays first: a side id, "roll" to roll for it, or null to leave it to the ruleset. */
export function setFirstSide(scenario: Scenario, params: { readonly side: string | null }): EditResult {
  if (params.side !== null && params.side !== 'roll' && !scenario.sides.some((side) => side.id === params.side)) return refuse('edit.side.unknown', { id: params.side });
  return acceptIfValid(scenario, withTurns(scenario, { first: params.side ?? undefined }));
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type VictoryDraft = DistributiveOmit<VictoryCondition, 'id'>;

/** Whether what a row names exists: its side, the zones to hold, the token to occupy, the sides to eliminate. */
function referenceRefusal(scenario: Scenario, row: VictoryDraft): EditResult | null {
  const sides = new Set(scenario.sides.map((side) => side.id));
  if (!sides.has(row.side)) return refuse('edit.side.unknown', { id: row.side });
  if (row.type === 'hold-zones') {
    const zones = new Set((scenario.board.zones ?? []).map((zone) => zone.id));
    const missing = row.zones.find((zone) => !zones.has(zone));
    if (missing !== undefined) return refuse('edit.zone.unknown', { id: missing });
  }
  if (row.type === 'occupy-token' && !(scenario.board.tokens ?? []).some((token) => token.id === row.token)) return refuse('edit.token.unknown', { id: row.token });
  if (row.type === 'eliminate') {
    const missing = row.targets?.find((target) => !sides.has(target));
    if (missing !== undefined) return refuse('edit.side.unknown', { id: missing });
  }
  return null;
}

export function addVictoryCondition(scenario: Scenario, params: { readonly condition: VictoryDraft }): EditResult {
  const problem = referenceRefusal(scenario, params.condition);
  if (problem) return problem;
  const id = freshId(idsInUse(scenario), params.condition.type);
  const row = { ...params.condition, id } as VictoryCondition;
  const result = acceptIfValid(scenario, { ...scenario, victory: [...(scenario.victory ?? []), row] });
  return result.ok ? { ...result, created: id } : result;
}

function rowIndex(scenario: Scenario, id: string): number {
  return (scenario.victory ?? []).findIndex((row) => row.id === id);
}

/** Replaces a row's content (its type included); the row keeps its id and its place. */
export function updateVictoryCondition(scenario: Scenario, params: { readonly id: string; readonly condition: VictoryDraft }): EditResult {
  const rows = scenario.victory ?? [];
  const index = rowIndex(scenario, params.id);
  if (index < 0) return refuse('edit.victory.unknown', { id: params.id });
  const problem = referenceRefusal(scenario, params.condition);
  if (problem) return problem;
  const row = { ...params.condition, id: params.id } as VictoryCondition;
  if (JSON.stringify(row) === JSON.stringify(rows[index])) return acceptIfValid(scenario, scenario);
  return acceptIfValid(scenario, { ...scenario, victory: replaceAt(rows, index, row) });
}

export function removeVictoryCondition(scenario: Scenario, params: { readonly id: string }): EditResult {
  const rows = scenario.victory ?? [];
  const index = rowIndex(scenario, params.id);
  if (index < 0) return refuse('edit.victory.unknown', { id: params.id });
  const next = removeAt(rows, index);
  return acceptIfValid(scenario, assign(scenario, { victory: next.length > 0 ? next : undefined }));
}

/** Moves a row to position `to` (0-based, clamped to the list). */
export function moveVictoryCondition(scenario: Scenario, params: { readonly id: string; readonly to: number }): EditResult {
  const rows = scenario.victory ?? [];
  const index = rowIndex(scenario, params.id);
  if (index < 0) return refuse('edit.victory.unknown', { id: params.id });
  const to = Math.max(0, Math.min(rows.length - 1, Math.trunc(params.to)));
  if (to === index) return acceptIfValid(scenario, scenario);
  const without = removeAt(rows, index);
  return acceptIfValid(scenario, { ...scenario, victory: [...without.slice(0, to), rows[index] as VictoryCondition, ...without.slice(to)] });
}
