/**
 * Small SIEGE test maps drawn as text, turned into a real scenario document, loaded and validated
 * like any file against the real ruleset.json, then compiled by `buildSiegeBoard`.
 *
 * The map is one string per row, one character per column (flat-top hexes, odd columns shifted
 * down, as in the shipped castle); hexes are named by their board label, "CCRR" from 0101.
 * Walls are drawn on the sides around the castle automatically (`autoWalls`): a rampart's side
 * towards the outside is a wall and towards the courtyard a parapet; a tower or the keep is walled
 * all round. `sides` then adds, changes or removes features between two hexes.
 */
import { loadScenario } from '../../../scenario/load';
import type { RulesetData, Scenario } from '../../../scenario/types';
import { createKernel } from '../../../board/index';
import type { HexKernel } from '../../../board/types';
import { buildSiegeBoard, type BoardToken, type SiegeBoard, type SiegeBoardDynamic } from '../board';
import { occupancyOf, type Occupancy, type PlacedFigure } from '../occupancy';

export const LEGEND: Readonly<Record<string, string>> = {
  '.': 'flat',
  c: 'courtyard',
  R: 'rampart',
  S: 'stairs',
  T: 'tower-interior',
  K: 'keep-interior',
  D: 'tower-door',
  '~': 'moat',
  f: 'filled-moat',
  x: 'demolished-wall',
  b: 'brush',
  A: 'tree',
  '/': 'slope',
  t: 'tent',
  '=': 'trench',
  '#': 'castle-wall',
  X: 'arrow-slit',
  B: 'bridge',
};

export interface SideSpec {
  /** The two hexes, by label. */
  readonly between: readonly [string, string];
  /** An edge kind of the ruleset, or "none" to take the feature away. */
  readonly kind: string;
  readonly state?: string;
}

export interface TokenSpec {
  readonly kind: string;
  readonly at: string;
  readonly state?: string;
  /** During a game only: the hex a ladder leans on (label), or the side (0-5) of a mantlet's base. */
  readonly facing?: string | number;
}

export interface MapSpec {
  readonly map: readonly string[];
  readonly sides?: readonly SideSpec[];
  readonly tokens?: readonly TokenSpec[];
  /** Walls around the castle drawn from the terrain; true unless said otherwise. */
  readonly autoWalls?: boolean;
  /** House rules: constants of the ruleset changed for this map. */
  readonly constants?: Readonly<Record<string, number | string | boolean>>;
  /** Figures placed on hexes by label, for a game on the map: side index (0 besiegers, 1 defenders), id and profile. */
  readonly units?: Readonly<Record<string, { readonly side: number; readonly id: string; readonly profile: string }>>;
}

export interface TestMap {
  readonly board: SiegeBoard;
  readonly scenario: Scenario;
  readonly ruleset: RulesetData;
  readonly kernel: HexKernel;
  /** The scenario document, to play a game on the map. */
  readonly document: unknown;
  /** The index of a hex named by its label. */
  hex(label: string): number;
  label(cell: number): string;
  /** A dynamic board: the scenario's tokens (or `tokens` instead), with the states of some sides changed. */
  dynamic(tokens?: readonly TokenSpec[] | null, sideStates?: readonly { readonly between: readonly [string, string]; readonly state: string }[]): SiegeBoardDynamic;
  /** Figures by hex label: side index (0 besiegers, 1 defenders), or a full description. */
  figures(placed: Readonly<Record<string, number | Omit<PlacedFigure, 'cell'>>>): Occupancy;
}

const SIDE_IDS = ['besiegers', 'defenders'];

function terrainPatches(map: readonly string[]): { id: string; kind: string; cells: { col: number; row: number }[] }[] {
  const byKind = new Map<string, { col: number; row: number }[]>();
  map.forEach((line, row) => {
    [...line].forEach((char, col) => {
      const kind = LEGEND[char];
      if (kind === undefined) throw new Error(`Unknown map character "${char}" at column ${col}, row ${row}.`);
      if (kind === 'flat') return;
      const cells = byKind.get(kind) ?? [];
      cells.push({ col, row });
      byKind.set(kind, cells);
    });
  });
  return [...byKind].map(([kind, cells]) => ({ id: `t-${kind}`, kind, cells }));
}

const CASTLE = new Set(['courtyard', 'rampart', 'stairs', 'tower-door', 'tower-interior', 'keep-interior', 'arrow-slit', 'castle-wall']);

/** The feature the castle puts between two neighbouring hexes, if any. */
function autoWall(a: string, b: string): string | null {
  const inside = (kind: string) => CASTLE.has(kind);
  if (a === b) return null;
  for (const [one, two] of [
    [a, b],
    [b, a],
  ] as const) {
    if (one === 'keep-interior') return 'wall';
    if (one === 'tower-interior' && two !== 'stairs') return 'wall';
    if (one === 'rampart' && !inside(two)) return 'wall';
    if (one === 'rampart' && two === 'courtyard') return 'parapet';
  }
  return null;
}

