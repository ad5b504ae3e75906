/**
 * The actions of Rapid' 40000: whether one may be taken now (`check`, which accepts any object and
 * never throws) and what it does (`apply`). Costs in action points follow the rulebook's table
 * (R14): move 1 (2 through difficult ground), shoot or strike 1, aimed shot or power attack 2,
 * charge 2 (1 with Ferocious charge), disengage 2, overwatch 2, explosive charge 1; a run is the
 * two moves of an activation in one straight action.
 */
import { hullCorners } from '../../board/free/hull';
import { distance, insidePolygon, pointOutlineDistanceSquared } from '../../board/free/measure';
import { refusal } from '../core/engine';
import type { Action, Emit, Refusal, SideId } from '../core/types';
import { Draft, wholeNumbers } from './draft';
import { beginActivation, carryOn, endActivation, nextDeployment } from './flow';
import { budgetOf, crossesDifficult, endFacings, facingToward, judgeMove, judgePaths, wellFormed, type MoveJudgement } from './moves';
import { dropEngagedWatch, fleeAgain, rollDeclared, settleReroll, startMove } from './resolve';
import { aimFault, hasRangedWeapon, targetFault } from './shooting';
import { basesOf, coherencyGroups, engaged, hullOfModel, livingFacings, livingModels, livingPositions, meleeFoes, modelGap, onTable, OVERLAP_TOLERANCE, placementFault, vehiclesTouched } from './table';
import type { Aim, Fixed, Game, Moving, R40Action, R40State, UnitInfo, UnitState } from './types';
import { allHave, leaderHas } from './units';

const R = 'rapid-40000.refused.';

/** The kind of decision `side` owes, or null. */
export function decisionOf(state: R40State, side: SideId): string | null {
  for (const decision of state.pending) if (decision.side === side) return decision.kind;
  return null;
}

export function unitIndex(fixed: Fixed, id: unknown): number {
  if (typeof id !== 'string') return -1;
  for (let u = 0; u < fixed.units.length; u++) if (fixed.units[u]?.id === id) return u;
  return -1;
}

/** A unit of `side` that may act now: the active one, or one it may activate. */
function actingUnit(state: R40State, action: { readonly side: SideId; readonly unit?: unknown }): { u: number } | Refusal {
  const { fixed, game } = state;
  if (typeof action.unit !== 'string') return refusal(`${R}missingUnit`, {});
  const u = unitIndex(fixed, action.unit);
  if (u < 0) return refusal(`${R}unknownUnit`, { unit: action.unit });
  if (fixed.units[u]?.side !== action.side) return refusal(`${R}notYourUnit`, { unit: String(action.unit) });
  const decision = decisionOf(state, action.side);
  if (decision === 'act') return game.active === u ? { u } : refusal(`${R}notActive`, { unit: String(action.unit) });
  if (decision === 'activate') {
    const unit = game.units[u] as UnitState;
    if (!onTable(unit)) return refusal(`${R}notOnTable`, { unit: String(action.unit) });
    return unit.done ? refusal(`${R}alreadyActivated`, { unit: String(action.unit) }) : { u };
  }
  return refusal(`${R}notNow`, { expected: decision ?? '' });
}

/** Action points the unit has for this action (all of them, if it is about to be activated). */
function pointsOf(state: R40State, u: number): number {
  return state.game.active === u ? (state.game.units[u]?.ap ?? 0) : state.fixed.constants.actionPoints;
}

function moveRefusal(judged: MoveJudgement, unit: string): Refusal | null {
  if (judged.fault === null) return null;
  return refusal(`${R}move.${judged.fault}`, { unit, model: judged.model });
}

/**
 * Why a Slow unit (every model "Lent") may not make this move now: it has made the moves it may
 * in this activation (a run counts two), or null.
 */
function slowFault(state: R40State, u: number, moves: number, unit: string): Refusal | null {
  const { fixed, game } = state;
  if (!allHave(fixed, game, u, 'slow')) return null;
  const made = game.active === u ? (game.units[u]?.moves ?? 0) : 0;
  return made + moves > fixed.constants.slowMoves ? refusal(`${R}slow`, { unit, moves: fixed.constants.slowMoves }) : null;
}

