/**
 * Preparation phase: the defenders may lay the barricades and wall reinforcements they hold
 * anywhere on the board, then end the phase and draw back to a full hand.
 */
import { refusal } from '../core/engine';
import type { Refusal } from '../core/types';
import { canChange, changedState, edgeIndexByKey, edgeView, type ChangeCause } from './board';
import { cardOf, PREPARATION_CARDS } from './cards';
import { edgeLabel, expectDecision } from './common';
import type { Draft } from './draft';
import type { R6Action, R6State } from './types';

type Prepare = Extract<R6Action, { type: 'prepare' }>;

export function legalPreparations(state: R6State, side: string, out: R6Action[]): void {
  const { fixed, game } = state;
  const hand = game.hands[side] ?? [];
  const view = edgeView(fixed, game);
  hand.forEach((card, index) => {
    if (hand.indexOf(card) !== index) return;
    const effect = cardOf(fixed, side, card).effect;
    if (!effect || !PREPARATION_CARDS.has(effect)) return;
    fixed.edges.forEach((edge, edgeIndex) => {
      if (canChange(view, edgeIndex, effect as ChangeCause)) out.push({ type: 'prepare', side, card, edge: edge.key });
    });
  });
}

export function checkPrepare(state: R6State, action: Prepare): Refusal | null {
  const wrongTime = expectDecision(state, action.side, 'prepare');
  if (wrongTime) return wrongTime;
  const { fixed, game } = state;
  if (typeof action.card !== 'string' || !(game.hands[action.side] ?? []).includes(action.card)) {
    return refusal('r6.refused.cardNotInHand', { card: String(action.card) });
  }
  const effect = cardOf(fixed, action.side, action.card).effect;
  if (!effect || !PREPARATION_CARDS.has(effect)) return refusal('r6.refused.notAPreparationCard', { card: action.card });
  const edge = edgeIndexByKey(fixed, action.edge);
  const feature = fixed.edges[edge];
  if (!feature) return refusal('r6.refused.noSuchEdge', { edge: String(action.edge) });
  if (changedState(fixed, effect, feature.kind, game.edgeStates[edge] as string) === null) {
    return refusal('r6.refused.edgeUnsuitable', { card: action.card, edge: edgeLabel(fixed, edge) });
  }
  return null;
}

/** Turns an edge feature into what `effect` makes of it and says so. */
export function changeEdge(d: Draft, edge: number, effect: string): void {
  const feature = d.fixed.edges[edge];
  if (!feature) return;
  const after = changedState(d.fixed, effect, feature.kind, d.game.edgeStates[edge] as string);
  if (after === null) return;
  d.setEdgeState(edge, after);
  d.emit({ key: `r6.event.edge.${effect}`, params: { edge: edgeLabel(d.fixed, edge), kind: feature.kind } });
}

export function applyPrepare(d: Draft, action: Prepare): void {
  const hand = d.hand(action.side);
  hand.splice(hand.indexOf(action.card), 1);
  d.discard(action.side).push(action.card);
  const effect = cardOf(d.fixed, action.side, action.card).effect as string;
  changeEdge(d, edgeIndexByKey(d.fixed, action.edge), effect);
}
