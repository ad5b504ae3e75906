/**
 * Action! cards played from the hand (rulebook p.8: each says what it does and when it may be
 * played). The cards' own texts are lost from the rulebook; the effects the rules know are data on
 * each card (`effect`, `timing`, values):
 *
 * - `deployment-points` (deployment): `amount` more deployment points this phase;
 * - `rivets` (deployment): `amount` more rivets;
 * - `barrage` (combat): aim at a grid; it deviates, then every unit there suffers `dice` dice;
 * - `move-bonus` (movement): one unit that has not moved yet gets `amount` more movement points.
 *
 * A played card goes to the Action! discards.
 */
import { refusal } from '../core/engine';
import type { Refusal } from '../core/types';
import { flatAttack } from './attack';
import { cardOf, deviate, spendCard } from './cards';
import { figureIndex, occupancy, sideIndex, stepOf } from './common';
import type { Draft } from './draft';
import type { CardInfo, FigureState, RwAction, RwState, SideInfo } from './types';

type Play = Extract<RwAction, { type: 'play' }>;

const CARD_EFFECTS = ['deployment-points', 'rivets', 'barrage', 'move-bonus'] as const;

/** Whether a unit may still take a Forced March: on the board, not moved yet, not after a Rapid Assault. */
function marchable(state: RwState, s: number, unit: number): boolean {
  if (unit < 0 || state.fixed.figures[unit]?.side !== s) return false;
  const figure = state.game.figures[unit] as FigureState;
  if (figure.grid < 0 || figure.assaultAt === state.game.stamp) return false;
  if (state.game.actor?.unit === unit) return false;
  return !state.game.activated.includes(unit) || state.game.active.includes(unit);
}

function playRefusal(state: RwState, s: number, action: Play): string | null {
  const card = typeof action.card === 'string' ? cardOf(state.fixed, action.card) : undefined;
  if (!card || card.deck !== 'action' || !(state.game.hands[s] ?? []).includes(action.card)) return 'rivet-wars.refused.notInHand';
  if (!(CARD_EFFECTS as readonly string[]).includes(card.effect)) return 'rivet-wars.refused.noEffect';
  if (card.timing !== stepOf(state)) return 'rivet-wars.refused.wrongTiming';
  if (card.effect === 'barrage') {
    const grid = action.grid;
    if (typeof grid !== 'number' || !Number.isInteger(grid) || grid < 0 || grid >= state.fixed.onBoard.length || state.fixed.onBoard[grid] !== 1) return 'rivet-wars.refused.noSuchCell';
  }
  if (card.effect === 'move-bonus') {
    if (state.game.boost) return 'rivet-wars.refused.alreadyBoosted';
    if (!marchable(state, s, figureIndex(state.fixed, action.unit))) return 'rivet-wars.refused.cannotMarch';
  }
  return null;
}

export function checkPlay(state: RwState, action: Play): Refusal | null {
  const key = playRefusal(state, sideIndex(state.fixed, action.side), action);
  return key ? refusal(key, { card: String(action.card), cell: typeof action.grid === 'number' ? (state.fixed.labels[action.grid] ?? String(action.grid)) : String(action.grid) }) : null;
}

export function applyPlay(d: Draft, action: Play): void {
  const s = sideIndex(d.fixed, action.side);
  const card = cardOf(d.fixed, action.card) as CardInfo;
  spendCard(d, s, action.card);
  // A card played on a grid (a barrage) or a unit (a march) says which.
  const on = action.grid !== undefined ? 'OnGrid' : action.unit !== undefined ? 'OnUnit' : '';
  if (d.loud) d.emit({ key: `rivet-wars.event.cardPlayed${on}`, params: { side: action.side, card: action.card, unit: action.unit ?? '', cell: action.grid === undefined ? '' : (d.fixed.labels[action.grid] ?? '') }, reveal: true });
  switch (card.effect) {
    case 'deployment-points':
      d.add('dp', s, card.amount);
      if (d.loud) d.emit({ key: 'rivet-wars.event.gainedPoints', params: { side: action.side, points: card.amount, total: d.game.dp[s] as number } });
      break;
    case 'rivets':
      d.add('rivets', s, card.amount);
      if (d.loud) d.emit({ key: 'rivet-wars.event.gainedRivets', params: { side: action.side, rivets: card.amount, total: d.game.rivets[s] as number } });
      break;
    case 'barrage':
      d.setBarrage({ card: action.card, grid: action.grid as number, dice: card.dice });
      break;
    case 'move-bonus':
      d.game.boost = { unit: figureIndex(d.fixed, action.unit), amount: card.amount };
      if (d.loud) d.emit({ key: 'rivet-wars.event.boosted', params: { unit: action.unit ?? '', points: card.amount } });
      break;
  }
}

/** The barrage's dice: it deviates from the grid aimed at, then every unit there suffers its dice. */
export function rollBarrage(d: Draft): void {
  const barrage = d.game.barrage;
  if (!barrage) return;
  d.setBarrage(null);
  const s = sideIndex(d.fixed, d.state.phase.slice(0, d.state.phase.lastIndexOf(':')));
  const grid = deviate(d, s, barrage.grid);
  if (grid < 0) {
    if (d.loud) d.emit({ key: 'rivet-wars.event.barrageOff', params: { card: barrage.card } });
    return;
  }
  flatAttack(d, grid, () => barrage.dice, 0, { side: s, unit: -1, what: 'barrage' });
}

/** Cards of the side's hand it may play now, with their targets. */
export function legalCardPlays(state: RwState, s: number, out: RwAction[]): void {
  const hand = state.game.hands[s] ?? [];
  if (hand.length === 0) return;
  const step = stepOf(state);
  const side = (state.fixed.sides[s] as SideInfo).id;
  for (let index = 0; index < hand.length; index++) {
    const id = hand[index] as string;
    // Two copies of a card give the same plays: listed once.
    if (hand.indexOf(id) !== index) continue;
    const card = cardOf(state.fixed, id);
    if (!card || card.timing !== step || !(CARD_EFFECTS as readonly string[]).includes(card.effect)) continue;
    if (card.effect === 'barrage') {
      const occupied = occupancy(state);
      for (let grid = 0; grid < occupied.owner.length; grid++) {
        const owner = occupied.owner[grid] as number;
        if (owner >= 0 && owner !== s) out.push({ type: 'play', side, card: id, grid });
      }
    } else if (card.effect === 'move-bonus') {
      if (state.game.boost) continue;
      for (const unit of (state.fixed.sides[s] as SideInfo).figures) if (marchable(state, s, unit) && state.fixed.profiles[state.fixed.figures[unit]?.profile ?? 0]?.plug === false) out.push({ type: 'play', side, card: id, unit: state.fixed.figures[unit]?.id ?? '' });
    } else out.push({ type: 'play', side, card: id });
  }
}
