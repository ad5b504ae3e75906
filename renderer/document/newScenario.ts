/**
 * The scenario File > New starts from: a board of the chosen ruleset, geometry and size, with what
 * the ruleset cannot do without already in place (its sides, a deployment zone per side, its
 * required tokens and tiles), so the new file has no error and the problems panel only lists what
 * is left to design (victory conditions ...). Pure: the New scenario dialog gathers the options.
 */
import type { BoardGeometry, Cell } from '../../engine/board/types';
import { mechanicsOf, rulesetModule, type NewBoardDefaults } from '../../engine/rules';
import type { GeometryChoice, LengthUnit } from '../../engine/rules/core/module';

export type { GeometryChoice, LengthUnit };
import type { LocalizedText, PlaceKind, RulesetData, Scenario, ScenarioArea, Side, Tile, TilePlacement, Token, Zone } from '../../engine/scenario/types';
import type { ScenarioData } from './openDocument';
import { installedCatalog } from './rulesetCatalog';

export const GEOMETRY_CHOICES: readonly GeometryChoice[] = ['square', 'hex-flat', 'hex-pointy', 'free', 'area'];

export interface NewScenarioOptions {
  readonly title: string;
  /** Language the scenario's texts are written in. */
  readonly language: string;
  readonly ruleset: string;
  readonly geometry: GeometryChoice;
  /** Cells across and down (square and hex boards). */
  readonly columns: number;
  readonly rows: number;
  /** Side of a square or distance across the flats of a hex, in `unit`. */
  readonly cellSize: number;
  /** Table or map size (free tables and area maps), in `unit`. */
  readonly width: number;
  readonly height: number;
  readonly unit: LengthUnit;
}

/** Names the builder gives what it creates, in the scenario's language. */
export interface NewScenarioNames {
  readonly side: (number: number) => string;
  readonly deployment: (side: string) => string;
  readonly territory: (side: string) => string;
  readonly area: (number: number) => string;
}

export const PLAIN_NAMES: NewScenarioNames = {
  side: (number) => `Side ${number}`,
  deployment: (side) => `Deployment: ${side}`,
  territory: (side) => `Territory: ${side}`,
  area: (number) => `Area ${number}`,
};

export const MM_PER_INCH = 25.4;
/** The schema's bounds (schemas/scenario.schema.json, $defs/geometry), in millimetres unless named. */
export const LIMITS = {
  cells: { min: 1, max: 999 },
  cellSizeMm: { min: 1, max: 1000 },
  freeIn: { min: 1, max: 1000 },
  sizeMm: { min: 10, max: 25000 },
} as const;

export type BoardDefaults = NewBoardDefaults;

const KIND_BOARDS: Readonly<Record<BoardGeometry['kind'], BoardDefaults>> = {
  square: { geometry: 'square', columns: 10, rows: 10, cellSize: 25, width: 600, height: 400, unit: 'mm' },
  hex: { geometry: 'hex-flat', columns: 20, rows: 15, cellSize: 20, width: 600, height: 400, unit: 'mm' },
  free: { geometry: 'free', columns: 10, rows: 10, cellSize: 25, width: 48, height: 48, unit: 'in' },
  area: { geometry: 'area', columns: 10, rows: 10, cellSize: 25, width: 800, height: 600, unit: 'mm' },
};

export function geometryKind(choice: GeometryChoice): BoardGeometry['kind'] {
  return choice === 'hex-flat' || choice === 'hex-pointy' ? 'hex' : choice;
}

/** The rulesets a new scenario can use, in the order they are offered: the built-in games, then the installed variants. */
export function shippedRulesets(): readonly RulesetData[] {
  return [...installedCatalog().rulesets.values()];
}

const installed = (id: string): RulesetData | undefined => installedCatalog().rulesets.get(id);

/** Whether the ruleset plays on that kind of board (its `board.kinds`). */
export function supportsGeometry(ruleset: RulesetData, choice: GeometryChoice): boolean {
  return ruleset.board.kinds.includes(geometryKind(choice));
}

/** The board a new scenario of this ruleset starts with: the game's own, else one of its first kind. */
export function boardDefaults(ruleset: RulesetData): BoardDefaults {
  const game = rulesetModule(mechanicsOf(ruleset))?.newBoard;
  if (game && supportsGeometry(ruleset, game.geometry)) return game;
  return KIND_BOARDS[ruleset.board.kinds[0] ?? 'square'];
}

