/**
 * The allocation-free line walk against the board kernel's `lineSteps` (centre to centre, on all
 * pairs of hexes of four geometries), and lines from a side's middle against a dense sampling of
 * the segment.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createKernel } from '../../board/index';
import type { HexGeometry, HexKernel } from '../../board/types';
import { createLineBuffer, paddedAxial, walkLine, walkLineToSide, type LineBuffer } from './hex-walk';
import { testMap } from './test-support/siege-map';
import type { SiegeBoard } from './board';

/** The fields of a SiegeBoard the walk reads, for any hex geometry. */
function walkBoard(kernel: HexKernel): SiegeBoard {
  const q: number[] = [];
  const r: number[] = [];
  for (let i = 0; i < kernel.cellCount; i++) {
    const cube = kernel.toCube(kernel.cellAt(i));
    q.push(cube.q);
    r.push(cube.r);
  }
  const flat = kernel.geometry.orientation === 'flat';
  const directions = flat ? [0, -1, 1, -1, 1, 0, 0, 1, -1, 1, -1, 0] : [1, -1, 1, 0, 0, 1, -1, 1, -1, 0, 0, -1];
  return { flat, oddOffset: kernel.geometry.offset === 'odd', columns: kernel.columns, rows: kernel.rows, cellCount: kernel.cellCount, q, r, directions } as unknown as SiegeBoard;
}

function stepsOf(board: SiegeBoard, buffer: LineBuffer): string[] {
  const { q, r } = paddedAxial(board);
  const at = (pad: number) => `${q[pad]},${r[pad]}`;
  const steps: string[] = [];
  for (let i = 0; i < buffer.length; i++) {
    const cells = buffer.hasPairs && buffer.pair[i] === 1 ? [at(buffer.pad[i]!), at(buffer.pad2[i]!)].sort() : [at(buffer.pad[i]!)];
    steps.push(cells.join('|'));
  }
  return steps;
}

describe('walkLine, centre to centre', () => {
  const geometries: HexGeometry[] = [
    { kind: 'hex', columns: 9, rows: 8, hexSizeMm: 20, orientation: 'flat', offset: 'odd', labels: 'none' },
    { kind: 'hex', columns: 9, rows: 8, hexSizeMm: 20, orientation: 'flat', offset: 'even', labels: 'none' },
    { kind: 'hex', columns: 8, rows: 9, hexSizeMm: 20, orientation: 'pointy', offset: 'odd', labels: 'none' },
    { kind: 'hex', columns: 8, rows: 9, hexSizeMm: 20, orientation: 'pointy', offset: 'even', labels: 'none' },
  ];
  for (const geometry of geometries) {
    it(`crosses the same hexes as the kernel's lineSteps (${geometry.orientation}, ${geometry.offset}), pairs along sides included`, () => {
      const kernel = createKernel(geometry);
      const board = walkBoard(kernel);
      const buffer = createLineBuffer(128);
      const mismatches: string[] = [];
      for (let a = 0; a < kernel.cellCount; a++) {
        for (let b = 0; b < kernel.cellCount; b++) {
          walkLine(board, buffer, a, b);
          const expected = kernel
            .lineSteps(kernel.cellAt(a), kernel.cellAt(b))
            .map((step) =>
              step
                .map((cell) => {
                  const cube = kernel.toCube(cell);
                  return `${cube.q},${cube.r}`;
                })
                .sort()
                .join('|'),
            )
            .join(' ');
          if (stepsOf(board, buffer).join(' ') !== expected) mismatches.push(`${a}->${b}`);
          const { q, r } = paddedAxial(board);
          for (let i = 0; i < buffer.length; i++) {
            const pq = q[buffer.pad[i]!]!;
            const pr = r[buffer.pad[i]!]!;
            if (buffer.cell[i] !== kernel.indexOf(kernel.fromCube({ q: pq, r: pr, s: -pq - pr }))) mismatches.push(`${a}->${b} index ${i}`);
          }
        }
      }
      expect(mismatches).toEqual([]);
    });
  }
});

describe('walkLine from the middle of a side', () => {
  const { board, kernel } = testMap({ map: Array.from({ length: 12 }, () => '.'.repeat(14)) });
  const buffer = createLineBuffer(128);

  /** Hexes met by points spread along the segment, each kept when several points fall in it. */
  function sampled(from: number, side: number, to: number): string[] {
    const corners = kernel.cellPolygonMm(kernel.cellAt(from));
    const a = corners[side]!;
    const b = corners[(side + 1) % 6]!;
    const start = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    const end = kernel.cellToMm(kernel.cellAt(to));
    const runs: { label: string; count: number }[] = [];
    const samples = 20000;
    for (let i = 1; i <= samples; i++) {
      const t = i / samples;
      const cell = kernel.mmToCell({ x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t });
      const label = cell === null ? 'off' : `${kernel.toCube(cell).q},${kernel.toCube(cell).r}`;
      const last = runs[runs.length - 1];
      if (last?.label === label) last.count++;
      else runs.push({ label, count: 1 });
    }
    // A hex touched at a corner only holds a stray point or two.
    const kept = runs.filter((run) => run.count > 3).map((run) => run.label);
    return kept.filter((label, i) => label !== kept[i - 1]);
  }

  it('starts in the hex across the side and follows the segment to the target centre', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: board.cellCount - 1 }), fc.integer({ min: 0, max: board.cellCount - 1 }), fc.integer({ min: 0, max: 5 }), (from, to, side) => {
        const next = board.neighbours[from * 6 + side]!;
        fc.pre(from !== to && next >= 0);
        if (!walkLine(board, buffer, from, to, side)) return;
        expect(buffer.cell[0]).toBe(next);
        expect(buffer.cell[buffer.length - 1]).toBe(to);
        expect(buffer.hasPairs).toBe(false);
        expect(stepsOf(board, buffer)).toEqual(sampled(from, side, to));
      }),
      { numRuns: 150 },
    );
  });

  it('refuses a side the segment does not leave by', () => {
    const from = 5 * 14 + 5;
    const north = 0;
    const south = 3;
    const below = from + 3 * 14;
    expect(walkLine(board, buffer, from, below, north)).toBe(false);
    expect(walkLine(board, buffer, from, below, south)).toBe(true);
  });

  it('walks to the middle of a side the same hexes, the other way, then the target', () => {
    const from = 2 * 14 + 3;
    const to = 8 * 14 + 10;
    for (let side = 0; side < 6; side++) {
      if (!walkLine(board, buffer, to, from, side)) continue;
      const forth = stepsOf(board, buffer);
      expect(walkLineToSide(board, buffer, from, to, side)).toBe(true);
      const back = stepsOf(board, buffer);
      expect(back.slice(0, -1)).toEqual([...forth].reverse());
      expect(buffer.cell[buffer.length - 1]).toBe(to);
    }
  });
});
