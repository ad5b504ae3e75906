/**
 * The deployment phase (rulebook p.15): points and rivets gained as the scenario says (with the
 * mission's extras), units bought from the box and placed in the side's deployment zone, in a grid
 * they could move into; plugs fitted to a unit with a free socket in the side's territory; heroes
 * once per game. Unspent deployment points are lost at the end of the phase, rivets are kept.
 */
import { refusal } from '../core/engine';
import type { Refusal } from '../core/types';
import { canStand, figureInBox, figureIndex, occupancy, plugsOf, profileOfFigure, sideIndex } from './common';
import type { Draft } from './draft';
import { freeFootprint } from './grid';
import { escalationLevel } from './mission';
import type { FigureState, ProfileInfo, RwAction, RwState, SideInfo } from './types';
import { NEVER } from './types';

type Deploy = Extract<RwAction, { type: 'deploy' }>;
type Plug = Extract<RwAction, { type: 'plug' }>;

export function gainResources(d: Draft, s: number): void {
  const { fixed } = d;
  const side = fixed.sides[s] as SideInfo;
  const level = escalationLevel(fixed.mission.escalation, d.game.level[s] as number);
  const points = side.dpPerTurn + (level?.deploymentPoints ?? 0);
  const rivets = side.rivetsPerTurn + (level?.rivets ?? 0);
  const free = level && (level.profiles[s] ?? -1) >= 0 ? level.units : 0;
  d.set('dp', s, points);
  d.set('infantryDp', s, fixed.mission.infantryPoints);
  d.add('rivets', s, rivets);
  d.set('free', s, free);
  if (d.loud) {
    d.emit({ key: 'rivet-wars.event.resources', params: { side: side.id, points, rivets, total: d.game.rivets[s] as number } });
    if (fixed.mission.infantryPoints > 0) d.emit({ key: 'rivet-wars.event.infantryPoints', params: { side: side.id, points: fixed.mission.infantryPoints } });
    if (level) d.emit({ key: 'rivet-wars.event.escalation', params: { side: side.id, vp: d.game.level[s] as number, points: level.deploymentPoints, rivets: level.rivets, units: free, profile: free > 0 ? (fixed.profiles[level.profiles[s] as number] as ProfileInfo).id : '' } });
  }
}

export function endDeployment(d: Draft, s: number): void {
  d.set('dp', s, 0);
  d.set('infantryDp', s, 0);
  d.set('free', s, 0);
}

function profileIndexOf(state: RwState, id: unknown): number {
  if (typeof id !== 'string') return -1;
  const profiles = state.fixed.profiles;
  for (let index = 0; index < profiles.length; index++) if ((profiles[index] as ProfileInfo).id === id) return index;
  return -1;
}

/** The profile of the free units of this turn (mission 10), or -1. */
export function freeProfile(state: RwState, s: number): number {
  if ((state.game.free[s] as number) <= 0) return -1;
  return escalationLevel(state.fixed.mission.escalation, state.game.level[s] as number)?.profiles[s] ?? -1;
}

function eligibleForInfantryPoints(state: RwState, profile: ProfileInfo): boolean {
  return profile.infantry && (!profile.hero || state.fixed.mission.infantryHeroes);
}

/** Why the side cannot pay for a unit of `profile`, or null. */
function paymentRefusal(state: RwState, s: number, p: number): string | null {
  if (freeProfile(state, s) === p) return null;
  const profile = state.fixed.profiles[p] as ProfileInfo;
  const points = (state.game.dp[s] as number) + (eligibleForInfantryPoints(state, profile) ? (state.game.infantryDp[s] as number) : 0);
  if (points < profile.cost) return 'rivet-wars.refused.notEnoughPoints';
  if ((state.game.rivets[s] as number) < profile.rivets) return 'rivet-wars.refused.notEnoughRivets';
  return null;
}

function pay(d: Draft, s: number, p: number): void {
  const state = d.state;
  if (freeProfile(state, s) === p) {
    d.add('free', s, -1);
    return;
  }
  const profile = d.fixed.profiles[p] as ProfileInfo;
  let cost = profile.cost;
  if (eligibleForInfantryPoints(state, profile)) {
    const restricted = Math.min(cost, d.game.infantryDp[s] as number);
    d.add('infantryDp', s, -restricted);
    cost -= restricted;
  }
  d.add('dp', s, -cost);
  d.add('rivets', s, -profile.rivets);
}

/** Why no figure of profile `p` comes out of side `s`'s box, or null: a hero comes once per game (when heroOncePerGame), else none is left. */
function boxRefusal(state: RwState, s: number, p: number): string | null {
  const { fixed, game } = state;
  if (figureInBox(fixed, game.figures, s, p) >= 0) return null;
  const once = fixed.constants.heroOncePerGame && (fixed.profiles[p] as ProfileInfo).hero;
  return once && game.figures.some((figure, index) => fixed.figures[index]?.side === s && fixed.figures[index]?.profile === p && figure.deployed) ? 'rivet-wars.refused.heroOnce' : 'rivet-wars.refused.noneLeft';
}

/** Why a unit of profile `p` cannot be placed in `grid` now, or null (the box, the payment, the grid). */
function deployRefusal(state: RwState, s: number, p: number, grid: number): string | null {
  const { fixed, game } = state;
  const profile = fixed.profiles[p] as ProfileInfo;
  const side = fixed.sides[s] as SideInfo;
  if (profile.plug || profile.faction !== side.faction) return 'rivet-wars.refused.notYourProfile';
  const box = boxRefusal(state, s, p);
  if (box) return box;
  const payment = paymentRefusal(state, s, p);
  if (payment) return payment;
  if (!Number.isInteger(grid) || grid < 0 || grid >= fixed.onBoard.length || side.deployAt[grid] !== 1) return 'rivet-wars.refused.outsideDeployment';
  if (!canStand(fixed, game, profile, grid)) return 'rivet-wars.refused.cannotStand';
  const occupied = occupancy(state);
  const owner = occupied.owner[grid] as number;
  if (owner >= 0 && owner !== s) return 'rivet-wars.refused.enemyGrid';
  if (freeFootprint(profile.size, occupied.taken[grid] as number, side.priority) === 0) return 'rivet-wars.refused.gridFull';
  return null;
}

