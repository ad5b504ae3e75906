/**
 * A full R6 state drawn from what one side sees (the core's `Ruleset.sample`), for bots that look
 * ahead. Every card of a deck is in a hand, a draw pile, the discards, a face-down combat choice or
 * a trap on the board; a side knows its deck, its own hands, the discards and the traps it can
 * see, so the cards it cannot see are exactly the rest. They are dealt at random into the places
 * it cannot see into: the other side's hands and face-down cards, the draw piles, and, for the
 * attackers, traps on cells the defenders could have laid them on.
 */
import { cachedPer } from '../core/cache';
import { drawFrom, freshRng } from '../core/sampling';
import type { Rng } from '../core/prng';
import { copyEnvelope } from '../core/copy';
import type { SideId } from '../core/types';
import { cardOf, isCounter } from './cards';
import { copyGame } from './draft';
import { handsOf } from './hands';
import type { BoostChoice, CommitChoice, R6Fixed, R6State, SealedFace, Trap } from './types';
import { HIDDEN_CARD } from './types';

function isFace(choice: unknown): choice is SealedFace {
  return typeof choice === 'object' && choice !== null && (choice as SealedFace).hidden === true;
}

function remove(pool: string[], card: string): void {
  const at = pool.indexOf(card);
  if (at >= 0) pool.splice(at, 1);
}

/**
 * Per game and side, every card of the side's deck from the counts the game keeps (`R6Fixed.decks`),
 * each as many times as the deck holds it, in the counts' order: made once, as a search samples
 * thousands of states (cards.ts's `deckCards` lists a ruleset's deck as setup deals it).
 */
const cardsOfDecks = cachedPer((fixed: R6Fixed) => {
  const cards = new Map<SideId, readonly string[]>();
  for (const [side, deck] of Object.entries(fixed.decks)) {
    const list: string[] = [];
    for (const [card, count] of Object.entries(deck)) for (let i = 0; i < count; i++) list.push(card);
    cards.set(side, list);
  }
  return cards;
});

/** The cards of `side`'s deck that `viewer` cannot see in `view`. */
function unseenCards(view: R6State, side: SideId, viewer: SideId): string[] {
  const { fixed, game } = view;
  const pool = (cardsOfDecks(fixed).get(side) ?? []).slice();
  const seen = [...(game.discards[side] ?? [])];
  for (const hand of handsOf(fixed, side)) for (const card of game.hands[hand] ?? []) if (card !== HIDDEN_CARD) seen.push(card);
  const sealed = view.sealed[side];
  if (side === viewer && !isFace(sealed) && sealed !== undefined) {
    const choice = sealed as Partial<CommitChoice> & Partial<BoostChoice>;
    seen.push(...(choice.cards ?? []));
    if (typeof choice.counter === 'string') seen.push(choice.counter);
    if (typeof choice.card === 'string') seen.push(choice.card);
  }
  if (side === fixed.defenders) for (const trap of game.traps) seen.push(trap.card);
  for (const card of seen) remove(pool, card);
  return pool;
}

/** A face-down choice of `count` cards drawn from `pool`, as the combat's stage shapes it. */
function sampledChoice(fixed: R6Fixed, side: SideId, face: SealedFace, stage: 'commit' | 'boost', pool: string[]): CommitChoice | BoostChoice {
  if (stage === 'boost') {
    if (face.count === 0) return { card: null };
    const double = pool.find((card) => {
      const effect = cardOf(fixed, side, card).effect;
      return effect === 'double-attack' || effect === 'double-defense';
    });
    if (double !== undefined) remove(pool, double);
    return { card: double ?? null };
  }
  // A counter card is never among the cards whose values count (combat.ts): it stays in the pool.
  const cards: string[] = [];
  for (let i = 0; i < pool.length && cards.length < face.count; ) {
    if (isCounter(fixed, side, pool[i] as string)) i++;
    else cards.push(...pool.splice(i, 1));
  }
  return { cards, counter: null };
}

/** Cells a hidden trap may lie on: free of agents and of known traps, and passable. */
function trapCellsFor(view: R6State): number[] {
  const { fixed, game } = view;
  const taken = new Set<number>(game.traps.map((trap) => trap.cell));
  for (const unit of game.units) if (unit.cell >= 0) taken.add(unit.cell);
  const cells: number[] = [];
  for (let cell = 0; cell < fixed.cellCost.length; cell++) if ((fixed.cellCost[cell] as number) >= 0 && !taken.has(cell)) cells.push(cell);
  return cells;
}

export function sampleOf(view: R6State, viewer: SideId, random: Rng): R6State {
  const { fixed, game } = view;
  const hands: Record<string, readonly string[]> = { ...game.hands };
  const piles: Record<SideId, readonly string[]> = { ...game.piles };
  const sealed: Record<SideId, unknown> = { ...view.sealed };
  let traps: readonly Trap[] = game.traps;
  for (const side of view.sides) {
    const pool = random.shuffle(unseenCards(view, side, viewer));
    if (side !== viewer) {
      for (const hand of handsOf(fixed, side)) hands[hand] = pool.splice(0, (game.hands[hand] ?? []).length);
      const face = view.sealed[side];
      if (isFace(face) && game.combat) sealed[side] = sampledChoice(fixed, side, face, game.combat.stage, pool);
    }
    const pileSize = (game.piles[side] ?? []).length;
    // What is left after the hands, the face-down cards and the pile lies face down on the board as traps.
    const hiddenTraps = side === fixed.defenders && viewer !== fixed.defenders ? Math.max(0, pool.length - pileSize) : 0;
    if (hiddenTraps > 0) {
      const trapCards = pool.filter((card) => {
        const effect = cardOf(fixed, side, card).effect;
        return effect === 'trap' || effect === 'stun-trap';
      });
      const laid = trapCards.slice(0, hiddenTraps);
      for (const card of laid) remove(pool, card);
      // Cards that cannot be traps go back to the pile; the pile keeps its size with the rest.
      const cells = drawFrom(trapCellsFor(view), laid.length, random).drawn;
      traps = [...traps, ...laid.flatMap((card, index) => (cells[index] === undefined ? [] : [{ cell: cells[index] as number, card, revealed: false, sprung: false }]))];
    }
    piles[side] = pool.slice(0, pileSize);
  }
  const sampled = copyGame(game);
  sampled.hands = hands;
  sampled.piles = piles;
  sampled.traps = traps;
  const sample = copyEnvelope(view, sampled);
  sample.sealed = sealed;
  sample.rng = freshRng(random);
  return sample;
}
