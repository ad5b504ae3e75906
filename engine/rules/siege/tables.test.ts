import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/index';
import { applyOverrides } from '../../scenario/overrides';
import type { Table } from '../../scenario/types';
import { meleeOdds, resolveMelee } from './combat';
import { dataOf, fighter, houseRuled, RULESET, shippedTable } from './combat.test-support';
import { dieTableResult, FIRE_CODES, loadCombatData, MELEE_CODES, parseDieRange, parseOdds } from './tables';

const data = dataOf(RULESET);

function withTable(id: string, patch: Partial<Table>) {
  return houseRuled({ tables: { [id]: { ...shippedTable(id), ...patch } } });
}

function problemsOf(ruleset: ReturnType<typeof houseRuled>) {
  const loaded = loadCombatData(ruleset);
  expect(loaded.data).toBeNull();
  return loaded.problems.map((problem) => [problem.pointer, problem.key, problem.params] as const);
}

describe('shipped tables', () => {
  it('load without a problem', () => {
    expect(loadCombatData(RULESET).problems).toEqual([]);
  });

  it('say where each table comes from', () => {
    const sources = Object.fromEntries(Object.entries(RULESET.tables ?? {}).map(([id, table]) => [id, table.source]));
    expect(sources).toMatchObject({
      'range-bands': 'rulebook',
      'fire-modifiers': 'rulebook',
      'combat-shifts': 'rulebook',
      'terrain-shift': 'partial',
      'combat-foot': 'partial',
      'combat-mounted': 'assumed',
      'fire-foot': 'assumed',
      'fire-mounted': 'assumed',
      misfire: 'rulebook',
      panic: 'rulebook',
      healing: 'rulebook',
    });
  });

  it('keep the cells read in the text: at 3-1 on foot a 2 is D and a 7 is A', () => {
    const column = data.melee.foot.columns.findIndex((odds) => odds.label === '3-1');
    expect(data.melee.foot.byDie[2]?.[column]).toBe('D');
    expect(data.melee.foot.byDie[7]?.[column]).toBe('A');
  });

  it('read the terrain table as the rulebook prints it', () => {
    // Rows attacker -, 0, +; columns defender -, 0, +.
    expect(data.terrainShift).toEqual([
      [0, -1, -2],
      [1, 0, -1],
      [2, 1, 0],
    ]);
    expect([data.severalAttackersShift, data.panickedDefenderShift]).toEqual([1, 1]);
  });

  it('are monotone: a lower roll or a column further right is never worse for the attacker', () => {
    const order = { foot: ['A', 'B', '', 'C', 'D', 'E', 'F'], mounted: ['A', 'B', '', 'C', 'D', 'E', 'F', 'G', 'H'] };
    for (const kind of ['foot', 'mounted'] as const) {
      const rank = (die: number, column: number) => order[kind].indexOf(data.melee[kind].byDie[die]?.[column] as string);
      const columns = data.melee[kind].columns.length;
      for (let die = 1; die <= 10; die++) {
        for (let column = 0; column < columns; column++) {
          if (column + 1 < columns) expect(rank(die, column + 1), `${kind} die ${die} column ${column}`).toBeGreaterThanOrEqual(rank(die, column));
          if (die < 10) expect(rank(die + 1, column), `${kind} die ${die} column ${column}`).toBeLessThanOrEqual(rank(die, column));
        }
      }
    }
  });

  it('give every weapon unbroken lines of rolls from 1 in both fire tables', () => {
    for (const kind of ['foot', 'mounted'] as const) {
      for (const weapon of Object.keys(data.ranges)) {
        const rolls = data.fire[kind].lines.map((line) => line.rolls[weapon]).filter((range) => range !== undefined);
        expect(rolls[0]?.min).toBe(1);
        for (let i = 1; i < rolls.length; i++) expect(rolls[i]?.min).toBe((rolls[i - 1]?.max ?? 0) + 1);
      }
    }
    expect(data.fire.mounted.covers).toEqual(['none', 'light', 'medium']);
    expect(data.fire.foot.covers).toEqual(['none', 'light', 'medium', 'strong']);
  });

  it('name every result code in their legend, and use no other', () => {
    const legends: readonly (readonly [string, Readonly<Record<string, unknown>>])[] = [
      ['combat-foot', MELEE_CODES.foot],
      ['combat-mounted', MELEE_CODES.mounted],
      ['fire-foot', FIRE_CODES.foot],
      ['fire-mounted', FIRE_CODES.mounted],
    ];
    for (const [id, codes] of legends) {
      expect(Object.keys(shippedTable(id).legend ?? {}).sort(), id).toEqual(Object.keys(codes).filter((code) => code !== '').sort());
    }
  });

  it('read the plain die tables, past their ends too', () => {
    const { panic, healing, pounding, misfire } = data.dieTables;
    if (!panic || !healing || !pounding || !misfire) throw new Error('missing die table');
    expect([1, 5, 6, 7, 8, 9, 10].map((roll) => dieTableResult(panic, roll))).toEqual(['', '', 'P1', 'P2', 'P3', 'R3', 'R6']);
    expect([1, 6, 7, 8, 9, 10].map((roll) => dieTableResult(healing, roll))).toEqual(['1', '6', '8', '10', 'months', 'months']);
    // A 1, minus 1 against a tower, reads the first row.
    expect(dieTableResult(pounding, 0, 0)).toBe(dieTableResult(pounding, 1, 0));
    expect(dieTableResult(misfire, 12)).toBe('W');
  });
});

