/**
 * Army lists (games whose armies are bought with points): the points limit of the scenario, squads
 * added to a side with their models, models counted up and down, profiles of the designer's own
 * making (kept in the scenario's house rules, priced by the game's formula), and a whole army taken
 * from the game's presets. A new squad stands in its side's deployment zone, clear of the others.
 */
import type { LocalizedText, PointPosition, Scenario, Side, Unit, UnitProfile } from '../../../engine/scenario/types';
import { rulesetOf } from './context';
import { freshId, idsInUse, slug } from './ids';
import { refuse, type EditResult } from './result';
import { acceptIfValid } from './schemaGuard';
import { assign, findUnit, withSide, withUnit } from './tree';

export function setArmyPoints(scenario: Scenario, params: { readonly points: number | null }): EditResult {
  const setup = assign(scenario.setup ?? {}, { armyPoints: params.points ?? undefined });
  return acceptIfValid(scenario, assign(scenario, { setup: Object.keys(setup).length > 0 ? setup : undefined }));
}

function sideAt(scenario: Scenario, id: string): { index: number; side: Side } | null {
  const index = scenario.sides.findIndex((side) => side.id === id);
  const side = scenario.sides[index];
  return side ? { index, side } : null;
}

/**
 * Where a side's next squad stands: along the middle of its deployment zone (or of its half of the
 * table), each squad 8 units of the board to the right of the one before.
 */
function nextPoint(scenario: Scenario, index: number, side: Side): PointPosition {
  const geometry = scenario.board.geometry;
  const width = geometry.kind === 'free' ? (geometry.unit === 'mm' ? geometry.widthMm : geometry.widthIn) : 0;
  const height = geometry.kind === 'free' ? (geometry.unit === 'mm' ? geometry.heightMm : geometry.heightIn) : 0;
  const zone = (scenario.board.zones ?? []).find((candidate) => candidate.side === side.id && candidate.purpose === 'deployment' && candidate.polygon);
  const ys = zone?.polygon?.map((p) => p.y) ?? [index === 0 ? 0 : height / 2, index === 0 ? height / 2 : height];
  const y = (Math.min(...ys) + Math.max(...ys)) / 2;
  const step = geometry.kind === 'free' && geometry.unit === 'mm' ? 200 : 8;
  const taken = (side.units ?? []).flatMap((unit) => (unit.at && 'x' in unit.at ? [unit.at.x] : []));
  let x = step;
  for (let k = 1; k * step < width; k++) {
    x = k * step;
    if (taken.every((other) => Math.abs(other - x) >= step * 0.75)) break;
  }
  return { x: Math.round(x * 100) / 100, y: Math.round(y * 100) / 100 };
}

export function addSquad(scenario: Scenario, params: { readonly side: string; readonly name: LocalizedText; readonly models: readonly { readonly profile: string; readonly count: number }[] }): EditResult {
  const found = sideAt(scenario, params.side);
  if (!found) return refuse('edit.side.unknown', { id: params.side });
  const profiles = rulesetOf(scenario)?.unitProfiles ?? {};
  const unknown = params.models.find((model) => !Object.hasOwn(profiles, model.profile));
  if (unknown) return refuse('edit.unit.unknownProfile', { profile: unknown.profile });
  const name = typeof params.name === 'string' ? params.name : (Object.values(params.name)[0] ?? '');
  const id = freshId(idsInUse(scenario), slug(name, 'squad'));
  const single = params.models.length === 1 && params.models[0]?.count === 1;
  const unit: Unit = single ? { id, name: params.name, profile: params.models[0]?.profile as string, at: nextPoint(scenario, found.index, found.side) } : { id, name: params.name, models: params.models.map((model) => ({ profile: model.profile, count: model.count })), at: nextPoint(scenario, found.index, found.side) };
  const result = acceptIfValid(scenario, withSide(scenario, found.index, assign(found.side, { units: [...(found.side.units ?? []), unit] })));
  return result.ok ? { ...result, created: id } : result;
}

