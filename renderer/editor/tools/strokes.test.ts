import { describe, expect, it } from 'vitest';
import { createKernel } from '../../../engine/board';
import type { CellKernel, PointMm } from '../../../engine/board/types';
import { boardToScreen, edgeAt, type ViewTransform } from '../../canvas/hitTest';
import wobbly from './fixtures/wobbly-drags.json';
import { CellStroke, EdgeStroke } from './strokes';

const square = createKernel({ kind: 'square', columns: 10, rows: 8, cellSizeMm: 20, labels: 'letter-number', diagonals: 'none' }) as CellKernel;
const hex = createKernel({ kind: 'hex', columns: 100, rows: 100, hexSizeMm: 16, orientation: 'flat', offset: 'odd', labels: 'wargame' }) as CellKernel;
const view: ViewTransform = { scale: 2, x: 15, y: 5 };

describe('cell strokes', () => {
  it('keeps each cell once, in the order painted', () => {
    const stroke = new CellStroke(square);
    for (const col of [1, 2, 2, 3, 2, 1]) stroke.add({ col, row: 4 });
    expect(stroke.cells).toEqual([
      { col: 1, row: 4 },
      { col: 2, row: 4 },
      { col: 3, row: 4 },
    ]);
  });

  it('fills the gap when the pointer jumps, with cells that share sides', () => {
    const stroke = new CellStroke(hex);
    stroke.add({ col: 10, row: 10 });
    stroke.add({ col: 30, row: 22 });
    const cells = stroke.cells;
    expect(cells.at(-1)).toEqual({ col: 30, row: 22 });
    for (let i = 1; i < cells.length; i++) expect(hex.edgeKey(cells[i - 1]!, cells[i]!)).not.toBeNull();
  });

  it('starts again after leaving the board, and leaves out cells the edit would refuse', () => {
    const stroke = new CellStroke(square, (cell) => cell.col !== 5);
    stroke.add({ col: 2, row: 0 });
    stroke.add(null);
    stroke.add({ col: 8, row: 0 });
    expect(stroke.cells).toEqual([
      { col: 2, row: 0 },
      { col: 8, row: 0 },
    ]);
    stroke.add({ col: 4, row: 0 });
    expect(stroke.cells.map((cell) => cell.col)).toEqual([2, 8, 7, 6, 4]);
  });

  it('gathers a 50-cell stroke on a 100 × 100 hex map one cell per event', () => {
    const stroke = new CellStroke(hex);
    let added = 0;
    for (let i = 0; i < 50; i++) added += stroke.add({ col: 20 + i, row: 40 });
    expect(added).toBe(50);
    expect(stroke.cells).toHaveLength(50);
  });
});

/** The old way: the side nearest the pointer, sampled every 3 px. */
function nearestSides(kernel: CellKernel, view: ViewTransform, points: readonly PointMm[]): Set<string> {
  const found = new Set<string>();
  let last: PointMm | null = null;
  for (const point of points) {
    const screen = boardToScreen(view, point);
    const steps = last ? Math.max(1, Math.ceil(Math.hypot(screen.x - last.x, screen.y - last.y) / 3)) : 1;
    for (let i = 1; i <= steps; i++) {
      const at = last ? { x: last.x + ((screen.x - last.x) * i) / steps, y: last.y + ((screen.y - last.y) * i) / steps } : screen;
      const key = edgeAt(kernel, view, at);
      if (key) found.add(key);
    }
    last = screen;
  }
  return found;
}

function drawn(kernel: CellKernel, view: ViewTransform, points: readonly PointMm[]): readonly string[] {
  const stroke = new EdgeStroke(kernel, 1 / view.scale, (point) => edgeAt(kernel, view, boardToScreen(view, point)));
  for (const point of points) stroke.add(point);
  return stroke.edges;
}

type Drag = { note: string; pxPerMm: number; points: [number, number][] };
const pointsOf = (drag: Drag): PointMm[] => drag.points.map(([x, y]) => ({ x, y }));
const viewFor = (drag: Drag): ViewTransform => ({ scale: drag.pxPerMm, x: 10, y: 10 });

