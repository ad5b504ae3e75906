import { describe, expect, it } from 'vitest';
import { validateScenario } from './generated/validators.js';
import { CURRENT_VERSION, MIGRATIONS, migrateScenario, type Migration } from './migrate';

/** A draft (version 0) file: no version field, free table sized with width/height. */
const versionZeroFile = () => ({
  meta: { title: 'Old skirmish', language: 'fr' },
  ruleset: { id: 'rapid-40000' },
  board: { geometry: { kind: 'free', unit: 'in', width: 72, height: 48 } },
  sides: [{ id: 'a', name: 'A', colour: '#112233' }],
});

describe('migrations', () => {
  it('are ordered and reach the current version', () => {
    let version = 0;
    for (const migration of MIGRATIONS) {
      expect(migration.from).toBe(version);
      version = migration.to;
    }
    expect(version).toBe(CURRENT_VERSION);
  });

  it('upgrade a version 0 file to a valid version 1 file, with a warning', () => {
    const old = versionZeroFile();
    expect(validateScenario(old)).toBe(false);
    const result = migrateScenario(old);
    expect(result.fromVersion).toBe(0);
    expect(result.problems).toEqual([{ severity: 'warning', pointer: '/version', key: 'problem.migrate.migrated', params: { from: 0, to: 1 } }]);
    expect((result.document as { board: unknown }).board).toEqual({ geometry: { kind: 'free', unit: 'in', widthIn: 72, heightIn: 48 } });
    expect(validateScenario(result.document)).toBe(true);
  });

  it('names millimetre sizes after their unit too', () => {
    const old = versionZeroFile();
    old.board.geometry = { kind: 'free', unit: 'mm', width: 1800, height: 1200 };
    expect((migrateScenario(old).document as { board: { geometry: unknown } }).board.geometry).toEqual({ kind: 'free', unit: 'mm', widthMm: 1800, heightMm: 1200 });
  });

  it('leave a current file alone', () => {
    const current = { ...versionZeroFile(), version: 1 };
    expect(migrateScenario(current)).toEqual({ document: current, problems: [] });
  });

  it('refuse a file from a newer program and a malformed version', () => {
    expect(migrateScenario({ version: 7 }).problems.map((p) => p.key)).toEqual(['problem.migrate.tooNew']);
    expect(migrateScenario({ version: '1' }).problems.map((p) => p.key)).toEqual(['problem.migrate.badVersion']);
    // A version no string can be made of (found by the loader's fuzzing) is quoted as JSON, not thrown on.
    expect(migrateScenario({ version: { toString: null } }).problems.map((p) => [p.key, p.params.found])).toEqual([['problem.migrate.badVersion', '{"toString":null}']]);
  });

  it('chain several steps in order and report a gap', () => {
    const log: number[] = [];
    const step = (from: number): Migration => ({ from, to: from + 1, summary: `step ${from}`, migrate: (d) => (log.push(from), { ...d, version: from + 1 }) });
    expect(migrateScenario({ version: 1 }, [step(2), step(1), step(3)], 4).document).toEqual({ version: 4 });
    expect(log).toEqual([1, 2, 3]);
    expect(migrateScenario({ version: 1 }, [step(1)], 3).problems.map((p) => p.key)).toEqual(['problem.migrate.noPath']);
  });
});
