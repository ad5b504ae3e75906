/** Zones painted cell by cell: deployment areas, bomb sites, territories. Derived rooms are never stored here. */
import type { Cell } from '../../../engine/board/types';
import type { LocalizedText, Scenario, Zone, ZonePurpose } from '../../../engine/scenario/types';
import { boardOf } from './context';
import { freshId, idsInUse } from './ids';
import { cellRefusal } from './places';
import { accept, refuse, type EditResult } from './result';
import { assign, removeAt, replaceAt, withBoardList } from './tree';

const PURPOSES: readonly ZonePurpose[] = ['deployment', 'start', 'objective', 'territory', 'room', 'other'];
const COLOUR = /^#[0-9A-Fa-f]{6}$/;

export interface ZoneProperties {
  readonly name?: LocalizedText | null;
  readonly purpose?: ZonePurpose;
  /** The side the zone belongs to; null for none. */
  readonly side?: string | null;
  readonly colour?: string | null;
}

function propertiesRefusal(scenario: Scenario, props: ZoneProperties): EditResult | null {
  if (props.purpose !== undefined && !PURPOSES.includes(props.purpose)) return refuse('edit.zone.badPurpose', { purpose: props.purpose });
  if (props.side && !scenario.sides.some((side) => side.id === props.side)) return refuse('edit.side.unknown', { id: props.side });
  if (props.colour && !COLOUR.test(props.colour)) return refuse('edit.colour.invalid', { colour: props.colour });
  if (typeof props.name === 'string' && (props.name.trim() === '' || props.name.length > 4000)) return refuse('edit.text.length', { max: 4000 });
  return null;
}

function withProperties(zone: Zone, props: ZoneProperties): Zone {
  return assign(zone, {
    ...(props.name !== undefined ? { name: props.name ?? undefined } : {}),
    ...(props.purpose !== undefined ? { purpose: props.purpose } : {}),
    ...(props.side !== undefined ? { side: props.side ?? undefined } : {}),
    ...(props.colour !== undefined ? { colour: props.colour ?? undefined } : {}),
  });
}

/** The cells, each once and all usable, or the refusal for the first that is not. */
function checkedCells(scenario: Scenario, cells: readonly Cell[]): Cell[] | EditResult {
  const seen = new Set<string>();
  const kept: Cell[] = [];
  for (const cell of cells) {
    const problem = cellRefusal(scenario, cell);
    if (problem) return refuse(problem.key, problem.params);
    const key = `${cell.col},${cell.row}`;
    if (!seen.has(key)) {
      seen.add(key);
      kept.push({ col: cell.col, row: cell.row });
    }
  }
  return kept;
}

export function addZone(scenario: Scenario, params: { readonly purpose: ZonePurpose; readonly cells: readonly Cell[] } & ZoneProperties): EditResult {
  const problem = propertiesRefusal(scenario, params);
  if (problem) return problem;
  const cells = checkedCells(scenario, params.cells);
  if (!Array.isArray(cells)) return cells;
  if (cells.length === 0) return refuse('edit.zone.noCells');
  const id = freshId(idsInUse(scenario), params.purpose);
  const zone = withProperties({ id, purpose: params.purpose, cells }, params);
  return accept(withBoardList(scenario, 'zones', [...(scenario.board.zones ?? []), zone]), id);
}

function zoneAt(scenario: Scenario, id: string): { index: number; zone: Zone } | EditResult {
  const zones = scenario.board.zones ?? [];
  const index = zones.findIndex((zone) => zone.id === id);
  const zone = zones[index];
  return zone ? { index, zone } : refuse('edit.zone.unknown', { id });
}

