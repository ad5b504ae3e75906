import type { Cell, Cube, EdgeKey, HexGeometry, HexKernel, LineStep, PointMm, SegmentMm, Step } from '../types';
import { assertGeometry } from '../geometryProblems';
import { cellGrid } from '../cellGrid';
import { grazingPair, pickLine } from '../lineSteps';
import { distanceToSegmentSquared } from '../planar';
import { cubeDistance, cubeToOffset, directionsOf, offsetToCube } from './hexCoords';
import { hexEdgeKeyOf, parseHexEdge } from './hexEdges';
import { hexLabel, parseHexLabel, wargameDigits } from './hexLabels';
import { cornerMm, cubeToMm, hexLayout, mmToCube } from './hexLayout';
import { hexLineSteps } from './hexLine';

/**
 * Hex map kernel: offset storage (col, row), cube maths inside. Neighbours, sides and polygon
 * corners follow one side order (flat-top: n, ne, se, s, sw, nw; pointy-top: ne, e, se, sw, w, nw).
 */
export function createHexKernel(geometry: HexGeometry): HexKernel {
  assertGeometry(geometry);
  const { columns, rows, hexSizeMm, orientation, offset, labels } = geometry;
  const cellCount = columns * rows;
  const directions = directionsOf(orientation);
  const layout = hexLayout(columns, rows, hexSizeMm, orientation, offset);
  const digits = wargameDigits(columns, rows);
  const stepTable: (readonly Step[] | undefined)[] = new Array<readonly Step[] | undefined>(cellCount);

  const { inside, ...gridMembers } = cellGrid(columns, rows);
  const { cellAt } = gridMembers;
  const toCube = (cell: Cell): Cube => offsetToCube(cell.col, cell.row, orientation, offset);
  const fromCube = (c: Cube): Cell => cubeToOffset(c.q, c.r, orientation, offset);

  function neighbourAt(cell: Cell, side: number): Cell {
    const c = toCube(cell);
    const [dq, dr] = directions[side]!;
    return cubeToOffset(c.q + dq, c.r + dr, orientation, offset);
  }

  function sideKey(cell: Cell, side: number): EdgeKey {
    if (side < 3) return hexEdgeKeyOf(side, cell.col, cell.row, orientation);
    const owner = neighbourAt(cell, side);
    return hexEdgeKeyOf(side - 3, owner.col, owner.row, orientation);
  }

  function sideBetween(a: Cell, b: Cell): number {
    const ca = toCube(a);
    const cb = toCube(b);
    const dq = cb.q - ca.q;
    const dr = cb.r - ca.r;
    return directions.findIndex(([q, r]) => q === dq && r === dr);
  }

  function cellToMm(cell: Cell): PointMm {
    const c = toCube(cell);
    return cubeToMm(layout, c.q, c.r);
  }

  function buildSteps(index: number): readonly Step[] {
    const col = index % columns;
    const row = (index - col) / columns;
    const c = offsetToCube(col, row, orientation, offset);
    const steps: Step[] = [];
    for (let side = 0; side < 6; side++) {
      const [dq, dr] = directions[side]!;
      const n = cubeToOffset(c.q + dq, c.r + dr, orientation, offset);
      if (!inside(n.col, n.row)) continue;
      const to = n.row * columns + n.col;
      // Reuse the neighbour's string for the shared side when its steps already exist.
      const shared = stepTable[to]?.find((step) => step.to === index)?.edge;
      const edge = shared ?? (side < 3 ? hexEdgeKeyOf(side, col, row, orientation) : hexEdgeKeyOf(side - 3, n.col, n.row, orientation));
      steps.push({ to, edge, diagonal: false, detours: null });
    }
    return steps;
  }

  function edgeSegmentMm(key: EdgeKey): SegmentMm {
    const edge = parseHexEdge(key, orientation);
    if (edge === null) throw new RangeError(`"${key}" is not a ${orientation}-top hex edge key.`);
    const centre = cellToMm({ col: edge.col, row: edge.row });
    return { a: cornerMm(layout, centre, edge.side), b: cornerMm(layout, centre, edge.side + 1) };
  }

  function isEdge(key: string): boolean {
    const edge = parseHexEdge(key, orientation);
    if (edge === null) return false;
    if (inside(edge.col, edge.row)) return true;
    const other = neighbourAt({ col: edge.col, row: edge.row }, edge.side);
    return inside(other.col, other.row);
  }

  // Corner offsets from a hex centre, in polygon order, computed once for hit testing.
  const cornerOffsets = [0, 1, 2, 3, 4, 5].map((corner) => cornerMm(layout, { x: 0, y: 0 }, corner));

  function nearestEdge(point: PointMm, maxDistanceMm = Infinity): EdgeKey | null {
    const under = fromCube(mmToCube(layout, point.x, point.y));
    // The nearest side of the whole grid is a side of the hex under the point. Off the board, the
    // on-board hexes of the first rings around it are tried (two rings past the first one found).
    let owners: Cell[] = [under];
    const offBoard = !inside(under.col, under.row);
    if (offBoard) {
      owners = [];
      const limit = Math.min(columns + rows, Number.isFinite(maxDistanceMm) ? Math.ceil(maxDistanceMm / hexSizeMm) + 2 : Infinity);
      let lastRing = limit;
      for (let radius = 1; radius <= lastRing; radius++) {
        const found = ring(under, radius);
        if (found.length > 0 && lastRing === limit) lastRing = Math.min(limit, radius + 2);
        owners.push(...found);
      }
    }
    let best: Cell | null = null;
    let bestSide = -1;
    let bestDistance = maxDistanceMm * maxDistanceMm;
    for (const owner of owners) {
      const centre = cellToMm(owner);
      for (let side = 0; side < 6; side++) {
        const a = cornerOffsets[side]!;
        const b = cornerOffsets[(side + 1) % 6]!;
        const d = distanceToSegmentSquared(point.x, point.y, centre.x + a.x, centre.y + a.y, centre.x + b.x, centre.y + b.y);
        if (d < bestDistance || (best === null && d === bestDistance)) {
          best = owner;
          bestSide = side;
          bestDistance = d;
        }
      }
    }
    return best === null ? null : sideKey(best, bestSide);
  }

  function lineSteps(a: Cell, b: Cell): LineStep[] {
    return hexLineSteps(toCube(a), toCube(b)).map((step): LineStep =>
      step.length === 1 ? [fromCube(step[0])] : grazingPair(fromCube(step[0]), fromCube(step[1]), cellToMm),
    );
  }

  function ring(center: Cell, radius: number): Cell[] {
    if (radius === 0) return inside(center.col, center.row) ? [center] : [];
    const c = toCube(center);
    // Start `radius` steps out along side 4, then walk each side direction `radius` times.
    const [sq, sr] = directions[4]!;
    let q = c.q + sq * radius;
    let r = c.r + sr * radius;
    const result: Cell[] = [];
    for (let side = 0; side < 6; side++) {
      const [dq, dr] = directions[side]!;
      for (let i = 0; i < radius; i++) {
        const cell = cubeToOffset(q, r, orientation, offset);
        if (inside(cell.col, cell.row)) result.push(cell);
        q += dq;
        r += dr;
      }
    }
    return result;
  }

  function range(center: Cell, radius: number): Cell[] {
    const c = toCube(center);
    const result: Cell[] = [];
    for (let dq = -radius; dq <= radius; dq++) {
      const low = Math.max(-radius, -dq - radius);
      const high = Math.min(radius, -dq + radius);
      for (let dr = low; dr <= high; dr++) {
        const cell = cubeToOffset(c.q + dq, c.r + dr, orientation, offset);
        if (inside(cell.col, cell.row)) result.push(cell);
      }
    }
    return result;
  }

  const kernel: HexKernel = {
    kind: 'hex',
    geometry,
    columns,
    rows,
    cellCount,
    diagonalPolicy: 'none',
    ...gridMembers,
    neighbours(cell) {
      const result: Cell[] = [];
      for (let side = 0; side < 6; side++) {
        const n = neighbourAt(cell, side);
        if (inside(n.col, n.row)) result.push(n);
      }
      return result;
    },
    steps(index) {
      if (index < 0 || index >= cellCount) return [];
      return (stepTable[index] ??= buildSteps(index));
    },
    edgeKey(a, b) {
      if (!inside(a.col, a.row) && !inside(b.col, b.row)) return null;
      const side = sideBetween(a, b);
      return side < 0 ? null : sideKey(a, side);
    },
    edgesOf: (cell) => [0, 1, 2, 3, 4, 5].map((side) => sideKey(cell, side)),
    cellsOfEdge(key) {
      const edge = parseHexEdge(key, orientation);
      if (edge === null) return [];
      const owner = { col: edge.col, row: edge.row };
      return [owner, neighbourAt(owner, edge.side)].filter((c) => inside(c.col, c.row));
    },
    allEdges() {
      // Every hex owns its first three sides; a side it does not own is listed here only when its
      // owner is off the board (a border side).
      const keys: EdgeKey[] = [];
      for (let index = 0; index < cellCount; index++) {
        const cell = cellAt(index);
        for (let side = 0; side < 6; side++) {
          if (side >= 3) {
            const owner = neighbourAt(cell, side);
            if (inside(owner.col, owner.row)) continue;
          }
          keys.push(sideKey(cell, side));
        }
      }
      return keys;
    },
    isEdge,
    distance: (a, b) => cubeDistance(toCube(a), toCube(b)),
    line: (a, b) => pickLine(lineSteps(a, b)),
    lineSteps,
    lineOfHexes: lineSteps,
    toCube,
    fromCube,
    ring,
    range,
    cellToMm,
    mmToCell(point) {
      const cell = fromCube(mmToCube(layout, point.x, point.y));
      return inside(cell.col, cell.row) ? cell : null;
    },
    cellPolygonMm(cell) {
      const centre = cellToMm(cell);
      return [0, 1, 2, 3, 4, 5].map((corner) => cornerMm(layout, centre, corner));
    },
    edgeSegmentMm,
    nearestEdge,
    label: (cell) => hexLabel(cell, labels, digits),
    parseLabel(text) {
      const cell = parseHexLabel(text, labels, digits);
      return cell !== null && inside(cell.col, cell.row) ? cell : null;
    },
    boundsMm: () => layout.bounds,
  };
  return kernel;
}
