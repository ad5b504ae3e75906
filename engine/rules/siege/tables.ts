/**
 * Typed access to the SIEGE tables of a ruleset, house rules included: combat results (on foot,
 * mounted), terrain and other column shifts, fire ranges and die modifiers, fire results (on foot,
 * mounted), and the plain die tables (misfire, panic, healing, pounding, fire). Each ruleset object
 * is read once; data a user broke gives problems (translated keys, JSON pointers), never a crash.
 *
 * The cells of a results table are data: a house rule may move every code around. What a code does
 * (the rulebook's legend) is code, below: a cell may only hold a code of its table's legend.
 */
import type { Refusal } from '../core/types';
import { childPointer } from '../../scenario/json-pointer';
import { listForMessage, own } from '../../scenario/lookup';
import { error, warning, type Problem } from '../../scenario/problems';
import type { RulesetData, Table } from '../../scenario/types';
import { loadFigureProfiles, type FigureProfile, type Hit } from './figures';
// The keys this module produces must translate wherever they travel.
import './messages';

/** A result, or why there is none (a message key of engine/i18n with its parameters). */
export type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly refusal: Refusal };

export function accepted<T>(value: T): Checked<T> {
  return { ok: true, value };
}

export function refused<T>(key: string, params: Refusal['params'] = {}): Checked<T> {
  return { ok: false, refusal: { key, params } };
}

/** A hex's influence on melee, as in the terrain data: + (1), 0, - (-1); null where no combat is possible. */
export type CombatEffect = -1 | 0 | 1;

/** Who a result hits: in a melee the attacking or the defending figures; in a shot the target is the defender. */
export type Role = 'attackers' | 'defenders';

/** What one result code does. Hits fall on one figure of the side, chosen by its owner; a retreat moves them all. */
export interface ResultEffect {
  readonly attackerHit?: Hit;
  readonly defenderHit?: Hit;
  /** The defender's (or target's) horse dies. */
  readonly horseKilled?: true;
  /** The rider is thrown: placed next to his horse, on foot. */
  readonly unhorsed?: true;
  readonly retreat?: { readonly side: Role; readonly hexes: number };
}

export type TableKind = 'foot' | 'mounted';

/** The legends read from the rulebook (combat on foot: D read in the example; E and F modelled on the mounted legend). */
export const MELEE_CODES: Readonly<Record<TableKind, Readonly<Record<string, ResultEffect>>>> = {
  foot: {
    '': {},
    A: { attackerHit: 'wound' },
    B: { retreat: { side: 'attackers', hexes: 1 } },
    C: { retreat: { side: 'defenders', hexes: 1 } },
    D: { defenderHit: 'stun' },
    E: { defenderHit: 'wound' },
    F: { defenderHit: 'kill' },
  },
  mounted: {
    '': {},
    A: { attackerHit: 'wound' },
    B: { retreat: { side: 'attackers', hexes: 1 } },
    C: { retreat: { side: 'defenders', hexes: 1 } },
    D: { horseKilled: true, defenderHit: 'stun', unhorsed: true },
    E: { defenderHit: 'wound' },
    F: { horseKilled: true, defenderHit: 'wound', unhorsed: true },
    G: { defenderHit: 'kill', unhorsed: true },
    H: { horseKilled: true, defenderHit: 'kill', unhorsed: true },
  },
};

export const FIRE_CODES: Readonly<Record<TableKind, Readonly<Record<string, ResultEffect>>>> = {
  foot: {
    '': {},
    A: { retreat: { side: 'defenders', hexes: 2 } },
    B: { defenderHit: 'wound' },
    C: { defenderHit: 'kill' },
  },
  mounted: {
    '': {},
    A: { retreat: { side: 'defenders', hexes: 4 } },
    B: { horseKilled: true, defenderHit: 'stun', unhorsed: true },
    C: { defenderHit: 'wound', unhorsed: true },
    D: { horseKilled: true, defenderHit: 'wound', unhorsed: true },
    E: { defenderHit: 'kill', unhorsed: true },
    F: { horseKilled: true, defenderHit: 'kill', unhorsed: true },
  },
};