/** Where a deployed unit's hulls face: as the action says (a direction that is not 0, 0), else toward the other long edge. */
export function deployFacing(fixed: Fixed, u: number, to: readonly number[], given: readonly number[] | undefined): number[] {
  const facing = facingToward(fixed, u, to);
  for (let i = 0; i + 1 < facing.length; i += 2) {
    const gx = given?.[i] ?? 0;
    const gy = given?.[i + 1] ?? 0;
    if (gx !== 0 || gy !== 0) {
      facing[i] = gx;
      facing[i + 1] = gy;
    }
  }
  return facing;
}

/** The cost of a move judged legal. */
export function moveCost(judged: MoveJudgement): number {
  return judged.difficult ? 2 : 1;
}

export function chargeCost(state: R40State, u: number, difficult: boolean): number {
  const { fixed, game } = state;
  const ferocious = leaderHas(fixed, game, u, 'ferociousCharge') ? fixed.constants.ferociousChargeAp : 2;
  return difficult ? 2 : ferocious;
}

/** Whether unit u, its living models at `to`, touches a model of unit v. */
function touchesAt(fixed: Fixed, game: Game, u: number, to: readonly number[], v: number): boolean {
  const state = game.units[u] as UnitState;
  const target = game.units[v] as UnitState;
  const models = livingModels(state);
  const info = fixed.units[u] as UnitInfo;
  const tinfo = fixed.units[v] as UnitInfo;
  for (let i = 0; i < models.length; i++) {
    const r = info.models[models[i] as number]?.radius ?? 0;
    for (let b = 0; b < target.alive.length; b++) {
      if (!target.alive[b]) continue;
      if (distance(to[2 * i] as number, to[2 * i + 1] as number, target.pos[2 * b] as number, target.pos[2 * b + 1] as number) - r - (tinfo.models[b]?.radius ?? 0) <= fixed.constants.contact) return true;
    }
  }
  return false;
}

function enemyUnit(state: R40State, u: number, id: unknown): number | Refusal {
  if (typeof id !== 'string') return refusal(`${R}missingTarget`, {});
  const v = unitIndex(state.fixed, id);
  if (v < 0) return refusal(`${R}unknownUnit`, { unit: String(id) });
  if (state.fixed.units[v]?.sideIndex === state.fixed.units[u]?.sideIndex) return refusal(`${R}friendlyTarget`, { target: id });
  if (!onTable(state.game.units[v] as UnitState)) return refusal(`${R}notOnTable`, { unit: String(id) });
  return v;
}

function checkDeploy(state: R40State, action: Extract<R40Action, { type: 'deploy' }>): Refusal | null {
  const { fixed, game } = state;
  if (decisionOf(state, action.side) !== 'deploy') return refusal(`${R}notNow`, { expected: decisionOf(state, action.side) ?? '' });
  if (typeof action.unit !== 'string') return refusal(`${R}missingUnit`, {});
  const u = unitIndex(fixed, action.unit);
  if (u < 0 || fixed.units[u]?.side !== action.side) return refusal(`${R}unknownUnit`, { unit: String(action.unit) });
  if (game.units[u]?.status !== 'reserve') return refusal(`${R}alreadyDeployed`, { unit: action.unit });
  const info = fixed.units[u] as UnitInfo;
  const models = info.models.map((_, m) => m);
  if (!wellFormed(action.to, models.length) || (action.facing !== undefined && !wellFormed(action.facing, models.length))) return refusal(`${R}move.malformed`, { unit: action.unit, model: -1 });
  const facing = deployFacing(fixed, u, action.to, action.facing);
  const zone = fixed.zones[info.zone]?.polygon;
  for (let m = 0; m < models.length; m++) {
    const x = action.to[2 * m] as number;
    const y = action.to[2 * m + 1] as number;
    const r = info.models[m]?.radius ?? 0;
    const hull = hullOfModel(info.models[m], x, y, facing[2 * m] ?? 1, facing[2 * m + 1] ?? 0);
    // Wholly within the zone: the base, or every corner of the hull.
    const corners = hull ? hullCorners(hull) : [x, y];
    for (let k = 0; k < corners.length; k += 2) {
      const cx = corners[k] as number;
      const cy = corners[k + 1] as number;
      const rim = hull ? 0 : r - OVERLAP_TOLERANCE;
      if (zone && (!insidePolygon(cx, cy, zone) || (rim > 0 && pointOutlineDistanceSquared(cx, cy, zone) < rim * rim))) return refusal(`${R}outsideZone`, { unit: action.unit, model: m });
    }
  }
  const fault = placementFault(fixed, basesOf(fixed, game.units), u, models, action.to, 1, facing.length > 0 ? facing : null);
  return fault ? refusal(`${R}move.${fault.fault}`, { unit: action.unit, model: fault.model }) : null;
}

