/**
 * Bad input in a Rapid' 40000 scenario comes out of validation (the same `loadScenario` that the
 * app and `skirmish validate` run) as problems with a pointer and a sentence saying what to do:
 * a unit out of coherency, on impassable ground, off the table or on another base; no room for a
 * unit about its point; an army over its points or against the structure rules (R79–R82).
 */
import { describe, expect, it } from 'vitest';
import { renderProblem } from '../../scenario/problems';
import sample from '../../../scenarios/rapid40k-skirmish.scenario.json';
import { translate } from '../../i18n/index';
import { loadScenario } from '../../scenario/load';
import type { Problem } from '../../scenario/problems';
import { engine, loadInput } from './test-support/game';
import type { R40State } from './types';

type Json = Record<string, unknown>;
type Doc = { sides: { id: string; units: Json[] }[]; setup?: Json; ruleset: Json } & Json;

function edited(change: (doc: Doc) => void): Doc {
  const doc = JSON.parse(JSON.stringify(sample)) as Doc;
  change(doc);
  return doc;
}

function problemsOf(doc: unknown): Problem[] {
  return loadScenario(JSON.stringify(doc)).problems;
}

/** The problems of this game's own checks (a unit moved into the middle of the table is also outside its zone, which the core checks say). */
function ownProblems(doc: unknown): Problem[] {
  return problemsOf(doc).filter((problem) => problem.key.startsWith('rapid-40000.'));
}

function found(doc: unknown): [string, string][] {
  return ownProblems(doc).map((problem) => [problem.pointer, problem.key]);
}

/** Every problem says what to do, in both languages, with nothing left unfilled. */
function expectWorded(problems: readonly Problem[]): void {
  for (const problem of problems) {
    for (const language of ['en', 'fr'] as const) {
      const text = translate(language, problem.key, problem.params);
      expect(text).not.toBe(problem.key);
      expect(text).not.toMatch(/\{\{|\}\}/);
    }
  }
}

