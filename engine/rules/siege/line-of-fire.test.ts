/**
 * Line of fire rules other than the worked examples (see line-of-fire.examples.test.ts): figures
 * in the way by weapon (1.42), hex sides (Cry Havoc), walls and the castle closed (1.52-1.57),
 * breaches (2.32), siege towers (2.43, 2.44), ladders (1.93), the camp's terrain (3.2), rams and
 * mantlets (4.33, 5.22), range; the bulk `visibleCells`; and a property against the board kernel.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/siege-castle.scenario.json';
import { lineOfSight } from '../../board/index';
import { loadScenario } from '../../scenario/load';
import { buildSiegeBoard, cellOfLabel } from './board';
import { lineOfFire, visibleCells, type Shooter } from './line-of-fire';
import { createOccupancy, occupancyOf } from './occupancy';
import { testMap, type TestMap } from './test-support/siege-map';

const BESIEGERS = 0;
const DEFENDERS = 1;
const armed = (weapon: string, side = BESIEGERS): Shooter => ({ side, weapon });

/** A single column of hexes, 0101 at the top: straight lines from centre to centre. */
function column(cells: string): TestMap {
  return testMap({ map: [...cells].map((char) => char) });
}

function shoot(map: TestMap, from: string, to: string, shooter: Shooter, figures: Record<string, number> = {}, dynamic = map.board.initial) {
  return lineOfFire(map.board, map.hex(from), map.hex(to), shooter, map.figures({ [from]: shooter.side, [to]: 1 - shooter.side, ...figures }), dynamic);
}

describe('figures in the way (1.42)', () => {
  const long = column('.'.repeat(30));

  it('stop a crossbow; a bow fires over them at medium or long range at a target with light cover or none', () => {
    const friend = { '0111': BESIEGERS };
    expect(shoot(long, '0101', '0128', armed('crossbow'), friend).blockedBy).toEqual({ reason: 'figure', cell: long.hex('0111') });
    // Short bow: 27 hexes is medium range (26-50); long bow: still short range (1-30).
    expect(shoot(long, '0101', '0128', armed('short-bow'), friend).clear).toBe(true);
    expect(shoot(long, '0101', '0128', armed('longbow'), friend).blockedBy?.reason).toBe('figure');
    expect(shoot(long, '0101', '0121', armed('short-bow'), friend).blockedBy?.reason).toBe('figure');
  });

  it('stop a bow when the target has more than light cover', () => {
    const covered = column(`${'.'.repeat(27)}x..`);
    expect(shoot(covered, '0101', '0128', armed('short-bow'), { '0111': DEFENDERS })).toMatchObject({ clear: false, blockedBy: { reason: 'figure' } });
    expect(shoot(covered, '0101', '0128', armed('short-bow'))).toMatchObject({ clear: true, cover: 'medium' });
  });

  it('count stunned figures and animals: any living figure stands in the way, the dead do not', () => {
    const map = column('.......');
    const dead = occupancyOf(map.board, [
      { cell: map.hex('0101'), side: BESIEGERS },
      { cell: map.hex('0104'), side: DEFENDERS, dead: true, horse: true },
    ]);
    expect(lineOfFire(map.board, map.hex('0101'), map.hex('0107'), armed('crossbow'), dead).clear).toBe(true);
  });

  it('do not stop a line through a trench, where one also has strong cover (3.25)', () => {
    const trench = column('...=...');
    expect(shoot(trench, '0101', '0107', armed('crossbow'), { '0104': DEFENDERS }).clear).toBe(true);
    expect(shoot(trench, '0101', '0104', armed('crossbow')).cover).toBe('strong');
  });

  it('stop a line running along a side only when both hexes beside it hold one (Cry Havoc)', () => {
    const field = testMap({ map: Array.from({ length: 12 }, () => '......') });
    // From 0310 to 0510 the line runs between 0409 and 0410.
    expect(shoot(field, '0310', '0510', armed('crossbow'), { '0409': DEFENDERS }).clear).toBe(true);
    expect(shoot(field, '0310', '0510', armed('crossbow'), { '0410': DEFENDERS }).clear).toBe(true);
    expect(shoot(field, '0310', '0510', armed('crossbow'), { '0409': DEFENDERS, '0410': DEFENDERS }).blockedBy?.reason).toBe('figure');
  });
});