function checkMoveLike(state: R40State, action: Extract<R40Action, { type: 'move' | 'run' }>): Refusal | null {
  const acting = actingUnit(state, action);
  if ('key' in acting) return acting;
  const { u } = acting;
  const { fixed, game } = state;
  const unit = game.units[u] as UnitState;
  if (unit.fleeing) return refusal(`${R}fleeing`, { unit: action.unit });
  if (unit.immobilised) return refusal(`${R}immobilised`, { unit: action.unit });
  if (engaged(fixed, game, u)) return refusal(`${R}engaged`, { unit: action.unit });
  const ap = pointsOf(state, u);
  if (action.type === 'run') {
    if (!fixed.constants.run) return refusal(`${R}noRun`, {});
    if (ap < 2) return refusal(`${R}noActionPoints`, { unit: action.unit, cost: 2, left: ap });
  }
  const slow = slowFault(state, u, action.type === 'run' ? 2 : 1, action.unit);
  if (slow) return slow;
  const judged = judgeMove(fixed, game, u, action.to, budgetOf(fixed, u, action.type), action.facing);
  const refused = moveRefusal(judged, action.unit);
  if (refused) return refused;
  if (action.type === 'run') return judged.difficult ? refusal(`${R}runDifficult`, { unit: action.unit }) : null;
  const cost = moveCost(judged);
  return cost > ap ? refusal(`${R}noActionPoints`, { unit: action.unit, cost, left: ap }) : null;
}

function checkCharge(state: R40State, action: Extract<R40Action, { type: 'charge' }>): Refusal | null {
  const acting = actingUnit(state, action);
  if ('key' in acting) return acting;
  const { u } = acting;
  const { fixed, game } = state;
  const unit = game.units[u] as UnitState;
  if (fixed.units[u]?.vehicle) return refusal(`${R}vehicleMelee`, { unit: action.unit });
  if (unit.fleeing) return refusal(`${R}fleeing`, { unit: action.unit });
  if (engaged(fixed, game, u)) return refusal(`${R}engaged`, { unit: action.unit });
  const v = enemyUnit(state, u, action.target);
  if (typeof v !== 'number') return v;
  if (fixed.units[v]?.vehicle) return refusal(`${R}vehicleMelee`, { unit: action.target });
  const slow = slowFault(state, u, 1, action.unit);
  if (slow) return slow;
  const judged = judgeMove(fixed, game, u, action.to, budgetOf(fixed, u, 'charge'));
  const refused = moveRefusal(judged, action.unit);
  if (refused) return refused;
  if (!touchesAt(fixed, game, u, action.to, v)) return refusal(`${R}noContact`, { unit: action.unit, target: action.target });
  const cost = chargeCost(state, u, judged.difficult);
  const ap = pointsOf(state, u);
  return cost > ap ? refusal(`${R}noActionPoints`, { unit: action.unit, cost, left: ap }) : null;
}

function checkHitAndRun(state: R40State, action: Extract<R40Action, { type: 'hitAndRun' }>): Refusal | null {
  const acting = actingUnit(state, action);
  if ('key' in acting) return acting;
  const { u } = acting;
  const { fixed, game } = state;
  const unit = game.units[u] as UnitState;
  if (!leaderHas(fixed, game, u, 'hitAndRun')) return refusal(`${R}noHitAndRun`, { unit: action.unit });
  if (fixed.units[u]?.vehicle) return refusal(`${R}vehicleMelee`, { unit: action.unit });
  if (unit.fleeing) return refusal(`${R}fleeing`, { unit: action.unit });
  if (engaged(fixed, game, u)) return refusal(`${R}engaged`, { unit: action.unit });
  const ap = pointsOf(state, u);
  if (ap < 2) return refusal(`${R}noActionPoints`, { unit: action.unit, cost: 2, left: ap });
  const slow = slowFault(state, u, 1, action.unit);
  if (slow) return slow;
  const v = enemyUnit(state, u, action.target);
  if (typeof v !== 'number') return v;
  if (fixed.units[v]?.vehicle) return refusal(`${R}vehicleMelee`, { unit: action.target });
  const budget = budgetOf(fixed, u, 'move');
  const first = judgeMove(fixed, game, u, action.via, budget);
  const refused = moveRefusal(first, action.unit) ?? (first.difficult ? refusal(`${R}hitAndRunDifficult`, { unit: action.unit }) : null);
  if (refused) return refused;
  if (!touchesAt(fixed, game, u, action.via, v)) return refusal(`${R}noContact`, { unit: action.unit, target: action.target });
  // `to` gives every model of the unit its end point (the dead ones' are ignored), so it survives casualties.
  const models = livingModels(unit);
  const all = fixed.units[u]?.models.length ?? 0;
  if (!wellFormed(action.to, all)) return refusal(`${R}move.malformed`, { unit: action.unit, model: -1 });
  const rest: number[] = [];
  for (const m of models) rest.push(action.to[2 * m] as number, action.to[2 * m + 1] as number);
  const from = livingPositions(unit);
  for (let i = 0; i < models.length; i++) {
    const travelled = distance(from[2 * i] as number, from[2 * i + 1] as number, action.via[2 * i] as number, action.via[2 * i + 1] as number) + distance(action.via[2 * i] as number, action.via[2 * i + 1] as number, rest[2 * i] as number, rest[2 * i + 1] as number);
    if (travelled > budget + OVERLAP_TOLERANCE) return refusal(`${R}move.tooFar`, { unit: action.unit, model: models[i] as number });
  }
  const second = judgePaths(fixed, basesOf(fixed, game.units), u, models, action.via, rest, budget, coherencyGroups(fixed, u, models, action.via));
  return moveRefusal(second, action.unit) ?? (second.difficult ? refusal(`${R}hitAndRunDifficult`, { unit: action.unit }) : null);
}