export const TABLE_IDS = {
  melee: { foot: 'combat-foot', mounted: 'combat-mounted' },
  fire: { foot: 'fire-foot', mounted: 'fire-mounted' },
  terrainShift: 'terrain-shift',
  shifts: 'combat-shifts',
  ranges: 'range-bands',
  fireModifiers: 'fire-modifiers',
  misfire: 'misfire',
} as const;

/** Plain die tables read when present (optional rules and between-days tables). */
const DIE_TABLES = ['misfire', 'panic', 'healing', 'pounding', 'fire'] as const;

export interface OddsColumn {
  readonly label: string;
  readonly attack: number;
  readonly defense: number;
}

export interface OddsTable {
  readonly id: string;
  readonly kind: TableKind;
  /** From the weakest odds to the strongest. */
  readonly columns: readonly OddsColumn[];
  /** Codes by die value (1..faces), one per column. */
  readonly byDie: readonly (readonly string[])[];
}

export interface RangeBand {
  /** Column of the ranges table: short, medium, long. */
  readonly band: string;
  readonly min: number;
  readonly max: number;
  readonly modifier: number;
}

export interface FireLine {
  readonly key: string;
  /** Modified rolls that read this line, by weapon; absent when the weapon never reads it. */
  readonly rolls: Readonly<Record<string, { readonly min: number; readonly max: number }>>;
  /** Code by cover column. */
  readonly results: Readonly<Record<string, string>>;
}

export interface FireTable {
  readonly id: string;
  readonly kind: TableKind;
  readonly weapons: readonly string[];
  /** Cover columns, from the weakest cover to the strongest. */
  readonly covers: readonly string[];
  readonly lines: readonly FireLine[];
}

export interface DieTable {
  readonly id: string;
  readonly columns: readonly string[];
  /** Rows with the die values they cover. */
  readonly rows: readonly { readonly min: number; readonly max: number; readonly results: readonly string[] }[];
}

export interface SiegeCombatData {
  /** Faces of the combat die (10). */
  readonly faces: number;
  /** A face showing 0 reads as the highest value (the d10 is numbered 0 to 9). */
  readonly zeroCountsAsTen: boolean;
  readonly minimumOdds: OddsColumn;
  readonly roundOddsForDefender: boolean;
  readonly melee: Readonly<Record<TableKind, OddsTable>>;
  /** Columns to shift (negative: to the left), by attacker then defender effect, each indexed by effect + 1. */
  readonly terrainShift: readonly (readonly number[])[];
  readonly severalAttackersShift: number;
  readonly panickedDefenderShift: number;
  /** Range bands by weapon, from short to long. */
  readonly ranges: Readonly<Record<string, readonly RangeBand[]>>;
  readonly woundedShooterModifier: number;
  readonly knightOnFootModifier: number;
  readonly fire: Readonly<Record<TableKind, FireTable>>;
  /** Cover levels of the ruleset, from none to total. */
  readonly coverLevels: readonly string[];
  readonly dieTables: Readonly<Record<string, DieTable>>;
  readonly profiles: Readonly<Record<string, FigureProfile>>;
}

const ODDS = /^([0-9]+(?:\.[0-9]+)?)-([0-9]+(?:\.[0-9]+)?)$/;
const DIE_RANGE = /^(-?[0-9]+)(?:-(-?[0-9]+))?$/;
const INTEGER = /^[+-]?[0-9]+$/;

/** "3-1" as odds, null when it is not odds. */
export function parseOdds(label: string): OddsColumn | null {
  const match = ODDS.exec(label.trim());
  if (!match) return null;
  const attack = Number(match[1]);
  const defense = Number(match[2]);
  return attack > 0 && defense > 0 ? { label, attack, defense } : null;
}

/** "7" or "7-8" as an inclusive range, null otherwise. */
export function parseDieRange(key: string): { readonly min: number; readonly max: number } | null {
  const match = DIE_RANGE.exec(key.trim());
  if (!match) return null;
  const min = Number(match[1]);
  const max = match[2] === undefined ? min : Number(match[2]);
  return min <= max ? { min, max } : null;
}

/** True when odds a are at least odds b. */
export function oddsAtLeast(attack: number, defense: number, column: OddsColumn): boolean {
  return attack * column.defense >= column.attack * defense;
}

type Problems = Problem[];
const tablePointer = (id: string, ...tokens: (string | number)[]) => childPointer('/tables', id, ...tokens);