describe('the camp (3.2)', () => {
  it('brush: light cover in it or behind it; none from the ramparts within 8 hexes (1.44)', () => {
    const map = column('..b.........b..R');
    expect(shoot(map, '0101', '0103', armed('crossbow')).cover).toBe('light');
    expect(shoot(map, '0101', '0106', armed('crossbow')).cover).toBe('light');
    expect(shoot(map, '0101', '0102', armed('crossbow')).cover).toBe('none');
    const rampart = armed('crossbow', DEFENDERS);
    expect(shoot(map, '0116', '0113', rampart).cover).toBe('none');
    expect(shoot(map, '0116', '0103', rampart).cover).toBe('light');
  });

  it('trees: light cover in one, no fire through one', () => {
    const map = column('..A.A.');
    expect(shoot(map, '0101', '0103', armed('crossbow')).cover).toBe('light');
    expect(shoot(map, '0101', '0105', armed('crossbow')).blockedBy).toEqual({ reason: 'tree', cell: map.hex('0103') });
    expect(shoot(map, '0101', '0106', armed('crossbow')).blockedBy?.reason).toBe('tree');
  });

  it('tents: light cover in one, no fire through one', () => {
    const map = column('..t...');
    expect(shoot(map, '0101', '0103', armed('crossbow')).cover).toBe('light');
    expect(shoot(map, '0101', '0105', armed('crossbow')).blockedBy).toEqual({ reason: 'obstacle', cell: map.hex('0103') });
  });

  it('slopes: over the top only if the figure below is at least as far from it as the one above; medium cover on it from below', () => {
    const near = column('.//....');
    // Both below the slope: it hides them from each other.
    expect(shoot(near, '0101', '0104', armed('crossbow')).blockedBy?.reason).toBe('slope');
    // From the slope at 0102 over the slope at 0103: 4 hexes from it below, 1 above.
    expect(shoot(near, '0102', '0107', armed('crossbow')).clear).toBe(true);
    expect(shoot(near, '0107', '0102', armed('crossbow'))).toMatchObject({ clear: true, cover: 'medium' });
    expect(shoot(near, '0103', '0102', armed('crossbow')).cover).toBe('none');
    // From the slope at 0102 over the slope at 0105: 1 hex from it below, 3 above.
    const far = column('./../..');
    expect(shoot(far, '0102', '0106', armed('crossbow')).blockedBy?.reason).toBe('slope');
  });
});

describe('the castle closed and opened (1.52, 1.57, 2.32)', () => {
  // A moat (row 3) with the drawbridge at 0403 before a gate into 0404; the wall walk on row 4.
  const gate = testMap({
    map: ['.......', '.......', '~~~~~~~', 'RRRcRRR', 'ccccccc', 'ccccccc'],
    sides: [{ between: ['0403', '0404'], kind: 'gate', state: 'open' }],
    tokens: [{ kind: 'drawbridge', at: '0403', state: 'lowered' }],
  });
  const raised = gate.dynamic([{ kind: 'drawbridge', at: '0403', state: 'raised' }]);

  it('with the drawbridge lowered, the courtyard is seen through the open gate', () => {
    expect(shoot(gate, '0401', '0406', armed('crossbow'))).toMatchObject({ clear: true, cover: 'none' });
  });

  it('with the drawbridge raised, everyone inside has total cover from outside, but on the ramparts', () => {
    expect(shoot(gate, '0401', '0406', armed('crossbow'), {}, raised).blockedBy?.reason).toBe('total-cover');
    expect(shoot(gate, '0101', '0104', armed('crossbow'), {}, raised)).toMatchObject({ clear: true, cover: 'strong' });
  });

  it('gives the castle hexes beside the drawbridge strong cover, total once it is raised', () => {
    expect(shoot(gate, '0401', '0404', armed('crossbow'))).toMatchObject({ clear: true, cover: 'strong' });
    expect(shoot(gate, '0401', '0404', armed('crossbow'), {}, raised).clear).toBe(false);
  });

  it('lets fire into the castle through a breach, medium cover on the breach itself', () => {
    const breach = gate.dynamic(
      [
        { kind: 'drawbridge', at: '0403', state: 'raised' },
        { kind: 'demolished-wall', at: '0604' },
      ],
      [],
    );
    expect(shoot(gate, '0601', '0606', armed('crossbow')).blockedBy?.reason).toBe('wall');
    expect(shoot(gate, '0601', '0606', armed('crossbow'), {}, breach)).toMatchObject({ clear: true, cover: 'none' });
    expect(shoot(gate, '0601', '0604', armed('crossbow'), {}, breach).cover).toBe('medium');
  });

  it('the keep entrance: total cover on it, no fire from it or through it (1.43, 1.54)', () => {
    const keep = testMap({ map: ['ccc', 'cKc', 'cDc', 'ccc', 'ccc'], sides: [{ between: ['0202', '0203'], kind: 'gate', state: 'open' }] });
    expect(shoot(keep, '0205', '0203', armed('crossbow')).blockedBy?.reason).toBe('total-cover');
    expect(shoot(keep, '0203', '0205', armed('crossbow')).blockedBy?.reason).toBe('cannot-shoot');
    expect(shoot(keep, '0205', '0202', armed('crossbow')).clear).toBe(false);
  });
});

