/**
 * SIEGE (Cry Havoc system, seed 002): hex map, line of fire "depuis le centre de l'hexagone du
 * tireur jusqu'au centre de l'hexagone de la cible", movement points per hex, no passing through
 * enemies, no two living figures in a hex. The map itself is not in the text; a 30 x 20 flat-top
 * map stands in for it.
 */
import { describe, expect, it } from 'vitest';
import type { Cell } from '../types';
import { createKernel, lineOfSight, reachable } from '../index';

const map = createKernel({ kind: 'hex', columns: 30, rows: 20, hexSizeMm: 16, orientation: 'flat', offset: 'odd', labels: 'wargame' });
const hex = (label: string): Cell => {
  const found = map.parseLabel(label);
  if (found === null) throw new Error(`no hex ${label}`);
  return found;
};
const among = (cells: Cell[]) => (index: number) => cells.some((c) => map.indexOf(c) === index);

describe('SIEGE: distances in hexes', () => {
  it('counts the radius of 8 hexes from the ramparts, 10 from a siege tower, 12 from the keep', () => {
    const shooter = hex('1510');
    for (const radius of [8, 10, 12]) {
      const zone = map.range(shooter, radius);
      expect(zone.every((c) => map.distance(shooter, c) <= radius)).toBe(true);
      expect(zone.some((c) => map.distance(shooter, c) === radius)).toBe(true);
    }
    expect(map.range(shooter, 8)).toHaveLength(1 + 3 * 8 * 9);
  });

  it('finds who may panic within 3 hexes of a death, and who is 6 hexes or more from every enemy', () => {
    const death = hex('1510');
    expect(map.range(death, 3)).toHaveLength(37);
    const soldiers = [hex('1513'), hex('1514'), hex('1810'), hex('1709')];
    expect(soldiers.map((s) => map.distance(death, s) <= 3)).toEqual([true, false, true, true]);
    const enemies = [hex('1510'), hex('0505')];
    const calm = (c: Cell) => Math.min(...enemies.map((e) => map.distance(c, e))) >= 6;
    expect(calm(hex('1516'))).toBe(true);
    expect(calm(hex('1515'))).toBe(false);
  });

  it('lets fire spread to the six hexes around a burning one', () => {
    expect(map.neighbours(hex('1510'))).toHaveLength(6);
    expect(map.ring(hex('1510'), 1)).toHaveLength(6);
  });
});

describe('SIEGE: movement (1.6)', () => {
  it('never passes through enemies, passes through friends but never stops on them', () => {
    // A line of enemies across column 16 with one gap, and a friend standing in the gap.
    const enemies = Array.from({ length: 20 }, (_, row) => ({ col: 15, row })).filter((c) => c.row !== 9);
    const friend = { col: 15, row: 9 };
    const moves = reachable(map, hex('1410'), {
      occupiedBy: among(enemies),
      canStop: (i) => i !== map.indexOf(friend),
      maxCost: 6,
    });
    expect(moves.costTo(friend)).toBe(Infinity);
    const beyond = hex('1710');
    expect(moves.costTo(beyond)).toBe(3);
    expect(moves.pathTo(beyond)).toContainEqual(friend);
    for (const c of moves.reachableCells()) {
      for (const step of moves.pathTo(c)!) expect(enemies).not.toContainEqual(step);
    }
  });

  it('pays 4 to enter the moat from dry land and 1 from an adjacent moat hex', () => {
    const moat = [hex('1010'), hex('1011'), hex('1012')];
    const isMoat = among(moat);
    const moves = reachable(map, hex('0910'), {
      enterCost: () => 1,
      edgeCost: (_edge, from, to) => (isMoat(to) && !isMoat(from) ? 3 : 0),
    });
    expect(moves.costTo(hex('1010'))).toBe(4);
    expect(moves.costTo(hex('1012'))).toBe(6);
  });

  it('pays one more for a hex holding three dead men, and cannot enter one holding six', () => {
    const threeDead = hex('0502');
    const sixDead = hex('0503');
    const enterCost = (i: number) => (i === map.indexOf(threeDead) ? 2 : i === map.indexOf(sixDead) ? Infinity : 1);
    const moves = reachable(map, hex('0501'), { enterCost });
    expect(moves.costTo(threeDead)).toBe(2);
    expect(moves.costTo(sixDead)).toBe(Infinity);
    expect(moves.costTo(hex('0504'))).toBe(4);
  });

  it('stops at walls on hex sides', () => {
    const inside = hex('1010');
    const walls = new Set(map.edgesOf(inside));
    const moves = reachable(map, inside, { edgeCost: (edge) => (walls.has(edge) ? Infinity : 0) });
    expect(moves.reachableCells()).toEqual([inside]);
  });
});

describe('SIEGE: line of fire (1.41, 1.42)', () => {
  it('is blocked for a crossbowman by a living figure in a hex the line crosses', () => {
    const shooter = hex('0505');
    const target = hex('0510');
    expect(map.line(shooter, target).map((c) => map.label(c))).toEqual(['0505', '0506', '0507', '0508', '0509', '0510']);
    expect(lineOfSight(map, shooter, target, { cellBlocks: among([hex('0508')]) }).clear).toBe(false);
    expect(lineOfSight(map, shooter, target, { cellBlocks: among([hex('0608')]) }).clear).toBe(true);
  });

  it('runs along the side between two hexes: blocked only when both are occupied (Cry Havoc)', () => {
    // Same row, two columns apart on a flat-top map: the centre line runs along hex sides.
    const shooter = hex('0310');
    const target = hex('0510');
    const steps = map.lineOfHexes(shooter, target);
    // Column 04 is shifted half a hex down, so 0409 and 0410 flank the line, 0409 above.
    expect(steps.map((s) => s.map((c) => map.label(c)))).toEqual([['0310'], ['0409', '0410'], ['0510']]);
    expect(map.line(shooter, target).map((c) => map.label(c))).toEqual(['0310', '0409', '0510']);
    expect(lineOfSight(map, shooter, target, { cellBlocks: among([hex('0409')]) }).clear).toBe(true);
    expect(lineOfSight(map, shooter, target, { cellBlocks: among([hex('0410')]) }).clear).toBe(true);
    expect(lineOfSight(map, shooter, target, { cellBlocks: among([hex('0409'), hex('0410')]) }).clear).toBe(false);
  });

  it('is cut by a wall on a side the line crosses', () => {
    const shooter = hex('0505');
    const target = hex('0510');
    const wall = map.edgeKey(hex('0507'), hex('0508'))!;
    expect(lineOfSight(map, shooter, target, { edgeBlocks: (e) => e === wall })).toEqual({
      clear: false,
      blocker: { kind: 'edge', edge: wall },
    });
  });
});
