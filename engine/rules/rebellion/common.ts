/** Small readers of a Rebellion state shared by the rules: camps, decisions, stacks, leaders, loyalty. */
import type { Decision } from '../core/types';
import { GROUND, RESERVE, SPACE, type Camp, type DecisionKind, type RebFixed, type RebGame, type RebState } from './types';

export function other(camp: Camp): Camp {
  return camp === 0 ? 1 : 0;
}

/** The camp of a side id, or -1. */
export function campOf(fixed: RebFixed, side: string): number {
  return side === fixed.sides[0] ? 0 : side === fixed.sides[1] ? 1 : -1;
}

export function decisionOf(state: RebState, side: string): DecisionKind | null {
  for (const decision of state.pending) if (decision.side === side) return decision.kind as DecisionKind;
  return null;
}

export function decision(fixed: RebFixed, camp: Camp, kind: DecisionKind, secret = false): Decision {
  return secret ? { side: fixed.sides[camp], kind, secret: true } : { side: fixed.sides[camp], kind };
}

/** Units of `profile` in `space` (a system, or the base space). */
export function stack(fixed: RebFixed, units: readonly number[], space: number, profile: number): number {
  return units[space * fixed.profiles.length + profile] as number;
}

/** How many units `camp` has in `space`, in one theatre or both (-1). */
export function unitsOf(fixed: RebFixed, units: readonly number[], space: number, camp: Camp, theatre = -1): number {
  const stride = fixed.profiles.length;
  let total = 0;
  for (const profile of fixed.campProfiles[camp]) {
    if (theatre >= 0 && fixed.profiles[profile]?.theatre !== theatre) continue;
    total += units[space * stride + profile] as number;
  }
  return total;
}

export function hasUnits(fixed: RebFixed, units: readonly number[], space: number, camp: Camp): boolean {
  const offset = space * fixed.profiles.length;
  for (const profile of fixed.campProfiles[camp]) if ((units[offset + profile] as number) > 0) return true;
  return false;
}

export function hasGround(fixed: RebFixed, units: readonly number[], space: number, camp: Camp): boolean {
  const offset = space * fixed.profiles.length;
  for (const profile of fixed.campProfiles[camp]) if ((units[offset + profile] as number) > 0 && fixed.profiles[profile]?.theatre === GROUND) return true;
  return false;
}

/** Both camps have units in some theatre of `system`: a combat can be fought there. */
export function contested(fixed: RebFixed, units: readonly number[], system: number): boolean {
  for (const theatre of [SPACE, GROUND]) {
    if (unitsOf(fixed, units, system, 0, theatre) > 0 && unitsOf(fixed, units, system, 1, theatre) > 0) return true;
  }
  return false;
}

/** A leader of `camp`, free (not captured), stands in `space`. */
export function leaderIn(fixed: RebFixed, game: RebGame, space: number, camp: Camp): boolean {
  const { leaderAt, captured } = game;
  for (let leader = 0; leader < fixed.leaders.length; leader++) {
    if (leaderAt[leader] === space && captured[leader] === 0 && fixed.leaders[leader]?.camp === camp) return true;
  }
  return false;
}

export function reserveLeaders(fixed: RebFixed, game: RebGame, camp: Camp): number[] {
  const out: number[] = [];
  for (let leader = 0; leader < fixed.leaders.length; leader++) {
    if (game.leaderAt[leader] === RESERVE && game.captured[leader] === 0 && fixed.leaders[leader]?.camp === camp) out.push(leader);
  }
  return out;
}

/** Systems loyal to the Rebellion, not subjugated. */
export function rebelLoyalCount(game: RebGame): number {
  let count = 0;
  for (let system = 0; system < game.loyalty.length; system++) if (game.loyalty[system] === 1 && game.subjugated[system] === 0) count++;
  return count;
}

export function sabotageCount(game: RebGame): number {
  let count = 0;
  for (const marker of game.sabotage) count += marker;
  return count;
}

/** Leader ids joined by commas, as events name several leaders. */
export function leaderIds(fixed: RebFixed, leaders: readonly number[]): string {
  return leaders.map((leader) => fixed.leaders[leader]?.id ?? '').join(',');
}