/** Converts a length between units, rounded to what a form shows. */
export function convertLength(value: number, from: LengthUnit, to: LengthUnit): number {
  if (from === to || !Number.isFinite(value)) return value;
  const converted = from === 'mm' ? value / MM_PER_INCH : value * MM_PER_INCH;
  return Math.round(converted * 100) / 100;
}

const toMm = (value: number, unit: LengthUnit) => (unit === 'in' ? value * MM_PER_INCH : value);

export interface OptionIssue {
  readonly field: 'title' | 'ruleset' | 'geometry' | 'columns' | 'rows' | 'cellSize' | 'width' | 'height';
  /** A renderer i18n key. */
  readonly key: string;
  readonly params: Readonly<Record<string, string | number>>;
}

/** The size every required tile shares (the library's most common one); null when tiles are optional. */
export function requiredTileSize(ruleset: RulesetData): { columns: number; rows: number } | null {
  if (ruleset.board.tiles !== 'required') return null;
  const counts = new Map<string, number>();
  for (const tile of Object.values(ruleset.tiles ?? {})) counts.set(`${tile.columns}x${tile.rows}`, (counts.get(`${tile.columns}x${tile.rows}`) ?? 0) + 1);
  const best = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!best) return null;
  const [columns, rows] = best.split('x').map(Number) as [number, number];
  return { columns, rows };
}

function lengthIssue(field: OptionIssue['field'], value: number, unit: LengthUnit, minMm: number, maxMm: number): OptionIssue | null {
  if (!Number.isFinite(value)) return { field, key: 'newScenario.error.number', params: {} };
  const mm = toMm(value, unit);
  if (mm >= minMm - 1e-9 && mm <= maxMm + 1e-9) return null;
  // Bounds in inches are rounded inwards: the form never offers a size the schema refuses.
  const [min, max] = unit === 'in' ? [Math.ceil((minMm / MM_PER_INCH) * 100) / 100, Math.floor((maxMm / MM_PER_INCH) * 100) / 100] : [minMm, maxMm];
  return { field, key: 'newScenario.error.length', params: { min, max, unit } };
}

/** What is wrong with the options, field by field; empty when a scenario can be made of them. */
export function checkNewScenario(options: NewScenarioOptions): OptionIssue[] {
  const issues: OptionIssue[] = [];
  const title = options.title.trim();
  if (title === '' || title.length > 200) issues.push({ field: 'title', key: 'newScenario.error.title', params: { max: 200 } });
  const ruleset = installed(options.ruleset);
  if (!ruleset) return [...issues, { field: 'ruleset', key: 'newScenario.error.ruleset', params: { id: options.ruleset } }];
  if (!supportsGeometry(ruleset, options.geometry)) {
    issues.push({ field: 'geometry', key: 'newScenario.error.geometry', params: { ruleset: ruleset.id } });
    return issues;
  }
  const kind = geometryKind(options.geometry);
  if (kind === 'square' || kind === 'hex') {
    for (const field of ['columns', 'rows'] as const) {
      const value = options[field];
      if (!Number.isInteger(value) || value < LIMITS.cells.min || value > LIMITS.cells.max) issues.push({ field, key: 'newScenario.error.count', params: LIMITS.cells });
    }
    const size = lengthIssue('cellSize', options.cellSize, options.unit, LIMITS.cellSizeMm.min, LIMITS.cellSizeMm.max);
    if (size) issues.push(size);
    const tile = requiredTileSize(ruleset);
    if (tile && !issues.some((issue) => issue.field === 'columns' || issue.field === 'rows')) {
      if (options.columns % tile.columns !== 0) issues.push({ field: 'columns', key: 'newScenario.error.tiles', params: { size: tile.columns } });
      if (options.rows % tile.rows !== 0) issues.push({ field: 'rows', key: 'newScenario.error.tiles', params: { size: tile.rows } });
    }
  } else {
    const [min, max] = kind === 'free' && options.unit === 'in' ? [LIMITS.freeIn.min * MM_PER_INCH, LIMITS.freeIn.max * MM_PER_INCH] : [LIMITS.sizeMm.min, LIMITS.sizeMm.max];
    for (const field of ['width', 'height'] as const) {
      const issue = lengthIssue(field, options[field], options.unit, min, max);
      if (issue) issues.push(issue);
    }
  }
  return issues;
}