function isPoint(value: unknown): value is [number, number] {
  return Array.isArray(value) && value.length === 2 && value.every((n) => typeof n === 'number' && Number.isInteger(n) && Math.abs(n) <= 10_000_000);
}

/** Why a list of aims is not well formed: each a model of the unit (once) and a point. */
function aimsMalformed(aims: unknown, models: number): boolean {
  if (!Array.isArray(aims) || aims.length > models) return true;
  const seen: number[] = [];
  for (const aim of aims as unknown[]) {
    if (typeof aim !== 'object' || aim === null) return true;
    const { model, at } = aim as { model?: unknown; at?: unknown };
    if (typeof model !== 'number' || !Number.isInteger(model) || model < 0 || model >= models || seen.includes(model) || !isPoint(at)) return true;
    seen.push(model);
  }
  return false;
}

function checkShoot(state: R40State, action: Extract<R40Action, { type: 'shoot' }>): Refusal | null {
  const acting = actingUnit(state, action);
  if ('key' in acting) return acting;
  const { u } = acting;
  const { fixed, game } = state;
  const unit = game.units[u] as UnitState;
  if (unit.fleeing) return refusal(`${R}fleeing`, { unit: action.unit });
  if (typeof action.aimed !== 'boolean') return refusal(`${R}malformed`, {});
  if (action.aims !== undefined && aimsMalformed(action.aims, fixed.units[u]?.models.length ?? 0)) return refusal(`${R}malformed`, {});
  if (action.target === undefined && (action.aims === undefined || action.aims.length === 0)) return refusal(`${R}noTarget`, {});
  if (engaged(fixed, game, u)) return refusal(`${R}engaged`, { unit: action.unit });
  if (!fixed.constants.shootTwice && game.active === u && unit.shot) return refusal(`${R}shotAlready`, { unit: action.unit });
  const cost = action.aimed ? 2 : 1;
  const ap = pointsOf(state, u);
  if (cost > ap) return refusal(`${R}noActionPoints`, { unit: action.unit, cost, left: ap });
  if (action.target !== undefined) {
    if (typeof action.target !== 'string') return refusal(`${R}missingTarget`, {});
    const v = unitIndex(fixed, action.target);
    if (v < 0) return refusal(`${R}unknownUnit`, { unit: String(action.target) });
    const fault = targetFault(fixed, game, u, v, false);
    if (fault) return refusal(fault, { unit: action.unit, target: action.target });
  }
  // Each template weapon is laid on its own (R36–R37): every aim must stand by itself.
  for (const aim of action.aims ?? []) {
    const fault = aimFault(fixed, game, u, aim.model, aim.at[0], aim.at[1]);
    if (fault) return refusal(fault.key, fault.target >= 0 ? { unit: action.unit, model: aim.model, target: fixed.units[fault.target]?.id ?? '' } : { unit: action.unit, model: aim.model });
  }
  return null;
}

