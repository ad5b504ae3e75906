/** What combat and fire results do to a figure on the map: falling back, being unhorsed. */
import { hexDistance, isStandable, stepCost } from './board-cache';
import { hurt, labelOf, neighboursOf, placeOf } from './common';
import type { Draft } from './draft';
import type { FigureInfo, FigureState, SiegeState } from './types';
import { occupantOf } from './standing';

function enemyCells(state: SiegeState, side: string): number[] {
  const cells: number[] = [];
  state.game.figures.forEach((figure, index) => {
    if (figure.cell >= 0 && figure.status !== 'dead' && state.fixed.figures[index]?.side !== side) cells.push(figure.cell);
  });
  return cells;
}

/**
 * Where `index` falls back to, `hexes` hexes away, as a place (hex * 2, + 1 on top of a siege
 * tower): through friends but through no enemy and no hex next to an enemy, nor through a burning
 * hex, ending on a free place. The owner's choice is made for him: the end farthest from the
 * enemies, then the first in board order. -1 when there is none.
 */
export function fallBackPlace(state: SiegeState, index: number, hexes: number): number {
  const { fixed, game } = state;
  const figure = game.figures[index] as FigureState;
  const side = (fixed.figures[index] as FigureInfo).side;
  const enemies = enemyCells(state, side);
  const enemy = new Set(enemies);
  // Many paths lead to the same hexes: whether a hex is next to an enemy, and each end, are looked at once.
  const cells = fixed.board.cellCount;
  const barred = new Uint8Array(cells);
  const ended = new Uint8Array(cells * 2);
  const isBarred = (cell: number): boolean => {
    if (barred[cell] === 0) barred[cell] = enemy.has(cell) || neighboursOf(fixed, cell).some((next) => enemy.has(next)) ? 2 : 1;
    return barred[cell] === 2;
  };
  let best = -1;
  let bestDistance = -1;
  const visit = (cell: number, top: boolean, left: number, path: number[]): void => {
    if (left === 0) {
      const place = placeOf(cell, top);
      // An end met again by another path cannot change the choice.
      if (ended[place] === 1) return;
      ended[place] = 1;
      if (occupantOf(state, cell, top) >= 0 || (!top && !isStandable(state, index, cell))) return;
      const distance = enemies.reduce((min, other) => Math.min(min, hexDistance(fixed, cell, other)), Number.MAX_SAFE_INTEGER);
      if (distance > bestDistance || (distance === bestDistance && place < best)) {
        best = place;
        bestDistance = distance;
      }
      return;
    }
    for (const next of neighboursOf(fixed, cell)) {
      if (path.includes(next) || isBarred(next)) continue;
      for (const nextTop of LEVELS) {
        if (!Number.isFinite(stepCost(state, cell, next, figure.mounted, top, nextTop))) continue;
        path.push(next);
        visit(next, nextTop, left - 1, path);
        path.pop();
      }
    }
  };
  visit(figure.cell, figure.onTop, hexes, [figure.cell]);
  return best;
}

const LEVELS = [false, true] as const;

/** The figure falls back, or stays and is wounded when it cannot (rules 1.7 and 1.3 results). */
export function fallBack(d: Draft, index: number, hexes: number): void {
  const figure = d.game.figures[index] as FigureState;
  if (figure.status === 'dead' || figure.cell < 0) return;
  const id = (d.fixed.figures[index] as FigureInfo).id;
  const to = fallBackPlace(d.state, index, hexes);
  if (to < 0) {
    d.emit({ key: 'siege.event.cannotFallBack', params: { unit: id } });
    hurt(d, index, 'wound');
    return;
  }
  d.emit({ key: 'siege.event.fellBack', params: { unit: id, from: labelOf(d.fixed, figure.cell), to: labelOf(d.fixed, to >> 1) } });
  d.place(index, to >> 1, (to & 1) === 1);
}

/** The rider goes on foot; his horse is left out of play (rule 3.35, one hex per figure). */
export function unhorse(d: Draft, index: number): void {
  if (!(d.game.figures[index] as FigureState).mounted) return;
  d.figure(index).mounted = false;
  d.emit({ key: 'siege.event.unhorsed', params: { unit: (d.fixed.figures[index] as FigureInfo).id } });
}
