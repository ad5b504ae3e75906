import type { Base, FreeGeometry, FreeKernel, Point, PointMm } from '../types';
import { MM_PER_INCH } from '../types';
import { assertGeometry } from '../geometryProblems';
import { pointInPolygon, segmentIntersectsCircle, segmentIntersectsPolygon } from './planeGeometry';

/**
 * Free table kernel. Positions, distances and base radii are in the table's own unit (`in` or
 * `mm`, from the geometry); `toMm` and `pointToMm` give true-scale millimetres for drawing and
 * printing (1 in = 25.4 mm exactly). Origin at the top-left corner, y down.
 */
export function createFreeKernel(geometry: FreeGeometry): FreeKernel {
  assertGeometry(geometry);
  const unit = geometry.unit;
  const scale = unit === 'in' ? MM_PER_INCH : 1;
  const width = geometry.unit === 'in' ? geometry.widthIn : geometry.widthMm;
  const height = geometry.unit === 'in' ? geometry.heightIn : geometry.heightMm;
  const distance = (a: Point, b: Point): number => Math.hypot(b.x - a.x, b.y - a.y);

  return {
    kind: 'free',
    geometry,
    unit,
    width,
    height,
    toMm: (value) => value * scale,
    fromMm: (mm) => mm / scale,
    pointToMm: (p): PointMm => ({ x: p.x * scale, y: p.y * scale }),
    pointFromMm: (p): Point => ({ x: p.x / scale, y: p.y / scale }),
    contains: (p) => p.x >= 0 && p.x <= width && p.y >= 0 && p.y <= height,
    distance,
    // The radii added first: subtracting them one by one depends on their order, to the last bit.
    baseGap: (a: Base, b: Base) => Math.max(0, distance(a, b) - (a.radius + b.radius)),
    withinRangeOfBase: (base, p, range) => distance(base, p) - base.radius <= range,
    pointInPolygon,
    segmentIntersectsPolygon,
    segmentIntersectsBase: (a, b, base) => segmentIntersectsCircle(a, b, base, base.radius),
    lineOfSight(a, b, blockers, bases = []) {
      for (const polygon of blockers) if (segmentIntersectsPolygon(a, b, polygon)) return false;
      for (const base of bases) if (segmentIntersectsCircle(a, b, base, base.radius)) return false;
      return true;
    },
    boundsMm: () => ({ x: 0, y: 0, width: width * scale, height: height * scale }),
  };
}