describe('siege equipment', () => {
  const wall = testMap({ map: ['......', '......', '......', 'RRRRRR', 'cccccc', 'cccccc'] });

  it('siege towers: shot into, not through; total cover inside, where nobody shoots; light cover on top (2.44)', () => {
    const tower = wall.dynamic([{ kind: 'siege-tower', at: '0302' }]);
    expect(shoot(wall, '0301', '0303', armed('crossbow'), {}, tower).blockedBy).toEqual({ reason: 'siege-tower', cell: wall.hex('0302') });
    expect(shoot(wall, '0301', '0302', armed('crossbow'), {}, tower).blockedBy?.reason).toBe('total-cover');
    const onTop = lineOfFire(wall.board, wall.hex('0301'), wall.hex('0302'), armed('crossbow'), createOccupancy(wall.board), tower, { targetOnTop: true });
    expect(onTop).toMatchObject({ clear: true, cover: 'light' });
    expect(shoot(wall, '0302', '0301', armed('crossbow', DEFENDERS), {}, tower).blockedBy?.reason).toBe('cannot-shoot');
    const fromTop = lineOfFire(wall.board, wall.hex('0302'), wall.hex('0301'), { ...armed('crossbow'), onTop: true }, createOccupancy(wall.board), tower);
    expect(fromTop.clear).toBe(true);
  });

  it('from the top of a siege tower, over the ramparts at a figure inside at least as far from the wall (2.43)', () => {
    const tower = wall.dynamic([{ kind: 'siege-tower', at: '0301' }]);
    const figures = createOccupancy(wall.board);
    const fire = (target: string) => lineOfFire(wall.board, wall.hex('0301'), wall.hex(target), { ...armed('crossbow'), onTop: true }, figures, tower);
    // The top is two hexes from the wall (0302, 0303 before it): 0306 is two hexes inside it, 0305 only one.
    expect(fire('0306').clear).toBe(true);
    expect(fire('0305').blockedBy?.reason).toBe('wall');
    // On the ground, the wall stops the same shot.
    expect(lineOfFire(wall.board, wall.hex('0302'), wall.hex('0306'), armed('crossbow'), figures, tower).blockedBy?.reason).toBe('wall');
  });

  it('from the top of a ladder, only at the rampart it leans on, which keeps strong cover (1.93)', () => {
    const ladder = wall.dynamic([{ kind: 'ladder', at: '0303', state: 'vertical', facing: '0304' }]);
    expect(shoot(wall, '0303', '0304', armed('crossbow'), {}, ladder)).toMatchObject({ clear: true, cover: 'strong' });
    expect(shoot(wall, '0303', '0301', armed('crossbow'), {}, ladder).blockedBy?.reason).toBe('ladder');
    // On the ladder, no cover.
    expect(shoot(wall, '0301', '0303', armed('crossbow'), {}, ladder).cover).toBe('none');
  });

  it('mantlets: strong cover through their base side and the two beside it, none from behind; no fire through (5.22, 5.23)', () => {
    const field = column('.......');
    const north = 0;
    const mantlet = field.dynamic([{ kind: 'mantlet', at: '0104', facing: north }]);
    expect(shoot(field, '0101', '0104', armed('crossbow'), {}, mantlet).cover).toBe('strong');
    expect(shoot(field, '0107', '0104', armed('crossbow'), {}, mantlet).cover).toBe('none');
    expect(shoot(field, '0101', '0107', armed('crossbow'), {}, mantlet).blockedBy?.reason).toBe('obstacle');
  });

  it('rams: total cover under them, where nobody shoots; engines stop fire (3.42, 4.33)', () => {
    const field = column('.......');
    const ram = field.dynamic([{ kind: 'ram', at: '0104' }]);
    expect(shoot(field, '0101', '0104', armed('crossbow'), {}, ram).blockedBy?.reason).toBe('total-cover');
    expect(shoot(field, '0104', '0101', armed('crossbow'), {}, ram).blockedBy?.reason).toBe('cannot-shoot');
    const ballista = field.dynamic([{ kind: 'ballista', at: '0104' }]);
    expect(shoot(field, '0101', '0107', armed('crossbow'), {}, ballista).blockedBy?.reason).toBe('obstacle');
  });
});

