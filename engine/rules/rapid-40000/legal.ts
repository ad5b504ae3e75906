/**
 * The actions offered to bots and to the action list: a finite, useful sample of what `check`
 * accepts (every one of them passes it). Moves are rigid steps along the compass headings and
 * straight at the nearest enemy and the objective (as far as they go, and short of difficult ground) and two formations facing the nearest
 * enemy; charges bring the most models they can into contact; shots go at every unit in sight,
 * templates where they cover the most enemy models and no friend.
 */
import { distance } from '../../board/free/measure';
import type { SideId } from '../core/types';
import { approach, budgetOf, centroid, chargePlan, crossesDifficult, formations, layoutAbout, rigidSteps, SHAPES } from './moves';
import { canActivate } from './flow';
import { check, decisionOf, orderingNco, withinOrders } from './rules';
import { aimFault, blastHits, flameOf, hasRangedWeapon, targetFault, templateFirers, templateWeaponOf, underFlameModel } from './shooting';
import { basesOf, livingModels, livingPositions, mayBeWithin, meleeFoes, onTable, placementFault, vehiclesTouched } from './table';
import type { Aim, Fixed, Game, R40Action, R40State, UnitInfo, UnitState } from './types';
import { allHave, leaderHas } from './units';
import { insidePolygon, pointOutlineDistanceSquared } from '../../board/free/measure';

/** The enemy model nearest a unit: where it faces and goes. */
function nearestFoe(fixed: Fixed, game: Game, u: number): [number, number] | null {
  const from = livingPositions(game.units[u] as UnitState);
  const [cx, cy] = centroid(from);
  let best: [number, number] | null = null;
  let bestDistance = Infinity;
  for (const v of fixed.unitsOf[1 - (fixed.units[u]?.sideIndex ?? 0)] ?? []) {
    const state = game.units[v] as UnitState;
    if (!onTable(state)) continue;
    for (let m = 0; m < state.alive.length; m++) {
      if (!state.alive[m]) continue;
      const x = state.pos[2 * m] as number;
      const y = state.pos[2 * m + 1] as number;
      const far = distance(cx, cy, x, y);
      if (far < bestDistance) {
        bestDistance = far;
        best = [x, y];
      }
    }
  }
  return best;
}

/** The centre of the first objective zone of the scenario the unit's side aims at, if any. */
function objectivePoint(fixed: Fixed, side: number): [number, number] | null {
  for (const objective of fixed.objectives) {
    if (objective.kind !== 'hold' || objective.side !== side) continue;
    const zone = objective.zones[0];
    if (zone) return [(zone.minX + zone.maxX) / 2, (zone.minY + zone.maxY) / 2];
  }
  return null;
}

export function moveCandidates(state: R40State, u: number, ap: number, out: R40Action[]): void {
  const { fixed, game } = state;
  const info = fixed.units[u] as UnitInfo;
  const unit = game.units[u] as UnitState;
  const side = info.side;
  if (unit.immobilised) return;
  // A Slow unit makes its moves and no more (a run is two).
  const slow = allHave(fixed, game, u, 'slow');
  const movesLeft = slow ? fixed.constants.slowMoves - (game.active === u ? unit.moves : 0) : 2;
  if (movesLeft <= 0) return;
  // Straight at the nearest enemy and at the objective, besides the compass headings.
  const aims = [nearestFoe(fixed, game, u), objectivePoint(fixed, info.sideIndex)].filter((aim): aim is [number, number] => aim !== null);
  const { moves, runs } = rigidSteps(fixed, game, u, ap < 2, fixed.constants.run && ap >= 2 && movesLeft >= 2, aims);
  for (const step of moves) if (step.cost <= ap) out.push({ type: 'move', side, unit: info.id, to: step.to });
  for (const step of runs) out.push({ type: 'run', side, unit: info.id, to: step.to });
  // Infantry walks up to an enemy vehicle it can reach, to set an explosive charge on it.
  if (!info.vehicle) {
    for (const v of fixed.unitsOf[1 - info.sideIndex] ?? []) {
      if (!fixed.units[v]?.vehicle || !mayBeWithin(fixed, game.units, u, v, budgetOf(fixed, u, 'move'))) continue;
      const to = approach(fixed, game, u, v, budgetOf(fixed, u, 'move'));
      if (to && (!crossesDifficult(fixed, game, u, to) || ap >= 2)) out.push({ type: 'move', side, unit: info.id, to });
    }
  }
  // A new formation once an activation, facing what the unit is after: the objective, else the nearest enemy.
  if (ap < fixed.constants.actionPoints) return;
  const target = aims[1] ?? aims[0];
  if (!target) return;
  for (const step of formations(fixed, game, u, budgetOf(fixed, u, 'move'), target[0], target[1])) {
    if (step.cost <= ap) out.push({ type: 'move', side, unit: info.id, to: step.to });
  }
}

