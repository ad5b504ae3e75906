/*
 * Groups of round bases that hold together: two bases are linked when the gap between their rims
 * is at most `maxGap`, and a group is everything linked in a chain (union-find).
 */

/**
 * How many groups the bases form, and the group of each. `xy` holds the centres as
 * `[x0, y0, x1, y1, ...]`, `radii` one radius per base.
 */
export function linkedGroups(xy: readonly number[], radii: readonly number[], maxGap: number): { readonly count: number; readonly groupOf: number[] } {
  const n = radii.length;
  const parent: number[] = [];
  for (let i = 0; i < n; i++) parent.push(i);
  const root = (i: number): number => {
    let r = i;
    while (parent[r] !== r) r = parent[r] as number;
    while (parent[i] !== r) {
      const next = parent[i] as number;
      parent[i] = r;
      i = next;
    }
    return r;
  };
  let count = n;
  for (let i = 0; i < n; i++) {
    const xi = xy[2 * i] as number;
    const yi = xy[2 * i + 1] as number;
    const ri = radii[i] as number;
    for (let j = i + 1; j < n; j++) {
      const reach = ri + (radii[j] as number) + maxGap;
      const dx = (xy[2 * j] as number) - xi;
      const dy = (xy[2 * j + 1] as number) - yi;
      if (dx * dx + dy * dy > reach * reach) continue;
      const a = root(i);
      const b = root(j);
      if (a !== b) {
        parent[b] = a;
        count--;
      }
    }
  }
  const groupOf: number[] = [];
  const index = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const r = root(i);
    let g = index.get(r);
    if (g === undefined) {
      g = index.size;
      index.set(r, g);
    }
    groupOf.push(g);
  }
  return { count, groupOf };
}
