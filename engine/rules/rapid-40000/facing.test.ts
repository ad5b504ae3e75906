/**
 * A vehicle's facing at the start (R3, R74: a vehicle stands on its hull): the scenario may name
 * the point it faces (`faceToward`); setup turns the hull toward it, the rules then measure the hull
 * turned that way, and validation says, in words, when the point cannot be faced. Without the
 * point a vehicle faces the far long edge, as before.
 */
import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/rapid40k-skirmish.scenario.json';
import { loadScenario } from '../../scenario/load';
import { problemInWords } from '../../scenario/problem-words';
import { scene, start, type Doc, type Placed } from './test-support/game';
import type { R40State } from './types';

type Json = Record<string, unknown>;
const rhino = (x: number, y: number): Placed => ({ side: 'marines', id: 'rhino', models: [['rhino', 1]], at: [[x, y]] });
const boyz: Placed = { side: 'orks', id: 'boyz', models: [['ork-nob', 1], ['ork-boy', 2]], at: [[30, 40], [31.2, 40], [32.4, 40]] };

/** The scene with the Rhino's entry changed (its positions left out unless `keepPositions`). */
function withRhino(x: number, y: number, change: (unit: Json) => void, keepPositions = false): Doc {
  const doc = scene(sample, [rhino(x, y), boyz], { bare: true });
  const unit = doc.sides[0]?.units[0] as Json;
  if (!keepPositions) delete unit.positions;
  change(unit);
  return doc;
}

const facingOf = (state: R40State) => state.game.units[state.fixed.units.findIndex((info) => info.id === 'rhino')]?.facing.slice(0, 2);
const problems = (doc: unknown) => loadScenario(JSON.stringify(doc)).problems.map((problem) => [problem.pointer, problem.key, problem.severity]);

describe('a vehicle faces the point its scenario names at the start (R3, R74)', () => {
  it('turns the hull toward the point, as a direction in whole numbers; without a point, toward the far long edge', () => {
    expect(facingOf(start(withRhino(30, 10, () => {})))).toEqual([0, 1]);
    expect(facingOf(start(withRhino(30, 10, (unit) => (unit.faceToward = { x: 40, y: 10 }))))).toEqual([1, 0]);
    expect(facingOf(start(withRhino(30, 10, (unit) => (unit.faceToward = { x: 36, y: 16 }))))).toEqual([1, 1]);
    // Up the table from the top half, which the far long edge would not give; the positions path as well.
    expect(facingOf(start(withRhino(30, 10, (unit) => (unit.faceToward = { x: 30, y: 0 }), true)))).toEqual([0, -1]);
    // 3.5" across and 2.25" down: 350 and 225 hundredths, 14 and 9 once divided by 25.
    expect(facingOf(start(withRhino(30, 10, (unit) => (unit.faceToward = { x: 33.5, y: 12.25 }))))).toEqual([14, 9]);
  });

  it('stands the hull turned that way: 2" from the left edge it fits facing down the table, not turned toward the edge', () => {
    // The Rhino is 115 × 90 mm: 1.77" from its centre to its side, 2.26" to its front.
    const down = withRhino(2, 10, () => {});
    expect(problems(down).filter(([, key]) => String(key).startsWith('rapid-40000.'))).toEqual([]);
    const west = withRhino(2, 10, (unit) => (unit.faceToward = { x: 0, y: 10 }));
    expect(problems(west).filter(([, key]) => String(key).startsWith('rapid-40000.'))).toEqual([['/sides/0/units/0/at', 'rapid-40000.problem.noRoom', 'error']]);
  });

  it('reports a point the vehicle stands on, naming the vehicle as the designer did, in French and in English', () => {
    const doc = withRhino(30, 10, (unit) => {
      unit.name = { fr: 'Rhino de Bartolomé', en: 'Bartolomé’s Rhino' };
      unit.faceToward = { x: 30, y: 10 };
    });
    const found = loadScenario(JSON.stringify(doc)).problems.filter((problem) => problem.key.startsWith('rapid-40000.'));
    expect(found.map((problem) => [problem.pointer, problem.key, problem.severity])).toEqual([['/sides/0/units/0/faceToward', 'rapid-40000.problem.facesItself', 'error']]);
    const [problem] = found;
    // Named in the reader's language, whatever the scenario's.
    const ruleset = loadScenario(JSON.stringify(doc)).ruleset;
    expect(problemInWords(problem as never, doc, ruleset, 'fr')).toBe('Le véhicule «\u00a0Rhino de Bartolomé\u00a0» doit être tourné vers le point (30\u00a0; 10), là où il se trouve lui-même\u00a0: choisissez un point à l’écart de son centre, ou retirez ce point pour le tourner vers le grand bord d’en face.');
    expect(problemInWords(problem as never, doc, ruleset, 'en')).toMatch(/^Vehicle “Bartolomé’s Rhino” is to face the point \(30, 10\), where it stands itself/);
  });

  it('warns that a point is not used by a unit without a hull, or by one deployed in the game', () => {
    const squad = withRhino(30, 10, () => {});
    const mob = squad.sides[1]?.units[0] as Json;
    mob.faceToward = { x: 30, y: 0 };
    expect(problems(squad).filter(([, key]) => String(key).startsWith('rapid-40000.'))).toEqual([['/sides/1/units/0/faceToward', 'rapid-40000.problem.faceTowardNoHull', 'warning']]);
    const deployed = withRhino(30, 10, (unit) => {
      delete unit.at;
      unit.deployIn = 'marines-deployment';
      unit.faceToward = { x: 30, y: 40 };
    });
    expect(problems(deployed).filter(([, key]) => String(key).startsWith('rapid-40000.'))).toContainEqual(['/sides/0/units/0/faceToward', 'rapid-40000.problem.faceTowardDeployed', 'warning']);
  });

  it('is a point of the table in the schema: a point without its y is refused with its place', () => {
    const doc = withRhino(30, 10, (unit) => (unit.faceToward = { x: 30 }));
    const result = loadScenario(JSON.stringify(doc));
    expect(result.problems.some((problem) => problem.severity === 'error' && problem.pointer.startsWith('/sides/0/units/0/faceToward'))).toBe(true);
  });
});
