import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CellKernel, DiagonalPolicy, HexGeometry } from '../types';
import { createHexKernel } from '../hex/hexKernel';
import { createSquareKernel } from '../square/squareKernel';
import { pathRespectsDiagonalPolicy } from './moveState';
import { costsFrom, reachable } from './reachable';

const square = (columns: number, rows: number, diagonals: DiagonalPolicy): CellKernel =>
  createSquareKernel({ kind: 'square', columns, rows, cellSizeMm: 25, labels: 'letter-number', diagonals });
const hex = (columns: number, rows: number, variant: Pick<HexGeometry, 'orientation' | 'offset'>): CellKernel =>
  createHexKernel({ kind: 'hex', columns, rows, hexSizeMm: 16, labels: 'wargame', ...variant });

const kernelArb = fc.oneof(
  fc
    .tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }), fc.constantFrom<DiagonalPolicy>('none', 'once-per-move', 'always'))
    .map(([c, r, d]) => square(c, r, d)),
  fc
    .tuple(
      fc.integer({ min: 1, max: 9 }),
      fc.integer({ min: 1, max: 9 }),
      fc.constantFrom<Pick<HexGeometry, 'orientation' | 'offset'>>(
        { orientation: 'flat', offset: 'odd' },
        { orientation: 'pointy', offset: 'even' },
      ),
    )
    .map(([c, r, v]) => hex(c, r, v)),
);
const withCell = kernelArb.chain((kernel) => fc.tuple(fc.constant(kernel), fc.integer({ min: 0, max: kernel.cellCount - 1 }).map((i) => kernel.cellAt(i))));

