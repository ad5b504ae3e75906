/**
 * Mission 9's paradrop: "Au début du tour Allié, 3 Riflemen sont parachutés. Visez une case et
 * faites 3 tirages de déviation, en déployant 1 Rifleman sur chaque case ainsi désignée. Si la
 * déviation indique une case infranchissable, faite un nouveau tirage de déviation. [...] Une unité
 * larguée hors du plateau est éliminée." Each unit comes from the box (none left: no drop); a grid
 * the unit could not enter (terrain, the enemy, no room) is drawn again, a bounded number of times.
 */
import { refusal } from '../core/engine';
import type { Refusal } from '../core/types';
import { deviate } from './cards';
import { canStand, figuresInBox, sideIndex } from './common';
import type { Draft } from './draft';
import { freeFootprint } from './grid';
import { enterHazards } from './movement';
import { advance, cardStep } from './phases';
import type { ProfileInfo, RwAction, RwState, SideInfo } from './types';
import { NEVER } from './types';

type Paradrop = Extract<RwAction, { type: 'paradrop' }>;

/** Draws after which a drop that keeps landing on impassable grids is given up. */
const MAX_REDRAWS = 24;

export function paradropDue(state: RwState, s: number): boolean {
  const drop = state.fixed.mission.paradrop;
  return drop !== null && drop.side === s && (drop.everyTurn || state.turn === 1);
}

export function checkParadrop(state: RwState, action: Paradrop): Refusal | null {
  const grid = action.grid;
  if (typeof grid !== 'number' || !Number.isInteger(grid) || grid < 0 || grid >= state.fixed.onBoard.length || state.fixed.onBoard[grid] !== 1) return refusal('rivet-wars.refused.noSuchCell', { cell: String(grid) });
  return null;
}

function canLand(d: Draft, profile: ProfileInfo, s: number, grid: number): boolean {
  if (!canStand(d.fixed, d.game, profile, grid)) return false;
  const occupied = d.occupancy();
  const owner = occupied.owner[grid] as number;
  if (owner >= 0 && owner !== s) return false;
  return freeFootprint(profile.size, occupied.taken[grid] as number, (d.fixed.sides[s] as SideInfo).priority) !== 0;
}

export function applyParadrop(d: Draft, action: Paradrop): void {
  const drop = d.fixed.mission.paradrop;
  const s = sideIndex(d.fixed, action.side);
  if (drop) {
    const profile = d.fixed.profiles[drop.profile] as ProfileInfo;
    if (d.loud) d.emit({ key: 'rivet-wars.event.paradropAimed', params: { side: action.side, cell: d.fixed.labels[action.grid] ?? '', grid: action.grid, count: drop.count } });
    // The figures are taken from the box before any lands, so one killed on landing is not dropped again.
    const dropped = figuresInBox(d.fixed, d.game.figures, s, drop.profile, drop.count);
    for (let n = 0; n < drop.count; n++) {
      const figure = dropped[n] ?? -1;
      if (figure < 0) {
        if (d.loud) d.emit({ key: 'rivet-wars.event.paradropNoneLeft', params: { side: action.side } });
        break;
      }
      let landed = -2;
      for (let draw = 0; draw <= MAX_REDRAWS; draw++) {
        const grid = deviate(d, s, action.grid);
        if (grid < 0 || canLand(d, profile, s, grid)) {
          landed = grid;
          break;
        }
      }
      if (landed < 0) {
        if (d.loud) d.emit({ key: landed === -1 ? 'rivet-wars.event.paradropLost' : 'rivet-wars.event.paradropBlocked', params: { unit: d.fixed.figures[figure]?.id ?? '' } });
        continue;
      }
      const cells = freeFootprint(profile.size, d.occupancy().taken[landed] as number, (d.fixed.sides[s] as SideInfo).priority);
      d.place(figure, landed, cells);
      const placed = d.figure(figure);
      placed.damage = 0;
      placed.deployed = true;
      placed.assaultAt = NEVER;
      if (d.loud) d.emit({ key: 'rivet-wars.event.paradropLanded', params: { unit: d.fixed.figures[figure]?.id ?? '', cell: d.fixed.labels[landed] ?? '', grid: landed } });
      // Landing is entering: a cloud there attacks at once, as it does any unit moving in.
      enterHazards(d, figure, landed);
    }
  }
  if (!cardStep(d, s)) advance(d);
}

/** Any grid of the board may be aimed at. */
export function legalParadrops(state: RwState, side: string, out: RwAction[]): void {
  for (let grid = 0; grid < state.fixed.onBoard.length; grid++) if (state.fixed.onBoard[grid] === 1) out.push({ type: 'paradrop', side, grid });
}