/** A squad's models of one profile, counted anew (0 takes them out; a squad keeps one model at least). */
export function setSquadModels(scenario: Scenario, params: { readonly unit: string; readonly profile: string; readonly count: number }): EditResult {
  const found = findUnit(scenario, params.unit);
  if (!found) return refuse('edit.unit.unknown', { id: params.unit });
  const unit = found.value;
  const models = unit.models ?? (unit.profile !== undefined ? [{ profile: unit.profile, count: unit.count ?? 1 }] : []);
  const others = models.filter((model) => model.profile !== params.profile);
  const count = Math.max(0, Math.min(100, Math.round(params.count)));
  const next = models.some((model) => model.profile === params.profile) ? models.map((model) => (model.profile === params.profile ? { ...model, count } : model)).filter((model) => model.count > 0) : [...others, ...(count > 0 ? [{ profile: params.profile, count }] : [])];
  if (next.length === 0) return refuse('edit.army.emptySquad');
  if (!Object.hasOwn(rulesetOf(scenario)?.unitProfiles ?? {}, params.profile)) return refuse('edit.unit.unknownProfile', { profile: params.profile });
  // Positions given model by model no longer match a new count: the squad is laid out about its point again.
  const changed = assign(unit, { profile: undefined, count: undefined, models: next, positions: undefined });
  return acceptIfValid(scenario, withUnit(scenario, found, changed));
}

/** A profile of the designer's own making, kept in the scenario's house rules with its cost by the formula. */
export function addProfile(scenario: Scenario, params: { readonly name: LocalizedText; readonly profile: UnitProfile; readonly points: number }): EditResult {
  const ruleset = rulesetOf(scenario);
  if (!ruleset) return refuse('edit.army.noRuleset');
  const name = typeof params.name === 'string' ? params.name : (Object.values(params.name)[0] ?? '');
  const taken = new Set(Object.keys(ruleset.unitProfiles ?? {}));
  const id = freshId(taken, slug(name, 'profile'), true);
  const overrides = scenario.ruleset.overrides ?? {};
  const profiles: Record<string, Readonly<Record<string, unknown>> | null> = { ...(overrides.unitProfiles ?? {}), [id]: { ...params.profile, name: params.name, cost: { points: params.points }, source: 'assumed' } };
  const result = acceptIfValid(scenario, { ...scenario, ruleset: { ...scenario.ruleset, overrides: { ...overrides, unitProfiles: profiles } } });
  return result.ok ? { ...result, created: id } : result;
}

/**
 * A squad's name not yet borne by another unit of the scenario: a trailing number counted on
 * (« Bande de boyz 3 »), else one added (« Bande du Big boss 2 »), the same number in every language.
 */
function freshName(name: LocalizedText | undefined, scenario: Scenario): LocalizedText | undefined {
  if (name === undefined) return undefined;
  const texts = typeof name === 'string' ? { '': name } : name;
  const taken = new Set(scenario.sides.flatMap((side) => (side.units ?? []).flatMap((unit) => (unit.name === undefined ? [] : typeof unit.name === 'string' ? [unit.name] : Object.values(unit.name)))));
  if (!Object.values(texts).some((text) => taken.has(text))) return name;
  const numbered = (text: string, n: number) => (/\s\d+$/.test(text) ? text.replace(/\d+$/, String(n)) : `${text} ${n}`);
  const start = Math.max(1, ...Object.values(texts).map((text) => Number(/\s(\d+)$/.exec(text)?.[1] ?? 1)));
  for (let n = start + 1; ; n++) {
    const candidate = Object.fromEntries(Object.entries(texts).map(([language, text]) => [language, numbered(text, n)]));
    if (!Object.values(candidate).some((text) => taken.has(text))) return typeof name === 'string' ? (candidate[''] as string) : candidate;
  }
}

/** The side's army replaced by a preset's units (its faction with it), or the preset's units added (`add`). */
export function applyArmyPreset(scenario: Scenario, params: { readonly side: string; readonly units: readonly Unit[]; readonly faction?: string; readonly add: boolean }): EditResult {
  const found = sideAt(scenario, params.side);
  if (!found) return refuse('edit.side.unknown', { id: params.side });
  let next: Scenario = params.add ? scenario : withSide(scenario, found.index, assign(found.side, { units: undefined, faction: params.faction ?? found.side.faction }));
  for (const unit of params.units) {
    const side = next.sides[found.index] as Side;
    const taken = idsInUse(next);
    const id = freshId(taken, unit.id, !taken.has(unit.id));
    const placed = assign(unit, { id, at: nextPoint(next, found.index, side), name: freshName(unit.name, next) });
    next = withSide(next, found.index, assign(side, { units: [...(side.units ?? []), placed] }));
  }
  return acceptIfValid(scenario, next);
}