/** Paints cells into a zone drawn cell by cell (not a room, which is derived from its walls). */
export function addCellsToZone(scenario: Scenario, params: { readonly zone: string; readonly cells: readonly Cell[] }): EditResult {
  const found = zoneAt(scenario, params.zone);
  if ('ok' in found) return found;
  if (!found.zone.cells) return refuse('edit.zone.notCells', { id: params.zone });
  const cells = checkedCells(scenario, params.cells);
  if (!Array.isArray(cells)) return cells;
  const has = new Set(found.zone.cells.map((cell) => `${cell.col},${cell.row}`));
  const added = cells.filter((cell) => !has.has(`${cell.col},${cell.row}`));
  if (added.length === 0) return accept(scenario);
  const zone = { ...found.zone, cells: [...found.zone.cells, ...added] };
  return accept(withBoardList(scenario, 'zones', replaceAt(scenario.board.zones ?? [], found.index, zone)));
}

export function removeCellsFromZone(scenario: Scenario, params: { readonly zone: string; readonly cells: readonly Cell[] }): EditResult {
  const found = zoneAt(scenario, params.zone);
  if ('ok' in found) return found;
  if (!found.zone.cells) return refuse('edit.zone.notCells', { id: params.zone });
  const gone = new Set(params.cells.map((cell) => `${cell.col},${cell.row}`));
  const left = found.zone.cells.filter((cell) => !gone.has(`${cell.col},${cell.row}`));
  if (left.length === found.zone.cells.length) return accept(scenario);
  if (left.length === 0) return refuse('edit.zone.wouldBeEmpty');
  return accept(withBoardList(scenario, 'zones', replaceAt(scenario.board.zones ?? [], found.index, { ...found.zone, cells: left })));
}

/** A room zone: every cell reachable from `seed` without crossing a wall, recomputed from the walls. */
export function addRoomZone(scenario: Scenario, params: { readonly seed: Cell; readonly purpose?: ZonePurpose } & ZoneProperties): EditResult {
  const board = boardOf(scenario);
  if (board?.kind !== 'cells') return refuse('edit.board.needsCells');
  const purpose = params.purpose ?? 'room';
  const problem = propertiesRefusal(scenario, { ...params, purpose }) ?? null;
  if (problem) return problem;
  const where = cellRefusal(scenario, params.seed);
  if (where) return refuse(where.key, where.params);
  const id = freshId(idsInUse(scenario), purpose);
  const zone = withProperties({ id, purpose, room: { col: params.seed.col, row: params.seed.row } }, params);
  return accept(withBoardList(scenario, 'zones', [...(scenario.board.zones ?? []), zone]), id);
}

export function setZoneProperties(scenario: Scenario, params: { readonly zone: string } & ZoneProperties): EditResult {
  const found = zoneAt(scenario, params.zone);
  if ('ok' in found) return found;
  const problem = propertiesRefusal(scenario, params);
  if (problem) return problem;
  const next = withProperties(found.zone, params);
  if (JSON.stringify(next) === JSON.stringify(found.zone)) return accept(scenario);
  return accept(withBoardList(scenario, 'zones', replaceAt(scenario.board.zones ?? [], found.index, next)));
}

/** What refers to a zone, so deleting it would leave a dangling reference; null when nothing does. */
function zoneUser(scenario: Scenario, id: string): string | null {
  for (const side of scenario.sides) for (const unit of side.units ?? []) if (unit.deployIn === id) return unit.id;
  for (const token of scenario.board.tokens ?? []) if ('zone' in token.at && token.at.zone === id) return token.id;
  for (const row of scenario.victory ?? []) if (row.type === 'hold-zones' && row.zones.includes(id)) return row.id;
  return null;
}

export function removeZone(scenario: Scenario, params: { readonly zone: string }): EditResult {
  const found = zoneAt(scenario, params.zone);
  if ('ok' in found) return found;
  const user = zoneUser(scenario, params.zone);
  if (user !== null) return refuse('edit.zone.inUse', { id: params.zone, by: user });
  return accept(withBoardList(scenario, 'zones', removeAt(scenario.board.zones ?? [], found.index)));
}
