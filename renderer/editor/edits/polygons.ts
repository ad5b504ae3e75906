/**
 * Terrain areas and zones of free tables: polygons in the table's unit (inches or mm), placed,
 * moved, turned about their centre and resized. Every corner stays on the table.
 */
import type { LocalizedText, PointPosition, Scenario, TerrainPatch, Zone, ZonePurpose } from '../../../engine/scenario/types';
import { boardOf, rulesetOf } from './context';
import { freshId, idsInUse } from './ids';
import { accept, refuse, type EditResult } from './result';
import { assign, removeAt, replaceAt, withBoardList } from './tree';

/** Coordinates are kept to a thousandth of the unit: finer is noise from turning, and it keeps files readable. */
const round = (value: number) => Math.round(value * 1000) / 1000 + 0;

function polygonRefusal(scenario: Scenario, polygon: readonly PointPosition[]): EditResult | null {
  const board = boardOf(scenario);
  if (!board) return refuse('edit.board.invalid');
  if (board.kind !== 'free') return refuse('edit.board.needsFree');
  if (polygon.length < 3 || polygon.length > 1000) return refuse('edit.polygon.corners', { count: polygon.length });
  const kernel = board.kernel;
  if (polygon.some((p) => !Number.isFinite(p.x) || !Number.isFinite(p.y) || !kernel.contains(p))) {
    return refuse('edit.place.pointOffBoard', { width: kernel.width, height: kernel.height, unit: kernel.unit });
  }
  return null;
}

export function addTerrainPolygon(scenario: Scenario, params: { readonly kind: string; readonly polygon: readonly PointPosition[]; readonly name?: LocalizedText }): EditResult {
  const ruleset = rulesetOf(scenario);
  if (!ruleset) return refuse('edit.ruleset.unknown', { id: scenario.ruleset.id });
  if (!Object.hasOwn(ruleset.terrain, params.kind)) return refuse('edit.terrain.unknownKind', { kind: params.kind });
  const polygon = params.polygon.map((p) => ({ x: round(p.x), y: round(p.y) }));
  const problem = polygonRefusal(scenario, polygon);
  if (problem) return problem;
  const id = freshId(idsInUse(scenario), params.kind);
  const patch = assign<TerrainPatch>({ id, kind: params.kind, polygon }, { name: params.name });
  return accept(withBoardList(scenario, 'terrain', [...(scenario.board.terrain ?? []), patch]), id);
}

/** A zone of a free table drawn as a polygon: a deployment strip, an objective's ground. */
export function addZonePolygon(scenario: Scenario, params: { readonly purpose: ZonePurpose; readonly polygon: readonly PointPosition[]; readonly side?: string; readonly name?: string }): EditResult {
  const polygon = params.polygon.map((p) => ({ x: round(p.x), y: round(p.y) }));
  const problem = polygonRefusal(scenario, polygon);
  if (problem) return problem;
  if (params.side !== undefined && !scenario.sides.some((side) => side.id === params.side)) return refuse('edit.side.unknown', { id: params.side });
  const id = freshId(idsInUse(scenario), params.purpose);
  const zone = assign<Zone>({ id, purpose: params.purpose, polygon }, { side: params.side, name: params.name });
  return accept(withBoardList(scenario, 'zones', [...(scenario.board.zones ?? []), zone]), id);
}

/** The mean of the corners: the point a polygon turns and grows about. */
export function polygonCentre(polygon: readonly PointPosition[]): PointPosition {
  const n = Math.max(1, polygon.length);
  return { x: polygon.reduce((sum, p) => sum + p.x, 0) / n, y: polygon.reduce((sum, p) => sum + p.y, 0) / n };
}

