/**
 * One attack on one unit (rulebook pp.16-17): the dice its armour class calls for, fewer by its
 * Bolster Defense (and a bunker's, for infantry inside) down to 1; each die plus the attacker's
 * Precision; a hit on any die of 5 or more deals exactly one damage; a unit whose damage reaches
 * its health is destroyed, and whoever destroyed an enemy scores its bounty. Targets in a grid are
 * taken in the order of the holding side's target-priority diagram.
 */
import { finish } from './activation';
import { plugsOf, profileOfFigure, skillOf, type Occupancy } from './common';
import type { Draft } from './draft';
import { priorityRank } from './grid';
import type { FigureState, ProfileInfo, RwState, SideInfo } from './types';

/** Units of `grid` in the order attacks take them: the holding side's priority order of cells. */
export function targetOrder(state: RwState, occupied: Occupancy, grid: number): number[] {
  const units = occupied.units[grid];
  if (!units || units.length === 0) return [];
  const priority = (state.fixed.sides[occupied.owner[grid] as number] as SideInfo).priority;
  return units.slice().sort((a, b) => priorityRank(priority, (state.game.figures[a] as FigureState).cells) - priorityRank(priority, (state.game.figures[b] as FigureState).cells));
}

/** Dice taken off attacks on this unit: its Bolster Defense (with the Buffs of its grid), and a bunker's for infantry. */
export function bolsterOf(state: RwState, occupied: Occupancy, unit: number): number {
  const grid = (state.game.figures[unit] as FigureState).grid;
  let bolster = skillOf(state, occupied, unit, 'bolster-defense', grid);
  if (grid >= 0 && state.fixed.bunker[grid] === 1 && profileOfFigure(state.fixed, unit).infantry) bolster += state.fixed.constants.bunkerBolster;
  return bolster;
}

/** Dice rolled against a unit from a count on the card: 0 stays 0, else at least 1 once Bolster is taken off. */
export function diceAgainst(dice: number, bolster: number): number {
  return dice <= 0 ? 0 : Math.max(1, dice - bolster);
}

/** Chance that `dice` dice with `precision` hit (a die of hitOn - precision or more), for bots. */
export function hitChance(state: RwState, dice: number, precision: number): number {
  if (dice <= 0) return 0;
  const faces = state.fixed.constants.dieFaces;
  const needed = Math.max(1, state.fixed.constants.hitOn - precision);
  const miss = Math.min(1, Math.max(0, (needed - 1) / faces));
  return 1 - miss ** dice;
}

export interface AttackSource {
  /** The side whose attack it is (scores the bounty of enemies it destroys); -1 for nobody (a minefield). */
  readonly side: number;
  /** The unit attacking, or -1. */
  readonly unit: number;
  /** What attacks, for the log: a weapon name key, "minefield", "gas", "tank-shock", "barrage". */
  readonly what: string;
}

/**
 * Rolls `dice` dice (already reduced by Bolster) with `precision` against `target`. Returns true
 * on a hit. Damage, destruction and the bounty follow.
 */
export function rollAttack(d: Draft, target: number, dice: number, precision: number, source: AttackSource): boolean {
  const { fixed } = d;
  const hitOn = fixed.constants.hitOn;
  let hit = false;
  let faces = '';
  for (let n = 0; n < dice; n++) {
    const die = d.die();
    if (die + precision >= hitOn) hit = true;
    if (d.loud) faces += faces === '' ? String(die) : ` ${die}`;
  }
  if (d.loud) {
    d.emit({
      key: hit ? 'rivet-wars.event.hit' : dice === 0 ? 'rivet-wars.event.noDice' : 'rivet-wars.event.missed',
      params: { unit: fixed.figures[target]?.id ?? '', attacker: source.unit >= 0 ? (fixed.figures[source.unit]?.id ?? '') : '', what: source.what, dice: faces === '' ? '—' : faces, count: dice, precision },
    });
  }
  if (hit) damage(d, target, source.side);
  return hit;
}

/** One damage to `unit`; destroyed when it reaches its health (the side `by` scores its bounty). */
export function damage(d: Draft, unit: number, by: number): void {
  const figure = d.figure(unit);
  figure.damage = figure.damage + 1;
  if (figure.damage >= profileOfFigure(d.fixed, unit).health) destroy(d, unit, by);
}

/**
 * A unit taken off the board: back in the box (a hero is gone for good: it came once), its plugs
 * with it. An enemy that destroyed it scores its bounty and, in its own turn, the kill counts for
 * Secret Missions.
 */
export function destroy(d: Draft, unit: number, by: number): void {
  const { fixed } = d;
  const side = fixed.figures[unit]?.side ?? -1;
  const profile = profileOfFigure(fixed, unit);
  let bounty = profile.bounty;
  for (const plug of plugsOf(fixed, d.game, unit)) {
    bounty += profileOfFigure(fixed, plug).bounty;
    d.figure(plug).host = -1;
  }
  d.place(unit, -1, 0);
  d.figure(unit).damage = 0;
  if (d.game.active.includes(unit)) finish(d, unit);
  if (d.game.actor?.unit === unit) d.setActor(null);
  const enemy = by >= 0 && by !== side;
  if (enemy && bounty > 0 && (fixed.sides[by] as SideInfo).scoresKills) d.add('vp', by, bounty);
  if (enemy && fixed.sides[by]?.id === activeSide(d.state)) {
    const kills = d.game.kills;
    d.setKills({ units: kills.units + 1, vehicles: kills.vehicles + (profile.infantry ? 0 : 1), heroes: kills.heroes + (profile.hero ? 1 : 0) });
  }
  if (d.loud) {
    d.emit({ key: 'rivet-wars.event.destroyed', params: { unit: fixed.figures[unit]?.id ?? '', side: fixed.sides[side]?.id ?? '' } });
    if (enemy && bounty > 0 && (fixed.sides[by] as SideInfo).scoresKills) d.emit({ key: 'rivet-wars.event.bounty', params: { side: fixed.sides[by]?.id ?? '', points: bounty, unit: fixed.figures[unit]?.id ?? '' } });
  }
}

/** The side whose turn it is ('' during setup). */
function activeSide(state: RwState): string {
  const colon = state.phase.lastIndexOf(':');
  return colon < 0 ? '' : state.phase.slice(0, colon);
}

/** Attack of `dice` dice on every unit of a grid (Flat Grid Attack, Tank Shock, barrage), in priority order. */
export function flatAttack(d: Draft, grid: number, dice: (unit: ProfileInfo) => number, precision: number, source: AttackSource): void {
  const order = targetOrder(d.state, d.occupancy(), grid);
  for (const unit of order) {
    if ((d.game.figures[unit] as FigureState).grid !== grid) continue;
    const occupied = d.occupancy();
    rollAttack(d, unit, diceAgainst(dice(profileOfFigure(d.fixed, unit)), bolsterOf(d.state, occupied, unit)), precision, source);
  }
}