function checkUnitAction(state: R40State, action: Extract<R40Action, { type: 'melee' | 'disengage' | 'overwatch' | 'plantCharge' | 'rally' | 'reload' | 'endActivation' }>): Refusal | null {
  const acting = actingUnit(state, action);
  if ('key' in acting) return acting;
  const { u } = acting;
  const { fixed, game } = state;
  const unit = game.units[u] as UnitState;
  const ap = pointsOf(state, u);
  const cost = (n: number) => (n > ap ? refusal(`${R}noActionPoints`, { unit: action.unit, cost: n, left: ap }) : null);
  if (action.type === 'endActivation') return null;
  if (action.type === 'rally') return !unit.fleeing ? refusal(`${R}notFleeing`, { unit: action.unit }) : cost(2);
  if (action.type === 'reload') return !unit.unloaded ? refusal(`${R}loaded`, { unit: action.unit }) : cost(1);
  if (unit.fleeing) return refusal(`${R}fleeing`, { unit: action.unit });
  switch (action.type) {
    case 'melee': {
      if (typeof action.power !== 'boolean') return refusal(`${R}malformed`, {});
      if (typeof action.target !== 'string') return refusal(`${R}missingTarget`, {});
      const v = unitIndex(fixed, action.target);
      if (v < 0 || !meleeFoes(fixed, game, u).includes(v)) return refusal(`${R}notInContact`, { unit: action.unit, target: String(action.target) });
      return cost(action.power ? 2 : 1);
    }
    case 'disengage':
      return !engaged(fixed, game, u) ? refusal(`${R}notEngaged`, { unit: action.unit }) : cost(2);
    case 'overwatch':
      if (engaged(fixed, game, u)) return refusal(`${R}engaged`, { unit: action.unit });
      return !hasRangedWeapon(fixed, game, u) ? refusal(`${R}noRangedWeapon`, { unit: action.unit }) : cost(2);
    case 'plantCharge': {
      if (fixed.units[u]?.vehicle) return refusal(`${R}vehicleMelee`, { unit: action.unit });
      if (typeof action.target !== 'string') return refusal(`${R}missingTarget`, {});
      const v = unitIndex(fixed, action.target);
      if (v < 0 || !vehiclesTouched(fixed, game, u).includes(v)) return refusal(`${R}notTouchingVehicle`, { unit: action.unit, target: String(action.target) });
      return cost(1);
    }
  }
}

/** The NCO of unit u able to give orders (a living model with the rule), or -1. */
export function orderingNco(fixed: Fixed, game: Game, u: number): number {
  const info = fixed.units[u] as UnitInfo;
  const state = game.units[u] as UnitState;
  for (let m = 0; m < info.models.length; m++) if (state.alive[m] && info.models[m]?.role === 'nco') return m;
  return -1;
}

/** Whether team t has a model within the order's reach of model m of unit u (R63: "à distance 1 x court"). */
export function withinOrders(fixed: Fixed, game: Game, u: number, m: number, t: number): boolean {
  const team = game.units[t] as UnitState;
  const reach = fixed.constants.ncoOrderRange;
  if (fixed.units[t]?.vehicle || fixed.units[u]?.vehicle) {
    for (let b = 0; b < team.alive.length; b++) if (team.alive[b] && modelGap(fixed, game.units, u, m, t, b) <= reach) return true;
    return false;
  }
  const nco = game.units[u] as UnitState;
  const x = nco.pos[2 * m] as number;
  const y = nco.pos[2 * m + 1] as number;
  const r = (fixed.units[u]?.models[m]?.radius ?? 0) + reach;
  const models = fixed.units[t]?.models ?? [];
  for (let b = 0; b < team.alive.length; b++) {
    if (!team.alive[b]) continue;
    const far = r + (models[b]?.radius ?? 0);
    const dx = (team.pos[2 * b] as number) - x;
    const dy = (team.pos[2 * b + 1] as number) - y;
    if (dx * dx + dy * dy <= far * far) return true;
  }
  return false;
}

