/**
 * Decisions of the refresh phase besides production: the new base of a rapid mobilization (R66)
 * and discards down to the hand limit (R55).
 */
import { refusal } from '../core/engine';
import type { Refusal } from '../core/types';
import { hasUnits } from './common';
import type { Draft } from './draft';
import { finishRelocation, retrieve } from './flow';
import { EMPIRE, REBELLION, type Camp, type DiscardAction, type RebAction, type RebState, type RelocateAction } from './types';

export function relocationChoices(state: RebState): number[] {
  return state.game.relocationDraw.filter((system) => system >= 0 && !hasUnits(state.fixed, state.game.units, system, EMPIRE));
}

export function legalRelocations(state: RebState, side: string, out: RebAction[]): void {
  for (const system of relocationChoices(state)) out.push({ type: 'relocate', side, system });
}

export function checkRelocate(state: RebState, action: RelocateAction): Refusal | null {
  if (!relocationChoices(state).includes(action.system)) return refusal('rebellion.refused.notARelocationChoice', {});
  return null;
}

/**
 * The base moves (R66): the units that were in it stay in the old system, now on the map; the old
 * base's probe card and the cards not chosen go back into the pile. The Empire knows only that the
 * new base is in a system without its units (and not the old one, when it knew where that was).
 */
export function applyRelocate(d: Draft, system: number): void {
  const { fixed, g } = d;
  const old = g.base;
  const stride = fixed.profiles.length;
  const from = fixed.baseSpace * stride;
  const left = hasUnits(fixed, g.units, fixed.baseSpace, REBELLION);
  if (left && old >= 0) {
    const units = d.arr('units');
    for (let profile = 0; profile < stride; profile++) {
      units[old * stride + profile] = (units[old * stride + profile] as number) + (units[from + profile] as number);
      units[from + profile] = 0;
    }
  }
  for (let leader = 0; leader < fixed.leaders.length; leader++) if (g.leaderAt[leader] === fixed.baseSpace && old >= 0) d.arr('leaderAt')[leader] = old;
  const known = g.baseRevealed || left;
  const draw = d.arr('relocationDraw');
  draw.splice(draw.indexOf(system), 1);
  if (old >= 0) draw.push(old);
  finishRelocation(d);
  g.base = system;
  g.baseRevealed = false;
  const candidates = d.arr('candidates');
  for (let i = 0; i < fixed.systems.length; i++) candidates[i] = hasUnits(fixed, g.units, i, EMPIRE) || (known && i === old) ? 0 : 1;
  d.event('rebellion.event.relocated', {});
  if (left) d.event('rebellion.event.baseUnitsLeft', { system: fixed.systems[old]?.id ?? '' });
  d.event('rebellion.event.newBase', { system: fixed.systems[system]?.id ?? '' }, REBELLION, true);
  retrieve(d);
}

/** Starting missions stay in hand (↻) while another card can go. */
function discardable(state: RebState, camp: Camp): number[] {
  const hand = state.game.missions[camp];
  const others = hand.filter((card) => card >= 0 && state.fixed.cards[card]?.starting === false);
  return others.length > 0 ? others : hand.filter((card) => card >= 0);
}

export function legalDiscards(state: RebState, camp: Camp, side: string, out: RebAction[]): void {
  const seen = new Set<string>();
  for (const card of discardable(state, camp)) {
    const def = state.fixed.cards[card];
    if (!def || seen.has(def.id)) continue;
    seen.add(def.id);
    out.push({ type: 'discard', side, card });
  }
}

export function checkDiscard(state: RebState, camp: Camp, action: DiscardAction): Refusal | null {
  if (!Number.isInteger(action.card) || action.card < 0 || !state.game.missions[camp].includes(action.card)) return refusal('rebellion.refused.cardNotInHand', {});
  if (!discardable(state, camp).includes(action.card)) return refusal('rebellion.refused.keepStarting', {});
  return null;
}

export function applyDiscard(d: Draft, camp: Camp, card: number): void {
  const hand = d.list('missions', camp);
  hand.splice(hand.indexOf(card), 1);
  d.list('missionDiscards', camp).push(card);
  d.event('rebellion.event.discarded', { side: d.fixed.sides[camp], card });
}
