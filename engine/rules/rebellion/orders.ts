/**
 * Activating a system (R21 - R29): a leader with tactics values goes from the reserve to a system,
 * and units come in from adjacent systems (or from or to the rebel base, R22, R65) that hold no
 * leader of their side (R24), ships carrying ground units and TIE fighters (R23), immobile units
 * staying (R25). When the move ends: the base declared (R26), combat (R27), subjugation (R28, R29).
 */
import { refusal } from '../core/engine';
import type { Refusal } from '../core/types';
import { baseNextTo, groundArrival, updateSubjugation } from './base';
import { contested, decision, leaderIn, stack } from './common';
import { startCombat } from './combat';
import type { Draft } from './draft';
import { nextOrder } from './flow';
import { spaceId } from './production';
import { EMPIRE, GROUND, REBELLION, RESERVE, type ActivateAction, type Activation, type Camp, type MoveAction, type RebAction, type RebFixed, type RebGame, type RebState } from './types';

/** Leaders of `camp` in the reserve that can activate (they have a tactics ring). */
export function activators(fixed: RebFixed, game: RebGame, camp: Camp): number[] {
  const out: number[] = [];
  for (let leader = 0; leader < fixed.leaders.length; leader++) {
    const def = fixed.leaders[leader];
    if (def && def.camp === camp && def.space >= 0 && game.leaderAt[leader] === RESERVE && game.captured[leader] === 0) out.push(leader);
  }
  return out;
}

/** The spaces a camp may activate: every system, and for the Rebellion its base while hidden (R67). */
function activationSpaces(fixed: RebFixed, game: RebGame, camp: Camp): number {
  return camp === REBELLION && !game.baseRevealed && game.base >= 0 ? fixed.baseSpace + 1 : fixed.systems.length;
}

export function legalActivations(state: RebState, camp: Camp, side: string, out: RebAction[]): void {
  const { fixed, game } = state;
  const spaces = activationSpaces(fixed, game, camp);
  for (const leader of activators(fixed, game, camp)) for (let system = 0; system < spaces; system++) out.push({ type: 'activate', side, leader, system });
}

export function checkActivate(state: RebState, camp: Camp, action: ActivateAction): Refusal | null {
  const { fixed, game } = state;
  if (!activators(fixed, game, camp).includes(action.leader)) {
    const def = fixed.leaders[action.leader];
    return def && def.space < 0 ? refusal('rebellion.refused.noTactics', { leader: def.id }) : refusal('rebellion.refused.leaderNotInReserve', {});
  }
  if (!Number.isInteger(action.system) || action.system < 0 || action.system >= activationSpaces(fixed, game, camp)) {
    return action.system === fixed.baseSpace ? refusal('rebellion.refused.baseRevealed', {}) : refusal('rebellion.refused.noSuchSystem', {});
  }
  return null;
}

export function applyActivate(d: Draft, camp: Camp, action: ActivateAction): void {
  d.arr('leaderAt')[action.leader] = action.system;
  d.g.activation = { camp, leader: action.leader, system: action.system, moves: [] };
  d.event('rebellion.event.activated', { side: d.fixed.sides[camp], leader: d.fixed.leaders[action.leader]?.id ?? '', system: spaceId(d.fixed, action.system) });
  d.setPending([decision(d.fixed, camp, 'move')]);
}

/** The spaces units may come from into the activated one. */
export function origins(fixed: RebFixed, game: RebGame, activation: Activation): number[] {
  const { camp, system } = activation;
  let from: readonly number[];
  if (system === fixed.baseSpace) from = game.base >= 0 ? (fixed.systems[game.base]?.neighbours ?? []) : [];
  else {
    from = fixed.systems[system]?.neighbours ?? [];
    if (camp === REBELLION && !game.baseRevealed && game.base >= 0 && from.includes(game.base)) from = [...from, fixed.baseSpace];
  }
  return from.filter((space) => !leaderIn(fixed, game, space, camp));
}