/**
 * Hit and run: the unit walks into contact, strikes, and falls back the way it came with what is
 * left of its move.
 */
function hitAndRunCandidates(state: R40State, u: number, out: R40Action[]): void {
  const { fixed, game } = state;
  const info = fixed.units[u] as UnitInfo;
  const unit = game.units[u] as UnitState;
  const budget = budgetOf(fixed, u, 'move');
  const from = livingPositions(unit);
  for (const v of fixed.unitsOf[1 - info.sideIndex] ?? []) {
    if (fixed.units[v]?.vehicle || !mayBeWithin(fixed, game.units, u, v, budget)) continue;
    const via = approach(fixed, game, u, v, budget);
    if (!via) continue;
    const leg = distance(from[0] as number, from[1] as number, via[0] as number, via[1] as number);
    const back = leg === 0 ? 0 : Math.min(1, (budget - leg) / leg);
    const to: number[] = unit.pos.slice();
    livingModels(unit).forEach((m, i) => {
      to[2 * m] = Math.round((via[2 * i] as number) + ((from[2 * i] as number) - (via[2 * i] as number)) * back);
      to[2 * m + 1] = Math.round((via[2 * i + 1] as number) + ((from[2 * i + 1] as number) - (via[2 * i + 1] as number)) * back);
    });
    const action: R40Action = { type: 'hitAndRun', side: info.side, unit: info.id, target: fixed.units[v]?.id ?? '', via, to };
    if (check(state, action) === null) out.push(action);
  }
}

function chargeCandidates(state: R40State, u: number, out: R40Action[]): void {
  const { fixed, game } = state;
  const info = fixed.units[u] as UnitInfo;
  if (info.vehicle) return;
  const reach = budgetOf(fixed, u, 'charge');
  for (const v of fixed.unitsOf[1 - info.sideIndex] ?? []) {
    if (fixed.units[v]?.vehicle || !onTable(game.units[v] as UnitState)) continue;
    if (!mayBeWithin(fixed, game.units, u, v, reach)) continue;
    const plan = chargePlan(fixed, game, u, v);
    if (!plan) continue;
    const action: R40Action = { type: 'charge', side: info.side, unit: info.id, target: fixed.units[v]?.id ?? '', to: plan };
    if (check(state, action) === null) out.push(action);
  }
}

/**
 * The best point for model m of unit u to lay its template at against unit v: over the enemy model
 * that puts the most of v's models under it, with no friend under it, with how many it covers.
 */
export function aimPoint(state: R40State, u: number, m: number, v: number): { at: [number, number]; count: number } | null {
  const { fixed, game } = state;
  const weapon = templateWeaponOf(fixed, u, m);
  if (weapon < 0) return null;
  const target = game.units[v] as UnitState;
  const flame = fixed.weapons[weapon]?.template === 'flame';
  const options: [number, number, number][] = [];
  for (let b = 0; b < target.alive.length; b++) {
    if (!target.alive[b]) continue;
    const x = target.pos[2 * b] as number;
    const y = target.pos[2 * b + 1] as number;
    const drop = flame ? flameOf(fixed, game, u, m, x, y) : null;
    if (flame && !drop) continue;
    let count = 0;
    for (let c = 0; c < target.alive.length; c++) {
      if (target.alive[c] && (drop ? underFlameModel(fixed, target, v, c, drop) : blastHits(fixed, game, v, c, x, y))) count++;
    }
    if (count > 0) options.push([count, x, y]);
  }
  // The most models first; the first place the rules accept wins.
  options.sort((a, b) => b[0] - a[0]);
  for (const [count, x, y] of options.slice(0, 3)) if (aimFault(fixed, game, u, m, x, y) === null) return { at: [x, y], count };
  return null;
}

/** Living models of u with a template weapon. */
function templateModels(fixed: Fixed, game: Game, u: number): number[] {
  const out: number[] = [];
  for (const { model } of templateFirers(fixed, game, u)) if (!out.includes(model)) out.push(model);
  return out;
}

