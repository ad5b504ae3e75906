import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Area, AreaLink } from '../types';
import { createAreaKernel } from './areaKernel';
import { areaMapProblems } from './areaMapProblems';

const geometry = { kind: 'area', widthMm: 800, heightMm: 600 } as const;
const areaOf = (id: string, i: number): Area => ({ id, name: `Area ${id.toUpperCase()}`, xMm: 50 * i, yMm: 30 * i });

const graphArb = fc.integer({ min: 1, max: 9 }).chain((n) => {
  const ids = Array.from({ length: n }, (_, i) => `a${i}`);
  if (n === 1) return fc.tuple(fc.constant(ids), fc.constant<AreaLink[]>([]));
  // Two distinct ends: the second is the first moved forward by 1 .. n - 1 places.
  const linkArb = fc
    .tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 1, max: n - 1 }))
    .map(([x, shift]): AreaLink => [ids[x]!, ids[(x + shift) % n]!]);
  return fc.tuple(fc.constant(ids), fc.array(linkArb, { maxLength: 20 }));
});

describe('area kernel', () => {
  it('keeps links undirected and deduplicated', () => {
    fc.assert(
      fc.property(graphArb, ([ids, links]) => {
        const kernel = createAreaKernel(geometry, ids.map(areaOf), links);
        const distinct = new Set(links.map(([a, b]) => (a < b ? `${a}|${b}` : `${b}|${a}`)));
        expect(kernel.links()).toHaveLength(distinct.size);
        for (const [a, b] of links) {
          expect(kernel.areAdjacent(a, b)).toBe(true);
          expect(kernel.areAdjacent(b, a)).toBe(true);
          expect(kernel.neighbours(a)).toContain(b);
          expect(kernel.linkKey(a, b)).toBe(kernel.linkKey(b, a));
        }
        for (const [a, b] of kernel.links()) expect(a < b).toBe(true);
      }),
      { numRuns: 50 },
    );
  });

  it('counts hops as a metric consistent with its paths', () => {
    fc.assert(
      fc.property(graphArb, ([ids, links]) => {
        const kernel = createAreaKernel(geometry, ids.map(areaOf), links);
        for (const a of ids) {
          expect(kernel.hops(a, a)).toBe(0);
          const within = kernel.withinHops(a, 2);
          for (const b of ids) {
            const hops = kernel.hops(a, b);
            expect(kernel.hops(b, a)).toBe(hops);
            expect(within.has(b)).toBe(hops <= 2);
            if (within.has(b)) expect(within.get(b)).toBe(hops);
            const path = kernel.path(a, b);
            if (hops === Infinity) {
              expect(path).toBeNull();
              continue;
            }
            expect(path).toHaveLength(hops + 1);
            expect(path![0]).toBe(a);
            expect(path!.at(-1)).toBe(b);
            for (let i = 1; i < path!.length; i++) expect(kernel.areAdjacent(path![i - 1]!, path![i]!)).toBe(true);
            for (const c of ids) if (kernel.hops(b, c) < Infinity) expect(kernel.hops(a, c)).toBeLessThanOrEqual(hops + kernel.hops(b, c));
          }
        }
      }),
      { numRuns: 30 },
    );
  });

  it('answers position, label and region questions', () => {
    const kernel = createAreaKernel(
      geometry,
      [
        { id: 'hoth', name: 'Hoth', xMm: 100, yMm: 100, region: 'outer' },
        { id: 'endor', name: 'Endor', xMm: 400, yMm: 300, region: 'outer' },
        { id: 'coruscant', name: 'Coruscant', xMm: 600, yMm: 200, region: 'core' },
      ],
      [['hoth', 'endor']],
      [{ id: 'outer' }, { id: 'core' }],
    );
    expect(kernel.areaToMm('endor')).toEqual({ x: 400, y: 300 });
    expect(kernel.areaToMm('nowhere')).toBeNull();
    expect(kernel.nearestArea({ x: 110, y: 90 })).toBe('hoth');
    expect(kernel.nearestArea({ x: 110, y: 90 }, 5)).toBeNull();
    expect(kernel.label('coruscant')).toBe('Coruscant');
    expect(kernel.parseLabel(' endor ')).toBe('endor');
    expect(kernel.parseLabel('ENDOR')).toBe('endor');
    expect(kernel.parseLabel('Tatooine')).toBeNull();
    expect(kernel.areasInRegion('outer')).toEqual(['hoth', 'endor']);
    expect(kernel.regionOf('coruscant')).toBe('core');
    expect(kernel.hops('hoth', 'coruscant')).toBe(Infinity);
    expect(kernel.hops('hoth', 'nowhere')).toBe(Infinity);
    expect(kernel.boundsMm()).toEqual({ x: 0, y: 0, width: 800, height: 600 });
    expect(kernel.contains('hoth')).toBe(true);
    expect(kernel.area('hoth')?.name).toBe('Hoth');
  });

  it('reports maps it cannot build', () => {
    const areas = [areaOf('a', 0), areaOf('a', 1), { ...areaOf('b', 2), region: 'nope' }];
    const problems = areaMapProblems(areas, [['a', 'zz'], ['b', 'b']], [{ id: 'core' }]);
    expect(problems.map((p) => p.path)).toEqual(['/areas/1/id', '/areas/2/region', '/links/0/1', '/links/1']);
    expect(() => createAreaKernel(geometry, areas, [])).toThrow(/used twice/);
  });
});
