import { describe, expect, it } from 'vitest';
import type { BoardGeometry } from './types';
import { createKernel, geometryProblems } from './index';

describe('createKernel', () => {
  it('builds the kernel matching the geometry kind', () => {
    const square = createKernel({ kind: 'square', columns: 9, rows: 6, cellSizeMm: 25, labels: 'letter-number', diagonals: 'none' });
    expect(square.kind).toBe('square');
    expect(square.cellCount).toBe(54);
    const hex = createKernel({ kind: 'hex', columns: 30, rows: 20, hexSizeMm: 16, orientation: 'flat', offset: 'odd', labels: 'wargame' });
    expect(hex.kind).toBe('hex');
    expect(hex.label({ col: 0, row: 0 })).toBe('0101');
    const free = createKernel({ kind: 'free', unit: 'in', widthIn: 72, heightIn: 48 });
    expect(free.kind).toBe('free');
    expect(free.boundsMm().width).toBeCloseTo(1828.8, 9);
    const area = createKernel(
      { kind: 'area', widthMm: 800, heightMm: 600 },
      { areas: [{ id: 'a', name: 'A', xMm: 1, yMm: 2 }, { id: 'b', name: 'B', xMm: 3, yMm: 4 }], links: [['a', 'b']] },
    );
    expect(area.kind).toBe('area');
    expect(area.hops('a', 'b')).toBe(1);
    expect(createKernel({ kind: 'area', widthMm: 800, heightMm: 600 }).areas()).toEqual([]);
  });

  it('survives a JSON round trip of its geometry (the scenario file stores it as JSON)', () => {
    const geometry: BoardGeometry = { kind: 'hex', columns: 5, rows: 4, hexSizeMm: 16, orientation: 'pointy', offset: 'even', labels: 'none' };
    const copy = JSON.parse(JSON.stringify(geometry)) as BoardGeometry;
    const kernel = createKernel(copy);
    expect(kernel.kind === 'hex' && kernel.geometry).toEqual(geometry);
  });

  it('refuses invalid geometry with a sentence naming each problem', () => {
    const bad = { kind: 'square', columns: 0, rows: 2.5, cellSizeMm: -1, labels: 'roman', diagonals: 'none' } as unknown as BoardGeometry;
    expect(() => createKernel(bad)).toThrow(/Invalid square board geometry: \/columns .*\/rows .*\/cellSizeMm .*\/labels/);
    expect(() => createKernel({ kind: 'circle' } as unknown as BoardGeometry)).toThrow(RangeError);
  });
});

describe('geometryProblems', () => {
  it('accepts the documented shapes', () => {
    const good: BoardGeometry[] = [
      { kind: 'square', columns: 9, rows: 6, cellSizeMm: 25, labels: 'letter-number', diagonals: 'once-per-move' },
      { kind: 'hex', columns: 30, rows: 20, hexSizeMm: 16, orientation: 'flat', offset: 'odd', labels: 'wargame' },
      { kind: 'free', unit: 'in', widthIn: 72, heightIn: 48 },
      { kind: 'free', unit: 'mm', widthMm: 1800, heightMm: 1200 },
      { kind: 'area', widthMm: 800, heightMm: 600 },
    ];
    for (const geometry of good) expect(geometryProblems(geometry)).toEqual([]);
  });

  it('points at each bad field', () => {
    expect(
      geometryProblems({ kind: 'hex', columns: 1200, rows: 3, hexSizeMm: 0, orientation: 'round', offset: 'odd', labels: 'wargame' } as unknown as BoardGeometry).map(
        (p) => p.path,
      ),
    ).toEqual(['/hexSizeMm', '/orientation', '/columns']);
    expect(geometryProblems({ kind: 'free', unit: 'mm', widthIn: 72, heightIn: 48 } as unknown as BoardGeometry).map((p) => p.path)).toEqual([
      '/widthMm',
      '/heightMm',
    ]);
    expect(geometryProblems({ kind: 'area', widthMm: Infinity, heightMm: 1 }).map((p) => p.path)).toEqual(['/widthMm']);
    expect(geometryProblems({ kind: 'nope' } as unknown as BoardGeometry).map((p) => p.path)).toEqual(['/kind']);
  });
});