export function shootCandidates(state: R40State, u: number, ap: number, out: R40Action[]): void {
  const { fixed, game } = state;
  const info = fixed.units[u] as UnitInfo;
  const unit = game.units[u] as UnitState;
  if (!fixed.constants.shootTwice && game.active === u && unit.shot) return;
  const firers = templateModels(fixed, game, u);
  if (firers.length === 0) {
    // Hand weapons only (most units): a shot at each unit in range and sight.
    for (const v of fixed.unitsOf[1 - info.sideIndex] ?? []) {
      if (!onTable(game.units[v] as UnitState) || targetFault(fixed, game, u, v, false) !== null) continue;
      const target = fixed.units[v]?.id ?? '';
      out.push({ type: 'shoot', side: info.side, unit: info.id, target, aimed: false });
      if (ap >= 2) out.push({ type: 'shoot', side: info.side, unit: info.id, target, aimed: true });
    }
    return;
  }
  const reach = Math.max(fixed.constants.missileRange + 2 * fixed.constants.blastRadius, fixed.constants.flameReach + 2 * fixed.constants.flameEndRadius + 200);
  // Each template at the enemy unit it covers most of: a volley that spreads its templates.
  const best = new Map<number, { at: [number, number]; count: number }>();
  const byTarget: { v: number; target: string | undefined; aims: Aim[] }[] = [];
  for (const v of fixed.unitsOf[1 - info.sideIndex] ?? []) {
    if (!onTable(game.units[v] as UnitState)) continue;
    const target = targetFault(fixed, game, u, v, false) === null ? (fixed.units[v]?.id ?? '') : undefined;
    const aims: Aim[] = [];
    if (firers.length > 0 && mayBeWithin(fixed, game.units, u, v, reach)) {
      for (const m of firers) {
        const point = aimPoint(state, u, m, v);
        if (!point) continue;
        aims.push({ model: m, at: point.at });
        if ((best.get(m)?.count ?? 0) < point.count) best.set(m, point);
      }
    }
    if (target !== undefined || aims.length > 0) byTarget.push({ v, target, aims });
  }
  const spread: Aim[] = firers.flatMap((m) => {
    const point = best.get(m);
    return point ? [{ model: m, at: point.at }] : [];
  });
  for (const aimed of ap >= 2 ? [false, true] : [false]) {
    for (const { target, aims } of byTarget) {
      if (target !== undefined) out.push({ type: 'shoot', side: info.side, unit: info.id, target, aimed });
      if (aims.length > 0) out.push(target !== undefined ? { type: 'shoot', side: info.side, unit: info.id, target, aims, aimed } : { type: 'shoot', side: info.side, unit: info.id, aims, aimed });
    }
    if (firers.length > 1 && spread.length > 1) out.push({ type: 'shoot', side: info.side, unit: info.id, aims: spread, aimed });
  }
}

/** An NCO's orders (R63): each friendly unit yet to act standing within his reach may be told to act next. */
function orderCandidates(state: R40State, u: number, ap: number, out: R40Action[]): void {
  const { fixed, game } = state;
  if (fixed.constants.ncoOrders === 'off' || ap < fixed.constants.ncoOrderAp || (game.active === u && game.ordered >= 0) || game.units[u]?.fleeing) return;
  const m = orderingNco(fixed, game, u);
  if (m < 0) return;
  const info = fixed.units[u] as UnitInfo;
  for (const t of fixed.unitsOf[info.sideIndex] ?? []) {
    const team = game.units[t] as UnitState;
    if (t === u || team.done || !onTable(team)) continue;
    if (withinOrders(fixed, game, u, m, t)) out.push({ type: 'order', side: info.side, unit: info.id, team: fixed.units[t]?.id ?? '' });
  }
}