function tableOf(ruleset: RulesetData, id: string, problems: Problems): Table | null {
  const table = own(ruleset.tables, id);
  if (!table) {
    problems.push(error(tablePointer(id), 'siege.problem.tableMissing', { table: id }));
    return null;
  }
  let fine = true;
  table.rows.forEach((row, r) => {
    if (row.results.length !== table.columns.length) {
      problems.push(error(tablePointer(id, 'rows', r, 'results'), 'problem.ruleset.tableRowLength', { found: row.results.length, expected: table.columns.length }));
      fine = false;
    }
  });
  return fine ? table : null;
}

/** Row index by die value 1..faces; a problem for each value with no row or with two. */
function rowsByDie(table: Table, id: string, faces: number, problems: Problems): number[] | null {
  const rowOf: number[] = [];
  const before = problems.length;
  table.rows.forEach((row, r) => {
    const range = parseDieRange(row.key);
    if (!range) {
      problems.push(error(tablePointer(id, 'rows', r, 'key'), 'siege.problem.dieRange', { table: id, key: row.key }));
      return;
    }
    for (let value = Math.max(1, range.min); value <= Math.min(faces, range.max); value++) {
      if (rowOf[value] !== undefined) problems.push(error(tablePointer(id, 'rows', r, 'key'), 'siege.problem.dieTwice', { table: id, value }));
      rowOf[value] = r;
    }
  });
  for (let value = 1; value <= faces; value++) {
    if (rowOf[value] === undefined) problems.push(error(tablePointer(id, 'rows'), 'siege.problem.dieMissing', { table: id, value }));
  }
  return problems.length > before ? null : rowOf;
}

function checkCodes(table: Table, id: string, codes: Readonly<Record<string, ResultEffect>>, firstColumn: number, problems: Problems): boolean {
  const before = problems.length;
  table.rows.forEach((row, r) => {
    row.results.forEach((code, c) => {
      if (c >= firstColumn && own(codes, code) === undefined) {
        problems.push(error(tablePointer(id, 'rows', r, 'results', c), 'siege.problem.unknownCode', { table: id, code, known: listForMessage(Object.keys(codes).filter((known) => known !== '')) }));
      }
    });
  });
  return problems.length === before;
}

function readOddsTable(ruleset: RulesetData, kind: TableKind, faces: number, problems: Problems): OddsTable | null {
  const id = TABLE_IDS.melee[kind];
  const table = tableOf(ruleset, id, problems);
  if (!table) return null;
  const before = problems.length;
  const columns: OddsColumn[] = [];
  table.columns.forEach((label, c) => {
    const odds = parseOdds(label);
    if (!odds) problems.push(error(tablePointer(id, 'columns', c), 'siege.problem.oddsColumn', { table: id, column: label }));
    else if (columns.length > 0 && oddsAtLeast((columns.at(-1) as OddsColumn).attack, (columns.at(-1) as OddsColumn).defense, odds)) {
      problems.push(error(tablePointer(id, 'columns', c), 'siege.problem.oddsOrder', { table: id, column: label }));
    } else columns.push(odds);
  });
  const rowOf = rowsByDie(table, id, faces, problems);
  checkCodes(table, id, MELEE_CODES[kind], 0, problems);
  if (problems.length > before || !rowOf) return null;
  const byDie: string[][] = [];
  for (let value = 1; value <= faces; value++) byDie[value] = [...(table.rows[rowOf[value] as number]?.results ?? [])];
  return { id, kind, columns, byDie };
}

function readShift(cell: string): number | null {
  const match = /^(?:0|([LR])([0-9]+))$/.exec(cell.trim());
  if (!match) return null;
  if (match[1] === undefined) return 0;
  return (match[1] === 'L' ? -1 : 1) * Number(match[2]);
}

