/**
 * Where things are, for the panels: the scenario item a JSON pointer designates (a problem's
 * `/sides/1/units/3` is the unit with that entry's id), where to centre the view on it, and the
 * label of its cell. The document may be one that fails the schema (that is when problems are
 * listed), so every field is read as unknown data and anything missing just gives no answer.
 */
import type { BoardKernel, CellKey, PointMm } from '../../engine/board/types';
import { parsePointer } from '../../engine/scenario/json-pointer';
import type { ProblemLocation } from '../../engine/scenario';
import { footprintOf } from '../../engine/scenario';
import { installedCatalog } from '../document/rulesetCatalog';
import type { LocalizedText, RulesetData, Tile, TilePlacement } from '../../engine/scenario/types';
import { localized } from '../../engine/scenario/localized';
import type { Language } from '../../engine/i18n';
import type { SelectedItem, SelectedKind, Selection } from '../editor/selection';

/** What the view centres on: a cell of a square or hex board (its kernel key), or a point in millimetres. */
export type CentreTarget = { readonly kind: 'cell'; readonly key: CellKey } | { readonly kind: 'point'; readonly xMm: number; readonly yMm: number };

/** The panel showing fields that are not on the board. */
export type PanelId = 'scenario' | 'sides' | 'houseRules';

type Data = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);
const idOf = (value: unknown): string | null => (isRecord(value) && typeof value.id === 'string' ? value.id : null);
const num = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Board lists whose entries are selectable items. */
export const BOARD_LISTS: Readonly<Record<string, SelectedKind>> = { tiles: 'tile', terrain: 'terrain', areas: 'area', edges: 'edge', zones: 'zone', tokens: 'token' };
const LIST_OF_KIND = Object.fromEntries(Object.entries(BOARD_LISTS).map(([name, kind]) => [kind, name])) as Record<Exclude<SelectedKind, 'unit'>, string>;

function boardOf(document: Data): Data {
  return isRecord(document.board) ? document.board : {};
}

/** The items a pointer lies in: a board piece, a unit, the two areas of a link, the areas of a region. */
export function itemsAtPointer(document: Data, pointer: string): SelectedItem[] {
  const tokens = parsePointer(pointer);
  if (!tokens || tokens.length < 3) return [];
  const [first, second, third, fourth] = tokens;
  const index = (token: string | undefined) => (token !== undefined && /^(0|[1-9]\d*)$/.test(token) ? Number(token) : -1);
  if (first === 'sides' && third === 'units') {
    const side = list(document.sides)[index(second)];
    const id = idOf(isRecord(side) ? list(side.units)[index(fourth)] : undefined);
    return id ? [{ kind: 'unit', id }] : [];
  }
  if (first !== 'board' || second === undefined) return [];
  const board = boardOf(document);
  const entry = list(board[second])[index(third)];
  if (Object.hasOwn(BOARD_LISTS, second)) {
    const id = idOf(entry);
    return id ? [{ kind: BOARD_LISTS[second] as SelectedKind, id }] : [];
  }
  const areaIds = new Set(list(board.areas).map(idOf));
  if (second === 'links') return list(entry).filter((id): id is string => typeof id === 'string' && areaIds.has(id)).map((id) => ({ kind: 'area', id }));
  if (second === 'regions') {
    const region = idOf(entry);
    return list(board.areas).flatMap((area) => (isRecord(area) && region !== null && area.region === region && typeof area.id === 'string' ? [{ kind: 'area' as const, id: area.id }] : []));
  }
  return [];
}

/** The panel where a pointer's field is edited, for what is not on the board. */
export function panelOfPointer(pointer: string): PanelId | null {
  const tokens = parsePointer(pointer) ?? [];
  if (tokens[0] === 'sides') return tokens[2] === 'units' ? null : 'sides';
  if (tokens[0] === 'ruleset' && tokens[1] === 'overrides') return 'houseRules';
  if (['', 'meta', 'turns', 'victory', 'setup', 'ruleset', 'version', '$schema'].includes(tokens[0] ?? '')) return 'scenario';
  return null;
}

/** The raw record of a selected item, or undefined when it is gone. */
export function recordOf(document: Data, item: SelectedItem): Data | undefined {
  if (item.kind === 'unit') {
    for (const side of list(document.sides)) {
      const unit = isRecord(side) ? list(side.units).find((candidate) => idOf(candidate) === item.id) : undefined;
      if (isRecord(unit)) return unit;
    }
    return undefined;
  }
  const found = list(boardOf(document)[LIST_OF_KIND[item.kind]]).find((entry) => idOf(entry) === item.id);
  return isRecord(found) ? found : undefined;
}

const average = (points: readonly PointMm[]): PointMm | null =>
  points.length === 0 ? null : { x: points.reduce((sum, p) => sum + p.x, 0) / points.length, y: points.reduce((sum, p) => sum + p.y, 0) / points.length };

