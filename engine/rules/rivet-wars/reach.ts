/**
 * Where a unit can get to with the movement it has, and at what cost, for the playtest's highlights
 * and the editor's inspect tool: grids one movement point apart, one diagonal per activation, never
 * through a grid held by the enemy (a Tank Shock ends in one), only through grids it may enter and
 * has room in. The budget is what the unit has left now in its phase, else its whole move.
 */
import { actorFor } from './activation';
import { occupancy, profileOfFigure, skillOf, stepOf, type Occupancy } from './common';
import { DIRECTIONS, freeFootprint, isDiagonal } from './grid';
import { movePoints } from './movement';
import type { FigureState, RwState, SideInfo } from './types';

/** Movement points the unit has for a move now: what is left of its move, Rapid Assault or Dash, else its move. */
function budgetOf(state: RwState, occupied: Occupancy, unit: number): number {
  const actor = actorFor(state, unit);
  if (actor.mode === 'move' || actor.mode === 'assault' || actor.mode === 'dash') return actor.left;
  if (actor.mode === 'attack') return 0;
  if (stepOf(state) === 'combat') return Math.max(skillOf(state, occupied, unit, 'rapid-assault', actor.from), skillOf(state, occupied, unit, 'dash', actor.from));
  return movePoints(state, occupied, unit);
}

export interface GridReach {
  readonly grid: number;
  readonly cost: number;
}

export function reachOf(state: RwState, unit: number, budget?: number): GridReach[] {
  const { fixed, game } = state;
  const occupied = occupancy(state);
  const from = (game.figures[unit] as FigureState).grid;
  if (from < 0) return [];
  const points = budget ?? budgetOf(state, occupied, unit);
  const actor = actorFor(state, unit);
  const profile = profileOfFigure(fixed, unit);
  const s = fixed.figures[unit]?.side ?? 0;
  const priority = (fixed.sides[s] as SideInfo).priority;
  const shock = skillOf(state, occupied, unit, 'tank-shock', actor.from) > 0;
  // Cost to each (grid, diagonal spent) pair, breadth first: every step costs one point.
  const grids = fixed.onBoard.length;
  const cost = new Array<number>(grids * 2).fill(Infinity);
  // With no diagonal allowed at all, the unit starts as if it had spent its one.
  const start = from * 2 + (actor.diagonal || fixed.constants.diagonalsPerActivation === 0 ? 1 : 0);
  cost[start] = 0;
  let frontier = [start];
  const best = new Map<number, number>();
  for (let spent = 1; spent <= points && frontier.length > 0; spent++) {
    const next: number[] = [];
    for (const node of frontier) {
      const grid = node >> 1;
      const diagonal = (node & 1) === 1;
      for (let direction = 0; direction < DIRECTIONS; direction++) {
        if (diagonal && isDiagonal(direction)) continue;
        const to = fixed.neighbours[grid * DIRECTIONS + direction] as number;
        if (to < 0) continue;
        const profileOk = profile.infantry ? !game.wire.includes(to) : fixed.tankTrap[to] === 0 && fixed.bunker[to] === 0 && fixed.objectiveAt[to] === -1;
        if (!profileOk) continue;
        const owner = occupied.owner[to] as number;
        if (owner >= 0 && owner !== s) {
          if (shock && !best.has(to)) best.set(to, spent);
          continue;
        }
        const taken = to === from ? (occupied.taken[to] as number) & ~(game.figures[unit] as FigureState).cells : (occupied.taken[to] as number);
        if (freeFootprint(profile.size, taken, priority) === 0) continue;
        const key = to * 2 + (diagonal || isDiagonal(direction) ? 1 : 0);
        if ((cost[key] as number) <= spent) continue;
        cost[key] = spent;
        next.push(key);
        if (to !== from && (best.get(to) ?? Infinity) > spent) best.set(to, spent);
      }
    }
    frontier = next;
  }
  return [...best].map(([grid, spent]) => ({ grid, cost: spent })).sort((a, b) => a.cost - b.cost || a.grid - b.grid);
}