function readTerrainShift(ruleset: RulesetData, problems: Problems): number[][] | null {
  const id = TABLE_IDS.terrainShift;
  const table = tableOf(ruleset, id, problems);
  if (!table) return null;
  const effects = ['-', '0', '+'];
  const columnOf = effects.map((effect) => table.columns.findIndex((column) => column.trim() === `defender ${effect}`));
  const rowOf = effects.map((effect) => table.rows.findIndex((row) => row.key.trim() === `attacker ${effect}`));
  if (columnOf.includes(-1) || rowOf.includes(-1)) {
    problems.push(error(tablePointer(id), 'siege.problem.terrainShiftLayout', { table: id }));
    return null;
  }
  const before = problems.length;
  const shifts = rowOf.map((r) =>
    columnOf.map((c) => {
      const cell = table.rows[r]?.results[c] ?? '';
      const shift = readShift(cell);
      if (shift === null) problems.push(error(tablePointer(id, 'rows', r, 'results', c), 'siege.problem.shiftCell', { table: id, value: cell }));
      return shift ?? 0;
    }),
  );
  return problems.length > before ? null : shifts;
}

/** Whole numbers by row key of a one-column table (column shifts, fire modifiers). */
function readNumbers(ruleset: RulesetData, id: string, keys: readonly string[], problems: Problems): Record<string, number> | null {
  const table = tableOf(ruleset, id, problems);
  if (!table) return null;
  const before = problems.length;
  const numbers: Record<string, number> = {};
  for (const key of keys) {
    const r = table.rows.findIndex((row) => row.key === key);
    const cell = table.rows[r]?.results[0];
    if (r < 0 || cell === undefined) problems.push(error(tablePointer(id, 'rows'), 'siege.problem.rowMissing', { table: id, key }));
    else if (!INTEGER.test(cell.trim())) problems.push(error(tablePointer(id, 'rows', r, 'results', 0), 'siege.problem.notInteger', { table: id, key, value: cell }));
    else numbers[key] = Number(cell);
  }
  return problems.length > before ? null : numbers;
}

/** Range bands by weapon (rows of the ranges table), with each band's die modifier. */
function readRanges(ruleset: RulesetData, problems: Problems): { ranges: Record<string, RangeBand[]>; modifiers: Record<string, number> } | null {
  const id = TABLE_IDS.ranges;
  const table = tableOf(ruleset, id, problems);
  if (!table) return null;
  const modifiers = readNumbers(ruleset, TABLE_IDS.fireModifiers, [...table.columns, 'wounded-shooter', 'knight-on-foot'], problems);
  const before = problems.length;
  const ranges: Record<string, RangeBand[]> = {};
  table.rows.forEach((row, r) => {
    const bands: RangeBand[] = [];
    row.results.forEach((cell, c) => {
      const band = table.columns[c] as string;
      const range = parseDieRange(cell);
      if (!range || range.min < 1) problems.push(error(tablePointer(id, 'rows', r, 'results', c), 'siege.problem.rangeBand', { weapon: row.key, band, value: cell }));
      else if (bands.length > 0 && range.min <= (bands.at(-1) as RangeBand).max) problems.push(error(tablePointer(id, 'rows', r, 'results', c), 'siege.problem.rangeOrder', { weapon: row.key, band }));
      else bands.push({ band, min: range.min, max: range.max, modifier: modifiers?.[band] ?? 0 });
    });
    ranges[row.key] = bands;
  });
  return problems.length > before || !modifiers ? null : { ranges, modifiers };
}

