/**
 * Action cards played for one action: grenades thrown on a cell within the card's distance that
 * act on the cell's whole zone, traps laid face down on a visible cell next to a defender, and
 * breaching charges, barricades and reinforcements on a side of a cell within reach.
 */
import { refusal } from '../core/engine';
import type { Refusal } from '../core/types';
import { canChange, cellsInLine, edgeIndexByKey, edgeView, type ChangeCause } from './board';
import { cardOf, EDGE_CARDS, GRENADES, TRAPS } from './cards';
import { checkActor, edgeLabel, endPhaseIfSpent, isCell, isRefusal, labelOf, spendActions } from './common';
import type { Draft } from './draft';
import { changeEdge } from './preparation';
import type { CardEffect, CardInfo, R6Action, R6Fixed, R6Game, R6State } from './types';
import { nextOwnTurn, occupantOf, unitIndex } from './units';

type PlayCard = Extract<R6Action, { type: 'card' }>;

/** Cells a grenade may be thrown at: in a straight line, not through walls or closed doors; smoke does not stop a throw. */
function grenadeCells(fixed: R6Fixed, game: R6Game, from: number, card: CardInfo): number[] {
  return cellsInLine(fixed, game, from, card.distance, false);
}

/** Cells a trap may be laid on: visible (smoke counts), free, not trapped yet. */
function trapCells(fixed: R6Fixed, game: R6Game, from: number, card: CardInfo): number[] {
  return cellsInLine(fixed, game, from, card.distance, true).filter(
    (cell) => occupantOf(game, cell) < 0 && !game.traps.some((trap) => trap.cell === cell),
  );
}

/** Edge features within reach (the agent's own cell at distance 1) that the effect changes. */
function edgeTargets(fixed: R6Fixed, game: R6Game, from: number, card: CardInfo, effect: CardEffect): number[] {
  const view = edgeView(fixed, game);
  const edges: number[] = [];
  const cells = card.distance > 1 ? cellsInLine(fixed, game, from, card.distance - 1, false) : [];
  for (let i = -1; i < cells.length; i++) {
    const cell = i < 0 ? from : (cells[i] as number);
    for (let direction = 0; direction < 4; direction++) {
      const edge = fixed.edgeOf[cell * 4 + direction] as number;
      if (edge >= 0 && !edges.includes(edge) && canChange(view, edge, effect as ChangeCause)) edges.push(edge);
    }
  }
  return edges;
}

function mayPlay(fixed: R6Fixed, side: string, effect: CardEffect | null): effect is CardEffect {
  if (!effect) return false;
  if (TRAPS.has(effect)) return side === fixed.defenders;
  return GRENADES.has(effect) || EDGE_CARDS.has(effect);
}

/** How a playable card picks its target. */
type TargetKind = 'cell' | 'trap' | 'edge';

export interface PlayableCard {
  readonly card: string;
  readonly info: CardInfo;
  readonly effect: CardEffect;
  readonly target: TargetKind;
}

// A hand array is shared by the states that follow until a card leaves or joins it, and belongs to
// one side of one game (the only arrays shared between games are empty hands): remember the last.
let lastHand: readonly string[] | null = null;
let lastPlayable: readonly PlayableCard[] = [];

/** The distinct cards of `side`'s hand that can be played as an action now. */
export function playableCards(state: R6State, side: string): readonly PlayableCard[] {
  const { fixed } = state;
  const hand = state.game.hands[side] ?? [];
  if (hand === lastHand) return lastPlayable;
  const playable: PlayableCard[] = [];
  for (let index = 0; index < hand.length; index++) {
    const card = hand[index] as string;
    if (hand.indexOf(card) !== index) continue;
    const info = cardOf(fixed, side, card);
    const effect = info.effect;
    if (!mayPlay(fixed, side, effect)) continue;
    playable.push({ card, info, effect, target: EDGE_CARDS.has(effect) ? 'edge' : TRAPS.has(effect) ? 'trap' : 'cell' });
  }
  lastHand = hand;
  lastPlayable = playable;
  return playable;
}

export function legalCardPlays(state: R6State, side: string, unit: number, playable: readonly PlayableCard[], out: R6Action[]): void {
  const { fixed, game } = state;
  const from = game.units[unit]?.cell ?? -1;
  const id = fixed.units[unit]?.id ?? '';
  // Grenades of one distance share their target cells: found once per agent.
  let grenadeDistance = -1;
  let grenadeTargets: readonly number[] = [];
  for (const { card, info, effect, target } of playable) {
    if (target === 'edge') {
      for (const edge of edgeTargets(fixed, game, from, info, effect)) out.push({ type: 'card', side, unit: id, card, edge: (fixed.edges[edge] as { key: string }).key });
      continue;
    }
    let cells: readonly number[];
    if (target === 'trap') cells = trapCells(fixed, game, from, info);
    else {
      if (info.distance !== grenadeDistance) {
        grenadeDistance = info.distance;
        grenadeTargets = grenadeCells(fixed, game, from, info);
      }
      cells = grenadeTargets;
    }
    for (const cell of cells) out.push({ type: 'card', side, unit: id, card, cell });
  }
}

