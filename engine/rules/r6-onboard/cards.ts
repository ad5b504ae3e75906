/**
 * Action cards. Decks are ruleset data; what a card does is named by its id: the part before the
 * first "." must be one of the ids below ("smoke-grenade", or a variant "smoke-grenade.long").
 * Any other card is a combat-only card: its attack and defense values still count in a combat.
 */
import type { Deck } from '../../scenario/types';
import { cachedPer } from '../core/cache';
import type { CardEffect, CardInfo, R6Fixed } from './types';

export const CARD_EFFECTS: Readonly<Record<string, CardEffect>> = {
  'smoke-grenade': 'smoke',
  'flash-grenade': 'flash',
  'cover-fire': 'cover-fire',
  'trap-detection': 'detection',
  breach: 'breach',
  trap: 'trap',
  'stun-trap': 'stun-trap',
  barricade: 'barricade',
  reinforcement: 'reinforcement',
  counter: 'counter',
  'double-attack': 'double-attack',
  'double-defense': 'double-defense',
};

/** Effects played on a cell within the card's distance (grenades). */
export const GRENADES: ReadonlySet<CardEffect> = new Set(['smoke', 'flash', 'cover-fire', 'detection']);
/** Effects laid face down on a visible cell next to the agent (defenders' traps). */
export const TRAPS: ReadonlySet<CardEffect> = new Set(['trap', 'stun-trap']);
/** Effects played on an edge. */
export const EDGE_CARDS: ReadonlySet<CardEffect> = new Set(['breach', 'barricade', 'reinforcement']);
/** Effects the defenders may play anywhere on the board during the preparation phase. */
export const PREPARATION_CARDS: ReadonlySet<CardEffect> = new Set(['barricade', 'reinforcement']);

export function effectOfCard(id: string): CardEffect | null {
  const base = id.split('.', 1)[0] ?? id;
  return Object.hasOwn(CARD_EFFECTS, base) ? (CARD_EFFECTS[base] as CardEffect) : null;
}

function value(values: Readonly<Record<string, number>> | undefined, id: string, fallback: number): number {
  return values && Object.hasOwn(values, id) ? (values[id] as number) : fallback;
}

export function compileDeck(deck: Deck): Record<string, CardInfo> {
  const catalogue: Record<string, CardInfo> = {};
  for (const [id, card] of Object.entries(deck.cards)) {
    catalogue[id] = {
      name: card.name,
      effect: effectOfCard(id),
      attack: value(card.values, 'attack', 0),
      defense: value(card.values, 'defense', 0),
      distance: value(card.values, 'distance', 1),
      duration: value(card.values, 'duration', 1),
    };
  }
  return catalogue;
}

/** Every copy of every card, in a stable order (shuffled afterwards with the game's PRNG). */
export function deckCards(deck: Deck): string[] {
  const cards: string[] = [];
  for (const id of Object.keys(deck.cards).sort()) {
    for (let copy = 0; copy < (deck.cards[id]?.count ?? 0); copy++) cards.push(id);
  }
  return cards;
}

const NO_CARD: CardInfo = { name: '?', effect: null, attack: 0, defense: 0, distance: 0, duration: 0 };

/** Each side's cards by id. */
const catalogues = cachedPer(
  (fixed: R6Fixed): ReadonlyMap<string, ReadonlyMap<string, CardInfo>> => new Map(Object.entries(fixed.cards).map(([owner, cards]) => [owner, new Map(Object.entries(cards))])),
);

/** The card as `side` plays it; an unknown or hidden card does nothing and is worth nothing. */
export function cardOf(fixed: R6Fixed, side: string, card: string): CardInfo {
  return catalogues(fixed).get(side)?.get(card) ?? NO_CARD;
}

/** Whether `card` of `side` is a Contre: laid only by the side attacked, to counter (combat.ts). */
export function isCounter(fixed: R6Fixed, side: string, card: string): boolean {
  return cardOf(fixed, side, card).effect === 'counter';
}

/** Number of copies of `card` in `cards`. */
export function countOf(cards: readonly string[], card: string): number {
  let count = 0;
  for (const entry of cards) if (entry === card) count++;
  return count;
}

/** Whether `hand` holds every card of `wanted`, copies counted. */
export function holdsAll(hand: readonly string[], wanted: readonly string[]): boolean {
  for (const card of wanted) if (countOf(wanted, card) > countOf(hand, card)) return false;
  return true;
}