describe('reachable', () => {
  it('with unit costs, costs exactly the distance, within the budget', () => {
    fc.assert(
      fc.property(withCell, fc.integer({ min: 0, max: 8 }), ([kernel, from], budget) => {
        const result = reachable(kernel, from, { maxCost: budget });
        for (const cell of kernel.cells()) {
          const d = kernel.distance(from, cell);
          expect(result.costTo(cell)).toBe(d <= budget ? d : Infinity);
        }
      }),
      { numRuns: 80 },
    );
  });

  it('returns paths that start at the origin, step between neighbours, respect the diagonal policy and add up', () => {
    fc.assert(
      fc.property(withCell, fc.func(fc.constantFrom(1, 1, 2, 3, Infinity)), ([kernel, from], costOf) => {
        const enterCost = (index: number): number => costOf(index);
        const result = reachable(kernel, from, { enterCost });
        for (const cell of result.reachableCells()) {
          const path = result.pathTo(cell)!;
          expect(path[0]).toEqual(from);
          expect(path.at(-1)).toEqual(cell);
          let total = 0;
          let stepsBetweenNeighbours = true;
          for (let i = 1; i < path.length; i++) {
            const to = kernel.indexOf(path[i]!);
            stepsBetweenNeighbours &&= kernel.steps(kernel.indexOf(path[i - 1]!)).some((s) => s.to === to);
            total += enterCost(to);
          }
          expect(stepsBetweenNeighbours).toBe(true);
          expect(total).toBe(result.costTo(cell));
          expect(pathRespectsDiagonalPolicy(kernel, path)).toBe(true);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('never enters or passes through enemy cells, and never ends where it may not stop', () => {
    fc.assert(
      fc.property(withCell, fc.func(fc.boolean()), fc.func(fc.boolean()), ([kernel, from], enemy, friend) => {
        const occupiedBy = (i: number): boolean => i !== kernel.indexOf(from) && enemy(i);
        const canStop = (i: number): boolean => !friend(i);
        const result = reachable(kernel, from, { occupiedBy, canStop });
        for (const cell of result.reachableCells()) {
          const index = kernel.indexOf(cell);
          if (index !== kernel.indexOf(from)) expect(canStop(index)).toBe(true);
          for (const step of result.pathTo(cell)!.slice(1)) expect(occupiedBy(kernel.indexOf(step))).toBe(false);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('treats an infinite side cost as a wall, and adds finite side costs', () => {
    const kernel = square(3, 1, 'none');
    const wall = reachable(kernel, { col: 0, row: 0 }, { edgeCost: (edge) => (edge === 'v:1,0' ? Infinity : 0) });
    expect(wall.reachableCells()).toEqual([{ col: 0, row: 0 }]);
    const door = reachable(kernel, { col: 0, row: 0 }, { edgeCost: (edge) => (edge === 'v:1,0' ? 1 : 0) });
    expect(door.costTo({ col: 2, row: 0 })).toBe(3);
    expect(door.pathTo({ col: 2, row: 0 })).toEqual([
      { col: 0, row: 0 },
      { col: 1, row: 0 },
      { col: 2, row: 0 },
    ]);
  });

  it('lets a diagonal through a corner only when one of its detours is open', () => {
    const kernel = square(2, 2, 'always');
    const from = { col: 0, row: 0 };
    const to = { col: 1, row: 1 };
    const walls = (closed: string[]) => (edge: string) => (closed.includes(edge) ? Infinity : 0);
    // One wall touching the corner: the diagonal slips past its end.
    expect(reachable(kernel, from, { edgeCost: walls(['v:1,0']) }).pathTo(to)).toEqual([from, to]);
    // Walls on both detours close the corner; the long way round is closed too here.
    const closed = reachable(kernel, from, { edgeCost: walls(['v:1,0', 'h:0,1']) });
    expect(closed.costTo(to)).toBe(Infinity);
    // An L of walls around the far cell: both detours are blocked at their second side.
    expect(reachable(kernel, from, { edgeCost: walls(['v:1,1', 'h:1,1']) }).costTo(to)).toBe(Infinity);
  });

  it('applies the corner-cell rule to the cells beside a diagonal', () => {
    const kernel = square(2, 2, 'always');
    const from = { col: 0, row: 0 };
    const to = { col: 1, row: 1 };
    const enemyBeside = (i: number) => i === kernel.indexAt(1, 0) || i === kernel.indexAt(0, 1);
    expect(reachable(kernel, from, { occupiedBy: enemyBeside }).costTo(to)).toBe(1);
    expect(reachable(kernel, from, { occupiedBy: enemyBeside, cornerCells: 'one-open' }).costTo(to)).toBe(Infinity);
    const oneEnemy = (i: number) => i === kernel.indexAt(1, 0);
    expect(reachable(kernel, from, { occupiedBy: oneEnemy, cornerCells: 'one-open' }).costTo(to)).toBe(1);
    expect(reachable(kernel, from, { occupiedBy: oneEnemy, cornerCells: 'both-open' }).costTo(to)).toBe(2);
  });

  it('refuses an origin off the board', () => {
    expect(() => reachable(square(2, 2, 'none'), { col: 5, row: 5 })).toThrow(RangeError);
  });

  it('searches a 100 x 100 hex map quickly', () => {
    const kernel = hex(100, 100, { orientation: 'flat', offset: 'odd' });
    const started = performance.now();
    const result = reachable(kernel, { col: 50, row: 50 }, { enterCost: (i) => 1 + (i % 3) });
    const elapsed = performance.now() - started;
    expect(result.reachableCells()).toHaveLength(10_000);
    expect(elapsed).toBeLessThan(1500);
  });
});

describe('costsFrom', () => {
  it('costs each cell what a move from the nearest of several origins costs, through walls, doors and costly ground', () => {
    const withOrigins = kernelArb.chain((kernel) =>
      fc.tuple(
        fc.constant(kernel),
        fc.uniqueArray(fc.integer({ min: 0, max: kernel.cellCount - 1 }), { minLength: 1, maxLength: 4 }),
        fc.array(fc.constantFrom(1, 2, Infinity), { minLength: kernel.cellCount, maxLength: kernel.cellCount }),
        fc.integer({ min: 0, max: 1000 }),
      ),
    );
    fc.assert(
      fc.property(withOrigins, ([kernel, origins, enter, salt]) => {
        // Sides by a hash of their key: some walls, some doors costing 2, most open.
        const options = {
          enterCost: (index: number) => enter[index] as number,
          edgeCost: (key: string) => {
            let hash = salt;
            for (let i = 0; i < key.length; i++) hash = (hash * 31 + key.charCodeAt(i)) % 997;
            return hash % 7 === 0 ? Infinity : hash % 5 === 0 ? 2 : 0;
          },
        };
        const together = costsFrom(kernel, origins, options);
        const apart = origins.map((origin) => reachable(kernel, kernel.cellAt(origin), options).cost);
        for (let index = 0; index < kernel.cellCount; index++) {
          expect(together[index]).toBe(Math.min(...apart.map((cost) => cost[index] as number)));
        }
        for (const origin of origins) expect(together[origin]).toBe(0);
      }),
    );
  });
});