/** Transport room left from `from` in this activation: what the ships that came from there carry, less what they already took. */
export function roomFrom(fixed: RebFixed, activation: Activation, from: number): number {
  let room = 0;
  const { moves } = activation;
  for (let i = 0; i < moves.length; i += 3) {
    if (moves[i] !== from) continue;
    const def = fixed.profiles[moves[i + 1] as number];
    if (!def) continue;
    const count = moves[i + 2] as number;
    room += def.capacity * count;
    if (def.needsTransport) room -= count;
  }
  return room;
}

/** The most units of `profile` that may come from `from` now. */
export function movable(fixed: RebFixed, game: RebGame, activation: Activation, from: number, profile: number): number {
  const def = fixed.profiles[profile];
  if (!def || def.camp !== activation.camp || def.immobile) return 0;
  const count = stack(fixed, game.units, from, profile);
  return def.needsTransport ? Math.min(count, Math.max(0, roomFrom(fixed, activation, from))) : count;
}

export function legalMoves(state: RebState, camp: Camp, side: string, out: RebAction[]): void {
  const { fixed, game } = state;
  const activation = game.activation as Activation;
  out.push({ type: 'endMove', side });
  for (const from of origins(fixed, game, activation)) {
    for (const profile of fixed.campProfiles[camp]) {
      const most = movable(fixed, game, activation, from, profile);
      // All that may come first: a click on the activated system on the board brings them all.
      for (let count = most; count >= 1; count--) out.push({ type: 'move', side, from, profile, count });
    }
  }
}

export function checkMove(state: RebState, action: MoveAction): Refusal | null {
  const { fixed, game } = state;
  const activation = game.activation as Activation;
  if (!Number.isInteger(action.from) || !origins(fixed, game, activation).includes(action.from)) return refusal('rebellion.refused.notAdjacent', { system: spaceId(fixed, activation.system) });
  const def = Number.isInteger(action.profile) ? fixed.profiles[action.profile] : undefined;
  if (!def || def.camp !== activation.camp) return refusal('rebellion.refused.notYourUnit', {});
  if (def.immobile) return refusal('rebellion.refused.immobile', { profile: def.id });
  if (!Number.isInteger(action.count) || action.count < 1) return refusal('rebellion.refused.badCount', {});
  if (action.count > stack(fixed, game.units, action.from, action.profile)) return refusal('rebellion.refused.notEnoughUnits', { profile: def.id, system: spaceId(fixed, action.from) });
  if (action.count > movable(fixed, game, activation, action.from, action.profile)) return refusal('rebellion.refused.noTransport', { profile: def.id });
  return null;
}

export function applyMove(d: Draft, action: MoveAction): void {
  const { fixed } = d;
  const activation = d.g.activation as Activation;
  const stride = fixed.profiles.length;
  const units = d.arr('units');
  units[action.from * stride + action.profile] = (units[action.from * stride + action.profile] as number) - action.count;
  units[activation.system * stride + action.profile] = (units[activation.system * stride + action.profile] as number) + action.count;
  d.g.activation = { camp: activation.camp, leader: activation.leader, system: activation.system, moves: [...activation.moves, action.from, action.profile, action.count] };
  d.event('rebellion.event.moved', { side: fixed.sides[activation.camp], profile: fixed.profiles[action.profile]?.id ?? '', count: action.count, from: spaceId(fixed, action.from), to: spaceId(fixed, activation.system) });
  if (action.from < fixed.systems.length) updateSubjugation(d, action.from);
  // Rebel units going to or from the base show where it lies next to (R22, R65).
  if (action.from === fixed.baseSpace) baseNextTo(d, activation.system);
  else if (activation.system === fixed.baseSpace) baseNextTo(d, action.from);
}

export function applyEndMove(d: Draft): void {
  const { fixed, g } = d;
  const activation = g.activation as Activation;
  g.activation = null;
  const system = activation.system;
  let ground = false;
  for (let i = 1; i < activation.moves.length; i += 3) if (fixed.profiles[activation.moves[i] as number]?.theatre === GROUND) ground = true;
  if (system === fixed.baseSpace) {
    nextOrder(d);
    return;
  }
  if (activation.camp === EMPIRE && ground) groundArrival(d, system);
  updateSubjugation(d, system);
  if (contested(fixed, d.g.units, system)) {
    startCombat(d, system, activation.camp);
    return;
  }
  nextOrder(d);
}