function checkOrder(state: R40State, action: Extract<R40Action, { type: 'order' }>): Refusal | null {
  const acting = actingUnit(state, action);
  if ('key' in acting) return acting;
  const { u } = acting;
  const { fixed, game } = state;
  if (fixed.constants.ncoOrders === 'off') return refusal(`${R}noOrders`, {});
  if (game.units[u]?.fleeing) return refusal(`${R}fleeing`, { unit: action.unit });
  const m = orderingNco(fixed, game, u);
  if (m < 0) return refusal(`${R}noNco`, { unit: action.unit });
  if (game.active === u && game.ordered >= 0) return refusal(`${R}orderGiven`, { unit: action.unit });
  if (typeof action.team !== 'string') return refusal(`${R}missingTarget`, {});
  const t = unitIndex(fixed, action.team);
  if (t < 0) return refusal(`${R}unknownUnit`, { unit: action.team });
  if (t === u || fixed.units[t]?.sideIndex !== fixed.units[u]?.sideIndex) return refusal(`${R}notTeam`, { unit: action.unit, team: action.team });
  const team = game.units[t] as UnitState;
  if (!onTable(team) || team.done) return refusal(`${R}teamDone`, { team: action.team });
  if (!withinOrders(fixed, game, u, m, t)) return refusal(`${R}teamTooFar`, { unit: action.unit, team: action.team, distance: fixed.constants.ncoOrderRange });
  const cost = fixed.constants.ncoOrderAp;
  const ap = pointsOf(state, u);
  return cost > ap ? refusal(`${R}noActionPoints`, { unit: action.unit, cost, left: ap }) : null;
}

function checkWatch(state: R40State, action: Extract<R40Action, { type: 'overwatchFire' | 'holdFire' }>): Refusal | null {
  if (decisionOf(state, action.side) !== 'overwatch') return refusal(`${R}notNow`, { expected: decisionOf(state, action.side) ?? '' });
  if (typeof action.unit !== 'string') return refusal(`${R}missingUnit`, {});
  const u = unitIndex(state.fixed, action.unit);
  const watch = state.game.watch;
  if (!watch || watch.queue[0] !== u) return refusal(`${R}notWatching`, { unit: String(action.unit) });
  return null;
}

export function check(state: R40State, action: Action): Refusal | null {
  const candidate = action as R40Action;
  switch (candidate.type) {
    case 'deploy':
      return checkDeploy(state, candidate);
    case 'activate': {
      if (decisionOf(state, candidate.side) !== 'activate') return refusal(`${R}notNow`, { expected: decisionOf(state, candidate.side) ?? '' });
      const acting = actingUnit(state, candidate);
      return 'key' in acting ? acting : null;
    }
    case 'move':
    case 'run':
      return checkMoveLike(state, candidate);
    case 'charge':
      return checkCharge(state, candidate);
    case 'hitAndRun':
      return checkHitAndRun(state, candidate);
    case 'shoot':
      return checkShoot(state, candidate);
    case 'melee':
    case 'disengage':
    case 'overwatch':
    case 'plantCharge':
    case 'rally':
    case 'reload':
    case 'endActivation':
      return checkUnitAction(state, candidate);
    case 'order':
      return checkOrder(state, candidate);
    case 'overwatchFire':
    case 'holdFire':
      return checkWatch(state, candidate);
    case 'roll':
      return decisionOf(state, candidate.side) === 'roll' ? null : refusal(`${R}notNow`, { expected: decisionOf(state, candidate.side) ?? '' });
    case 'reroll':
      if (decisionOf(state, candidate.side) !== 'reroll') return refusal(`${R}notNow`, { expected: decisionOf(state, candidate.side) ?? '' });
      return candidate.use === 'own' || candidate.use === 'other' || candidate.use === 'none' ? null : refusal(`${R}malformed`, {});
    default:
      return refusal(`${R}unknownAction`, { type: String((action as { type: unknown }).type) });
  }
}

/**
 * A move of unit u to `to` (its living models, flat) as a move under way: the start and the end of
 * every model (all of them: models that fall on the way keep their entries), and where its hulls
 * end up facing.
 */
function underWay(state: R40State, u: number, kind: Moving['kind'], target: number, cost: number, to: readonly number[], facing: readonly number[] | undefined): Moving {
  const unit = state.game.units[u] as UnitState;
  const models = livingModels(unit);
  const from = livingPositions(unit);
  const end = unit.pos.slice();
  const faces = endFacings(state.fixed, u, models, livingFacings(unit), from, to, facing);
  const ends = faces.length > 0 ? unit.facing.slice() : null;
  models.forEach((m, i) => {
    end[2 * m] = to[2 * i] as number;
    end[2 * m + 1] = to[2 * i + 1] as number;
    if (ends) {
      ends[2 * m] = faces[2 * i] as number;
      ends[2 * m + 1] = faces[2 * i + 1] as number;
    }
  });
  return { unit: u, kind, target, cost, from: unit.pos, to: end, facing: ends };
}