describe('house rules', () => {
  it('replace a results table through a scenario’s overrides', () => {
    const rows = Array.from({ length: 10 }, (_, i) => ({ key: String(i + 1), results: Array.from({ length: 8 }, () => 'F') }));
    const scenario = { ruleset: { overrides: { tables: { 'combat-foot': { rows } } } } };
    const effective = applyOverrides(RULESET, scenario.ruleset.overrides, scenario);
    expect(effective.problems).toEqual([]);
    const houseData = dataOf(effective.ruleset as NonNullable<typeof effective.ruleset>);
    const odds = meleeOdds(houseData, { attackers: [fighter('mounted-knight')], defenders: [fighter('soldier')] });
    if (!odds.ok) throw new Error(odds.refusal.key);
    const result = resolveMelee(houseData, odds.value, 7);
    expect(result.ok && result.value.code).toBe('F');
  });

  it('accept columns other than N-1, such as 1-2 and 3-2', () => {
    const table = shippedTable('combat-foot');
    const ruleset = houseRuled({
      tables: { 'combat-foot': { ...table, columns: ['1-2', '1-1', '3-2', '2-1', '3-1', '4-1', '5-1', '6-1'] } },
      constants: { minimumOdds: '1-2' },
    });
    const houseData = dataOf(ruleset);
    const odds = (attack: string, defense: string) => meleeOdds(houseData, { attackers: [fighter(attack)], defenders: [fighter(defense)] });
    // Soldier 8 against knight 12: 0.67, at least 1-2.
    expect(odds('soldier', 'knight')).toMatchObject({ ok: true, value: { column: '1-2' } });
    // Sergeant 10 against soldier 7: 1.43, at least 1-1 but below 3-2.
    expect(odds('sergeant', 'soldier')).toMatchObject({ ok: true, value: { column: '1-1' } });
    expect(odds('peasant', 'knight')).toMatchObject({ ok: false, refusal: { key: 'siege.refused.melee.oddsTooLow' } });
  });

  it('report broken tables where they are broken, in words, and never throw', () => {
    const foot = shippedTable('combat-foot');
    const unknownCode = foot.rows.map((row, r) => (r === 0 ? { ...row, results: ['Z', ...row.results.slice(1)] } : row));
    expect(problemsOf(withTable('combat-foot', { rows: unknownCode }))).toEqual([
      ['/tables/combat-foot/rows/0/results/0', 'siege.problem.unknownCode', { table: 'combat-foot', code: 'Z', known: '“A”, “B”, “C”, “D”, “E”, “F”' }],
    ]);
    expect(problemsOf(withTable('combat-foot', { rows: foot.rows.slice(0, 9) }))).toEqual([['/tables/combat-foot/rows', 'siege.problem.dieMissing', { table: 'combat-foot', value: 10 }]]);
    expect(problemsOf(withTable('combat-foot', { rows: [...foot.rows, { key: '9-10', results: foot.rows[0]?.results ?? [] }] })).map(([, key]) => key)).toEqual(['siege.problem.dieTwice', 'siege.problem.dieTwice']);
    expect(problemsOf(withTable('combat-foot', { columns: ['1-1', '2-1', 'three', '4-1', '5-1', '6-1', '7-1', '8-1'] })).map(([pointer, key]) => [pointer, key])).toEqual([['/tables/combat-foot/columns/2', 'siege.problem.oddsColumn']]);
    expect(problemsOf(withTable('combat-foot', { columns: ['1-1', '3-1', '2-1', '4-1', '5-1', '6-1', '7-1', '8-1'] })).map(([pointer, key]) => [pointer, key])).toEqual([['/tables/combat-foot/columns/2', 'siege.problem.oddsOrder']]);
    expect(problemsOf(withTable('combat-foot', { columns: ['1-1'] })).map(([, key]) => key)).toContain('problem.ruleset.tableRowLength');
    const shift = shippedTable('terrain-shift');
    expect(problemsOf(withTable('terrain-shift', { rows: shift.rows.map((row, r) => (r === 1 ? { ...row, results: ['R1', 'Q', 'L1'] } : row)) }))).toEqual([
      ['/tables/terrain-shift/rows/1/results/1', 'siege.problem.shiftCell', { table: 'terrain-shift', value: 'Q' }],
    ]);
    const fire = shippedTable('fire-foot');
    expect(problemsOf(withTable('fire-foot', { columns: fire.columns.map((column) => (column === 'crossbow' ? 'sling' : column)) })).map(([, key]) => key)).toEqual(['siege.problem.fireColumn', 'siege.problem.weaponMissing']);
    const overlapping = fire.rows.map((row, r) => (r === 1 ? { ...row, results: ['1', ...row.results.slice(1)] } : row));
    expect(problemsOf(withTable('fire-foot', { rows: overlapping })).map(([pointer, key]) => [pointer, key])).toEqual([['/tables/fire-foot/rows/1/results/0', 'siege.problem.fireRollTwice']]);
    const ranges = shippedTable('range-bands');
    expect(problemsOf(withTable('range-bands', { rows: ranges.rows.map((row, r) => (r === 0 ? { ...row, results: ['1-25', '20-50', '51-75'] } : row)) })).map(([pointer, key]) => [pointer, key])).toEqual([['/tables/range-bands/rows/0/results/1', 'siege.problem.rangeOrder']]);
    const modifiers = shippedTable('fire-modifiers');
    expect(problemsOf(withTable('fire-modifiers', { rows: modifiers.rows.map((row) => (row.key === 'long' ? { ...row, results: ['two'] } : row)) })).map(([, key]) => key)).toEqual(['siege.problem.notInteger']);
    const tables = { ...RULESET.tables };
    delete tables['combat-mounted'];
    const missing = loadCombatData({ ...RULESET, tables });
    expect(missing.data).toBeNull();
    expect(missing.problems.map((problem) => [problem.pointer, problem.key])).toEqual([['/tables/combat-mounted', 'siege.problem.tableMissing']]);
    expect(problemsOf(houseRuled({ constants: { minimumOdds: 'one to one', combatDie: 'coin' } })).map(([, key]) => key)).toEqual(['siege.problem.die', 'siege.problem.minimumOdds']);
  });

  it('word every table problem in English and French', () => {
    const broken = houseRuled({
      tables: {
        'combat-foot': { ...shippedTable('combat-foot'), columns: ['1-1', 'x', '3-1', '2-1', '5-1', '6-1', '7-1', '8-1'] },
        'fire-mounted': { ...shippedTable('fire-mounted'), columns: ['short-bow', 'longbow', 'crossbow', 'ballista', 'none', 'light', 'fog'] },
      },
    });
    const { problems } = loadCombatData(broken);
    expect(problems.length).toBeGreaterThan(2);
    for (const problem of problems) {
      for (const language of ['en', 'fr'] as const) expect(translate(language, problem.key, problem.params)).not.toMatch(/\{\{|siege\./);
    }
  });
});

describe('parsers', () => {
  it('read odds and die ranges', () => {
    expect(parseOdds('3-1')).toEqual({ label: '3-1', attack: 3, defense: 1 });
    expect(parseOdds('1-2')).toEqual({ label: '1-2', attack: 1, defense: 2 });
    expect([parseOdds('3'), parseOdds('0-1'), parseOdds('a-b')]).toEqual([null, null, null]);
    expect(parseDieRange('7-8')).toEqual({ min: 7, max: 8 });
    expect(parseDieRange('10')).toEqual({ min: 10, max: 10 });
    expect([parseDieRange('8-7'), parseDieRange('x'), parseDieRange('')]).toEqual([null, null, null]);
  });
});

describe('the pounding table and the die lowered against towers (4.21, 4.32)', () => {
  it('warns of a column that makes a tower easier to breach than a rampart, the way the old table ran', () => {
    const rows = shippedTable('pounding').rows.map((row, r, all) => ({ key: row.key, results: (all[all.length - 1 - r] as typeof row).results }));
    const loaded = loadCombatData(withTable('pounding', { rows }));
    expect(loaded.data).not.toBeNull();
    expect(loaded.problems.map((problem) => [problem.severity, problem.pointer, problem.key, problem.params.column])).toEqual(
      ['1', '3', '6', '9', '12+'].map((column, c) => ['warning', `/tables/pounding/columns/${c}`, 'siege.problem.poundingTowerEasier', column]),
    );
    expect(translate('fr', 'siege.problem.poundingTowerEasier', { table: 'pounding', column: '9' })).toContain('résistent mieux');
  });
});
