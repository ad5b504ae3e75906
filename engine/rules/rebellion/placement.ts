/**
 * Setup placement (R8, R9) of the units a scenario leaves unplaced, the Empire first: imperial
 * units on imperial systems (loyal or subjugated) with at least one ground unit in each; rebel
 * units on rebel or neutral systems without imperial units (Q1). Then the base is drawn (R12).
 */
import { refusal } from '../core/engine';
import type { Refusal } from '../core/types';
import { revealBase, updateSubjugation } from './base';
import { decision, hasGround, hasUnits } from './common';
import type { Draft } from './draft';
import { startRound } from './flow';
import { EMPIRE, GROUND, REBELLION, type Camp, type PlaceAction, type RebAction, type RebFixed, type RebGame, type RebState } from './types';

export function placementSystems(fixed: RebFixed, game: RebGame, camp: Camp): number[] {
  const out: number[] = [];
  for (let system = 0; system < fixed.systems.length; system++) {
    if (camp === EMPIRE ? game.loyalty[system] === EMPIRE || game.subjugated[system] === 1 : game.loyalty[system] !== EMPIRE && game.subjugated[system] === 0 && !hasUnits(fixed, game.units, system, EMPIRE)) out.push(system);
  }
  return out;
}

function unplacedOf(fixed: RebFixed, game: RebGame, camp: Camp, theatre = -1): number {
  let total = 0;
  for (const profile of fixed.campProfiles[camp]) if (theatre < 0 || fixed.profiles[profile]?.theatre === theatre) total += game.unplaced[profile] as number;
  return total;
}

/** Imperial systems still without an imperial ground unit. */
function lacking(fixed: RebFixed, game: RebGame, systems: readonly number[], extra: number): number {
  let count = 0;
  for (const system of systems) if (system !== extra && !hasGround(fixed, game.units, system, EMPIRE)) count++;
  return count;
}

/**
 * R8: a placement may not leave more imperial systems without ground units than ground units are
 * left to place (unless that was so already: then anything goes).
 */
function keepsGroundRule(fixed: RebFixed, game: RebGame, systems: readonly number[], profile: number, system: number, count: number): boolean {
  const ground = unplacedOf(fixed, game, EMPIRE, GROUND);
  const before = lacking(fixed, game, systems, -1);
  if (before > ground) return true;
  const isGround = fixed.profiles[profile]?.theatre === GROUND;
  const after = lacking(fixed, game, systems, isGround ? system : -1);
  return after <= ground - (isGround ? count : 0);
}

export function legalPlacements(state: RebState, camp: Camp, side: string, out: RebAction[]): void {
  const { fixed, game } = state;
  const systems = placementSystems(fixed, game, camp);
  for (const profile of fixed.campProfiles[camp]) {
    const left = game.unplaced[profile] as number;
    for (const system of systems) {
      for (let count = left; count >= 1; count--) {
        if (camp === EMPIRE && !keepsGroundRule(fixed, game, systems, profile, system, count)) continue;
        out.push({ type: 'place', side, profile, system, count });
      }
    }
  }
}

export function checkPlace(state: RebState, camp: Camp, action: PlaceAction): Refusal | null {
  const { fixed, game } = state;
  const def = Number.isInteger(action.profile) ? fixed.profiles[action.profile] : undefined;
  if (!def || def.camp !== camp) return refusal('rebellion.refused.notYourUnit', {});
  if (!Number.isInteger(action.count) || action.count < 1 || action.count > (game.unplaced[action.profile] as number)) return refusal('rebellion.refused.badCount', {});
  const systems = placementSystems(fixed, game, camp);
  if (!Number.isInteger(action.system) || !systems.includes(action.system)) return refusal(camp === EMPIRE ? 'rebellion.refused.placeImperial' : 'rebellion.refused.placeRebel', {});
  if (camp === EMPIRE && !keepsGroundRule(fixed, game, systems, action.profile, action.system, action.count)) return refusal('rebellion.refused.groundPerSystem', {});
  return null;
}

export function applyPlace(d: Draft, camp: Camp, action: PlaceAction): void {
  const { fixed } = d;
  const stride = fixed.profiles.length;
  d.arr('unplaced')[action.profile] = (d.g.unplaced[action.profile] as number) - action.count;
  d.arr('units')[action.system * stride + action.profile] = (d.g.units[action.system * stride + action.profile] as number) + action.count;
  d.event('rebellion.event.placed', { side: fixed.sides[camp], profile: fixed.profiles[action.profile]?.id ?? '', count: action.count, system: fixed.systems[action.system]?.id ?? '' });
  if (unplacedOf(fixed, d.g, camp) === 0) startPlacement(d, camp === EMPIRE ? REBELLION : null);
}

/** The next side to place its units, from `camp` on; with none left, the base is drawn and round 1 begins. */
export function startPlacement(d: Draft, camp: Camp | null): void {
  const { fixed } = d;
  for (const next of camp === null ? [] : camp === EMPIRE ? [EMPIRE, REBELLION] : [REBELLION]) {
    const side = next as Camp;
    if (unplacedOf(fixed, d.g, side) === 0) continue;
    if (placementSystems(fixed, d.g, side).length > 0) {
      d.setPending([decision(fixed, side, 'place')]);
      return;
    }
    // Nowhere to stand: those units stay out of the game.
    for (const profile of fixed.campProfiles[side]) d.arr('unplaced')[profile] = 0;
    d.event('rebellion.event.unitsLeftOut', { side: fixed.sides[side] });
  }
  // Markers follow the units from the start (R28, R29).
  for (let system = 0; system < fixed.systems.length; system++) updateSubjugation(d, system);
  drawBase(d);
  startRound(d, 1);
}

/**
 * R12: the Rebellion draws probe cards until one shows a system without imperial units, and sets
 * its base there; the other cards go back and the pile is shuffled. With a base token, it is there.
 * The Empire then knows only that the base is in a system free of its units.
 */
export function drawBase(d: Draft): void {
  const { fixed } = d;
  let base = fixed.setup.baseFixed ? d.g.base : -1;
  if (base < 0) {
    const pile = d.arr('probePile');
    const drawn: number[] = [];
    while (pile.length > 0) {
      const system = pile.pop() as number;
      if (!hasUnits(fixed, d.g.units, system, EMPIRE)) {
        base = system;
        break;
      }
      drawn.push(system);
    }
    for (const system of drawn) pile.push(system);
    d.rng().shuffle(pile);
  }
  // No system free of imperial units: the base goes to the first system (and is found at once, below); a galaxy of no system has none.
  if (base < 0 && fixed.systems.length > 0) base = 0;
  d.g.base = base;
  const candidates = d.arr('candidates');
  for (let system = 0; system < fixed.systems.length; system++) candidates[system] = hasUnits(fixed, d.g.units, system, EMPIRE) ? 0 : 1;
  if (base >= 0) d.event('rebellion.event.baseSet', { system: fixed.systems[base]?.id ?? '' }, REBELLION, true);
  // A base among imperial units (a scenario the checks refuse, or a galaxy with no free system) is found at once.
  if (base >= 0 && hasUnits(fixed, d.g.units, base, EMPIRE)) revealBase(d, base);
}
