/**
 * The allocation-free line walk against the board kernel's `lineSteps` (centre to centre, on all
 * pairs of hexes of four geometries), lines from a side's middle against a dense sampling of the
 * segment, and the memoised line shapes against the walk.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createKernel } from '../../board/index';
import type { HexGeometry, HexKernel } from '../../board/types';
import { createLineBuffer, followLine, followLineToSide, lineShapeMemo, lineShapes, paddedBoard, walkLine, walkLineToSide, watchedSteps, watchedStepsFrom, type LineBuffer, type ShapeBounds } from './hex-walk';
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
  const { q, r } = paddedBoard(board);
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
          const { q, r } = paddedBoard(board);
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

describe('memoised line shapes', () => {
  const geometries: HexGeometry[] = [
    { kind: 'hex', columns: 7, rows: 6, hexSizeMm: 20, orientation: 'flat', offset: 'odd', labels: 'none' },
    { kind: 'hex', columns: 7, rows: 6, hexSizeMm: 20, orientation: 'flat', offset: 'even', labels: 'none' },
    { kind: 'hex', columns: 6, rows: 7, hexSizeMm: 20, orientation: 'pointy', offset: 'odd', labels: 'none' },
    { kind: 'hex', columns: 6, rows: 7, hexSizeMm: 20, orientation: 'pointy', offset: 'even', labels: 'none' },
  ];

  /** Everything a line buffer says about a line, pair fields only where the line has pairs. */
  function written(buffer: LineBuffer): string {
    const steps: string[] = [];
    for (let i = 0; i < buffer.length; i++) {
      const pair = buffer.hasPairs && buffer.pair[i] === 1;
      steps.push(`${buffer.pad[i]}/${buffer.cell[i]}/${buffer.side[i]}${pair ? ` + ${buffer.pad2[i]}/${buffer.cell2[i]}` : ''}`);
    }
    return `${buffer.hasPairs ? 'along sides: ' : ''}${steps.join(' ')}`;
  }

  /** Mismatches between the walk and the memo over every pair of `board`, twice over (the first pass memoises, the second reads back). */
  function mismatchesOn(board: SiegeBoard): string[] {
    const walked = createLineBuffer(128);
    const followed = createLineBuffer(128);
    const mismatches: string[] = [];
    const compare = (what: string, walk: boolean, memo: boolean) => {
      if (walk !== memo || (walk && written(walked) !== written(followed))) mismatches.push(`${what}: ${walk ? written(walked) : 'refused'} / ${memo ? written(followed) : 'refused'}`);
    };
    for (let pass = 0; pass < 2; pass++) {
      for (let a = 0; a < board.cellCount; a++) {
        for (let b = 0; b < board.cellCount; b++) {
          compare(`${a}->${b}`, walkLine(board, walked, a, b), followLine(board, followed, a, b));
          if (a === b) continue;
          for (let side = 0; side < 6; side++) {
            compare(`${a}:${side}->${b}`, walkLine(board, walked, a, b, side), followLine(board, followed, a, b, side));
            compare(`${a}->${b}:${side}`, walkLineToSide(board, walked, a, b, side), followLineToSide(board, followed, a, b, side));
          }
        }
      }
    }
    return mismatches.slice(0, 5);
  }

  for (const geometry of geometries) {
    it(`follow the exact walk for every pair, from centres, from sides and to sides (${geometry.orientation}, ${geometry.offset})`, () => {
      const board = walkBoard(createKernel(geometry));
      expect(mismatchesOn(board)).toEqual([]);
      const memo = lineShapeMemo(board);
      expect(memo.lines).toBeGreaterThan(0);
      expect(memo.codeBytes).toBeGreaterThan(0);
    });
  }

  it('still follow the walk past their bounds, walking the lines that do not fit', () => {
    const geometry = geometries[0]!;
    const bounded = (bounds: ShapeBounds) => {
      const board = walkBoard(createKernel(geometry));
      lineShapes(board, bounds);
      return board;
    };
    // A pool of 400 bytes fills up after a few dozen lines.
    const smallPool = bounded({ poolBytes: 400, indexEntries: 1 << 20 });
    expect(mismatchesOn(smallPool)).toEqual([]);
    expect(lineShapeMemo(smallPool).codeBytes).toBeLessThanOrEqual(400);
    expect(lineShapeMemo(smallPool).lines).toBeGreaterThan(10);
    // An index too small for the board's offsets: nothing is memoised.
    const noIndex = bounded({ poolBytes: 1 << 20, indexEntries: 100 });
    expect(mismatchesOn(noIndex)).toEqual([]);
    expect(lineShapeMemo(noIndex)).toEqual({ lines: 0, codeBytes: 0, bytes: 0 });
  });
});

describe('watchedStepsFrom', () => {
  it('makes from an earlier table the very table watchedSteps makes, whatever attention changed', () => {
    const board = walkBoard(createKernel({ kind: 'hex', columns: 9, rows: 8, hexSizeMm: 20, orientation: 'flat', offset: 'odd', labels: 'none' }));
    const sides = board.cellCount * 6;
    const attention = fc.uint8Array({ minLength: sides, maxLength: sides, min: 0, max: 1 });
    fc.assert(
      fc.property(attention, attention, (before, after) => {
        const base = watchedSteps(board, before);
        expect(Array.from(watchedStepsFrom(board, after, before, base))).toEqual(Array.from(watchedSteps(board, after)));
        // The table it starts from is left as it was.
        expect(Array.from(base)).toEqual(Array.from(watchedSteps(board, before)));
      }),
      { numRuns: 50 },
    );
  });
});