describe('range and the bulk view', () => {
  it('refuses a target beyond the weapon\'s long range, read from the range-bands table', () => {
    const map = column('.........');
    const table = map.ruleset.tables!['range-bands']!;
    const short = { ...table, rows: table.rows.map((row) => (row.key === 'crossbow' ? { ...row, results: ['1-2', '3-4', '5-6'] } : row)) };
    const board = buildSiegeBoard(map.scenario, { ...map.ruleset, tables: { ...map.ruleset.tables, 'range-bands': short } });
    const figures = createOccupancy(board);
    expect(lineOfFire(board, 0, 6, armed('crossbow'), figures).clear).toBe(true);
    expect(lineOfFire(board, 0, 7, armed('crossbow'), figures).blockedBy?.reason).toBe('out-of-range');
  });

  it('visibleCells lists exactly the hexes lineOfFire finds clear, on the shipped castle', () => {
    const loaded = loadScenario(JSON.stringify(sample));
    const board = buildSiegeBoard(loaded.scenario!, loaded.ruleset!);
    const figures = occupancyOf(board, [
      { cell: cellOfLabel(board, '1807'), side: BESIEGERS },
      { cell: cellOfLabel(board, '1503'), side: DEFENDERS },
    ]);
    for (const [label, shooter] of [
      ['1910', armed('crossbow', DEFENDERS)],
      ['1806', armed('longbow', DEFENDERS)],
      ['0505', armed('short-bow')],
    ] as const) {
      const from = cellOfLabel(board, label);
      const expected: { cell: number; cover: string }[] = [];
      for (let to = 0; to < board.cellCount; to++) {
        const line = lineOfFire(board, from, to, shooter, figures);
        if (line.clear) expected.push({ cell: to, cover: line.cover });
      }
      expect(visibleCells(board, from, shooter, figures)).toEqual(expected);
      expect(expected.length).toBeGreaterThan(0);
    }
  });
});