/** Millimetres kept to a tenth of a micrometre: what inches convert to without float noise. */
const roundMm = (value: number) => Math.round(value * 10000) / 10000;

function geometryOf(options: NewScenarioOptions, ruleset: RulesetData): BoardGeometry {
  const kind = geometryKind(options.geometry);
  switch (kind) {
    case 'square': {
      const style = rulesetModule(mechanicsOf(ruleset))?.newBoard.square ?? { labels: 'letter-number', diagonals: 'none' };
      return { kind, columns: options.columns, rows: options.rows, cellSizeMm: roundMm(toMm(options.cellSize, options.unit)), ...style };
    }
    case 'hex':
      return {
        kind,
        columns: options.columns,
        rows: options.rows,
        hexSizeMm: roundMm(toMm(options.cellSize, options.unit)),
        orientation: options.geometry === 'hex-pointy' ? 'pointy' : 'flat',
        offset: 'odd',
        labels: 'wargame',
      };
    case 'free':
      return options.unit === 'in'
        ? { kind, unit: 'in', widthIn: options.width, heightIn: options.height }
        : { kind, unit: 'mm', widthMm: options.width, heightMm: options.height };
    case 'area':
      return { kind, widthMm: roundMm(toMm(options.width, options.unit)), heightMm: roundMm(toMm(options.height, options.unit)) };
  }
}

/** Distinct colours for sides the ruleset gives none. */
const SIDE_COLOURS = ['#b03a2e', '#2e5cb0', '#3f8f2f', '#c9a227', '#7d3c98', '#148f77', '#ca6f1e', '#566573'];

function sidesOf(ruleset: RulesetData, names: NewScenarioNames): Side[] {
  const count = Math.max(1, ruleset.constraints?.sides?.min ?? 2);
  const factions = Object.entries(ruleset.factions ?? {});
  const taken = new Set<string>(['roll']);
  return Array.from({ length: count }, (_, i) => {
    const faction = factions[i];
    if (faction && !taken.has(faction[0])) {
      taken.add(faction[0]);
      return { id: faction[0], name: faction[1].name, faction: faction[0], colour: faction[1].colour };
    }
    let id = `side-${i + 1}`;
    for (let n = 2; taken.has(id); n++) id = `side-${i + 1}-${n}`;
    taken.add(id);
    return { id, name: names.side(i + 1), colour: SIDE_COLOURS[i % SIDE_COLOURS.length] as string };
  });
}

/** What is laid on a board while it is being built, and the ids already given. */
interface Layout {
  readonly geometry: BoardGeometry;
  readonly ids: Set<string>;
  readonly areas: ScenarioArea[];
  readonly zones: Zone[];
  readonly tokens: Token[];
  readonly names: NewScenarioNames;
}

function freshId(layout: Layout, base: string): string {
  let id = base;
  for (let n = 2; layout.ids.has(id); n++) id = `${base}-${n}`;
  layout.ids.add(id);
  return id;
}

function addArea(layout: Layout, xMm: number, yMm: number): string {
  const geometry = layout.geometry as Extract<BoardGeometry, { kind: 'area' }>;
  const id = freshId(layout, `area-${layout.areas.length + 1}`);
  layout.areas.push({ id, name: layout.names.area(layout.areas.length + 1), xMm: roundMm(Math.min(xMm, geometry.widthMm)), yMm: roundMm(Math.min(yMm, geometry.heightMm)) });
  return id;
}

const textOf = (name: LocalizedText, language: string) => (typeof name === 'string' ? name : (name[language] ?? name.en ?? Object.values(name)[0] ?? ''));

/** A new area's name: the game's word for one (its default terrain: « Système ») and a number, or the plain name. */
export function areaNaming(ruleset: RulesetData | undefined, language: string, plain: (number: number) => string): (number: number) => string {
  const terrain = ruleset && Object.hasOwn(ruleset.terrain, ruleset.board.defaultTerrain) ? ruleset.terrain[ruleset.board.defaultTerrain] : undefined;
  return terrain ? (number) => `${textOf(terrain.name, language)} ${number}` : plain;
}

