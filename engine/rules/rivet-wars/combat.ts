/**
 * The combat phase (rulebook pp.16-17, p.32). An active unit either uses an [action] skill (Dash)
 * or makes the attacks of its card: each attack of each attack line picks a target grid in range
 * (ground or air range, counted with one diagonal; a range of 0 cannot), holding no friendly unit.
 * The target is the unit in the first cell of the defender's priority diagram (a Sniper picks), the
 * dice come from its armour class, and the attack is declared, then rolled (`roll`), so that what
 * an attack is worth can be judged before its dice. Chain Grid Attack goes on to the next unit while
 * it hits, Flat Grid Attack hits every unit of the grid, Gas lays a cloud, an attack that deviates
 * lands where the top Action! card's arrow points, friends included. Rapid Assault moves the unit
 * before it attacks (it then stays put in the movement phase); Dash moves it X grids.
 */
import { refusal } from '../core/engine';
import type { Refusal } from '../core/types';
import { actorFor, activatableGrids, finish, isActive, takeTurn } from './activation';
import { bolsterOf, diceAgainst, flatAttack, rollAttack, targetOrder } from './attack';
import { deviate } from './cards';
import { enemyGridsOf, figureIndex, gridOf, isAction, occupancy, profileOfFigure, sideIndex, skillOf, weaponSource, weaponsOf, type Occupancy } from './common';
import type { Draft } from './draft';
import { layGas } from './gas';
import { nearestRange, rangeBetween, rangesOf } from './grid';
import { step, stepRefusal, stepToward } from './movement';
import { legalCardPlays } from './play';
import type { ActorState, FigureState, RwAction, RwState, WeaponInfo } from './types';

type Attack = Extract<RwAction, { type: 'attack' }>;
type Maneuver = Extract<RwAction, { type: 'assault' | 'dash' }>;

/** Range of a weapon against ground or air targets, with the unit's Range Bonus (a range of 0 stays 0). */
export function weaponRange(state: RwState, occupied: Occupancy, unit: number, weapon: WeaponInfo, air: boolean, buffGrid: number): number {
  const base = air ? weapon.airRange : weapon.range;
  if (base <= 0) return 0;
  return base + skillOf(state, occupied, unit, air ? 'range-bonus-air' : 'range-bonus-land', buffGrid);
}

/** Whether a unit of the grid can be reached: ground units by ground range, airborne ones by air range. */
function inRange(state: RwState, occupied: Occupancy, unit: number, weapon: WeaponInfo, grid: number, buffGrid: number): boolean {
  return reaches(state, occupied, grid, rangeBetween(state.fixed.columns, gridOf(state.game, unit), grid), weaponRange(state, occupied, unit, weapon, false, buffGrid), weaponRange(state, occupied, unit, weapon, true, buffGrid));
}

/** Whether a grid `distance` away is within `land` range (its ground units, or an empty grid) or `air` range (its airborne units). */
function reaches(state: RwState, occupied: Occupancy, grid: number, distance: number, land: number, air: number): boolean {
  const units = occupied.units[grid];
  if (!units) return distance <= land;
  for (const target of units) if (distance <= (profileOfFigure(state.fixed, target).airborne ? air : land)) return true;
  return false;
}

/** Whether the actor may attack (not after a Dash marked [action]). */
function mayAttack(state: RwState, actor: ActorState): boolean {
  return actor.mode !== 'dash' || !isAction(state.fixed, state.game, actor.unit, 'dash');
}

