/**
 * Gas clouds (rulebook p.32, GAZ): an attack with the Gas skill lays a cloud on the grid it hits, as
 * long as gas tokens remain. Each cloud drifts one grid at the start of its side's movement phase by
 * a deviation draw, read from that side's seat, and is removed at the start of its side's combat
 * phase once it has been on the board for two rounds (`gasRounds`). Every unit, friend or foe, that
 * starts its turn in a cloud, that a cloud drifts onto, or that moves into a cloud's grid suffers
 * one attack with the attack of the unit that made it. Units Immune to Gas take no damage.
 */
import { profileOfFigure, skillOf } from './common';
import { bolsterOf, diceAgainst, rollAttack } from './attack';
import { deviate } from './cards';
import type { Draft } from './draft';
import type { FigureState, GasCloud, SideInfo, WeaponInfo } from './types';

/** One gas attack of `cloud` on `unit`. */
function gasAttack(d: Draft, cloud: GasCloud, unit: number): void {
  const occupied = d.occupancy();
  if (skillOf(d.state, occupied, unit, 'immune-to-gas', (d.game.figures[unit] as FigureState).grid) > 0) {
    if (d.loud) d.emit({ key: 'rivet-wars.event.gasImmune', params: { unit: d.fixed.figures[unit]?.id ?? '' } });
    return;
  }
  const dice = diceAgainst(cloud.dice[profileOfFigure(d.fixed, unit).armour] ?? 0, bolsterOf(d.state, occupied, unit));
  rollAttack(d, unit, dice, 0, { side: cloud.side, unit: -1, what: 'gas' });
}

/** Every cloud on `grid` attacks every unit standing there (friends and foes alike). */
export function gasOnGrid(d: Draft, grid: number, only: number = -1): void {
  for (const cloud of d.game.gas) {
    if (cloud.grid !== grid) continue;
    const units = d.occupancy().units[grid];
    if (!units) return;
    for (const unit of units.slice()) {
      if (only >= 0 && unit !== only) continue;
      if ((d.game.figures[unit] as FigureState).grid === grid) gasAttack(d, cloud, unit);
    }
  }
}

/** A cloud laid by an attack with the Gas skill, if a token is left. */
export function layGas(d: Draft, grid: number, side: number, unit: number, weapon: WeaponInfo): void {
  if (grid < 0 || d.game.gas.length >= d.fixed.gasTokens) return;
  d.gas().push({ grid, side, unit, dice: weapon.dice, round: d.state.turn });
  if (d.loud) d.emit({ key: 'rivet-wars.event.gasLaid', params: { side: d.fixed.sides[side]?.id ?? '', cell: d.fixed.labels[grid] ?? '', grid } });
}

/** Start of a turn: the side's units in a cloud suffer its attack. */
export function gasAtTurnStart(d: Draft, s: number): void {
  if (d.game.gas.length === 0) return;
  const grids = new Set(d.game.gas.map((cloud) => cloud.grid));
  for (const grid of grids) {
    const units = d.occupancy().units[grid];
    if (!units || d.fixed.figures[units[0] as number]?.side !== s) continue;
    gasOnGrid(d, grid);
  }
}

/** Start of the side's combat phase: its clouds that have stayed two rounds go. */
export function clearGas(d: Draft, s: number): void {
  if (!d.game.gas.some((cloud) => cloud.side === s && d.state.turn - cloud.round >= d.fixed.constants.gasRounds)) return;
  const kept = d.game.gas.filter((cloud) => {
    const old = cloud.side === s && d.state.turn - cloud.round >= d.fixed.constants.gasRounds;
    if (old && d.loud) d.emit({ key: 'rivet-wars.event.gasCleared', params: { cell: d.fixed.labels[cloud.grid] ?? '', grid: cloud.grid } });
    return !old;
  });
  const list = d.gas();
  list.length = 0;
  list.push(...kept);
}

/** Start of the side's movement phase: its clouds drift by a deviation draw; one blown off the board is gone. */
export function driftGas(d: Draft, s: number): void {
  for (let index = 0; index < d.game.gas.length; index++) {
    const cloud = d.game.gas[index] as GasCloud;
    if (cloud.side !== s) continue;
    const landed = deviate(d, s, cloud.grid);
    if (landed === cloud.grid) continue;
    const list = d.gas();
    if (landed < 0) {
      list.splice(index, 1);
      index--;
      if (d.loud) d.emit({ key: 'rivet-wars.event.gasGone', params: { cell: d.fixed.labels[cloud.grid] ?? '', grid: cloud.grid } });
      continue;
    }
    const moved: GasCloud = { grid: landed, side: cloud.side, unit: cloud.unit, dice: cloud.dice, round: cloud.round };
    list[index] = moved;
    if (d.loud) d.emit({ key: 'rivet-wars.event.gasDrifted', params: { side: (d.fixed.sides[s] as SideInfo).id, from: d.fixed.labels[cloud.grid] ?? '', to: d.fixed.labels[landed] ?? '', fromGrid: cloud.grid, toGrid: landed } });
    const units = d.occupancy().units[landed];
    if (units) for (const unit of units.slice()) if ((d.game.figures[unit] as FigureState).grid === landed) gasAttack(d, moved, unit);
  }
}
