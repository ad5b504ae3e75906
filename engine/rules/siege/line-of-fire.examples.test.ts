/**
 * The rulebook's worked examples of fire between two levels (SIEGE 1.44-1.46), on small maps
 * drawn after the text (the original pictures are not in the seed): every outcome the text states
 * is asserted, with the rule that decides it.
 */
import { describe, expect, it } from 'vitest';
import { lineOfFire, type Shooter } from './line-of-fire';
import { testMap } from './test-support/siege-map';

const BESIEGERS = 0;
const DEFENDERS = 1;
const crossbow = (side: number): Shooter => ({ side, weapon: 'crossbow' });

/**
 * A castle's north-east corner: a wall walk (R) along row 8 then row 9, a two-hex tower (T) at the
 * corner with arrow slits on its three outer sides (the middle one facing north-east), the keep (K)
 * two hexes inside the wall with an arrow slit facing north. Outside is north.
 */
const corner = testMap({
  map: [
    '................',
    '................',
    '................',
    '................',
    '................',
    '................',
    '.........T......',
    'RRRRRRRRRT......',
    'ccccccccccRRRRRR',
    'ccccKKKccccccccc',
    'ccccKKKccccccccc',
    'cccccccccccccccc',
  ],
  sides: [
    { between: ['0510', '0509'], kind: 'arrow-slit' },
    { between: ['1007', '1006'], kind: 'arrow-slit' },
    { between: ['1007', '1107'], kind: 'arrow-slit' },
    { between: ['1007', '1108'], kind: 'arrow-slit' },
    { between: ['1008', '1009'], kind: 'gate', state: 'open' },
  ],
});

// A in the keep behind its slit, B on the ramparts, T behind the tower's slits; C, G, D, E, F outside.
const at = { A: '0510', B: '0708', T: '1007', C: '0906', G: '0503', D: '0502', E: '1206', F: '1406' } as const;
type Who = keyof typeof at;
const sideOf: Record<Who, number> = { A: DEFENDERS, B: DEFENDERS, T: DEFENDERS, C: BESIEGERS, G: BESIEGERS, D: BESIEGERS, E: BESIEGERS, F: BESIEGERS };

function everyone(changes: Partial<Record<Who, number>> = {}) {
  const placed: Record<string, number> = {};
  for (const who of Object.keys(at) as Who[]) placed[at[who]] = changes[who] ?? sideOf[who];
  return corner.figures(placed);
}

function fire(shooter: Who, target: Who, figures = everyone()) {
  return lineOfFire(corner.board, corner.hex(at[shooter]), corner.hex(at[target]), crossbow(figures.living[corner.hex(at[shooter])] as number), figures);
}

describe('1.44 fire from the keep and the ramparts', () => {
  it('from the keep, A shoots G and D over the wall: they are at least as far from it as A', () => {
    for (const target of ['G', 'D'] as const) expect(fire('A', target)).toMatchObject({ clear: true, cover: 'none' });
  });

  it('A cannot shoot C, one hex from the wall when A is two', () => {
    const shot = fire('A', 'C');
    expect(shot.clear).toBe(false);
    expect(shot.blockedBy?.reason).toBe('wall');
    // One hex further from the wall, on the same line out of the slit, C would be hit.
    const further = corner.figures({ [at.A]: DEFENDERS, '0705': BESIEGERS });
    expect(lineOfFire(corner.board, corner.hex(at.A), corner.hex('0705'), crossbow(DEFENDERS), further).clear).toBe(true);
  });

  it('A cannot shoot E and F, too close to the tower', () => {
    for (const target of ['E', 'F'] as const) expect(fire('A', target).blockedBy?.reason).toBe('tower');
  });

  it('from the ramparts, B shoots C, G, D and E, not F: the line meets the tower wall', () => {
    for (const target of ['C', 'G', 'D', 'E'] as const) expect(fire('B', target).clear).toBe(true);
    expect(fire('B', 'F')).toMatchObject({ clear: false, blockedBy: { reason: 'tower' } });
  });

  it('if D were a friend of A and B, neither could shoot G, next to him and as high', () => {
    const friendD = everyone({ D: DEFENDERS });
    expect(fire('A', 'G', friendD).blockedBy?.reason).toBe('friend-near-target');
    expect(fire('B', 'G', friendD).blockedBy?.reason).toBe('friend-near-target');
    // The rule is about friends: with D an enemy (the example as drawn), both shots are clear.
    expect(fire('A', 'G').clear).toBe(true);
  });

  it('if B were an enemy inside the castle, A could shoot him and B would have no cover', () => {
    const infiltrated = everyone({ B: BESIEGERS });
    expect(fire('A', 'B', infiltrated)).toMatchObject({ clear: true, cover: 'none' });
  });
});