function readFireTable(ruleset: RulesetData, kind: TableKind, weapons: readonly string[], coverLevels: readonly string[], problems: Problems): FireTable | null {
  const id = TABLE_IDS.fire[kind];
  const table = tableOf(ruleset, id, problems);
  if (!table) return null;
  const before = problems.length;
  const weaponColumns: number[] = [];
  const coverColumns: number[] = [];
  table.columns.forEach((column, c) => {
    if (weapons.includes(column)) weaponColumns.push(c);
    else if (coverLevels.includes(column)) coverColumns.push(c);
    else problems.push(error(tablePointer(id, 'columns', c), 'siege.problem.fireColumn', { table: id, column, weapons: listForMessage(weapons), covers: listForMessage(coverLevels) }));
  });
  for (const weapon of weapons) {
    if (!table.columns.includes(weapon)) problems.push(error(tablePointer(id, 'columns'), 'siege.problem.weaponMissing', { table: id, weapon }));
  }
  if (coverColumns.length === 0) problems.push(error(tablePointer(id, 'columns'), 'siege.problem.coverMissing', { table: id }));
  const covers = coverColumns.map((c) => table.columns[c] as string).sort((a, b) => coverLevels.indexOf(a) - coverLevels.indexOf(b));
  const seen: Record<string, { min: number; max: number }[]> = {};
  const lines: FireLine[] = table.rows.map((row, r) => {
    const rolls: Record<string, { min: number; max: number }> = {};
    for (const c of weaponColumns) {
      const weapon = table.columns[c] as string;
      const cell = row.results[c] ?? '';
      if (cell.trim() === '') continue;
      const range = parseDieRange(cell);
      const taken = (seen[weapon] ??= []);
      if (!range) problems.push(error(tablePointer(id, 'rows', r, 'results', c), 'siege.problem.dieRange', { table: id, key: cell }));
      else if (taken.some((other) => range.min <= other.max && other.min <= range.max)) problems.push(error(tablePointer(id, 'rows', r, 'results', c), 'siege.problem.fireRollTwice', { table: id, weapon, value: cell }));
      else {
        taken.push(range);
        rolls[weapon] = range;
      }
    }
    const results: Record<string, string> = {};
    for (const c of coverColumns) results[table.columns[c] as string] = row.results[c] ?? '';
    return { key: row.key, rolls, results };
  });
  table.rows.forEach((row, r) => {
    for (const c of coverColumns) {
      const code = row.results[c] ?? '';
      if (own(FIRE_CODES[kind], code) === undefined) {
        problems.push(error(tablePointer(id, 'rows', r, 'results', c), 'siege.problem.unknownCode', { table: id, code, known: listForMessage(Object.keys(FIRE_CODES[kind]).filter((known) => known !== '')) }));
      }
    }
  });
  return problems.length > before ? null : { id, kind, weapons: weaponColumns.map((c) => table.columns[c] as string), covers, lines };
}

function readDieTable(ruleset: RulesetData, id: string, problems: Problems): DieTable | null {
  const table = own(ruleset.tables, id);
  if (!table || table.rows.some((row) => row.results.length !== table.columns.length)) return null;
  const before = problems.length;
  const rows = table.rows.map((row, r) => {
    const range = parseDieRange(row.key);
    if (!range) problems.push(error(tablePointer(id, 'rows', r, 'key'), 'siege.problem.dieRange', { table: id, key: row.key }));
    return { min: range?.min ?? 0, max: range?.max ?? -1, results: row.results };
  });
  return problems.length > before ? null : { id, columns: table.columns, rows };
}

/**
 * The result of a plain die table for a (possibly modified) die value. Values below the first row or
 * past the last read that row, as a pounding roll of 0 (a 1, minus 1 against a tower) reads the 1 row.
 */
export function dieTableResult(table: DieTable, value: number, column = 0): string {
  let lowest = table.rows[0];
  let highest = table.rows[0];
  for (const row of table.rows) {
    if (value >= row.min && value <= row.max) return row.results[column] ?? '';
    if (lowest === undefined || row.min < lowest.min) lowest = row;
    if (highest === undefined || row.max > highest.max) highest = row;
  }
  if (lowest && value < lowest.min) return lowest.results[column] ?? '';
  if (highest && value > highest.max) return highest.results[column] ?? '';
  return '';
}

/**
 * Against a tower or the keep the die is lowered by 1, "la plus grande résistance des murs arrondis"
 * (4.21, 4.32): the pounding table must not make them easier. A column where the lowered die damages
 * the wall more often than the plain one runs the wrong way (damage belongs on the high rolls).
 */
function poundingWarnings(table: DieTable | undefined, faces: number): Problem[] {
  if (!table) return [];
  const damaging = (column: number, modifier: number) => {
    let count = 0;
    for (let die = 1; die <= faces; die++) if (dieTableResult(table, die + modifier, column) === 'D') count++;
    return count;
  };
  return table.columns.flatMap((column, c) => (damaging(c, -1) > damaging(c, 0) ? [warning(tablePointer(table.id, 'columns', c), 'siege.problem.poundingTowerEasier', { table: table.id, column })] : []));
}

function constantOf(ruleset: RulesetData, id: string): number | string | boolean | undefined {
  return own(ruleset.constants, id);
}

function readDie(ruleset: RulesetData, problems: Problems): number {
  const die = constantOf(ruleset, 'combatDie') ?? 'd10';
  const match = typeof die === 'string' ? /^d([0-9]+)$/.exec(die) : null;
  const faces = match ? Number(match[1]) : 0;
  if (faces < 2 || faces > 100) {
    problems.push(error('/constants/combatDie', 'siege.problem.die', { value: String(die) }));
    return 10;
  }
  return faces;
}

