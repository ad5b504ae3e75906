import type { Area, AreaGeometry, AreaKernel, AreaLink, PointMm, Region } from '../types';
import { assertGeometry } from '../geometryProblems';
import { areaMapProblems } from './areaMapProblems';

/** `"a|b"` with a < b: one key per undirected link. */
function linkKeyOf(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

/**
 * Area map kernel (Rebellion's systems): named areas with a position, undirected links
 * (duplicates and reversed duplicates collapse into one) and optional regions. Distances are
 * counted in links (hops).
 */
export function createAreaKernel(
  geometry: AreaGeometry,
  areas: readonly Area[],
  links: readonly AreaLink[],
  regions: readonly Region[] = [],
): AreaKernel {
  assertGeometry(geometry);
  const problems = areaMapProblems(areas, links, regions);
  if (problems.length > 0) {
    throw new RangeError(`Invalid area map: ${problems.map((p) => `${p.path} ${p.message}`).join('; ')}.`);
  }
  const byId = new Map(areas.map((area) => [area.id, area]));
  const adjacency = new Map<string, Set<string>>(areas.map((area) => [area.id, new Set<string>()]));
  for (const [a, b] of links) {
    adjacency.get(a)!.add(b);
    adjacency.get(b)!.add(a);
  }
  const sortedNeighbours = new Map<string, string[]>([...adjacency].map(([id, set]) => [id, [...set].sort()]));
  const linkList: AreaLink[] = [];
  for (const [id, neighbours] of sortedNeighbours) {
    for (const n of neighbours) if (id < n) linkList.push([id, n]);
  }
  linkList.sort((x, y) => (x[0] === y[0] ? (x[1] < y[1] ? -1 : 1) : x[0] < y[0] ? -1 : 1));

  /** Breadth-first search from `from`, stopping early at `target` or beyond `maxHops`. */
  function search(from: string, maxHops: number, target?: string): Map<string, { hops: number; parent: string | null }> {
    const seen = new Map<string, { hops: number; parent: string | null }>();
    if (!byId.has(from)) return seen;
    seen.set(from, { hops: 0, parent: null });
    let frontier = [from];
    for (let hops = 1; hops <= maxHops && frontier.length > 0; hops++) {
      const next: string[] = [];
      for (const id of frontier) {
        for (const n of sortedNeighbours.get(id)!) {
          if (seen.has(n)) continue;
          seen.set(n, { hops, parent: id });
          if (n === target) return seen;
          next.push(n);
        }
      }
      frontier = next;
    }
    return seen;
  }

  function nearestArea(point: PointMm, maxDistanceMm = Infinity): string | null {
    let best: string | null = null;
    let bestDistance = maxDistanceMm;
    for (const area of areas) {
      const d = Math.hypot(area.xMm - point.x, area.yMm - point.y);
      if (d < bestDistance || (best === null && d === bestDistance)) {
        best = area.id;
        bestDistance = d;
      }
    }
    return best;
  }

  return {
    kind: 'area',
    geometry,
    areas: () => areas,
    area: (id) => byId.get(id),
    contains: (id) => byId.has(id),
    regions: () => regions,
    regionOf: (id) => byId.get(id)?.region,
    areasInRegion: (regionId) => areas.filter((a) => a.region === regionId).map((a) => a.id),
    neighbours: (id) => [...(sortedNeighbours.get(id) ?? [])],
    areAdjacent: (a, b) => adjacency.get(a)?.has(b) ?? false,
    links: () => linkList.map(([a, b]): AreaLink => [a, b]),
    linkKey: (a, b) => (adjacency.get(a)?.has(b) ? linkKeyOf(a, b) : null),
    hops(a, b) {
      if (!byId.has(a) || !byId.has(b)) return Infinity;
      return search(a, Infinity, b).get(b)?.hops ?? Infinity;
    },
    path(a, b) {
      const seen = search(a, Infinity, b);
      if (!seen.has(b)) return null;
      const path: string[] = [];
      for (let at: string | null = b; at !== null; at = seen.get(at)!.parent) path.push(at);
      return path.reverse();
    },
    withinHops(from, maxHops) {
      return new Map([...search(from, maxHops)].map(([id, info]) => [id, info.hops]));
    },
    areaToMm(id) {
      const area = byId.get(id);
      return area === undefined ? null : { x: area.xMm, y: area.yMm };
    },
    nearestArea,
    label: (id) => byId.get(id)?.name ?? id,
    parseLabel(text) {
      const wanted = text.trim().toLowerCase();
      const match = areas.find((a) => a.id.toLowerCase() === wanted) ?? areas.find((a) => a.name.toLowerCase() === wanted);
      return match?.id ?? null;
    },
    boundsMm: () => ({ x: 0, y: 0, width: geometry.widthMm, height: geometry.heightMm }),
  };
}