function attackRefusal(state: RwState, s: number, unit: number, weapon: number, grid: number, target: number, sniperGiven: boolean): string | null {
  const { fixed } = state;
  if (unit < 0 || fixed.figures[unit]?.side !== s) return 'rivet-wars.refused.notYourUnit';
  if (!isActive(state, unit)) return 'rivet-wars.refused.notActive';
  const actor = actorFor(state, unit);
  if (!mayAttack(state, actor)) return 'rivet-wars.refused.dashed';
  if (!Number.isInteger(weapon) || weapon < 0 || weapon >= actor.shots.length) return 'rivet-wars.refused.noSuchWeapon';
  if ((actor.shots[weapon] as number) <= 0) return 'rivet-wars.refused.noAttacksLeft';
  if (!Number.isInteger(grid) || grid < 0 || grid >= fixed.onBoard.length || fixed.onBoard[grid] !== 1) return 'rivet-wars.refused.noSuchCell';
  const occupied = occupancy(state);
  const owner = occupied.owner[grid] as number;
  const info = weaponsOf(fixed, state.game, unit)[weapon] as WeaponInfo;
  if (owner === s) return 'rivet-wars.refused.friendlyGrid';
  if (owner < 0 && !info.gas) return 'rivet-wars.refused.noTarget';
  if (!inRange(state, occupied, unit, info, grid, actor.from)) return 'rivet-wars.refused.outOfRange';
  if (sniperGiven) {
    if (skillOf(state, occupied, unit, 'sniper', actor.from) <= 0) return 'rivet-wars.refused.notSniper';
    if (target < 0 || (state.game.figures[target] as FigureState).grid !== grid) return 'rivet-wars.refused.noTarget';
  }
  return null;
}

export function checkAttack(state: RwState, action: Attack): Refusal | null {
  const s = sideIndex(state.fixed, action.side);
  const unit = figureIndex(state.fixed, action.unit);
  const target = action.target === undefined ? -1 : figureIndex(state.fixed, action.target);
  const key = attackRefusal(state, s, unit, action.weapon, action.grid, target, action.target !== undefined);
  return key ? refusal(key, { unit: String(action.unit), cell: state.fixed.labels[action.grid] ?? String(action.grid) }) : null;
}

export function applyAttack(d: Draft, action: Attack): void {
  const unit = figureIndex(d.fixed, action.unit);
  const actor = takeTurn(d, unit);
  const shots = actor.shots.slice();
  shots[action.weapon] = (shots[action.weapon] as number) - 1;
  d.setActor({ unit, mode: 'attack', left: 0, diagonal: actor.diagonal, shots, from: actor.from });
  d.setAttack({ unit, weapon: action.weapon, grid: action.grid, target: action.target === undefined ? -1 : figureIndex(d.fixed, action.target) });
  if (d.loud) {
    const weapon = weaponsOf(d.fixed, d.game, unit)[action.weapon] as WeaponInfo;
    d.emit({ key: 'rivet-wars.event.attackDeclared', params: { unit: action.unit, weapon: weaponSource(d.fixed, d.game, unit, action.weapon), cell: d.fixed.labels[action.grid] ?? '', grid: action.grid, target: action.target ?? '', deviates: weapon.deviates ? 1 : 0 } });
  }
}

/** The dice of a declared attack (rulebook p.16 steps 4-7, p.32 Chain, Flat, Gas, Sniper; p.17 deviation). */
export function rollDeclared(d: Draft): void {
  const attack = d.game.attack;
  if (!attack) return;
  d.setAttack(null);
  const { fixed } = d;
  const unit = attack.unit;
  const s = fixed.figures[unit]?.side ?? 0;
  const weapon = weaponsOf(fixed, d.game, unit)[attack.weapon] as WeaponInfo;
  const from = d.game.actor?.unit === unit ? d.game.actor.from : gridOf(d.game, unit);
  const precision = skillOf(d.state, d.occupancy(), unit, 'precision', from);
  const grid = weapon.deviates ? deviate(d, s, attack.grid) : attack.grid;
  if (grid < 0) {
    if (d.loud) d.emit({ key: 'rivet-wars.event.offBoard', params: { unit: fixed.figures[unit]?.id ?? '' } });
  } else {
    const source = { side: s, unit, what: 'attack' };
    const order = targetOrder(d.state, d.occupancy(), grid);
    if (order.length === 0) {
      if (d.loud) d.emit({ key: 'rivet-wars.event.emptyGrid', params: { unit: fixed.figures[unit]?.id ?? '', cell: fixed.labels[grid] ?? '', grid } });
    } else if (weapon.flat) {
      flatAttack(d, grid, (target) => weapon.dice[target.armour] ?? 0, precision, source);
    } else if (weapon.chain) {
      for (const target of order) {
        const dice = diceAgainst(weapon.dice[profileOfFigure(fixed, target).armour] ?? 0, bolsterOf(d.state, d.occupancy(), target));
        if (!rollAttack(d, target, dice, precision, source)) break;
      }
    } else {
      const chosen = attack.target >= 0 && (d.game.figures[attack.target] as FigureState).grid === grid ? attack.target : (order[0] as number);
      rollAttack(d, chosen, diceAgainst(weapon.dice[profileOfFigure(fixed, chosen).armour] ?? 0, bolsterOf(d.state, d.occupancy(), chosen)), precision, source);
    }
    if (weapon.gas) layGas(d, grid, s, unit, weapon);
  }
  const actor = d.game.actor;
  if (actor && actor.unit === unit && actor.shots.every((left) => left <= 0)) finish(d, unit);
}