function spend(d: Draft, u: number, cost: number): void {
  const unit = d.unit(u);
  unit.ap = Math.max(0, unit.ap - cost);
}

function roll(d: Draft, side: SideId): void {
  d.setPending([{ side, kind: 'roll' }]);
}

/** The actions a unit takes in its activation (its first one activates it). */
const ACTING: ReadonlySet<string> = new Set(['activate', 'move', 'run', 'charge', 'hitAndRun', 'shoot', 'melee', 'disengage', 'overwatch', 'plantCharge', 'rally', 'reload', 'order', 'endActivation']);

type ActionOf<T extends R40Action['type']> = Extract<R40Action, { type: T }>;

function deploy(d: Draft, action: ActionOf<'deploy'>): void {
  const { fixed } = d;
  const u = unitIndex(fixed, action.unit);
  const unit = d.unit(u);
  unit.pos = wholeNumbers(action.to);
  unit.facing = wholeNumbers(deployFacing(fixed, u, action.to, action.facing));
  unit.status = 'ready';
  d.say('rapid-40000.event.deployed', { side: action.side, unit: action.unit });
  nextDeployment(d, fixed.units[u]?.sideIndex ?? 0);
}

function moveOrRun(d: Draft, state: R40State, action: ActionOf<'move' | 'run'>): void {
  const u = unitIndex(state.fixed, action.unit);
  // The action passed its check: only its cost is still to find.
  const cost = action.type === 'run' || crossesDifficult(state.fixed, state.game, u, action.to) ? 2 : 1;
  spend(d, u, cost);
  d.unit(u).moves += action.type === 'run' ? 2 : 1;
  startMove(d, underWay(state, u, action.type, -1, cost, action.to, action.facing));
}

function charge(d: Draft, state: R40State, action: ActionOf<'charge'>): void {
  const u = unitIndex(state.fixed, action.unit);
  const v = unitIndex(state.fixed, action.target);
  const cost = chargeCost(state, u, crossesDifficult(state.fixed, state.game, u, action.to));
  spend(d, u, cost);
  d.unit(u).moves += 1;
  startMove(d, underWay(state, u, 'charge', v, cost, action.to, undefined));
}

function hitAndRun(d: Draft, state: R40State, action: ActionOf<'hitAndRun'>): void {
  const u = unitIndex(state.fixed, action.unit);
  const v = unitIndex(state.fixed, action.target);
  spend(d, u, 2);
  d.unit(u).moves += 1;
  d.setPassing({ unit: u, to: action.to.slice() });
  startMove(d, underWay(state, u, 'hitAndRun', v, 2, action.via, undefined));
}

function shoot(d: Draft, action: ActionOf<'shoot'>): void {
  const u = unitIndex(d.fixed, action.unit);
  spend(d, u, action.aimed ? 2 : 1);
  const target = action.target === undefined ? -1 : unitIndex(d.fixed, action.target);
  // Pushed, not mapped: the roll's arrays keep one shape (see `wholeNumbers`).
  const aims: Aim[] = [];
  for (const aim of action.aims ?? []) aims.push({ model: aim.model, at: [aim.at[0], aim.at[1]] });
  d.setRoll({ kind: 'shoot', side: action.side, unit: u, target, aims, aimed: action.aimed, overwatch: false });
  d.say(action.aimed ? 'rapid-40000.event.shootDeclaredAimed' : 'rapid-40000.event.shootDeclared', { unit: action.unit, target: action.target ?? '', aimed: action.aimed ? 1 : 0, template: aims.length });
  roll(d, action.side);
}

function melee(d: Draft, action: ActionOf<'melee'>): void {
  const u = unitIndex(d.fixed, action.unit);
  spend(d, u, action.power ? 2 : 1);
  d.setRoll({ kind: 'melee', side: action.side, unit: u, target: unitIndex(d.fixed, action.target), power: action.power, charge: false });
  d.say(action.power ? 'rapid-40000.event.meleeDeclaredPower' : 'rapid-40000.event.meleeDeclared', { unit: action.unit, target: action.target, power: action.power ? 1 : 0 });
  roll(d, action.side);
}

function disengageOrRally(d: Draft, action: ActionOf<'disengage' | 'rally'>): void {
  const u = unitIndex(d.fixed, action.unit);
  spend(d, u, 2);
  d.setRoll({ kind: action.type, side: action.side, unit: u });
  d.say(action.type === 'disengage' ? 'rapid-40000.event.disengageDeclared' : 'rapid-40000.event.rallyDeclared', { unit: action.unit });
  roll(d, action.side);
}