/** Why plug profile `p` cannot be fitted to `host` now, or null. */
function plugRefusal(state: RwState, s: number, p: number, host: number): string | null {
  const { fixed, game } = state;
  const profile = fixed.profiles[p] as ProfileInfo;
  const side = fixed.sides[s] as SideInfo;
  if (!profile.plug || profile.faction !== side.faction) return 'rivet-wars.refused.notAPlug';
  const box = boxRefusal(state, s, p);
  if (box) return box;
  const payment = paymentRefusal(state, s, p);
  if (payment) return payment;
  if (host < 0 || fixed.figures[host]?.side !== s) return 'rivet-wars.refused.notYourUnit';
  const hostState = game.figures[host] as FigureState;
  const hostProfile = profileOfFigure(fixed, host);
  if (hostState.grid < 0 || hostProfile.plug) return 'rivet-wars.refused.notOnBoard';
  if (plugsOf(fixed, game, host).length >= hostProfile.sockets) return 'rivet-wars.refused.noSocket';
  if (side.territoryAt[hostState.grid] !== 1) return 'rivet-wars.refused.outsideTerritory';
  return null;
}

export function checkDeploy(state: RwState, action: Deploy): Refusal | null {
  const s = sideIndex(state.fixed, action.side);
  const p = profileIndexOf(state, action.profile);
  if (p < 0) return refusal('rivet-wars.refused.unknownProfile', { profile: String(action.profile) });
  const key = deployRefusal(state, s, p, typeof action.grid === 'number' ? action.grid : -1);
  return key ? refusal(key, { profile: action.profile, cell: state.fixed.labels[action.grid] ?? String(action.grid) }) : null;
}

export function checkPlug(state: RwState, action: Plug): Refusal | null {
  const s = sideIndex(state.fixed, action.side);
  const p = profileIndexOf(state, action.profile);
  if (p < 0) return refusal('rivet-wars.refused.unknownProfile', { profile: String(action.profile) });
  const host = figureIndex(state.fixed, action.host);
  const key = plugRefusal(state, s, p, host);
  return key ? refusal(key, { profile: action.profile, unit: String(action.host) }) : null;
}

export function applyDeploy(d: Draft, action: Deploy): void {
  const { fixed } = d;
  const s = sideIndex(fixed, action.side);
  const p = profileIndexOf(d.state, action.profile);
  const profile = fixed.profiles[p] as ProfileInfo;
  const index = figureInBox(fixed, d.game.figures, s, p);
  const cells = freeFootprint(profile.size, d.occupancy().taken[action.grid] as number, (fixed.sides[s] as SideInfo).priority);
  pay(d, s, p);
  d.place(index, action.grid, cells);
  const figure = d.figure(index);
  figure.damage = 0;
  figure.deployed = true;
  figure.assaultAt = NEVER;
  if (d.loud) d.emit({ key: 'rivet-wars.event.deployed', params: { side: action.side, unit: fixed.figures[index]?.id ?? '', cell: fixed.labels[action.grid] ?? '', grid: action.grid } });
}

export function applyPlug(d: Draft, action: Plug): void {
  const { fixed } = d;
  const s = sideIndex(fixed, action.side);
  const p = profileIndexOf(d.state, action.profile);
  const index = figureInBox(fixed, d.game.figures, s, p);
  const host = figureIndex(fixed, action.host);
  pay(d, s, p);
  const figure = d.figure(index);
  figure.host = host;
  figure.deployed = true;
  if (d.loud) d.emit({ key: 'rivet-wars.event.plugged', params: { side: action.side, unit: fixed.figures[index]?.id ?? '', host: action.host } });
}

/** Every deployment and plug the side may make now. */
export function legalDeployments(state: RwState, side: string, out: RwAction[]): void {
  const { fixed, game } = state;
  const s = sideIndex(fixed, side);
  const info = fixed.sides[s] as SideInfo;
  const occupied = occupancy(state);
  for (let p = 0; p < fixed.profiles.length; p++) {
    const profile = fixed.profiles[p] as ProfileInfo;
    if (profile.faction !== info.faction) continue;
    if (figureInBox(fixed, game.figures, s, p) < 0 || paymentRefusal(state, s, p) !== null) continue;
    if (profile.plug) {
      for (const host of info.figures) {
        if (plugRefusal(state, s, p, host) === null) out.push({ type: 'plug', side, profile: profile.id, host: fixed.figures[host]?.id ?? '' });
      }
      continue;
    }
    for (const grid of info.deployment) {
      const owner = occupied.owner[grid] as number;
      if (owner >= 0 && owner !== s) continue;
      if (!canStand(fixed, game, profile, grid) || freeFootprint(profile.size, occupied.taken[grid] as number, info.priority) === 0) continue;
      out.push({ type: 'deploy', side, profile: profile.id, grid });
    }
  }
}

/** Whether the side has anything to deploy, fit or play in its deployment phase. */
export function anyDeployment(state: RwState, s: number): boolean {
  const out: RwAction[] = [];
  const side = (state.fixed.sides[s] as SideInfo).id;
  legalDeployments(state, side, out);
  if (out.length > 0) return true;
  return (state.game.hands[s] ?? []).some((card) => state.fixed.cards[card]?.timing === 'deployment');
}