export function checkCardPlay(state: R6State, action: PlayCard): Refusal | null {
  const actor = checkActor(state, action.side, action.unit);
  if (isRefusal(actor)) return actor;
  const { fixed, game } = state;
  if (typeof action.card !== 'string' || !(game.hands[action.side] ?? []).includes(action.card)) {
    return refusal('r6.refused.cardNotInHand', { card: String(action.card) });
  }
  const info = cardOf(fixed, action.side, action.card);
  const effect = info.effect;
  if (!mayPlay(fixed, action.side, effect)) return refusal('r6.refused.notAnActionCard', { card: action.card });
  if (EDGE_CARDS.has(effect)) {
    const edge = edgeIndexByKey(fixed, 'edge' in action ? action.edge : undefined);
    if (edge < 0) return refusal('r6.refused.noSuchEdge', { edge: String('edge' in action ? action.edge : '') });
    if (!edgeTargets(fixed, game, actor.cell, info, effect).includes(edge)) {
      return refusal('r6.refused.edgeUnsuitable', { card: action.card, edge: edgeLabel(fixed, edge) });
    }
    return null;
  }
  const cell = 'cell' in action ? action.cell : undefined;
  if (!isCell(fixed, cell)) return refusal('r6.refused.offBoard', { cell: String(cell) });
  const targets = TRAPS.has(effect) ? trapCells(fixed, game, actor.cell, info) : grenadeCells(fixed, game, actor.cell, info);
  if (!targets.includes(cell)) return refusal('r6.refused.outOfReach', { card: action.card, cell: labelOf(fixed, cell) });
  return null;
}

/** Every agent on the board in `zone`. */
function unitsInZone(d: Draft, zone: number): number[] {
  const found: number[] = [];
  d.game.units.forEach((unit, index) => {
    if (unit.hp > 0 && unit.cell >= 0 && d.fixed.zoneOf[unit.cell] === zone) found.push(index);
  });
  return found;
}

/** Flash or cover fire: each agent in the zone loses its next own phase (flash) or its moves in it. */
function stun(d: Draft, zone: number, info: CardInfo, effect: 'flash' | 'cover-fire'): void {
  const { fixed } = d;
  for (const unit of unitsInZone(d, zone)) {
    const side = fixed.units[unit]?.side ?? '';
    const until = nextOwnTurn(d.state, side) + Math.max(1, info.duration) - 1;
    const writable = d.unit(unit);
    if (effect === 'flash') {
      writable.flashedUntil = Math.max(writable.flashedUntil, until);
      // An agent of the side now acting is flashed at once: its remaining actions are lost.
      if (until >= d.state.turn && d.state.pending[0]?.side === side && d.state.turn > 0) writable.actions = 0;
      d.emit({ key: 'r6.event.flashed', params: { unit: fixed.units[unit]?.id ?? '' } });
    } else {
      writable.disorientedUntil = Math.max(writable.disorientedUntil, until);
      d.emit({ key: 'r6.event.disoriented', params: { unit: fixed.units[unit]?.id ?? '' } });
    }
  }
}

/** Detection: every trap in the target zone and the zones next to it is turned face up. */
function detect(d: Draft, zone: number): void {
  const { fixed } = d;
  const zones = new Set([zone, ...(fixed.zones[zone]?.neighbours ?? [])]);
  let found = 0;
  d.game.traps.forEach((trap, index) => {
    if (trap.revealed || !zones.has(fixed.zoneOf[trap.cell] as number)) return;
    d.traps()[index] = { ...trap, revealed: true };
    found++;
    d.emit({ key: 'r6.event.trapFound', params: { cell: labelOf(fixed, trap.cell) } });
  });
  d.emit({ key: 'r6.event.trapsDetected', params: { count: found } });
}

export function applyCardPlay(d: Draft, action: PlayCard): void {
  const { fixed } = d;
  const unit = unitIndex(fixed, action.unit);
  const info = cardOf(fixed, action.side, action.card);
  const effect = info.effect as CardEffect;
  spendActions(d, unit, 1);
  const hand = d.hand(action.side);
  hand.splice(hand.indexOf(action.card), 1);
  if (TRAPS.has(effect) && 'cell' in action) {
    // Face down: the other side learns that a trap was laid, not where nor which.
    d.traps().push({ cell: action.cell, card: action.card, revealed: false });
    d.emit({ key: 'r6.event.trapLaid', params: { unit: action.unit } });
    d.emit({ key: 'r6.event.trapLaidAt', params: { unit: action.unit, cell: labelOf(fixed, action.cell), card: action.card }, to: [fixed.defenders] });
    endPhaseIfSpent(d);
    return;
  }
  d.discard(action.side).push(action.card);
  if ('edge' in action) {
    const edge = edgeIndexByKey(fixed, action.edge);
    d.emit({ key: 'r6.event.cardOnEdge', params: { unit: action.unit, card: action.card, edge: edgeLabel(fixed, edge) } });
    changeEdge(d, edge, effect);
    endPhaseIfSpent(d);
    return;
  }
  const zone = fixed.zoneOf[action.cell] as number;
  d.emit({ key: 'r6.event.cardOnCell', params: { unit: action.unit, card: action.card, cell: labelOf(fixed, action.cell) } });
  if (effect === 'smoke') {
    const counters = info.duration > 0 ? info.duration : fixed.constants.smokeCounters;
    d.smoke()[zone] = Math.max(d.game.smoke[zone] ?? 0, counters);
    d.emit({ key: 'r6.event.smoked', params: { cell: labelOf(fixed, action.cell), turns: counters } });
  } else if (effect === 'flash' || effect === 'cover-fire') {
    stun(d, zone, info, effect);
  } else if (effect === 'detection') {
    detect(d, zone);
  }
  endPhaseIfSpent(d);
}