/** A deployment strip per side along the board's edges: top, bottom, left, right. */
function deploymentZone(layout: Layout, side: Side, index: number, language: string): Zone {
  const edge = index % 4;
  const id = freshId(layout, `${side.id}-deployment`);
  const base = { id, name: layout.names.deployment(textOf(side.name, language)), purpose: 'deployment' as const, side: side.id, colour: side.colour };
  const geometry = layout.geometry;
  if (geometry.kind === 'square' || geometry.kind === 'hex') {
    const { columns, rows } = geometry;
    const cells: Cell[] =
      edge < 2
        ? Array.from({ length: columns }, (_, col) => ({ col, row: edge === 0 ? 0 : rows - 1 }))
        : Array.from({ length: rows }, (_, row) => ({ col: edge === 2 ? 0 : columns - 1, row }));
    return { ...base, cells };
  }
  if (geometry.kind === 'free') {
    const [width, height] = geometry.unit === 'in' ? [geometry.widthIn, geometry.heightIn] : [geometry.widthMm, geometry.heightMm];
    const depth = edge < 2 ? height / 4 : width / 4;
    const [x0, y0, x1, y1] = [
      [0, 0, width, depth],
      [0, height - depth, width, height],
      [0, 0, depth, height],
      [width - depth, 0, width, height],
    ][edge] as [number, number, number, number];
    return { ...base, polygon: [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }] };
  }
  const { widthMm, heightMm } = geometry;
  const spots: readonly (readonly [number, number])[] = [[0.5, 0.1], [0.5, 0.9], [0.1, 0.5], [0.9, 0.5]];
  const [fx, fy] = spots[edge] as readonly [number, number];
  return { ...base, areas: [addArea(layout, widthMm * fx, heightMm * fy)] };
}

const PLACE_PREFERENCE: readonly PlaceKind[] = ['cell', 'point', 'area'];

/** The tokens the ruleset requires (R6: two bombs, Rebellion: the rebel base), spread across the middle of the board. */
function requiredTokens(layout: Layout, ruleset: RulesetData): void {
  for (const [kindId, bounds] of Object.entries(ruleset.constraints?.tokens ?? {})) {
    const kind = ruleset.tokens?.[kindId];
    const count = bounds.min ?? 0;
    if (!kind || count < 1) continue;
    const place = PLACE_PREFERENCE.find((candidate) => kind.placeOn.includes(candidate) && fits(layout.geometry, candidate));
    if (!place) continue;
    for (let i = 0; i < count; i++) {
      const fraction = (i + 1) / (count + 1);
      const token: Token = { id: freshId(layout, kindId), kind: kindId, at: positionAt(layout, place, fraction), ...(kind.hiddenByDefault ? { hidden: true } : {}) };
      layout.tokens.push(token);
    }
  }
}

function fits(geometry: BoardGeometry, place: PlaceKind): boolean {
  if (place === 'cell') return geometry.kind === 'square' || geometry.kind === 'hex';
  if (place === 'point') return geometry.kind === 'free';
  return place === 'area' && geometry.kind === 'area';
}

function positionAt(layout: Layout, place: PlaceKind, fraction: number): Token['at'] {
  const geometry = layout.geometry;
  if (place === 'cell' && (geometry.kind === 'square' || geometry.kind === 'hex')) {
    return { col: Math.min(geometry.columns - 1, Math.floor(geometry.columns * fraction)), row: Math.floor(geometry.rows / 2) };
  }
  if (place === 'point' && geometry.kind === 'free') {
    const [width, height] = geometry.unit === 'in' ? [geometry.widthIn, geometry.heightIn] : [geometry.widthMm, geometry.heightMm];
    return { x: Math.round(width * fraction * 100) / 100, y: Math.round((height / 2) * 100) / 100 };
  }
  const map = geometry as Extract<BoardGeometry, { kind: 'area' }>;
  const centre = layout.areas.find((area) => area.xMm === roundMm(map.widthMm / 2) && area.yMm === roundMm(map.heightMm / 2));
  return { area: centre?.id ?? addArea(layout, map.widthMm / 2, map.heightMm / 2) };
}

