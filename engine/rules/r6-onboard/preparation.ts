/**
 * Preparation phase: the defenders may lay the barricades and wall reinforcements they hold
 * anywhere on the board, then end the phase and draw back to a full hand.
 */
import { refusal } from '../core/engine';
import type { Refusal } from '../core/types';
import { CAUSE_BIT, canChange, changedState, edgeIndexByKey, edgeView, exhaustedCounter, type ChangeCause } from './board';
import { noCounterLeft } from './supplies';
import { cardOf, PREPARATION_CARDS } from './cards';
import { edgeLabel, expectDecision } from './common';
import type { Draft } from './draft';
import { handsOf, hasPlayers } from './hands';
import type { R6Action, R6Fixed, R6Game, R6State } from './types';

type Prepare = Extract<R6Action, { type: 'prepare' }>;

export function legalPreparations(state: R6State, side: string, out: R6Action[]): void {
  const { fixed, game } = state;
  const view = edgeView(fixed, game);
  const byPlayer = hasPlayers(fixed, side);
  for (const handId of handsOf(fixed, side)) {
    const hand = game.hands[handId] ?? [];
    hand.forEach((card, index) => {
      if (hand.indexOf(card) !== index) return;
      const effect = cardOf(fixed, side, card).effect;
      if (!effect || !PREPARATION_CARDS.has(effect)) return;
      const bit = CAUSE_BIT[effect as ChangeCause];
      fixed.edges.forEach((edge, edgeIndex) => {
        if (!canChange(view, edgeIndex, bit)) return;
        out.push(byPlayer ? { type: 'prepare', side, card, edge: edge.key, player: handId } : { type: 'prepare', side, card, edge: edge.key });
      });
    });
  }
}

/**
 * The hand a preparation card comes from: the player's named in the action, else the first of the
 * side's hands that holds the card. Undefined when the action names a hand the side does not have.
 */
function preparationHand(fixed: R6Fixed, game: R6Game, action: Prepare): string | undefined {
  const hands = handsOf(fixed, action.side);
  const named: unknown = action.player;
  if (named !== undefined) return typeof named === 'string' && hands.includes(named) ? named : undefined;
  return hands.find((hand) => (game.hands[hand] ?? []).includes(action.card)) ?? hands[0];
}

export function checkPrepare(state: R6State, action: Prepare): Refusal | null {
  const wrongTime = expectDecision(state, action.side, 'prepare');
  if (wrongTime) return wrongTime;
  const { fixed, game } = state;
  const hand = preparationHand(fixed, game, action);
  if (hand === undefined) return refusal('r6-onboard.refused.unknownPlayer', { player: String(action.player) });
  if (typeof action.card !== 'string' || !(game.hands[hand] ?? []).includes(action.card)) {
    return refusal('r6-onboard.refused.cardNotInHand', { card: String(action.card) });
  }
  const effect = cardOf(fixed, action.side, action.card).effect;
  if (!effect || !PREPARATION_CARDS.has(effect)) return refusal('r6-onboard.refused.notAPreparationCard', { card: action.card });
  const edge = edgeIndexByKey(fixed, action.edge);
  const feature = fixed.edges[edge];
  if (!feature) return refusal('r6-onboard.refused.noSuchEdge', { edge: String(action.edge) });
  if (changedState(fixed, effect, feature.kind, game.edgeStates[edge] as string) === null) {
    return refusal('r6-onboard.refused.edgeUnsuitable', { card: action.card, edge: edgeLabel(fixed, edge) });
  }
  const exhausted = exhaustedCounter(fixed, game, edge, effect);
  return exhausted === null ? null : noCounterLeft(fixed, exhausted);
}

/** Turns an edge feature into what `effect` makes of it and says so. */
export function changeEdge(d: Draft, edge: number, effect: string): void {
  const feature = d.fixed.edges[edge];
  if (!feature) return;
  const after = changedState(d.fixed, effect, feature.kind, d.game.edgeStates[edge] as string);
  if (after === null) return;
  d.setEdgeState(edge, after);
  if (d.loud) d.emit({ key: `r6-onboard.event.edge.${effect}`, params: { edge: edgeLabel(d.fixed, edge), kind: feature.kind } });
}

export function applyPrepare(d: Draft, action: Prepare): void {
  const hand = d.hand(preparationHand(d.fixed, d.game, action) as string);
  hand.splice(hand.indexOf(action.card), 1);
  d.discard(action.side).push(action.card);
  const effect = cardOf(d.fixed, action.side, action.card).effect as string;
  changeEdge(d, edgeIndexByKey(d.fixed, action.edge), effect);
}