/** The sides between the cells `before` says are on one side of a line and the others, with their middles. */
function line(kernel: CellKernel, before: (cell: { col: number; row: number }) => boolean): Map<string, PointMm> {
  const sides = new Map<string, PointMm>();
  for (const key of kernel.allEdges()) {
    const cells = kernel.cellsOfEdge(key);
    if (cells.length !== 2 || before(cells[0]!) === before(cells[1]!)) continue;
    const { a, b } = kernel.edgeSegmentMm(key);
    sides.set(key, { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
  }
  return sides;
}

/**
 * The drawn sides are sides of the line, with no stray one across it; they cover the line between
 * the ends of the drag (where a side is half under the drag's first or last pixels, either way is
 * right).
 */
function expectAlong(drawnSides: readonly string[], sides: Map<string, PointMm>, along: (middle: PointMm) => number, from: number, to: number, edgeMm: number) {
  expect(drawnSides.filter((key) => !sides.has(key))).toEqual([]);
  const within = (margin: number) => [...sides].filter(([, middle]) => along(middle) > from + margin && along(middle) < to - margin).map(([key]) => key);
  const drawnSet = new Set(drawnSides);
  expect(within(edgeMm / 4).filter((key) => !drawnSet.has(key))).toEqual([]);
  const outer = new Set(within(-edgeMm / 2));
  expect(drawnSides.filter((key) => !outer.has(key))).toEqual([]);
  expect(drawnSides.length).toBe(drawnSet.size);
}

describe('edge strokes', () => {
  const flat = createKernel({ kind: 'hex', columns: 30, rows: 30, hexSizeMm: 16, orientation: 'flat', offset: 'odd', labels: 'wargame' }) as CellKernel;
  const pointy = createKernel({ kind: 'hex', columns: 30, rows: 30, hexSizeMm: 16, orientation: 'pointy', offset: 'odd', labels: 'wargame' }) as CellKernel;
  const drags = wobbly as unknown as { square: Record<string, Drag>; hex: Record<string, Drag> };

  it('collects every side along a drag, even when the pointer moves fast', () => {
    expect(drawn(square, view, [{ x: 30, y: 60 }, { x: 170, y: 60 }])).toEqual(['h:1,3', 'h:2,3', 'h:3,3', 'h:4,3', 'h:5,3', 'h:6,3', 'h:7,3', 'h:8,3']);
  });

  it('takes the side under the pointer for a click, nothing in the middle of cells', () => {
    expect(drawn(square, view, [{ x: 50, y: 61 }])).toEqual(['h:2,3']);
    expect(drawn(square, view, [{ x: 50, y: 61 }, { x: 51, y: 60 }])).toEqual(['h:2,3']);
    expect(drawn(square, view, [{ x: 30, y: 50 }])).toEqual([]);
  });

  it('follows a wobbly drag along a row line on squares, with no stray wall across it', () => {
    const drag = drags.square.squareRow!;
    const points = pointsOf(drag);
    const sides = line(square, (cell) => cell.row <= 2);
    // The track is wobbly enough that the nearest side, sampled, adds stray walls across the line.
    expect([...nearestSides(square, viewFor(drag), points)].filter((key) => !sides.has(key)).length).toBeGreaterThan(0);
    expectAlong(drawn(square, viewFor(drag), points), sides, (m) => m.x, 25, 175, 20);
  });

  it('follows a wobbly drag down a column line that starts on a grid crossing', () => {
    const drag = drags.square.squareColumn!;
    expectAlong(drawn(square, viewFor(drag), pointsOf(drag)), line(square, (cell) => cell.col <= 3), (m) => m.y, 20, 150, 20);
  });

  it('turns at the corner of a room, and only there, however the hand overshoots it', () => {
    const drag = drags.square.squareCorner!;
    const sides = drawn(square, viewFor(drag), pointsOf(drag));
    const top = line(square, (cell) => cell.row <= 1);
    const right = line(square, (cell) => cell.col <= 6);
    expectAlong(sides.filter((key) => top.has(key) && (top.get(key)?.x ?? 0) < 140), top, (m) => m.x, 45, 140, 20);
    expectAlong(sides.filter((key) => right.has(key) && (right.get(key)?.y ?? 0) > 40), right, (m) => m.y, 40, 135, 20);
    expect(sides.filter((key) => !top.has(key) && !right.has(key))).toEqual([]);
  });

  it('follows the zigzag line between two rows of flat hexes', () => {
    const drag = drags.hex.flatRow!;
    const points = pointsOf(drag);
    const between = line(flat, (cell) => cell.row <= 10);
    expect([...nearestSides(flat, viewFor(drag), points)].filter((key) => !between.has(key)).length).toBeGreaterThan(0);
    expectAlong(drawn(flat, viewFor(drag), points), between, (m) => m.x, 118, 284, 9.24);
  });

  it('follows the zigzag line between two columns of flat hexes', () => {
    const drag = drags.hex.flatColumn!;
    expectAlong(drawn(flat, viewFor(drag), pointsOf(drag)), line(flat, (cell) => cell.col <= 10), (m) => m.y, 100, 250, 9.24);
  });

  it('follows the zigzag line between two rows of pointy hexes', () => {
    const drag = drags.hex.pointyRow!;
    const points = pointsOf(drag);
    const between = line(pointy, (cell) => cell.row <= 10);
    expect([...nearestSides(pointy, viewFor(drag), points)].filter((key) => !between.has(key)).length).toBeGreaterThan(0);
    expectAlong(drawn(pointy, viewFor(drag), points), between, (m) => m.x, 130, 290, 9.24);
  });
});