/** What the active unit may do: a sample of moves, charges and shots, and every other kind of action that is open. */
export function actCandidates(state: R40State, u: number, out: R40Action[]): void {
  const { fixed, game } = state;
  const info = fixed.units[u] as UnitInfo;
  const unit = game.units[u] as UnitState;
  const side = info.side;
  const ap = game.active === u ? unit.ap : fixed.constants.actionPoints;
  out.push({ type: 'endActivation', side, unit: info.id });
  orderCandidates(state, u, ap, out);
  if (unit.fleeing) {
    if (ap >= 2) out.push({ type: 'rally', side, unit: info.id });
    return;
  }
  const foes = meleeFoes(fixed, game, u);
  if (foes.length > 0) {
    for (const v of foes) {
      const target = fixed.units[v]?.id ?? '';
      out.push({ type: 'melee', side, unit: info.id, target, power: false });
      if (ap >= 2) out.push({ type: 'melee', side, unit: info.id, target, power: true });
    }
    if (ap >= 2) out.push({ type: 'disengage', side, unit: info.id });
  } else {
    moveCandidates(state, u, ap, out);
    const mayMove = !allHave(fixed, game, u, 'slow') || (game.active === u ? unit.moves : 0) < fixed.constants.slowMoves;
    if (mayMove && (ap >= 2 || (leaderHas(fixed, game, u, 'ferociousCharge') && fixed.constants.ferociousChargeAp <= ap))) chargeCandidates(state, u, out);
    if (mayMove && ap >= 2 && !info.vehicle && leaderHas(fixed, game, u, 'hitAndRun')) hitAndRunCandidates(state, u, out);
    shootCandidates(state, u, ap, out);
    if (ap >= 2 && hasRangedWeapon(fixed, game, u)) out.push({ type: 'overwatch', side, unit: info.id });
  }
  if (!info.vehicle) for (const v of vehiclesTouched(fixed, game, u)) out.push({ type: 'plantCharge', side, unit: info.id, target: fixed.units[v]?.id ?? '' });
  if (unit.unloaded && ap >= 1) out.push({ type: 'reload', side, unit: info.id });
}

/** Formations a reserve unit may deploy in: two ranks facing the enemy, at eight places along its zone. */
export function deployCandidates(state: R40State, u: number, out: R40Action[]): void {
  const { fixed, game } = state;
  const info = fixed.units[u] as UnitInfo;
  const zone = fixed.zones[info.zone]?.polygon;
  if (!zone) return;
  const radii = info.models.map((model) => model.radius);
  const facing = (zone.minY + zone.maxY) / 2 < fixed.height / 2 ? 1 : -1;
  const bases = basesOf(fixed, game.units);
  const models = info.models.map((_, m) => m);
  for (let k = 0; k < 8; k++) {
    const x = Math.round(zone.minX + ((zone.maxX - zone.minX) * (2 * k + 1)) / 16);
    const y = Math.round((zone.minY + zone.maxY) / 2);
    for (const shape of SHAPES) {
      const to = layoutAbout(info, fixed.weapons, x, y, 0, facing, shape);
      const action: R40Action = { type: 'deploy', side: info.side, unit: info.id, to };
      if (info.vehicle) {
        // A hull's corners must all stand in the zone: the check says so.
        if (check(state, action) !== null) continue;
        out.push(action);
        break;
      }
      let inside = true;
      for (let m = 0; m < models.length && inside; m++) {
        const px = to[2 * m] as number;
        const py = to[2 * m + 1] as number;
        const r = (radii[m] as number) - 1;
        inside = insidePolygon(px, py, zone) && pointOutlineDistanceSquared(px, py, zone) >= r * r;
      }
      if (inside && placementFault(fixed, bases, u, models, to, 1) === null) {
        out.push(action);
        break;
      }
    }
  }
}

export function legalActions(state: R40State, side: SideId): R40Action[] {
  const out: R40Action[] = [];
  const { fixed, game } = state;
  switch (decisionOf(state, side)) {
    case 'deploy':
      for (const u of fixed.unitsOf[fixed.sides.indexOf(side)] ?? []) if (game.units[u]?.status === 'reserve') deployCandidates(state, u, out);
      break;
    case 'activate': {
      const sideIndex = fixed.sides.indexOf(side);
      if (!canActivate(fixed, game, sideIndex)) break;
      for (const u of fixed.unitsOf[sideIndex] ?? []) {
        const unit = game.units[u] as UnitState;
        if (onTable(unit) && !unit.done) out.push({ type: 'activate', side, unit: fixed.units[u]?.id ?? '' });
      }
      break;
    }
    case 'act':
      if (game.active >= 0) actCandidates(state, game.active, out);
      break;
    case 'overwatch': {
      const o = game.watch?.queue[0];
      if (o === undefined) break;
      const id = fixed.units[o]?.id ?? '';
      out.push({ type: 'overwatchFire', side, unit: id }, { type: 'holdFire', side, unit: id });
      break;
    }
    case 'roll':
      out.push({ type: 'roll', side });
      break;
    case 'reroll':
      out.push({ type: 'reroll', side, use: 'none' }, { type: 'reroll', side, use: 'own' }, { type: 'reroll', side, use: 'other' });
      break;
  }
  return out;
}
