/**
 * Victory (R15, R86): the scenario's conditions (holding zones, wiping the enemy out, victory
 * points), checked when the scenario says; at the last turn's end, with no condition met, the side
 * that destroyed or routed more points wins (or it is a draw, as a house rule may say).
 */
import { insidePolygon, type FlatPolygon } from '../../board/free/measure';
import type { Outcome } from '../core/types';
import type { Draft } from './draft';
import { onTable } from './table';
import type { Fixed, Game, Objective, R40State, UnitState } from './types';

const END = 'end';

/** Whether a side has a model's centre in the zone, and the other side none (when `alone`). */
function holds(fixed: Fixed, game: Game, side: number, zone: FlatPolygon, alone: boolean): boolean {
  let mine = false;
  for (let u = 0; u < game.units.length; u++) {
    const state = game.units[u] as UnitState;
    if (!onTable(state)) continue;
    const own = fixed.units[u]?.sideIndex === side;
    if (own && mine) continue;
    if (!own && !alone) continue;
    for (let m = 0; m < state.alive.length; m++) {
      if (!state.alive[m] || !insidePolygon(state.pos[2 * m] as number, state.pos[2 * m + 1] as number, zone)) continue;
      if (!own) return false;
      mine = true;
      break;
    }
  }
  return mine;
}

export function objectiveMet(fixed: Fixed, game: Game, objective: Objective): boolean {
  switch (objective.kind) {
    case 'hold':
      return objective.all ? objective.zones.every((zone) => holds(fixed, game, objective.side, zone, objective.alone)) : objective.zones.some((zone) => holds(fixed, game, objective.side, zone, objective.alone));
    case 'eliminate':
      return objective.targets.every((side) => !inPlay(fixed, game, side));
    case 'points':
      return (game.lost[1 - objective.side] ?? 0) >= objective.points;
  }
}

/** Whether a side still has a unit on the table or waiting to deploy. */
export function inPlay(fixed: Fixed, game: Game, side: number): boolean {
  for (const u of fixed.unitsOf[side] ?? []) {
    const state = game.units[u] as UnitState;
    if (state.status === 'reserve' || onTable(state)) return true;
  }
  return false;
}

/** At the end of a turn (and of the game, with `final`): counts the checks each hold objective has been met in a row. */
export function checkObjectives(d: Draft, final: boolean): void {
  const { fixed, game } = d;
  if (fixed.objectives.length === 0) return;
  const held = game.held.slice();
  fixed.objectives.forEach((objective, index) => {
    if (objective.kind !== 'hold' || objective.check === 'immediate') return;
    if (objective.check === 'end-of-game' && !final) return;
    held[index] = objectiveMet(fixed, game, objective) ? (held[index] ?? 0) + 1 : 0;
  });
  d.setHeld(held);
}

function decided(winners: Set<number>, fixed: Fixed, key: string, objective: string): Outcome | null {
  if (winners.size === 0) return null;
  if (winners.size > 1) return { winner: null, key: 'rapid-40000.outcome.bothMet', params: {} };
  const side = [...winners][0] as number;
  return { winner: fixed.sides[side] as string, key, params: { side: fixed.sides[side] as string, objective } };
}

export function winnerOf(state: R40State): Outcome | null {
  const { fixed, game } = state;
  if (state.turn === 0) return null;
  // A side with nothing left on the table has lost, whatever the scenario says.
  const alive = [inPlay(fixed, game, 0), inPlay(fixed, game, 1)];
  if (!alive[0] && !alive[1]) return { winner: null, key: 'rapid-40000.outcome.mutual', params: {} };
  const immediate = new Set<number>();
  let objectiveId = '';
  fixed.objectives.forEach((objective) => {
    const live = objective.kind !== 'hold' || objective.check === 'immediate';
    if (live && objectiveMet(fixed, game, objective)) {
      immediate.add(objective.side);
      objectiveId = objective.id;
    }
  });
  const met = decided(immediate, fixed, 'rapid-40000.outcome.objective', objectiveId);
  if (met) return met;
  if (!alive[0] || !alive[1]) {
    const side = alive[0] ? 0 : 1;
    return { winner: fixed.sides[side] as string, key: 'rapid-40000.outcome.eliminated', params: { side: fixed.sides[side] as string } };
  }
  const counted = new Set<number>();
  fixed.objectives.forEach((objective, index) => {
    if (objective.kind === 'hold' && objective.check !== 'immediate' && (game.held[index] ?? 0) >= objective.turns) {
      counted.add(objective.side);
      objectiveId = objective.id;
    }
  });
  const held = decided(counted, fixed, 'rapid-40000.outcome.objective', objectiveId);
  if (held) return held;
  if (state.phase !== END) return null;
  // The last turn is over and no condition was met: the points destroyed or routed decide (R86).
  const scored = [game.lost[1] ?? 0, game.lost[0] ?? 0];
  if (fixed.constants.limitVictory === 'points' && scored[0] !== scored[1]) {
    const side = (scored[0] as number) > (scored[1] as number) ? 0 : 1;
    return { winner: fixed.sides[side] as string, key: 'rapid-40000.outcome.points', params: { side: fixed.sides[side] as string, points: scored[side] as number, other: scored[1 - side] as number } };
  }
  return { winner: null, key: 'rapid-40000.outcome.draw', params: { points: scored[0] as number } };
}
