/** Area maps: named areas at a position, links between them, and regions grouping them. */
import type { LocalizedText, Scenario, ScenarioArea, ScenarioRegion } from '../../../engine/scenario/types';
import { rulesetOf } from './context';
import { freshId, idsInUse, slug } from './ids';
import { accept, refuse, type EditResult } from './result';
import { assign, removeAt, replaceAt, withBoardList } from './tree';

const COLOUR = /^#[0-9A-Fa-f]{6}$/;
const MAX_NAME = 200;

function areaBoardRefusal(scenario: Scenario): EditResult | null {
  return scenario.board.geometry.kind === 'area' ? null : refuse('edit.board.needsAreas');
}

function positionRefusal(scenario: Scenario, xMm: number, yMm: number): EditResult | null {
  const geometry = scenario.board.geometry;
  if (geometry.kind !== 'area') return refuse('edit.board.needsAreas');
  const inside = Number.isFinite(xMm) && Number.isFinite(yMm) && xMm >= 0 && yMm >= 0 && xMm <= geometry.widthMm && yMm <= geometry.heightMm;
  return inside ? null : refuse('edit.area.offMap', { width: geometry.widthMm, height: geometry.heightMm });
}

const nameRefusal = (name: string): EditResult | null => (name.trim() === '' || name.length > MAX_NAME ? refuse('edit.text.length', { max: MAX_NAME }) : null);

/** A region's name is a text of the format, one string or one per language, as a zone's. */
const MAX_TEXT = 4000;
function regionNameRefusal(name: LocalizedText): EditResult | null {
  const texts = typeof name === 'string' ? [name] : Object.values(name);
  return texts.length === 0 || texts.some((text) => text.trim() === '' || text.length > MAX_TEXT) ? refuse('edit.text.length', { max: MAX_TEXT }) : null;
}

function areaIndex(scenario: Scenario, id: string): number {
  return (scenario.board.areas ?? []).findIndex((area) => area.id === id);
}

export function addArea(scenario: Scenario, params: { readonly name: string; readonly xMm: number; readonly yMm: number; readonly region?: string; readonly terrain?: string }): EditResult {
  const problem = areaBoardRefusal(scenario) ?? nameRefusal(params.name) ?? positionRefusal(scenario, params.xMm, params.yMm);
  if (problem) return problem;
  if (params.region !== undefined && !(scenario.board.regions ?? []).some((region) => region.id === params.region)) return refuse('edit.region.unknown', { id: params.region });
  if (params.terrain !== undefined && !Object.hasOwn(rulesetOf(scenario)?.terrain ?? {}, params.terrain)) return refuse('edit.terrain.unknownKind', { kind: params.terrain });
  const id = freshId(idsInUse(scenario), slug(params.name, 'area'), true);
  const area = assign<ScenarioArea>({ id, name: params.name, xMm: params.xMm, yMm: params.yMm }, { region: params.region, terrain: params.terrain });
  return accept(withBoardList(scenario, 'areas', [...(scenario.board.areas ?? []), area]), id);
}

function changeArea(scenario: Scenario, id: string, change: (area: ScenarioArea) => ScenarioArea | EditResult): EditResult {
  const areas = scenario.board.areas ?? [];
  const index = areaIndex(scenario, id);
  const area = areas[index];
  if (!area) return refuse('edit.area.unknown', { id });
  const next = change(area);
  if ('ok' in next) return next;
  if (JSON.stringify(next) === JSON.stringify(area)) return accept(scenario);
  return accept(withBoardList(scenario, 'areas', replaceAt(areas, index, next)));
}

export function moveArea(scenario: Scenario, params: { readonly id: string; readonly xMm: number; readonly yMm: number }): EditResult {
  return changeArea(scenario, params.id, (area) => positionRefusal(scenario, params.xMm, params.yMm) ?? { ...area, xMm: params.xMm, yMm: params.yMm });
}

export function renameArea(scenario: Scenario, params: { readonly id: string; readonly name: string }): EditResult {
  return changeArea(scenario, params.id, (area) => nameRefusal(params.name) ?? { ...area, name: params.name });
}

/** Puts an area in a region, or in none (null). */
export function setAreaRegion(scenario: Scenario, params: { readonly id: string; readonly region: string | null }): EditResult {
  if (params.region !== null && !(scenario.board.regions ?? []).some((region) => region.id === params.region)) return refuse('edit.region.unknown', { id: params.region });
  return changeArea(scenario, params.id, (area) => assign(area, { region: params.region ?? undefined }));
}

/** Sets an area's terrain (Rebellion: a remote system), or none (null). */
export function setAreaTerrain(scenario: Scenario, params: { readonly id: string; readonly terrain: string | null }): EditResult {
  if (params.terrain !== null && !Object.hasOwn(rulesetOf(scenario)?.terrain ?? {}, params.terrain)) return refuse('edit.area.unknownTerrain', { id: params.terrain });
  return changeArea(scenario, params.id, (area) => assign(area, { terrain: params.terrain ?? undefined }));
}

/** Sets the faction an area sides with at the start (its allegiance), or none (null). */
export function setAreaAllegiance(scenario: Scenario, params: { readonly id: string; readonly allegiance: string | null }): EditResult {
  if (params.allegiance !== null && !Object.hasOwn(rulesetOf(scenario)?.factions ?? {}, params.allegiance)) return refuse('edit.faction.unknown', { id: params.allegiance });
  return changeArea(scenario, params.id, (area) => assign(area, { allegiance: params.allegiance ?? undefined }));
}

