import type { Cell, EdgeKey, LineStep, PointMm, RectMm, SegmentMm, SquareGeometry, SquareKernel, Step } from '../types';
import { assertGeometry } from '../geometryProblems';
import { cellGrid } from '../cellGrid';
import { pickLine } from '../lineSteps';
import { distanceToSegmentSquared } from '../planar';
import {
  cellsBesideSquareEdge,
  horizontalEdgeKey,
  isSquareBoardEdge,
  parseSquareEdge,
  squareEdgeKey,
  squareEdgesOf,
  verticalEdgeKey,
} from './squareEdges';
import { parseSquareLabel, squareLabel } from './squareLabels';
import { orthogonalLine, squareLineSteps } from './squareLine';

/** North, east, south, west, then the diagonals north-east, south-east, south-west, north-west. */
const DC = [0, 1, 0, -1, 1, 1, -1, -1] as const;
const DR = [-1, 0, 1, 0, -1, 1, 1, -1] as const;

/**
 * Square grid kernel. Cell (0,0) is the top-left cell; its centre is at (s/2, s/2) mm.
 *
 * `distance` follows the diagonal policy: `none` counts orthogonal steps (Manhattan), `always`
 * counts king moves (Chebyshev), `once-per-move` counts steps when at most one may be diagonal
 * (|dc| + |dr| - 1 when both differ, as Rivet Wars counts movement and range). The last one is not a
 * metric: A1 to B2 is 1 and B2 to C3 is 1 but A1 to C3 is 3, because one move has one diagonal.
 */
