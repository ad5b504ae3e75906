/**
 * The Rebellion's objectives (R57, G8): each card names a condition from a closed vocabulary and
 * the reputation it is worth; the engine claims every card in hand whose condition holds at its
 * moment (the refresh, or the end of a combat), and reputation moves down toward time (R14).
 */
import { rebelLoyalCount, sabotageCount, unitsOf } from './common';
import type { Draft } from './draft';
import { EMPIRE, GROUND, REBELLION, SPACE, type CardDef, type Combat, type RebFixed, type RebGame } from './types';

/** When each objective effect is checked. */
export const OBJECTIVE_MOMENTS: Readonly<Record<string, 'refresh' | 'combat'>> = {
  'loyal-systems': 'refresh',
  'sabotage-markers': 'refresh',
  'region-loyal': 'refresh',
  'destroyed-units': 'combat',
  'destroyed-health': 'combat',
  'won-battle': 'combat',
};

function regionLoyal(fixed: RebFixed, game: RebGame): boolean {
  for (let region = 0; region < fixed.regions.length; region++) {
    let systems = 0;
    let loyal = true;
    for (let system = 0; system < fixed.systems.length && loyal; system++) {
      const def = fixed.systems[system];
      if (!def || def.region !== region || def.remote) continue;
      systems++;
      loyal = game.loyalty[system] === REBELLION && game.subjugated[system] === 0;
    }
    if (loyal && systems > 0) return true;
  }
  return false;
}

/** The Rebellion won in a theatre: both fought there, and only rebel units are left. */
function wonTheatre(fixed: RebFixed, game: RebGame, combat: Combat, theatre: number): boolean {
  if (!combat.present[EMPIRE * 2 + theatre] || !combat.present[REBELLION * 2 + theatre]) return false;
  return unitsOf(fixed, game.units, combat.system, EMPIRE, theatre) === 0 && unitsOf(fixed, game.units, combat.system, REBELLION, theatre) > 0;
}

export function objectiveMet(fixed: RebFixed, game: RebGame, card: CardDef, combat: Combat | null): boolean {
  switch (card.effect) {
    case 'loyal-systems':
      return rebelLoyalCount(game) >= card.amount;
    case 'sabotage-markers':
      return sabotageCount(game) >= card.amount;
    case 'region-loyal':
      return regionLoyal(fixed, game);
    case 'destroyed-units':
      return combat !== null && combat.destroyed[EMPIRE] >= card.amount;
    case 'destroyed-health':
      return combat !== null && combat.heaviest[EMPIRE] >= card.amount;
    case 'won-battle': {
      if (!combat) return false;
      const ground = wonTheatre(fixed, game, combat, GROUND);
      return card.amount >= 2 ? ground && wonTheatre(fixed, game, combat, SPACE) : ground;
    }
    default:
      return false;
  }
}

/** Claims every objective in the Rebellion's hand met at this moment. */
export function claimObjectives(d: Draft, moment: 'refresh' | 'combat', combat: Combat | null): void {
  const { fixed } = d;
  for (let i = 0; i < d.g.objectives.length; ) {
    const card = d.g.objectives[i] as number;
    const def = fixed.cards[card];
    if (!def || OBJECTIVE_MOMENTS[def.effect] !== moment || !objectiveMet(fixed, d.g, def, combat)) {
      i++;
      continue;
    }
    d.arr('objectives').splice(i, 1);
    d.arr('claimed').push(card);
    d.g.reputation = Math.max(0, d.g.reputation - def.reputation);
    d.event('rebellion.event.objective', { card, reputation: d.g.reputation }, undefined, true);
  }
}
