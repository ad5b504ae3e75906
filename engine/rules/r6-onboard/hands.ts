/**
 * Whose hand: the rulebook plays with 2 to 4 players, two per side at four, each with a hand of
 * their own and agents of their own, drawing from their side's deck. A side of one player (the
 * default) has one hand, named by the side's id; a side the scenario gives several players has
 * one hand per player, named `<side>/<n>`, and each of its agents plays from its player's hand.
 */
import { cachedPer } from '../core/cache';
import type { SideId } from '../core/types';
import type { PlayerInfo, R6Fixed } from './types';

interface HandTables {
  /** Hand ids of each side, in player order. */
  readonly bySide: ReadonlyMap<SideId, readonly string[]>;
  /** Hand id of each unit, by unit index. */
  readonly ofUnit: readonly string[];
  readonly sideOf: ReadonlyMap<string, SideId>;
}

function build(fixed: R6Fixed): HandTables {
  const sides = [fixed.attackers, fixed.defenders];
  const players: readonly PlayerInfo[] = fixed.players ?? sides.map((side) => ({ id: side, side, number: 1, units: fixed.units.flatMap((unit, u) => (unit.side === side ? [u] : [])) }));
  const bySide = new Map<SideId, string[]>(sides.map((side) => [side, []]));
  const ofUnit = fixed.units.map((unit) => unit.side);
  const sideOf = new Map<string, SideId>();
  for (const player of players) {
    bySide.get(player.side)?.push(player.id);
    sideOf.set(player.id, player.side);
    for (const unit of player.units) ofUnit[unit] = player.id;
  }
  return { bySide, ofUnit, sideOf };
}

const tablesOf = cachedPer(build);

/** Ids of the hands of `side` (keys of `game.hands`), one per player. */
export function handsOf(fixed: R6Fixed, side: SideId): readonly string[] {
  return tablesOf(fixed).bySide.get(side) ?? [];
}

/** Id of the hand agent `unit` plays from: its player's. */
export function handOfUnit(fixed: R6Fixed, unit: number): string {
  return tablesOf(fixed).ofUnit[unit] ?? '';
}

/** The side a hand belongs to, or undefined for an unknown hand. */
export function sideOfHand(fixed: R6Fixed, hand: string): SideId | undefined {
  return tablesOf(fixed).sideOf.get(hand);
}

/** Whether a side is played by several players, each with a hand. */
export function hasPlayers(fixed: R6Fixed, side: SideId): boolean {
  return handsOf(fixed, side).length > 1;
}