describe('Rapid 40000 scenario checks', () => {
  it('find nothing wrong with the sample, whose armies keep to the structure rules', () => {
    expect(problemsOf(sample)).toEqual([]);
  });

  it('report a unit out of coherency at setup, pointing at its positions', () => {
    const doc = edited((d) => {
      const unit = d.sides[0]?.units[0] as Json;
      unit.positions = [{ x: 36, y: 6 }, { x: 37.5, y: 6 }, { x: 39, y: 6 }, { x: 45, y: 6 }];
    });
    expect(found(doc)).toEqual([['/sides/0/units/0/positions', 'rapid-40000.problem.incoherent']]);
    expectWorded(problemsOf(doc));
  });

  it('report a model on impassable ground, off the table or on another base, pointing at that model', () => {
    const onRocks = edited((d) => {
      const unit = d.sides[0]?.units[0] as Json;
      unit.at = { x: 44, y: 29 };
      unit.positions = [{ x: 44, y: 29 }, { x: 45.5, y: 29 }, { x: 45.5, y: 30.5 }, { x: 43, y: 29 }];
    });
    expect(found(onRocks)).toEqual([['/sides/0/units/0/positions/2', 'rapid-40000.problem.impassable']]);
    const offTable = edited((d) => {
      const unit = d.sides[0]?.units[0] as Json;
      unit.at = { x: 2, y: 2 };
      unit.positions = [{ x: 2, y: 2 }, { x: 3.5, y: 2 }, { x: 2, y: 0.2 }, { x: 0.5, y: 2 }];
    });
    expect(found(offTable)).toEqual([['/sides/0/units/0/positions/2', 'rapid-40000.problem.offTable']]);
    const crowded = edited((d) => {
      const unit = d.sides[0]?.units[1] as Json;
      unit.at = { x: 36.5, y: 6 };
      unit.positions = [{ x: 36.5, y: 6 }, { x: 38, y: 8 }, { x: 39.5, y: 8 }, { x: 41, y: 8 }];
    });
    expect(found(crowded)).toEqual([['/sides/0/units/1/positions/0', 'rapid-40000.problem.overlap']]);
    const short = edited((d) => {
      (d.sides[0]?.units[0] as Json).positions = [{ x: 36, y: 6 }];
    });
    expect(found(short)).toEqual([['/sides/0/units/0/positions', 'rapid-40000.problem.positionsCount']]);
    for (const doc of [onRocks, offTable, crowded, short]) expectWorded(problemsOf(doc));
  });

  it('report no room to lay a unit out about its point', () => {
    const doc = edited((d) => {
      (d.sides[1]?.units[0] as Json).at = { x: 46, y: 31.5 };
    });
    expect(found(doc)).toEqual([['/sides/1/units/0/at', 'rapid-40000.problem.noRoom']]);
    expect(ownProblems(doc)[0]?.location).toEqual({ point: { x: 46, y: 31.5 } });
  });

  it('report an army over the scenario’s points', () => {
    const doc = edited((d) => {
      d.setup = { ...(d.setup ?? {}), armyPoints: 1050 };
    });
    // 123 + 3 × 68, 88 + 2 × 68 + 112, 88 + 3 × 68 + 112 = 1 067 against 104 + 4 × 56, 71 + 4 × 56 + 89, 71 + 3 × 56 + 89 = 1 040.
    expect(problemsOf(doc).map((problem) => [problem.pointer, problem.key, problem.params])).toEqual([['/sides/0/units', 'rapid-40000.problem.overPoints', { side: 'Space marines', points: 1067, limit: 1050, over: 17 }]]);
    expectWorded(problemsOf(doc));
  });

  it('name a squad the file leaves unnamed by its profile, and send its fix to the Army composition panel', () => {
    const doc = edited((d) => {
      (d.sides[0] as { units: Json[] }).units.push({ id: 'sm-sergeant-1', profile: 'sm-sergeant', at: { x: 30, y: 6 } });
    });
    const size = problemsOf(doc).find((problem) => problem.key === 'rapid-40000.problem.squadSize');
    expect(size?.params.unit).toBe('Sergent space marine');
    expect(renderProblem(size!, 'en')).toMatch(/in the Army composition panel\.$/);
  });

  it('tell a side with no army yet where to build one, once, rather than passing it', () => {
    const doc = edited((d) => {
      (d.sides[1] as { units: Json[] }).units = [];
    });
    expect(problemsOf(doc).map((problem) => [problem.pointer, problem.key, problem.severity])).toEqual([['/sides/1/units', 'rapid-40000.problem.noArmy', 'warning']]);
    expectWorded(problemsOf(doc));
  });

  it('report the army structure rules: a command squad, two troops, a leader and 3 to 7 fighters, one special weapon', () => {
    const doc = edited((d) => {
      const marines = d.sides[0] as { units: Json[] };
      // No captain: no command squad; the first troop squad has no sergeant and two missiles.
      (marines.units[0] as Json).models = [{ profile: 'sm-sergeant', count: 1 }, { profile: 'sm-marine', count: 3 }];
      (marines.units[1] as Json).models = [{ profile: 'sm-marine', count: 2 }, { profile: 'sm-missile', count: 2 }];
      // The orks lose a troop squad.
      (d.sides[1] as { units: Json[] }).units.pop();
    });
    const problems = problemsOf(doc);
    expect(problems.map((problem) => [problem.pointer, problem.key])).toEqual(
      expect.arrayContaining([
        ['/sides/0/units/1/models', 'rapid-40000.problem.noLeader'],
        ['/sides/0/units/1/models', 'rapid-40000.problem.specialWeapons'],
        ['/sides/0/units', 'rapid-40000.problem.noCommand'],
        ['/sides/1/units', 'rapid-40000.problem.fewTroops'],
      ]),
    );
    expectWorded(problems);
    // A leader and two fighters is too few; a vehicle stands alone, one model however it is written.
    const small = edited((d) => {
      (d.sides[0]?.units[0] as Json).models = [{ profile: 'sm-captain', count: 1 }, { profile: 'sm-marine', count: 2 }];
    });
    expect(found(small)).toEqual([['/sides/0/units/0/models', 'rapid-40000.problem.squadSize']]);
    expectWorded(problemsOf(small));
    const rhino = edited((d) => {
      (d.sides[0]?.units as Json[]).push({ id: 'rhino-1', name: { fr: 'Rhino', en: 'Rhino' }, models: [{ profile: 'rhino', count: 1 }], at: { x: 12, y: 6 } });
    });
    expect(problemsOf(rhino).filter((problem) => problem.severity === 'error').map((problem) => [problem.pointer, problem.key])).toEqual([]);
  });

  it('warn when a house-rule profile is priced against the formula', () => {
    const doc = edited((d) => {
      d.ruleset = { ...d.ruleset, overrides: { unitProfiles: { 'sm-marine': { abilities: ['armour'] } } } };
    });
    expect(problemsOf(doc).map((problem) => [problem.pointer, problem.key, problem.severity, problem.params])).toEqual([['/ruleset/overrides/unitProfiles/sm-marine', 'rapid-40000.problem.costMismatch', 'warning', { profile: 'sm-marine', printed: 68, formula: 78 }]]);
  });

  it('let every scenario they pass start a game, units where the scenario put them', () => {
    const state = engine.setup(loadInput(sample), 1);
    expect(state.phase).toBe('activation');
    const marines = (state as R40State).game.units[0];
    // The command squad in two ranks about (36", 6"), facing the orks.
    expect(marines?.pos).toEqual([3699, 600, 3501, 600, 3699, 402, 3501, 402]);
  });
});