function plantCharge(d: Draft, action: ActionOf<'plantCharge'>): void {
  const u = unitIndex(d.fixed, action.unit);
  spend(d, u, 1);
  d.setRoll({ kind: 'plant', side: action.side, unit: u, target: unitIndex(d.fixed, action.target) });
  d.say('rapid-40000.event.plantDeclared', { unit: action.unit, target: action.target });
  roll(d, action.side);
}

function reload(d: Draft, action: ActionOf<'reload'>): void {
  const u = unitIndex(d.fixed, action.unit);
  spend(d, u, 1);
  d.unit(u).unloaded = false;
  d.say('rapid-40000.event.reloaded', { unit: action.unit });
  carryOn(d);
}

function order(d: Draft, action: ActionOf<'order'>): void {
  const u = unitIndex(d.fixed, action.unit);
  spend(d, u, d.fixed.constants.ncoOrderAp);
  d.setOrdered(unitIndex(d.fixed, action.team));
  d.say('rapid-40000.event.ordered', { unit: action.unit, model: orderingNco(d.fixed, d.game, u), team: action.team });
  carryOn(d);
}

function overwatch(d: Draft, action: ActionOf<'overwatch'>): void {
  const u = unitIndex(d.fixed, action.unit);
  spend(d, u, 2);
  d.unit(u).overwatch = true;
  d.say('rapid-40000.event.overwatchSet', { unit: action.unit });
  carryOn(d);
}

function endOwnActivation(d: Draft, action: ActionOf<'endActivation'>): void {
  const u = unitIndex(d.fixed, action.unit);
  d.say('rapid-40000.event.activationEnded', { unit: action.unit });
  // A unit still fleeing that does not try to rally flees on.
  if (d.game.units[u]?.fleeing) fleeAgain(d, u);
  endActivation(d, u);
}

function answerWatch(d: Draft, action: ActionOf<'overwatchFire' | 'holdFire'>): void {
  const o = unitIndex(d.fixed, action.unit);
  const watch = d.game.watch;
  if (!watch) return;
  d.setFired([...d.game.fired, o]);
  if (action.type === 'overwatchFire') {
    d.setRoll({ kind: 'shoot', side: action.side, unit: o, target: watch.target, aims: [], aimed: false, overwatch: true });
    d.say('rapid-40000.event.overwatchFire', { unit: action.unit, target: d.fixed.units[watch.target]?.id ?? '' });
  } else {
    d.setRoll({ kind: 'restraint', side: action.side, unit: o, target: watch.target });
    d.say('rapid-40000.event.holdFireDeclared', { unit: action.unit, target: d.fixed.units[watch.target]?.id ?? '' });
  }
  roll(d, action.side);
}

/**
 * What an action does, each kind in its own function: this dispatch stays small, so that the
 * engine compiles it early in a run and cheaply (one large switch was compiled only after
 * thousands of actions, at a cost of tens of milliseconds).
 */
export function apply(state: R40State, action: R40Action, emit: Emit): R40State {
  const d = new Draft(state, emit);
  // The first action of a unit not yet active activates it.
  if (ACTING.has(action.type)) {
    const u = unitIndex(state.fixed, (action as { unit: string }).unit);
    if (d.game.active !== u) beginActivation(d, u);
  }
  switch (action.type) {
    case 'deploy':
      deploy(d, action);
      break;
    case 'activate':
      carryOn(d);
      break;
    case 'move':
    case 'run':
      moveOrRun(d, state, action);
      break;
    case 'charge':
      charge(d, state, action);
      break;
    case 'hitAndRun':
      hitAndRun(d, state, action);
      break;
    case 'shoot':
      shoot(d, action);
      break;
    case 'melee':
      melee(d, action);
      break;
    case 'disengage':
    case 'rally':
      disengageOrRally(d, action);
      break;
    case 'plantCharge':
      plantCharge(d, action);
      break;
    case 'reload':
      reload(d, action);
      break;
    case 'order':
      order(d, action);
      break;
    case 'overwatch':
      overwatch(d, action);
      break;
    case 'endActivation':
      endOwnActivation(d, action);
      break;
    case 'overwatchFire':
    case 'holdFire':
      answerWatch(d, action);
      break;
    case 'roll':
      rollDeclared(d);
      break;
    case 'reroll':
      settleReroll(d, action.use);
      break;
  }
  dropEngagedWatch(d);
  return d.finish();
}