/** Tiles of the library covering the whole board, each physical tile once before any is used again. */
function tilingOf(geometry: BoardGeometry, ruleset: RulesetData): TilePlacement[] {
  const size = requiredTileSize(ruleset);
  if (!size || (geometry.kind !== 'square' && geometry.kind !== 'hex')) return [];
  const library = Object.entries(ruleset.tiles ?? {}).filter(([, tile]) => tile.columns === size.columns && tile.rows === size.rows);
  const seen = new Set<string>();
  const firstSides: [string, Tile][] = [];
  const others: [string, Tile][] = [];
  for (const entry of library) {
    const physical = entry[1].physical ?? entry[0];
    (seen.has(physical) ? others : firstSides).push(entry);
    seen.add(physical);
  }
  const order = [...firstSides, ...others];
  const placements: TilePlacement[] = [];
  const ids = new Set<string>();
  for (let row = 0; row + size.rows <= geometry.rows; row += size.rows) {
    for (let col = 0; col + size.columns <= geometry.columns; col += size.columns) {
      const tile = order[placements.length % order.length]?.[0];
      if (tile === undefined) return placements;
      let id = `tile-${tile}`;
      for (let n = 2; ids.has(id); n++) id = `tile-${tile}-${n}`;
      ids.add(id);
      placements.push({ id, tile, at: { col, row } });
    }
  }
  return placements;
}

/** The territories a game lays in a new scenario, named by their side in the scenario's language (« Territoire : Alliés »). */
function withTerritoryNames(scenario: Scenario, names: NewScenarioNames, language: string): Scenario {
  const zones = scenario.board.zones;
  if (!zones?.some((zone) => zone.purpose === 'territory' && zone.name === undefined)) return scenario;
  const sideName = (id: string | undefined) => textOf(scenario.sides.find((side) => side.id === id)?.name ?? id ?? '', language);
  return { ...scenario, board: { ...scenario.board, zones: zones.map((zone) => (zone.purpose === 'territory' && zone.name === undefined ? { ...zone, name: names.territory(sideName(zone.side)) } : zone)) } };
}

/**
 * A new scenario from the dialog's options (checked first with {@link checkNewScenario}; an
 * unknown ruleset falls back to the first shipped one).
 */
export function newScenario(options: NewScenarioOptions, names: NewScenarioNames = PLAIN_NAMES): ScenarioData {
  const ruleset = installed(options.ruleset) ?? (shippedRulesets()[0] as RulesetData);
  const geometry = geometryOf(options, ruleset);
  const sides = sidesOf(ruleset, names);
  const layout: Layout = { geometry, ids: new Set(sides.map((side) => side.id)), areas: [], zones: [], tokens: [], names: { ...names, area: areaNaming(ruleset, options.language, names.area) } };
  const tiles = tilingOf(geometry, ruleset);
  for (const tile of tiles) layout.ids.add(tile.id);
  if (ruleset.constraints?.deploymentZonePerSide) sides.forEach((side, i) => layout.zones.push(deploymentZone(layout, side, i, options.language)));
  requiredTokens(layout, ruleset);
  const board = {
    geometry,
    ...(tiles.length > 0 ? { tiles } : {}),
    ...(layout.areas.length > 0 ? { areas: layout.areas } : {}),
    ...(layout.zones.length > 0 ? { zones: layout.zones } : {}),
    ...(layout.tokens.length > 0 ? { tokens: layout.tokens } : {}),
  };
  const scenario: Scenario = {
    $schema: 'https://skirmish-studio.dev/schemas/scenario.schema.json',
    version: 1,
    meta: { title: options.title.trim(), language: options.language },
    ruleset: { id: ruleset.id },
    board,
    sides,
  };
  const completed = rulesetModule(mechanicsOf(ruleset))?.newScenario?.(scenario) ?? scenario;
  return withTerritoryNames(completed, names, options.language) as unknown as ScenarioData;
}

/** The dialog's starting options for a ruleset. */
export function defaultOptions(rulesetId: string, title: string, language: string): NewScenarioOptions {
  const ruleset = installed(rulesetId) ?? (shippedRulesets()[0] as RulesetData);
  const board = boardDefaults(ruleset);
  return { title, language, ruleset: ruleset.id, geometry: board.geometry, columns: board.columns, rows: board.rows, cellSize: board.cellSize, width: board.width, height: board.height, unit: board.unit };
}