export function createSquareKernel(geometry: SquareGeometry): SquareKernel {
  assertGeometry(geometry);
  const { columns, rows, cellSizeMm: size, diagonals, labels } = geometry;
  const cellCount = columns * rows;
  const width = columns * size;
  const height = rows * size;
  const directionCount = diagonals === 'none' ? 4 : 8;
  const stepTable: (readonly Step[] | undefined)[] = new Array<readonly Step[] | undefined>(cellCount);

  const { inside, ...gridMembers } = cellGrid(columns, rows);

  // Side keys, built once per kernel; steps are built per cell on first use and cached.
  let topKeys: EdgeKey[] | null = null;
  let leftKeys: EdgeKey[] | null = null;

  /** Key of the side between two orthogonal neighbours, from the shared string tables. */
  function sideBetween(c1: number, r1: number, c2: number, r2: number): EdgeKey {
    if (topKeys === null || leftKeys === null) {
      topKeys = [];
      for (let row = 0; row <= rows; row++) for (let col = 0; col < columns; col++) topKeys.push(horizontalEdgeKey(col, row));
      leftKeys = [];
      for (let row = 0; row < rows; row++) for (let col = 0; col <= columns; col++) leftKeys.push(verticalEdgeKey(col, row));
    }
    return c1 === c2 ? topKeys[Math.max(r1, r2) * columns + c1]! : leftKeys[r1 * (columns + 1) + Math.max(c1, c2)]!;
  }

  function buildSteps(index: number): readonly Step[] {
    const col = index % columns;
    const row = (index - col) / columns;
    const steps: Step[] = [];
    for (let d = 0; d < directionCount; d++) {
      const c = col + DC[d]!;
      const r = row + DR[d]!;
      if (!inside(c, r)) continue;
      const to = r * columns + c;
      if (d < 4) {
        steps.push({ to, edge: sideBetween(col, row, c, r), diagonal: false, detours: null });
        continue;
      }
      // The two orthogonal detours around the corner: through the cell beside it in either axis.
      steps.push({
        to,
        edge: null,
        diagonal: true,
        detours: [
          { via: row * columns + c, first: sideBetween(col, row, c, row), second: sideBetween(c, row, c, r) },
          { via: r * columns + col, first: sideBetween(col, row, col, r), second: sideBetween(col, r, c, r) },
        ],
      });
    }
    return steps;
  }

  function distance(a: Cell, b: Cell): number {
    const dc = Math.abs(a.col - b.col);
    const dr = Math.abs(a.row - b.row);
    if (diagonals === 'always') return Math.max(dc, dr);
    if (diagonals === 'once-per-move' && dc > 0 && dr > 0) return dc + dr - 1;
    return dc + dr;
  }

  function edgeSegmentMm(key: EdgeKey): SegmentMm {
    const edge = parseSquareEdge(key);
    if (edge === null) throw new RangeError(`"${key}" is not a square edge key.`);
    const x = edge.col * size;
    const y = edge.row * size;
    return edge.horizontal
      ? { a: { x, y }, b: { x: x + size, y } }
      : { a: { x, y }, b: { x, y: y + size } };
  }

  function nearestEdge(point: PointMm, maxDistanceMm = Infinity): EdgeKey | null {
    const col = Math.min(columns - 1, Math.max(0, Math.floor(point.x / size)));
    const row = Math.min(rows - 1, Math.max(0, Math.floor(point.y / size)));
    const x0 = col * size;
    const y0 = row * size;
    const x1 = x0 + size;
    const y1 = y0 + size;
    const { x, y } = point;
    // Inside the board the nearest grid side is always a side of the cell under the point.
    // Sides in edgesOf order: top, right, bottom, left; the key is built for the winner only.
    let bestSide = -1;
    let bestDistance = maxDistanceMm * maxDistanceMm;
    for (let side = 0; side < 4; side++) {
      const d =
        side === 0
          ? distanceToSegmentSquared(x, y, x0, y0, x1, y0)
          : side === 1
            ? distanceToSegmentSquared(x, y, x1, y0, x1, y1)
            : side === 2
              ? distanceToSegmentSquared(x, y, x0, y1, x1, y1)
              : distanceToSegmentSquared(x, y, x0, y0, x0, y1);
      if (d < bestDistance || (bestSide < 0 && d === bestDistance)) {
        bestSide = side;
        bestDistance = d;
      }
    }
    if (bestSide === 0) return horizontalEdgeKey(col, row);
    if (bestSide === 1) return verticalEdgeKey(col + 1, row);
    if (bestSide === 2) return horizontalEdgeKey(col, row + 1);
    if (bestSide === 3) return verticalEdgeKey(col, row);
    return null;
  }

  const kernel: SquareKernel = {
    kind: 'square',
    geometry,
    columns,
    rows,
    cellCount,
    diagonalPolicy: diagonals,
    ...gridMembers,
    neighbours(cell) {
      const result: Cell[] = [];
      for (let d = 0; d < directionCount; d++) {
        const c = cell.col + DC[d]!;
        const r = cell.row + DR[d]!;
        if (inside(c, r)) result.push({ col: c, row: r });
      }
      return result;
    },
    steps(index) {
      if (index < 0 || index >= cellCount) return [];
      return (stepTable[index] ??= buildSteps(index));
    },
    edgeKey(a, b) {
      if (!inside(a.col, a.row) && !inside(b.col, b.row)) return null;
      return squareEdgeKey(a, b);
    },
    edgesOf: squareEdgesOf,
    cellsOfEdge(key) {
      const edge = parseSquareEdge(key);
      if (edge === null || !isSquareBoardEdge(edge, columns, rows)) return [];
      return cellsBesideSquareEdge(edge).filter((c) => inside(c.col, c.row));
    },
    allEdges() {
      const keys: EdgeKey[] = [];
      for (let row = 0; row <= rows; row++) for (let col = 0; col < columns; col++) keys.push(horizontalEdgeKey(col, row));
      for (let row = 0; row < rows; row++) for (let col = 0; col <= columns; col++) keys.push(verticalEdgeKey(col, row));
      return keys;
    },
    isEdge(key) {
      const edge = parseSquareEdge(key);
      return edge !== null && isSquareBoardEdge(edge, columns, rows);
    },
    distance,
    line: (a, b) => pickLine(squareLineSteps(a, b)),
    lineSteps: (a: Cell, b: Cell): LineStep[] => squareLineSteps(a, b),
    orthogonalLine,
    cellToMm: (cell) => ({ x: (cell.col + 0.5) * size, y: (cell.row + 0.5) * size }),
    mmToCell(point) {
      // A point on a shared side belongs to the cell right of / below it; the far border to the last cell.
      if (!(point.x >= 0 && point.x <= width && point.y >= 0 && point.y <= height)) return null;
      return {
        col: Math.min(columns - 1, Math.floor(point.x / size)),
        row: Math.min(rows - 1, Math.floor(point.y / size)),
      };
    },
    cellPolygonMm(cell) {
      const x = cell.col * size;
      const y = cell.row * size;
      return [
        { x, y },
        { x: x + size, y },
        { x: x + size, y: y + size },
        { x, y: y + size },
      ];
    },
    edgeSegmentMm,
    nearestEdge,
    label: (cell) => squareLabel(cell, labels),
    parseLabel(text) {
      const cell = parseSquareLabel(text, labels);
      return cell !== null && inside(cell.col, cell.row) ? cell : null;
    },
    boundsMm: (): RectMm => ({ x: 0, y: 0, width, height }),
  };
  return kernel;
}