function maneuverRefusal(state: RwState, s: number, unit: number, grid: number, kind: 'assault' | 'dash'): string | null {
  if (unit < 0 || state.fixed.figures[unit]?.side !== s) return 'rivet-wars.refused.notYourUnit';
  if (!isActive(state, unit)) return 'rivet-wars.refused.notActive';
  const actor = actorFor(state, unit);
  const occupied = occupancy(state);
  const skill = kind === 'assault' ? 'rapid-assault' : 'dash';
  const value = skillOf(state, occupied, unit, skill, actor.from);
  if (value <= 0) return kind === 'assault' ? 'rivet-wars.refused.noRapidAssault' : 'rivet-wars.refused.noDash';
  const left = actor.mode === 'fresh' ? value : actor.mode === kind ? actor.left : 0;
  if (left <= 0) return 'rivet-wars.refused.noMoveLeft';
  if (!Number.isInteger(grid)) return 'rivet-wars.refused.noSuchCell';
  return stepRefusal(state, occupied, unit, grid, actor.diagonal, actor.from);
}

export function checkManeuver(state: RwState, action: Maneuver): Refusal | null {
  const key = maneuverRefusal(state, sideIndex(state.fixed, action.side), figureIndex(state.fixed, action.unit), action.grid, action.type);
  return key ? refusal(key, { unit: String(action.unit), cell: state.fixed.labels[action.grid] ?? String(action.grid) }) : null;
}

export function applyManeuver(d: Draft, action: Maneuver): void {
  const unit = figureIndex(d.fixed, action.unit);
  const actor = takeTurn(d, unit);
  let moving = actor;
  if (actor.mode === 'fresh') {
    const skill = action.type === 'assault' ? 'rapid-assault' : 'dash';
    const value = skillOf(d.state, d.occupancy(), unit, skill, actor.from);
    // A Dash marked [action] takes the unit's activation: no attack after it.
    const shots = action.type === 'dash' && isAction(d.fixed, d.game, unit, 'dash') ? actor.shots.map(() => 0) : actor.shots;
    moving = { unit, mode: action.type, left: value, diagonal: false, shots, from: actor.from };
    if (action.type === 'assault') d.figure(unit).assaultAt = d.game.stamp;
    if (d.loud) d.emit({ key: action.type === 'assault' ? 'rivet-wars.event.rapidAssault' : 'rivet-wars.event.dash', params: { unit: action.unit, points: value } });
  }
  step(d, moving, action.grid);
  const after = d.game.actor;
  if (!after || after.unit !== unit) return;
  if (after.left <= 0 && (after.mode === 'dash' && after.shots.every((left) => left <= 0))) finish(d, unit);
}

const MANEUVERS = ['assault', 'dash'] as const;

/**
 * The attacks and moves of `unit` (an active one, or one activating its grid would make active),
 * the first `limit` of them: all its attacks left (a gas weapon's on empty grids too), its Buffs
 * from where it stood when it started.
 * A weapon that reaches no grid `nearest` away (the nearest enemy's range, when known) is not tried.
 */