const asPoint = (point: PointMm | null): CentreTarget | null => (point ? { kind: 'point', xMm: point.x, yMm: point.y } : null);

interface Located {
  readonly centre: CentreTarget | null;
  /** The cell, for its label; null when the place is not one cell. */
  readonly cell: { col: number; row: number } | null;
}

const NOWHERE: Located = { centre: null, cell: null };

function cellPlace(kernel: BoardKernel | null, value: Data): Located {
  if (!kernel || (kernel.kind !== 'square' && kernel.kind !== 'hex') || !num(value.col) || !num(value.row)) return NOWHERE;
  const cell = { col: value.col, row: value.row };
  return kernel.contains(cell) ? { centre: { kind: 'cell', key: kernel.cellKey(cell) }, cell } : NOWHERE;
}

function pointsMm(kernel: BoardKernel | null, points: unknown): PointMm[] {
  if (kernel?.kind !== 'free') return [];
  return list(points).flatMap((point) => (isRecord(point) && num(point.x) && num(point.y) ? [kernel.pointToMm({ x: point.x, y: point.y })] : []));
}

function areaPoint(document: Data, id: unknown): PointMm | null {
  const area = list(boardOf(document).areas).find((entry) => idOf(entry) === id);
  return isRecord(area) && num(area.xMm) && num(area.yMm) ? { x: area.xMm, y: area.yMm } : null;
}

function cellsCentre(kernel: BoardKernel | null, cells: unknown): Located {
  if (!kernel || (kernel.kind !== 'square' && kernel.kind !== 'hex')) return NOWHERE;
  const valid = list(cells).flatMap((cell) => (isRecord(cell) && num(cell.col) && num(cell.row) && kernel.contains({ col: cell.col, row: cell.row }) ? [{ col: cell.col, row: cell.row }] : []));
  if (valid.length === 1) return cellPlace(kernel, valid[0] as Data);
  return { centre: asPoint(average(valid.map((cell) => kernel.cellToMm(cell)))), cell: null };
}

/** Where a position (`{col,row}`, `{x,y}`, `{area}`, `{zone}`) lies. */
function positionPlace(document: Data, kernel: BoardKernel | null, at: unknown, depth = 0): Located {
  if (!isRecord(at)) return NOWHERE;
  if ('col' in at) return cellPlace(kernel, at);
  if ('x' in at) return { centre: asPoint(average(pointsMm(kernel, [at]))), cell: null };
  if ('area' in at) return { centre: asPoint(areaPoint(document, at.area)), cell: null };
  if ('zone' in at && depth === 0) {
    const zone = list(boardOf(document).zones).find((entry) => idOf(entry) === at.zone);
    return isRecord(zone) ? zonePlace(document, kernel, zone) : NOWHERE;
  }
  return NOWHERE;
}

function zonePlace(document: Data, kernel: BoardKernel | null, zone: Data): Located {
  if (zone.cells !== undefined) return cellsCentre(kernel, zone.cells);
  if (isRecord(zone.room)) return cellPlace(kernel, zone.room);
  if (zone.polygon !== undefined) return { centre: asPoint(average(pointsMm(kernel, zone.polygon))), cell: null };
  return { centre: asPoint(average(list(zone.areas).flatMap((id) => areaPoint(document, id) ?? []))), cell: null };
}

function tilePlace(document: Data, kernel: BoardKernel | null, placement: Data): Located {
  if (!kernel || (kernel.kind !== 'square' && kernel.kind !== 'hex') || !isRecord(placement.at)) return NOWHERE;
  const ruleset = isRecord(document.ruleset) && typeof document.ruleset.id === 'string' ? installedCatalog().rulesets.get(document.ruleset.id) : undefined;
  const tiles = ruleset?.tiles ?? {};
  const tile = typeof placement.tile === 'string' && Object.hasOwn(tiles, placement.tile) ? (tiles[placement.tile] as Tile) : undefined;
  if (!tile || !num(placement.at.col) || !num(placement.at.row)) return cellPlace(kernel, placement.at);
  const print = footprintOf(placement as unknown as TilePlacement, tile);
  const corners = [
    { col: print.col, row: print.row },
    { col: print.col + print.columns - 1, row: print.row + print.rows - 1 },
  ].filter((cell) => kernel.contains(cell));
  return { centre: asPoint(average(corners.map((cell) => kernel.cellToMm(cell)))), cell: null };
}