const ICON = /^[a-z0-9][a-z0-9_-]*$/;
const MAX_ICONS = 8;

/** Sets an area's build icons, leftmost first; none clears them. */
export function setAreaBuild(scenario: Scenario, params: { readonly id: string; readonly build: readonly string[] }): EditResult {
  if (params.build.length > MAX_ICONS) return refuse('edit.area.tooManyIcons', { max: MAX_ICONS });
  const bad = params.build.find((icon) => !ICON.test(icon) || icon.length > 64);
  if (bad !== undefined) return refuse('edit.area.badIcon', { icon: bad });
  return changeArea(scenario, params.id, (area) => assign(area, { build: params.build.length > 0 ? [...params.build] : undefined }));
}

/** What stands in or points at an area; null when nothing does. */
function areaUser(scenario: Scenario, id: string): string | null {
  for (const token of scenario.board.tokens ?? []) if ('area' in token.at && token.at.area === id) return token.id;
  for (const side of scenario.sides) for (const unit of side.units ?? []) if (unit.at && 'area' in unit.at && unit.at.area === id) return unit.id;
  for (const zone of scenario.board.zones ?? []) if (zone.areas?.includes(id)) return zone.id;
  return null;
}

/** Removes an area and its links; refused while a piece stands there or a zone includes it. */
export function removeArea(scenario: Scenario, params: { readonly id: string }): EditResult {
  const index = areaIndex(scenario, params.id);
  if (index < 0) return refuse('edit.area.unknown', { id: params.id });
  const user = areaUser(scenario, params.id);
  if (user !== null) return refuse('edit.area.inUse', { id: params.id, by: user });
  const links = scenario.board.links ?? [];
  const kept = links.filter(([a, b]) => a !== params.id && b !== params.id);
  const withoutArea = withBoardList(scenario, 'areas', removeAt(scenario.board.areas ?? [], index));
  return accept(kept.length === links.length ? withoutArea : withBoardList(withoutArea, 'links', kept));
}

const linkIndex = (scenario: Scenario, a: string, b: string) => (scenario.board.links ?? []).findIndex(([x, y]) => (x === a && y === b) || (x === b && y === a));

export function linkAreas(scenario: Scenario, params: { readonly a: string; readonly b: string }): EditResult {
  const problem = areaBoardRefusal(scenario);
  if (problem) return problem;
  for (const id of [params.a, params.b]) if (areaIndex(scenario, id) < 0) return refuse('edit.area.unknown', { id });
  if (params.a === params.b) return refuse('edit.area.selfLink', { id: params.a });
  if (linkIndex(scenario, params.a, params.b) >= 0) return accept(scenario);
  return accept(withBoardList(scenario, 'links', [...(scenario.board.links ?? []), [params.a, params.b] as const]));
}

export function unlinkAreas(scenario: Scenario, params: { readonly a: string; readonly b: string }): EditResult {
  const index = linkIndex(scenario, params.a, params.b);
  if (index < 0) return refuse('edit.area.notLinked', { a: params.a, b: params.b });
  return accept(withBoardList(scenario, 'links', removeAt(scenario.board.links ?? [], index)));
}

export function addRegion(scenario: Scenario, params: { readonly name: LocalizedText; readonly colour?: string }): EditResult {
  const problem = areaBoardRefusal(scenario) ?? regionNameRefusal(params.name);
  if (problem) return problem;
  if (params.colour !== undefined && !COLOUR.test(params.colour)) return refuse('edit.colour.invalid', { colour: params.colour });
  const id = freshId(idsInUse(scenario), slug(typeof params.name === 'string' ? params.name : (Object.values(params.name)[0] ?? ''), 'region'), true);
  const region = assign<ScenarioRegion>({ id, name: params.name }, { colour: params.colour });
  return accept(withBoardList(scenario, 'regions', [...(scenario.board.regions ?? []), region]), id);
}

export function setRegion(scenario: Scenario, params: { readonly id: string; readonly name?: LocalizedText; readonly colour?: string | null }): EditResult {
  const regions = scenario.board.regions ?? [];
  const index = regions.findIndex((region) => region.id === params.id);
  const region = regions[index];
  if (!region) return refuse('edit.region.unknown', { id: params.id });
  const problem = params.name !== undefined ? regionNameRefusal(params.name) : null;
  if (problem) return problem;
  if (params.colour && !COLOUR.test(params.colour)) return refuse('edit.colour.invalid', { colour: params.colour });
  const next = assign(region, { ...(params.name !== undefined ? { name: params.name } : {}), ...(params.colour !== undefined ? { colour: params.colour ?? undefined } : {}) });
  if (JSON.stringify(next) === JSON.stringify(region)) return accept(scenario);
  return accept(withBoardList(scenario, 'regions', replaceAt(regions, index, next)));
}

/** Removes a region; its areas stay, in no region. */
export function removeRegion(scenario: Scenario, params: { readonly id: string }): EditResult {
  const regions = scenario.board.regions ?? [];
  const index = regions.findIndex((region) => region.id === params.id);
  if (index < 0) return refuse('edit.region.unknown', { id: params.id });
  const areas = scenario.board.areas ?? [];
  const freed = areas.some((area) => area.region === params.id) ? areas.map((area) => (area.region === params.id ? assign(area, { region: undefined }) : area)) : areas;
  return accept(withBoardList(withBoardList(scenario, 'regions', removeAt(regions, index)), 'areas', freed));
}