describe('1.45 fire at the ramparts and at arrow slits', () => {
  it('C, G, D and E shoot back at B, who has strong cover', () => {
    for (const shooter of ['C', 'G', 'D', 'E'] as const) expect(fire(shooter, 'B')).toMatchObject({ clear: true, cover: 'strong' });
  });

  it('G and D shoot A, in the axis of his slit (strong cover); C, E and F cannot', () => {
    for (const shooter of ['G', 'D'] as const) expect(fire(shooter, 'A')).toMatchObject({ clear: true, cover: 'strong' });
    for (const shooter of ['C', 'E', 'F'] as const) expect(fire(shooter, 'A').clear).toBe(false);
  });

  it('behind the tower slits, only E can be shot at, through the middle slit', () => {
    const shot = fire('E', 'T');
    expect(shot).toMatchObject({ clear: true, cover: 'strong' });
    for (const shooter of ['C', 'G', 'D', 'F'] as const) expect(fire(shooter, 'T').clear).toBe(false);
    expect(fire('F', 'T').blockedBy?.reason).toBe('not-aligned-with-slit');
    // E stands in the axis of the north-east side, the middle of the three slits.
    const dq = corner.board.q[corner.hex(at.E)]! - corner.board.q[corner.hex(at.T)]!;
    const dr = corner.board.r[corner.hex(at.E)]! - corner.board.r[corner.hex(at.T)]!;
    const northEast = 1;
    expect([dq / 2, dr / 2]).toEqual([corner.board.directions[northEast * 2], corner.board.directions[northEast * 2 + 1]]);
  });
});

/** A wall walk along row 7 with a tower (T, one slit north), a moat (rows 5-6) and open ground north. */
const moat = testMap({
  map: [
    '................',
    '................',
    '................',
    '................',
    '~~~~~~~~~~~~~~~~',
    '~~~~~~~~~~~~~~~~',
    'RRRRRRRRRTRRRRRR',
    'cccccccccccccccc',
    'cccccccccccccccc',
  ],
  sides: [
    { between: ['1007', '1006'], kind: 'arrow-slit' },
    { between: ['1007', '1008'], kind: 'gate', state: 'open' },
  ],
});

describe('1.46 fire at figures in the moat', () => {
  // A on the ramparts, E behind the tower's slit, C and D in the moat, B outside away from its edge.
  const pos = { A: '0507', E: '1007', B: '0702', C: '0805', D: '1105' } as const;
  const figures = moat.figures({ [pos.A]: DEFENDERS, [pos.E]: DEFENDERS, [pos.B]: BESIEGERS, [pos.C]: BESIEGERS, [pos.D]: BESIEGERS });
  const shoot = (from: keyof typeof pos, to: keyof typeof pos) =>
    lineOfFire(moat.board, moat.hex(pos[from]), moat.hex(pos[to]), crossbow(figures.living[moat.hex(pos[from])] as number), figures);

  it('A and E shoot everyone; the moat gives no cover', () => {
    for (const shooter of ['A', 'E'] as const) {
      for (const target of ['B', 'C', 'D'] as const) expect(shoot(shooter, target).clear).toBe(true);
      for (const target of ['C', 'D'] as const) expect(shoot(shooter, target).cover).toBe('none');
    }
  });

  it('B cannot shoot D and C: outside the castle, one fires into the moat only from it or its edge', () => {
    for (const target of ['C', 'D'] as const) expect(shoot('B', target).blockedBy?.reason).toBe('moat-edge');
  });

  it('D and C can shoot neither B nor E, being in the moat', () => {
    for (const shooter of ['C', 'D'] as const) {
      expect(shoot(shooter, 'B').blockedBy?.reason).toBe('moat-edge');
      expect(shoot(shooter, 'E').blockedBy?.reason).toBe('from-moat');
    }
  });

  it('from the edge of the moat, a crossbowman shoots over figures in the moat; in it, he cannot', () => {
    // The edge hex 0804 looks down the column 08 of the moat: 0805 then 0806.
    const edge = moat.figures({ '0804': BESIEGERS, '0805': DEFENDERS, '0806': DEFENDERS });
    expect(lineOfFire(moat.board, moat.hex('0804'), moat.hex('0806'), crossbow(BESIEGERS), edge).clear).toBe(true);
    const inside = moat.figures({ '0905': BESIEGERS, '0805': DEFENDERS, '0706': DEFENDERS });
    const low = lineOfFire(moat.board, moat.hex('0905'), moat.hex('0706'), crossbow(BESIEGERS), inside);
    expect(low).toMatchObject({ clear: false, blockedBy: { reason: 'figure', cell: moat.hex('0805') } });
  });
});