/** Where an item lies on the board. */
export function placeOfItem(document: Data, kernel: BoardKernel | null, item: SelectedItem): Located {
  const record = recordOf(document, item);
  if (!record) return NOWHERE;
  switch (item.kind) {
    case 'unit':
      if (record.at !== undefined) return positionPlace(document, kernel, record.at);
      return positionPlace(document, kernel, { zone: record.deployIn });
    case 'token':
      return positionPlace(document, kernel, record.at);
    case 'edge':
      return edgePlace(kernel, record.edge);
    case 'zone':
      return zonePlace(document, kernel, record);
    case 'tile':
      return tilePlace(document, kernel, record);
    case 'terrain':
      return record.cells !== undefined ? cellsCentre(kernel, record.cells) : { centre: asPoint(average(pointsMm(kernel, record.polygon))), cell: null };
    case 'area':
      return { centre: asPoint(areaPoint(document, record.id)), cell: null };
  }
}

function edgePlace(kernel: BoardKernel | null, edge: unknown): Located {
  if (!kernel || (kernel.kind !== 'square' && kernel.kind !== 'hex') || typeof edge !== 'string' || !kernel.isEdge(edge)) return NOWHERE;
  const { a, b } = kernel.edgeSegmentMm(edge);
  return { centre: { kind: 'point', xMm: (a.x + b.x) / 2, yMm: (a.y + b.y) / 2 }, cell: null };
}

/** A side's units of one profile, for a problem about the side's count of them (« 2 Ash, the box holds 1 »). */
function sideUnitsOf(document: Data, pointer: string, profile: string): SelectedItem[] {
  const [first, second, third, fourth] = parsePointer(pointer) ?? [];
  if (first !== 'sides' || second === undefined || !/^(0|[1-9]\d*)$/.test(second) || (third !== undefined && third !== 'units') || fourth !== undefined) return [];
  const side = list(document.sides)[Number(second)];
  if (!isRecord(side)) return [];
  return list(side.units).flatMap((unit) => (isRecord(unit) && unit.profile === profile && idOf(unit) ? [{ kind: 'unit' as const, id: idOf(unit) as string }] : []));
}

/** Where a problem's own location lies (a cell, an edge, an area, a point of a free table). */
function locationPlace(document: Data, kernel: BoardKernel | null, location: ProblemLocation | undefined): Located {
  if (!location) return NOWHERE;
  if (location.cell) return cellPlace(kernel, location.cell as unknown as Data);
  if (location.edge !== undefined) return edgePlace(kernel, location.edge);
  if (location.area !== undefined) return { centre: asPoint(areaPoint(document, location.area)), cell: null };
  if (location.point) return { centre: asPoint(average(pointsMm(kernel, [location.point]))), cell: null };
  return NOWHERE;
}

export interface ProblemTarget {
  /** What to select; null leaves the selection alone (the problem is not about something on the board). */
  readonly selection: Selection | null;
  readonly centre: CentreTarget | null;
  /** The label of the problem's cell ("B4", "0312"), when it has one. */
  readonly cellLabel: string | null;
  readonly panel: PanelId | null;
}

/**
 * What clicking a problem does: select the item at its pointer (or the cell of its location),
 * centre the view there, and name the panel where a field off the board is edited.
 */
export function problemTarget(document: Data, kernel: BoardKernel | null, problem: { readonly pointer: string; readonly location?: ProblemLocation; readonly params?: Readonly<Record<string, unknown>> }): ProblemTarget {
  let items = itemsAtPointer(document, problem.pointer);
  if (items.length === 0 && typeof problem.params?.profile === 'string') items = sideUnitsOf(document, problem.pointer, problem.params.profile);
  if (items.length === 0 && problem.location?.edge !== undefined) {
    const feature = list(boardOf(document).edges).find((entry) => isRecord(entry) && entry.edge === problem.location?.edge);
    const id = idOf(feature);
    if (id) items = [{ kind: 'edge', id }];
  }
  if (items.length === 0 && problem.location?.area !== undefined && list(boardOf(document).areas).some((area) => idOf(area) === problem.location?.area)) {
    items = [{ kind: 'area', id: problem.location.area }];
  }
  const located = locationPlace(document, kernel, problem.location);
  const first = items[0];
  const itemPlace = first ? placeOfItem(document, kernel, first) : NOWHERE;
  const place = located.centre ? located : itemPlace;
  const cell = located.cell ?? itemPlace.cell;
  const label = cell && kernel && (kernel.kind === 'square' || kernel.kind === 'hex') ? kernel.label(cell) : null;
  const cells = items.length === 0 && located.cell && kernel && (kernel.kind === 'square' || kernel.kind === 'hex') ? [kernel.cellKey(located.cell)] : [];
  const selection = items.length > 0 || cells.length > 0 ? { items, cells } : null;
  return { selection, centre: place.centre, cellLabel: label, panel: selection ? null : panelOfPointer(problem.pointer) };
}

/** A text to show: in the user's language already, or an i18n key of the renderer with its parameters. */
export type Words = { readonly text: string } | { readonly key: string; readonly params?: Readonly<Record<string, string | number>> };