/** Changes the polygon of the terrain patch or zone `id` (ids are unique across a scenario). */
function changePolygon(scenario: Scenario, id: string, change: (polygon: readonly PointPosition[]) => PointPosition[]): EditResult {
  const patches = scenario.board.terrain ?? [];
  const zones = scenario.board.zones ?? [];
  const patch = patches.findIndex((item) => item.id === id);
  const zone = zones.findIndex((item) => item.id === id);
  const item = patches[patch] ?? zones[zone];
  if (!item) return refuse('edit.terrain.unknown', { id });
  if (!item.polygon) return refuse('edit.terrain.notPolygon', { id });
  const polygon = change(item.polygon).map((p) => ({ x: round(p.x), y: round(p.y) }));
  if (polygon.every((p, i) => p.x === item.polygon?.[i]?.x && p.y === item.polygon[i]?.y)) return accept(scenario);
  const problem = polygonRefusal(scenario, polygon);
  if (problem) return problem;
  if (patch >= 0) return accept(withBoardList(scenario, 'terrain', replaceAt(patches, patch, { ...(patches[patch] as TerrainPatch), polygon })));
  return accept(withBoardList(scenario, 'zones', replaceAt(zones, zone, { ...(zones[zone] as Zone), polygon })));
}

export function movePolygon(scenario: Scenario, params: { readonly id: string; readonly dx: number; readonly dy: number }): EditResult {
  return changePolygon(scenario, params.id, (polygon) => polygon.map((p) => ({ x: p.x + params.dx, y: p.y + params.dy })));
}

/** Turns the polygon about its centre, clockwise on screen (y points down). */
export function rotatePolygon(scenario: Scenario, params: { readonly id: string; readonly degrees: number }): EditResult {
  const radians = (params.degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  return changePolygon(scenario, params.id, (polygon) => {
    const c = polygonCentre(polygon);
    return polygon.map((p) => ({ x: c.x + (p.x - c.x) * cos - (p.y - c.y) * sin, y: c.y + (p.x - c.x) * sin + (p.y - c.y) * cos }));
  });
}

/** Scales the polygon about its centre, `factor` along x and `factorY` (default the same) along y. */
export function resizePolygon(scenario: Scenario, params: { readonly id: string; readonly factor: number; readonly factorY?: number }): EditResult {
  const fy = params.factorY ?? params.factor;
  if (!(params.factor > 0) || !(fy > 0) || !Number.isFinite(params.factor) || !Number.isFinite(fy)) return refuse('edit.polygon.badScale');
  return changePolygon(scenario, params.id, (polygon) => {
    const c = polygonCentre(polygon);
    return polygon.map((p) => ({ x: c.x + (p.x - c.x) * params.factor, y: c.y + (p.y - c.y) * fy }));
  });
}

/** A terrain patch's kind, or its name (null: none), as the inspector sets them. */
export function setTerrainPatch(scenario: Scenario, params: { readonly id: string; readonly kind?: string; readonly name?: LocalizedText | null }): EditResult {
  const patches = scenario.board.terrain ?? [];
  const index = patches.findIndex((patch) => patch.id === params.id);
  const patch = patches[index];
  if (!patch) return refuse('edit.terrain.unknown', { id: params.id });
  if (params.kind !== undefined && !Object.hasOwn(rulesetOf(scenario)?.terrain ?? {}, params.kind)) return refuse('edit.terrain.unknownKind', { kind: params.kind });
  const next = assign<TerrainPatch>(patch, { ...(params.kind !== undefined ? { kind: params.kind } : {}), ...(params.name !== undefined ? { name: params.name ?? undefined } : {}) });
  if (JSON.stringify(next) === JSON.stringify(patch)) return accept(scenario);
  return accept(withBoardList(scenario, 'terrain', replaceAt(patches, index, next)));
}

/** Removes a terrain patch of any board (a polygon, or a painted group of cells). */
export function removeTerrainPatch(scenario: Scenario, params: { readonly id: string }): EditResult {
  const patches = scenario.board.terrain ?? [];
  const index = patches.findIndex((patch) => patch.id === params.id);
  if (index < 0) return refuse('edit.terrain.unknown', { id: params.id });
  return accept(withBoardList(scenario, 'terrain', removeAt(patches, index)));
}