describe('on open ground, the same answer as the board kernel (property)', () => {
  it('agrees with lineOfSight where tents and walls on sides are the only obstacles', () => {
    const arbitraryMap = fc.record({
      rows: fc.array(fc.array(fc.constantFrom('.', '.', '.', 't'), { minLength: 9, maxLength: 9 }), { minLength: 7, maxLength: 7 }),
      walls: fc.array(fc.tuple(fc.integer({ min: 0, max: 62 }), fc.integer({ min: 0, max: 5 })), { maxLength: 25 }),
      pairs: fc.array(fc.tuple(fc.integer({ min: 0, max: 62 }), fc.integer({ min: 0, max: 62 })), { minLength: 40, maxLength: 40 }),
    });
    fc.assert(
      fc.property(arbitraryMap, ({ rows, walls, pairs }) => {
        const plain = testMap({ map: rows.map((row) => row.join('')) });
        const sides = walls
          .map(([cell, side]) => [cell, plain.board.neighbours[cell * 6 + side]!] as const)
          .filter(([, next]) => next >= 0)
          .map(([cell, next]) => ({ between: [plain.label(cell), plain.label(next)] as const, kind: 'wall' }));
        const map = testMap({ map: rows.map((row) => row.join('')), sides });
        const walled = new Set(map.board.edges.map((edge) => edge.key));
        const tent = map.board.terrainIndex['tent'];
        const figures = createOccupancy(map.board);
        for (const [a, b] of pairs) {
          if (a === b) continue;
          const mine = lineOfFire(map.board, a, b, armed('crossbow'), figures).clear;
          const reference = lineOfSight(map.kernel, map.kernel.cellAt(a), map.kernel.cellAt(b), {
            cellBlocks: (index) => index >= 0 && map.board.cellTerrain[index] === tent,
            edgeBlocks: (edge) => walled.has(edge),
          }).clear;
          expect(mine).toBe(reference);
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('rule 1.44: from the ramparts, “les cibles situées sur des cases broussailles et talus ne bénéficient plus d’aucune couverture dans le rayon indiqué”', () => {
  // A slope 5 hexes below a rampart (0110), flat ground on either side of it.
  const map = column('..../....R');
  const rampart = armed('crossbow', DEFENDERS);

  it('counts a figure on a slope below a figure on the ramparts: it loses its cover within 8 hexes', () => {
    expect(shoot(map, '0110', '0105', rampart)).toMatchObject({ clear: true, cover: 'none' });
    // From the flat ground below, the slope still covers it.
    expect(shoot(map, '0101', '0105', armed('crossbow')).cover).toBe('medium');
  });

  it('refuses the shot at a figure on a slope with a friend of the shooter beside it on the ground', () => {
    expect(shoot(map, '0110', '0105', rampart, { '0104': DEFENDERS }).blockedBy).toEqual({ reason: 'friend-near-target', cell: map.hex('0105') });
  });

  it('keeps the slope one level up on the camp’s own scale under a house rule (slopeLevelAgainstCastle 1)', () => {
    const raised = testMap({ map: [...'..../....R'], constants: { slopeLevelAgainstCastle: 1 } });
    expect(shoot(raised, '0110', '0105', rampart).cover).toBe('medium');
  });
});

describe('rules 1.43 and 1.53: doors', () => {
  // A tower (T) with its door hex 0403 in its north face: the door opens north onto 0402 and south into the tower (0404).
  const tower = testMap({ map: ['.......', '.......', '..TDT..', '..TTT..', '.......'], sides: [{ between: ['0403', '0404'], kind: 'none' }] });
  const besieger = armed('crossbow', BESIEGERS);

  it('1.43: “quand un personnage tire à partir d’une case porte, sa ligne de tir part du milieu de l’ouverture”', () => {
    // From the centre of 0403, the line to 0601 leaves through the tower's wall beside the door; from the opening it does not.
    expect(shoot(tower, '0403', '0601', besieger)).toMatchObject({ clear: true, cover: 'none' });
    expect(shoot(tower, '0403', '0201', besieger).clear).toBe(true);
    // Into the tower, from its inner opening.
    expect(shoot(tower, '0403', '0404', besieger).clear).toBe(true);
    // And back the same way: whoever it sees sees it.
    expect(shoot(tower, '0601', '0403', armed('crossbow', DEFENDERS))).toMatchObject({ clear: true, cover: 'medium' });
  });

  it('1.53: “cette couverture est toutefois limitée à un seul côté (extérieur ou intérieur) de la porte”', () => {
    const defender = armed('crossbow', DEFENDERS);
    const at = (from: string, coveredFrom?: 'outside' | 'inside') =>
      lineOfFire(tower.board, tower.hex(from), tower.hex('0403'), defender, tower.figures({ [from]: DEFENDERS, '0403': BESIEGERS }), tower.board.initial, coveredFrom ? { doorCoveredFrom: coveredFrom } : undefined).cover;
    // Shot from one side only, the figure in the doorway has medium cover from it.
    expect([at('0401'), at('0404')]).toEqual(['medium', 'medium']);
    // Under cross fire it is covered on the side it chose, and open to the other.
    expect([at('0401', 'outside'), at('0404', 'outside')]).toEqual(['medium', 'none']);
    expect([at('0401', 'inside'), at('0404', 'inside')]).toEqual(['none', 'medium']);
  });
});