const textOf = (value: unknown, language: Language): string => (typeof value === 'string' || isRecord(value) ? localized(value as LocalizedText, language) : '');

const kindNameOf = (record: Readonly<Record<string, { readonly name?: LocalizedText }>> | undefined, id: unknown, language: Language): string =>
  typeof id === 'string' && record && Object.hasOwn(record, id) ? localized(record[id]?.name, language, id) : '';

/** What an item is called where a designer reads it: its own name, else its kind's name in the game; never its id. */
export function itemName(document: Data, item: SelectedItem, language: Language, ruleset: RulesetData | undefined): Words {
  const record = recordOf(document, item);
  const fallback: Words = { key: `panels.kind.${item.kind}` };
  if (!record) return fallback;
  const named = (text: string): Words => (text ? { text } : fallback);
  switch (item.kind) {
    case 'unit':
      return named(textOf(record.name, language) || kindNameOf(ruleset?.unitProfiles, record.profile ?? (isRecord(list(record.models)[0]) ? (list(record.models)[0] as Data).profile : undefined), language));
    case 'token':
      return named(textOf(record.label, language) || kindNameOf(ruleset?.tokens, record.kind, language));
    case 'edge':
      return named(kindNameOf(ruleset?.edges, record.kind, language));
    case 'zone':
      return textOf(record.name, language) ? { text: textOf(record.name, language) } : typeof record.purpose === 'string' ? { key: `panels.zoneOf.${record.purpose}` } : fallback;
    case 'tile':
      return named(kindNameOf(ruleset?.tiles, record.tile, language));
    case 'area':
      return named(typeof record.name === 'string' ? record.name : '');
    case 'terrain':
      return named(kindNameOf(ruleset?.terrain, record.kind, language));
  }
}

/** The part of the scenario a problem off the board is about, by where it is in the file. */
function sectionWords(document: Data, pointer: string, language: Language): Words {
  const [first, second] = parsePointer(pointer) ?? [];
  const index = second !== undefined && /^(0|[1-9]\d*)$/.test(second) ? Number(second) : -1;
  if (first === 'sides' && index >= 0) {
    const side = list(document.sides)[index];
    const name = isRecord(side) ? textOf(side.name, language) : '';
    return name ? { key: 'panels.where.side', params: { name } } : { key: 'panels.where.sides' };
  }
  if (first === 'victory' && index >= 0) return { key: 'panels.where.victory', params: { number: index + 1 } };
  const known = ['meta', 'victory', 'turns', 'setup', 'ruleset', 'board', 'sides'];
  return first !== undefined && known.includes(first) ? { key: `panels.where.${first}` } : { key: 'panels.where.scenario' };
}

/**
 * Where a problem is, in a designer's words: the piece it is about and its cell as the board labels
 * it ("Bomb · C4"), a cell, or the part of the scenario ("Victory condition 2").
 */
export function problemWhere(
  document: Data,
  kernel: BoardKernel | null,
  problem: { readonly pointer: string; readonly location?: ProblemLocation },
  language: Language,
  ruleset: RulesetData | undefined,
): { readonly what: Words | null; readonly place: Words | null } {
  const target = problemTarget(document, kernel, problem);
  const cell: Words | null = target.cellLabel ? { key: 'panels.problems.cell', params: { label: target.cellLabel } } : edgeWords(kernel, problem.location?.edge);
  const item = itemsAtPointer(document, problem.pointer)[0];
  if (item) return { what: itemName(document, item, language, ruleset), place: cell ?? (standsOffBoard(document, kernel, item) ? { key: 'panels.where.offBoard' } : null) };
  if (cell) return { what: null, place: cell };
  return { what: sectionWords(document, problem.pointer, language), place: null };
}

/** A cell side as the board labels it: between two cells, or on the rim beside one. */
function edgeWords(kernel: BoardKernel | null, edge: unknown): Words | null {
  if (!kernel || (kernel.kind !== 'square' && kernel.kind !== 'hex') || typeof edge !== 'string' || !kernel.isEdge(edge)) return null;
  const [a, b] = kernel.cellsOfEdge(edge).map((cell) => kernel.label(cell));
  if (a === undefined) return null;
  return b === undefined ? { key: 'panels.problems.rim', params: { label: a } } : { key: 'panels.problems.edge', params: { a, b } };
}

/** Whether a piece stands on a cell the board does not have. */
function standsOffBoard(document: Data, kernel: BoardKernel | null, item: SelectedItem): boolean {
  const record = recordOf(document, item);
  const at = record && isRecord(record.at) ? record.at : null;
  if (!at || !kernel || (kernel.kind !== 'square' && kernel.kind !== 'hex') || !num(at.col) || !num(at.row)) return false;
  return !kernel.contains({ col: at.col, row: at.row });
}
