/**
 * What a side may see, and full states drawn from it for bots that look ahead. The board is open:
 * every unit, token, flag and cloud, every side's points and rivets. Hidden: the other sides'
 * Action! and Secret Mission hands (how many cards they hold is seen) and the order of both draw
 * piles, whose top card decides the next deviation. A sample deals the cards the side cannot see
 * (its decks less its own hand and the discards) at random into the other hands and the piles, and
 * reseeds the dice.
 */
import { copyEnvelope } from '../core/copy';
import type { Rng } from '../core/prng';
import { freshRng } from '../core/sampling';
import { sideIndex } from './common';
import { copyGame } from './draft';
import { cardsOf } from './profiles';
import type { RwFixed, RwGame, RwState } from './types';
import { HIDDEN_CARD } from './types';

function hidden(cards: readonly string[]): string[] {
  return cards.map(() => HIDDEN_CARD);
}

export function viewOf(state: RwState, side: string): RwState {
  const { fixed, game } = state;
  const s = sideIndex(fixed, side);
  const view = copyGame(game);
  view.hands = game.hands.map((hand, index) => (index === s ? hand : hidden(hand)));
  view.missions = game.missions.map((hand, index) => (index === s ? hand : hidden(hand)));
  view.actionPile = hidden(game.actionPile);
  view.missionPile = hidden(game.missionPile);
  const out = copyEnvelope(state, view as RwGame);
  return out;
}

export function sealedFaceOf(): null {
  return null;
}

const decks = new WeakMap<RwFixed, { readonly action: readonly string[]; readonly missions: readonly string[] }>();

function decksOf(fixed: RwFixed): { readonly action: readonly string[]; readonly missions: readonly string[] } {
  let found = decks.get(fixed);
  if (!found) {
    const { action, missions } = cardsOf(fixed.source.ruleset, fixed.constants.deviationOnTarget);
    found = { action, missions };
    decks.set(fixed, found);
  }
  return found;
}

/** The cards of a deck nobody shows `s`: the deck less `s`'s hand and the discards. */
function unseen(deck: readonly string[], own: readonly string[], discards: readonly string[]): string[] {
  const pool = deck.slice();
  for (const card of [...own, ...discards]) {
    const at = pool.indexOf(card);
    if (at >= 0) pool.splice(at, 1);
  }
  return pool;
}

export function sampleOf(view: RwState, side: string, random: Rng): RwState {
  const { fixed, game } = view;
  const s = sideIndex(fixed, side);
  const { action, missions } = decksOf(fixed);
  const actionPool = random.shuffle(unseen(action, game.hands[s] ?? [], game.actionDiscard));
  const missionPool = random.shuffle(unseen(missions, game.missions[s] ?? [], game.missionDiscard));
  const sample = copyGame(game);
  sample.hands = game.hands.map((hand, index) => (index === s ? hand : actionPool.splice(0, hand.length)));
  sample.missions = game.missions.map((hand, index) => (index === s ? hand : missionPool.splice(0, hand.length)));
  sample.actionPile = actionPool.slice(0, game.actionPile.length);
  sample.missionPile = missionPool.slice(0, game.missionPile.length);
  const out = copyEnvelope(view, sample as RwGame);
  out.rng = freshRng(random);
  return out;
}