function compute(ruleset: RulesetData): { readonly data: SiegeCombatData | null; readonly problems: readonly Problem[] } {
  const problems: Problems = [];
  const faces = readDie(ruleset, problems);
  const minimumLabel = constantOf(ruleset, 'minimumOdds') ?? '1-1';
  const minimumOdds = parseOdds(String(minimumLabel));
  if (!minimumOdds) problems.push(error('/constants/minimumOdds', 'siege.problem.minimumOdds', { value: String(minimumLabel) }));
  const coverLevels = ruleset.coverLevels ?? ['none', 'light', 'medium', 'strong', 'total'];
  const foot = readOddsTable(ruleset, 'foot', faces, problems);
  const mounted = readOddsTable(ruleset, 'mounted', faces, problems);
  const terrainShift = readTerrainShift(ruleset, problems);
  const shifts = readNumbers(ruleset, TABLE_IDS.shifts, ['several-attackers', 'panicked-defender'], problems);
  const ranges = readRanges(ruleset, problems);
  // Weapon ids even from a broken ranges table, so that one mistake is reported once.
  const weapons = (own(ruleset.tables, TABLE_IDS.ranges)?.rows ?? []).map((row) => row.key);
  const fireFoot = readFireTable(ruleset, 'foot', weapons, coverLevels, problems);
  const fireMounted = readFireTable(ruleset, 'mounted', weapons, coverLevels, problems);
  const dieTables: Record<string, DieTable> = {};
  for (const id of DIE_TABLES) {
    const table = readDieTable(ruleset, id, problems);
    if (table) dieTables[id] = table;
  }
  const figures = loadFigureProfiles(ruleset, new Set(weapons));
  problems.push(...figures.problems);
  if (problems.length > 0 || !minimumOdds || !foot || !mounted || !terrainShift || !shifts || !ranges || !fireFoot || !fireMounted) {
    return { data: null, problems };
  }
  const data: SiegeCombatData = {
    faces,
    zeroCountsAsTen: constantOf(ruleset, 'zeroCountsAsTen') !== false,
    minimumOdds,
    roundOddsForDefender: constantOf(ruleset, 'roundOddsForDefender') !== false,
    melee: { foot, mounted },
    terrainShift,
    severalAttackersShift: shifts['several-attackers'] ?? 0,
    panickedDefenderShift: shifts['panicked-defender'] ?? 0,
    ranges: ranges.ranges,
    woundedShooterModifier: ranges.modifiers['wounded-shooter'] ?? 0,
    knightOnFootModifier: ranges.modifiers['knight-on-foot'] ?? 0,
    fire: { foot: fireFoot, mounted: fireMounted },
    coverLevels,
    dieTables,
    profiles: figures.profiles,
  };
  return { data, problems: poundingWarnings(dieTables['pounding'], faces) };
}

const cache = new WeakMap<RulesetData, { readonly data: SiegeCombatData | null; readonly problems: readonly Problem[] }>();

/**
 * The combat data of a ruleset (after house rules), read once per ruleset object. `data` is null
 * when a problem stops combat from being resolved; `problems` says what and where.
 */
export function loadCombatData(ruleset: RulesetData): { readonly data: SiegeCombatData | null; readonly problems: readonly Problem[] } {
  let loaded = cache.get(ruleset);
  if (!loaded) {
    loaded = compute(ruleset);
    cache.set(ruleset, loaded);
  }
  return loaded;
}

/**
 * The value a die face reads as: 1..faces, and 0 for the top face when the die is numbered from 0.
 * Null for anything else (the caller refuses the roll).
 */
export function dieValue(data: SiegeCombatData, roll: number): number | null {
  if (!Number.isInteger(roll)) return null;
  if (roll === 0 && data.zeroCountsAsTen) return data.faces;
  return roll >= 1 && roll <= data.faces ? roll : null;
}

/** Refusal for a die roll that is not a face of the combat die. */
export function badRoll<T>(data: SiegeCombatData, roll: number): Checked<T> {
  return refused('siege.refused.combat.badRoll', { roll: String(roll), faces: data.faces, lowest: data.zeroCountsAsTen ? 0 : 1 });
}
