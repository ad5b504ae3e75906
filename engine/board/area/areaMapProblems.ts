import type { Area, AreaLink, Region } from '../types';
import type { GeometryProblem } from '../geometryProblems';

/** What prevents an area map from building a kernel: duplicate ids, links or regions to nowhere. */
export function areaMapProblems(
  areas: readonly Area[],
  links: readonly AreaLink[],
  regions: readonly Region[] = [],
): GeometryProblem[] {
  const problems: GeometryProblem[] = [];
  const ids = new Set<string>();
  areas.forEach((area, i) => {
    if (ids.has(area.id)) problems.push({ path: `/areas/${i}/id`, message: `area id "${area.id}" is used twice` });
    ids.add(area.id);
    if (!Number.isFinite(area.xMm) || !Number.isFinite(area.yMm)) {
      problems.push({ path: `/areas/${i}`, message: `area "${area.id}" needs a position in millimetres` });
    }
  });
  const regionIds = new Set(regions.map((r) => r.id));
  if (regions.length > 0) {
    areas.forEach((area, i) => {
      if (area.region !== undefined && !regionIds.has(area.region)) {
        problems.push({ path: `/areas/${i}/region`, message: `region "${area.region}" is not defined` });
      }
    });
  }
  links.forEach(([a, b], i) => {
    for (const [end, id] of [[0, a], [1, b]] as const) {
      if (!ids.has(id)) problems.push({ path: `/links/${i}/${end}`, message: `link to unknown area "${id}"` });
    }
    if (a === b) problems.push({ path: `/links/${i}`, message: `area "${a}" is linked to itself` });
  });
  return problems;
}
