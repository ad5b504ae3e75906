/**
 * What a side may see: its own hands, the number of cards in the other side's, no draw pile order,
 * and, for the attackers (and anyone not defending), only the traps that have been revealed.
 */
import { sideOfHand } from './hands';
import type { R6State, SealedFace } from './types';
import { HIDDEN_CARD } from './types';

function hidden(cards: readonly string[]): string[] {
  return cards.map(() => HIDDEN_CARD);
}

export function viewOf(state: R6State, side: string): R6State {
  const { fixed, game } = state;
  const hands: Record<string, readonly string[]> = {};
  const piles: Record<string, readonly string[]> = {};
  // A side sees the hands of all its players (they play together), only the size of the others.
  for (const owner of Object.keys(game.hands)) hands[owner] = sideOfHand(fixed, owner) === side ? (game.hands[owner] ?? []) : hidden(game.hands[owner] ?? []);
  for (const owner of Object.keys(game.piles)) piles[owner] = hidden(game.piles[owner] ?? []);
  const traps = side === fixed.defenders ? game.traps : game.traps.filter((trap) => trap.revealed);
  return { ...state, game: { ...game, hands, piles, traps } };
}

/**
 * Combat cards laid face down show how many they are, as on the table. Whether a double card was
 * played is not shown at all: both sides choose it blind, so seeing the other's choice first
 * would be an advantage.
 */
export function sealedFaceOf(choice: unknown): SealedFace {
  if (typeof choice !== 'object' || choice === null) return { hidden: true, count: 0 };
  const { cards, counter } = choice as { cards?: unknown; counter?: unknown };
  const count = (Array.isArray(cards) ? cards.length : 0) + (typeof counter === 'string' ? 1 : 0);
  return { hidden: true, count };
}