function unitCombatActions(state: RwState, occupied: Occupancy, enemyGrids: readonly number[], side: string, unit: number, out: RwAction[], limit: number, nearest = 0): void {
  const { fixed, game } = state;
  const id = fixed.figures[unit]?.id ?? '';
  // The unit acting, or one that has not started.
  const current = game.actor?.unit === unit ? game.actor : null;
  const mode = current?.mode ?? 'fresh';
  const buffGrid = current?.from ?? gridOf(game, unit);
  if (!current || mayAttack(state, current)) {
    const weapons = weaponsOf(fixed, game, unit);
    const sniper = skillOf(state, occupied, unit, 'sniper', buffGrid) > 0;
    const from = gridOf(game, unit);
    const ranges = rangesOf(fixed);
    const row = from * fixed.onBoard.length;
    for (let w = 0; w < weapons.length; w++) {
      const weapon = weapons[w] as WeaponInfo;
      if ((current ? (current.shots[w] as number) : weapon.attacks) <= 0) continue;
      const land = weaponRange(state, occupied, unit, weapon, false, buffGrid);
      const air = weaponRange(state, occupied, unit, weapon, true, buffGrid);
      // Gas may be laid on an empty grid in range, to bar it.
      if (weapon.gas) {
        for (let grid = 0; grid < fixed.onBoard.length; grid++) {
          if (fixed.onBoard[grid] !== 1 || (occupied.owner[grid] as number) >= 0 || (ranges[row + grid] as number) > land) continue;
          out.push({ type: 'attack', side, unit: id, weapon: w, grid });
          if (out.length >= limit) return;
        }
      }
      if (Math.max(land, air) < nearest) continue;
      for (const grid of enemyGrids) {
        if (!reaches(state, occupied, grid, ranges[row + grid] as number, land, air)) continue;
        if (!sniper) out.push({ type: 'attack', side, unit: id, weapon: w, grid });
        else for (const target of occupied.units[grid] ?? []) out.push({ type: 'attack', side, unit: id, weapon: w, grid, target: fixed.figures[target]?.id ?? '' });
        if (out.length >= limit) return;
      }
    }
  }
  for (const kind of MANEUVERS) {
    if (mode !== 'fresh' && mode !== kind) continue;
    const value = skillOf(state, occupied, unit, kind === 'assault' ? 'rapid-assault' : 'dash', buffGrid);
    const left = current ? current.left : value;
    if (value <= 0 || (mode !== 'fresh' && left <= 0)) continue;
    const from = (game.figures[unit] as FigureState).grid;
    const diagonal = current?.diagonal ?? false;
    for (let direction = 0; direction < 8; direction++) {
      const to = fixed.neighbours[from * 8 + direction] as number;
      if (to >= 0 && stepToward(state, occupied, unit, direction, to, diagonal, buffGrid) === null) {
        out.push({ type: kind, side, unit: id, grid: to });
        if (out.length >= limit) return;
      }
    }
  }
}

/** The grids of the side whose activation gives a unit an attack or a move: activating another would only spend its units' turn. */
function combatGrids(state: RwState, occupied: Occupancy, enemyGrids: readonly number[], side: string, s: number): number[] {
  const probe: RwAction[] = [];
  // The nearest enemy's range from the grid of the units asked about, found once a grid (they come grid by grid).
  let grid = -1;
  let nearest = 0;
  return activatableGrids(state, s, (unit) => {
    const at = gridOf(state.game, unit);
    if (at !== grid) {
      grid = at;
      nearest = nearestRange(state.fixed, at, enemyGrids);
    }
    probe.pop();
    unitCombatActions(state, occupied, enemyGrids, side, unit, probe, 1, nearest);
    return probe.length > 0;
  });
}

/** Every combat action of the side: activations that give a unit something to do, cards, and the active units' attacks and moves. */
export function legalCombat(state: RwState, side: string, out: RwAction[]): void {
  const { fixed, game } = state;
  const s = sideIndex(fixed, side);
  const occupied = occupancy(state);
  const enemyGrids = enemyGridsOf(occupied, s);
  out.push({ type: 'endPhase', side });
  for (const grid of combatGrids(state, occupied, enemyGrids, side, s)) out.push({ type: 'activate', side, grid });
  legalCardPlays(state, s, out);
  for (const unit of game.active) unitCombatActions(state, occupied, enemyGrids, side, unit, out, Infinity);
}

/** Whether the side has anything to do in its combat phase. */
export function anyCombat(state: RwState, s: number): boolean {
  const occupied = occupancy(state);
  if (combatGrids(state, occupied, enemyGridsOf(occupied, s), state.fixed.sides[s]?.id ?? '', s).length > 0) return true;
  const out: RwAction[] = [];
  legalCardPlays(state, s, out);
  return out.length > 0;
}