/** Builds, validates and compiles a test map. */
export function testMap(spec: MapSpec): TestMap {
  const rows = spec.map.length;
  const columns = Math.max(...spec.map.map((line) => line.length));
  const geometry = { kind: 'hex', columns, rows, hexSizeMm: 20, orientation: 'flat', offset: 'odd', labels: 'wargame' } as const;
  const kernel = createKernel(geometry);
  const kindAt = (col: number, row: number) => LEGEND[spec.map[row]?.[col] ?? '.'] ?? 'flat';
  const features = new Map<string, { kind: string; state?: string }>();
  if (spec.autoWalls !== false) {
    for (const key of kernel.allEdges()) {
      const cells = kernel.cellsOfEdge(key);
      const a = cells[0];
      const b = cells[1];
      if (!a || !b) continue;
      const kind = autoWall(kindAt(a.col, a.row), kindAt(b.col, b.row));
      if (kind !== null) features.set(key, { kind });
    }
  }
  const cellOf = (label: string) => {
    const cell = kernel.parseLabel(label);
    if (cell === null) throw new Error(`No hex ${label} on the test map.`);
    return cell;
  };
  for (const side of spec.sides ?? []) {
    const key = kernel.edgeKey(cellOf(side.between[0]), cellOf(side.between[1]));
    if (key === null) throw new Error(`${side.between[0]} and ${side.between[1]} are not neighbours.`);
    if (side.kind === 'none') features.delete(key);
    else features.set(key, side.state === undefined ? { kind: side.kind } : { kind: side.kind, state: side.state });
  }
  const edges = [...features].map(([edge, feature], index) => ({ id: `e${index}`, edge, ...feature }));
  const tokens = (spec.tokens ?? []).map((token, index) => ({ id: `k${index}`, kind: token.kind, at: cellOf(token.at), ...(token.state === undefined ? {} : { state: token.state }) }));
  if ((spec.tokens ?? []).some((token) => token.facing !== undefined)) throw new Error('A facing belongs to a game, not to a scenario: pass it to dynamic().');
  const document = {
    version: 1,
    meta: { title: 'Test map', language: 'fr' },
    ruleset: spec.constants ? { id: 'siege', overrides: { constants: spec.constants } } : { id: 'siege' },
    board: { geometry, defaultTerrain: 'flat', terrain: terrainPatches(spec.map), edges, tokens },
    sides: SIDE_IDS.map((id, index) => ({
      id,
      name: id,
      faction: id,
      colour: index === 0 ? '#b03a2e' : '#2e5cb0',
      units: Object.entries(spec.units ?? {})
        .filter(([, unit]) => unit.side === index)
        .map(([label, unit]) => ({ id: unit.id, profile: unit.profile, at: cellOf(label) })),
    })),
  };
  const loaded = loadScenario(JSON.stringify(document));
  const errors = loaded.problems.filter((problem) => problem.severity === 'error');
  if (!loaded.scenario || !loaded.ruleset || errors.length > 0) throw new Error(`Invalid test map: ${JSON.stringify(errors)}`);
  const scenario = loaded.scenario;
  const ruleset = loaded.ruleset;
  const board = buildSiegeBoard(scenario, ruleset);
  const hex = (label: string) => kernel.indexOf(cellOf(label));
  return {
    board,
    scenario,
    ruleset,
    kernel,
    document,
    hex,
    label: (cell) => board.labels[cell] ?? String(cell),
    dynamic(replaced, sideStates = []) {
      const tokens: BoardToken[] = replaced
        ? replaced.map((token) => ({
            kind: token.kind,
            cell: hex(token.at),
            ...(token.state === undefined ? {} : { state: token.state }),
            ...(token.facing === undefined ? {} : { facing: typeof token.facing === 'string' ? hex(token.facing) : token.facing }),
          }))
        : [...board.initial.tokens];
      const edgeStates = [...board.initial.edgeStates];
      for (const change of sideStates) {
        const key = kernel.edgeKey(cellOf(change.between[0]), cellOf(change.between[1]));
        const index = board.edges.findIndex((edge) => edge.key === key);
        if (index < 0) throw new Error(`No feature between ${change.between[0]} and ${change.between[1]}.`);
        edgeStates[index] = change.state;
      }
      return { tokens, edgeStates };
    },
    figures(placed) {
      const list: PlacedFigure[] = Object.entries(placed).map(([label, figure]) => (typeof figure === 'number' ? { cell: hex(label), side: figure } : { cell: hex(label), ...figure }));
      return occupancyOf(board, list);
    },
  };
}
