import type {
  AreaGeometry,
  AreaKernel,
  AreaMap,
  BoardGeometry,
  BoardKernel,
  FreeGeometry,
  FreeKernel,
  HexGeometry,
  HexKernel,
  SquareGeometry,
  SquareKernel,
} from './types';
import { createAreaKernel } from './area/areaKernel';
import { createFreeKernel } from './free/freeKernel';
import { createHexKernel } from './hex/hexKernel';
import { createSquareKernel } from './square/squareKernel';

export type * from './types';
export { MM_PER_INCH } from './types';
export { createSquareKernel } from './square/squareKernel';
export { createHexKernel } from './hex/hexKernel';
export { createFreeKernel } from './free/freeKernel';
export { createAreaKernel } from './area/areaKernel';
export { areaMapProblems } from './area/areaMapProblems';
export { geometryProblems, type GeometryProblem } from './geometryProblems';
export { cellKey, parseCellKey, sameCell } from './cellKeys';
export { squareEdgeCount } from './square/squareEdges';
export { hexEdgeCount } from './hex/hexEdges';
export { pointInPolygon, segmentIntersectsPolygon, segmentIntersectsCircle, segmentsIntersect } from './free/planeGeometry';
export { findRooms, adjacentRooms, type Rooms } from './algorithms/rooms';
export { costsFrom, reachable, type MovementOptions, type Reachability } from './algorithms/reachable';
export { MinHeap } from './algorithms/minHeap';
export { lineOfSight, type LineOfSightOptions, type LineOfSight, type GrazingRule, type Blocker } from './algorithms/lineOfSight';
export { FRESH_MOVE, canTakeStep, stateAfterStep, moveStateCount, pathRespectsDiagonalPolicy } from './algorithms/moveState';

/**
 * The kernel for a scenario's `board.geometry`. Area boards take their areas, links and regions
 * as a second argument (they live beside the geometry in the scenario); without it the map is empty.
 * Throws a RangeError naming the problems when the geometry is invalid (see geometryProblems).
 */
export function createKernel(geometry: SquareGeometry): SquareKernel;
export function createKernel(geometry: HexGeometry): HexKernel;
export function createKernel(geometry: FreeGeometry): FreeKernel;
export function createKernel(geometry: AreaGeometry, map?: AreaMap): AreaKernel;
export function createKernel(geometry: BoardGeometry, map?: AreaMap): BoardKernel;
export function createKernel(geometry: BoardGeometry, map?: AreaMap): BoardKernel {
  switch (geometry.kind) {
    case 'square':
      return createSquareKernel(geometry);
    case 'hex':
      return createHexKernel(geometry);
    case 'free':
      return createFreeKernel(geometry);
    case 'area':
      return createAreaKernel(geometry, map?.areas ?? [], map?.links ?? [], map?.regions ?? []);
    default:
      throw new RangeError(`Unknown board kind "${String((geometry as { kind?: unknown }).kind)}".`);
  }
}
