/**
 * Action cards played for one action: grenades thrown on a cell within the card's distance that
 * act on the cell's whole zone, traps laid face down on a visible cell next to a defender, and
 * breaching charges, barricades and reinforcements on a side of a cell within reach.
 */
import { refusal } from '../core/engine';
import type { Refusal } from '../core/types';
import { anySmoke, CAUSE_BIT, cellsInLineInto, edgeIndexByKey, edgesInReach, exhaustedCounter, lineCells, SMOKE_SIGHT, type ChangeCause } from './board';
import { cardOf, EDGE_CARDS, GRENADES, TRAPS } from './cards';
import { checkActor, edgeLabel, endPhaseIfSpent, isCell, isRefusal, labelOf, spendActions } from './common';
import type { Draft } from './draft';
import { handOfUnit } from './hands';
import { changeEdge } from './preparation';
import type { CardEffect, CardInfo, EdgeFeature, R6Action, R6Fixed, R6Game, R6State, UnitProfileInfo, UnitState } from './types';
import { countersLeft, counterOfCard, noCounterLeft, type Counter } from './supplies';
import { nextOwnTurn, occupancy, unitIndex } from './units';

type PlayCard = Extract<R6Action, { type: 'card' }>;

/**
 * Cells a grenade may be thrown at: in a straight line, not through walls or closed doors; smoke
 * does not stop a throw. A shared list: never modified.
 */
function grenadeCells(fixed: R6Fixed, game: R6Game, from: number, card: CardInfo): readonly number[] {
  return lineCells(fixed, game, from, card.distance);
}

const trapScratch: number[] = [];

/**
 * Cells a trap may be laid on: visible (smoke counts), free, not trapped yet. They are written
 * into `trapScratch`, to be read at once; returns how many.
 */
function trapCells(fixed: R6Fixed, game: R6Game, from: number, card: CardInfo): number {
  const out = trapScratch;
  let seen: number;
  if (anySmoke(game)) seen = cellsInLineInto(fixed, game, from, card.distance, SMOKE_SIGHT, out);
  else {
    const line = lineCells(fixed, game, from, card.distance);
    for (let i = 0; i < line.length; i++) out[i] = line[i] as number;
    seen = line.length;
  }
  const counts = occupancy(fixed, game.units);
  const traps = game.traps;
  let kept = 0;
  for (let i = 0; i < seen; i++) {
    const cell = out[i] as number;
    if ((counts[cell] as number) > 0) continue;
    let trapped = false;
    for (let t = 0; t < traps.length && !trapped; t++) trapped = (traps[t] as { cell: number }).cell === cell;
    if (!trapped) out[kept++] = cell;
  }
  return kept;
}

/** Edge features within reach (the agent's own cell at distance 1) that the effect changes. A shared list: never modified. */
function edgeTargets(fixed: R6Fixed, game: R6Game, from: number, card: CardInfo, causeBit: number): readonly number[] {
  return edgesInReach(fixed, game, from, card.distance, causeBit);
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
  /** For a card played on an edge: its cause's bit (see CAUSE_BIT). */
  readonly causeBit: number;
  /** The counter the card puts on the board (smoke, flash, disoriented, trap), if any: none left, no play. */
  readonly counter: Counter | null;
}

interface PlayableEntry {
  readonly fixed: R6Fixed | null;
  readonly side: string;
  readonly hand: readonly string[] | null;
  readonly playable: readonly PlayableCard[];
}

// A hand array is shared by the states that follow until a card leaves or joins it: remember the
// playable cards of the last array seen for each hand id (arrays are never modified).
const playableByHand = new Map<string, PlayableEntry>();
let lastPlayable: PlayableEntry = { fixed: null, side: '', hand: null, playable: [] };

/** The distinct cards of hand `handId` (of `side`) that can be played as an action now. */
export function playableCards(state: R6State, side: string, handId: string): readonly PlayableCard[] {
  const { fixed } = state;
  const hand = state.game.hands[handId] ?? [];
  if (hand === lastPlayable.hand && fixed === lastPlayable.fixed && side === lastPlayable.side) return lastPlayable.playable;
  const known = playableByHand.get(handId);
  if (known && known.hand === hand && known.fixed === fixed && known.side === side) {
    lastPlayable = known;
    return known.playable;
  }
  const playable: PlayableCard[] = [];
  for (let index = 0; index < hand.length; index++) {
    const card = hand[index] as string;
    if (hand.indexOf(card) !== index) continue;
    const info = cardOf(fixed, side, card);
    const effect = info.effect;
    if (!mayPlay(fixed, side, effect)) continue;
    const target: TargetKind = EDGE_CARDS.has(effect) ? 'edge' : TRAPS.has(effect) ? 'trap' : 'cell';
    playable.push({ card, info, effect, target, causeBit: target === 'edge' ? CAUSE_BIT[effect as ChangeCause] : 0, counter: counterOfCard(effect) });
  }
  lastPlayable = { fixed, side, hand, playable };
  playableByHand.set(handId, lastPlayable);
  return playable;
}

/**
 * Every card agent `unit` may play now, card after card, target after target: `playable` are the
 * playable cards of its player's hand (see `playableCards`).
 */
export function legalCardPlays(state: R6State, side: string, unit: number, playable: readonly PlayableCard[], out: R6Action[]): void {
  if (playable.length === 0) return;
  const { fixed, game } = state;
  const from = (game.units[unit] as { cell: number }).cell;
  const id = (fixed.units[unit] as UnitProfileInfo).id;
  for (const { card, info, target, causeBit, counter } of playable) {
    if (counter !== null && countersLeft(fixed, game, counter) === 0) continue;
    if (target === 'edge') {
      for (const edge of edgeTargets(fixed, game, from, info, causeBit)) out.push({ type: 'card', side, unit: id, card, edge: (fixed.edges[edge] as EdgeFeature).key });
    } else if (target === 'trap') {
      const count = trapCells(fixed, game, from, info);
      for (let i = 0; i < count; i++) out.push({ type: 'card', side, unit: id, card, cell: trapScratch[i] as number });
    } else {
      for (const cell of grenadeCells(fixed, game, from, info)) out.push({ type: 'card', side, unit: id, card, cell });
    }
  }
}

export function checkCardPlay(state: R6State, action: PlayCard): Refusal | null {
  const actor = checkActor(state, action.side, action.unit);
  if (isRefusal(actor)) return actor;
  const { fixed, game } = state;
  if (typeof action.card !== 'string' || !(game.hands[handOfUnit(fixed, actor.unit)] ?? []).includes(action.card)) {
    return refusal('r6-onboard.refused.cardNotInHand', { card: String(action.card) });
  }
  const info = cardOf(fixed, action.side, action.card);
  const effect = info.effect;
  if (!mayPlay(fixed, action.side, effect)) return refusal('r6-onboard.refused.notAnActionCard', { card: action.card });
  const counter = counterOfCard(effect);
  if (counter !== null && countersLeft(fixed, game, counter) === 0) return noCounterLeft(fixed, counter);
  if (EDGE_CARDS.has(effect)) {
    const edge = edgeIndexByKey(fixed, 'edge' in action ? action.edge : undefined);
    if (edge < 0) return refusal('r6-onboard.refused.noSuchEdge', { edge: String('edge' in action ? action.edge : '') });
    if (!edgeTargets(fixed, game, actor.cell, info, CAUSE_BIT[effect as ChangeCause]).includes(edge)) {
      const exhausted = exhaustedCounter(fixed, game, edge, effect);
      if (exhausted !== null) return noCounterLeft(fixed, exhausted);
      return refusal('r6-onboard.refused.edgeUnsuitable', { card: action.card, edge: edgeLabel(fixed, edge) });
    }
    return null;
  }
  const cell = 'cell' in action ? action.cell : undefined;
  if (!isCell(fixed, cell)) return refusal('r6-onboard.refused.offBoard', { cell: String(cell) });
  const targets = TRAPS.has(effect) ? trapScratch.slice(0, trapCells(fixed, game, actor.cell, info)) : grenadeCells(fixed, game, actor.cell, info);
  if (!targets.includes(cell)) return refusal('r6-onboard.refused.outOfReach', { card: action.card, cell: labelOf(fixed, cell) });
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

/**
 * Flash or cover fire: each agent in the zone loses its next own phase (flash) or its moves in it.
 * Each takes a counter (one already marked keeps its own); when the box runs out, the agents left,
 * in the board's order, are not marked.
 */
function stun(d: Draft, zone: number, info: CardInfo, effect: 'flash' | 'cover-fire'): void {
  const { fixed } = d;
  const counter = effect === 'flash' ? 'flash' : 'disoriented';
  let left = countersLeft(fixed, d.game, counter, true);
  for (const unit of unitsInZone(d, zone)) {
    const side = fixed.units[unit]?.side ?? '';
    const until = nextOwnTurn(d.state, side) + Math.max(1, info.duration) - 1;
    const marked = (d.game.units[unit] as UnitState)[effect === 'flash' ? 'flashedUntil' : 'disorientedUntil'] !== 0;
    if (!marked && left === 0) {
      if (d.loud) d.emit({ key: 'r6-onboard.event.countersRanOut', params: { counter, supply: fixed.supplies[counter], unit: fixed.units[unit]?.id ?? '' } });
      continue;
    }
    if (!marked) left--;
    const writable = d.unit(unit);
    if (effect === 'flash') {
      writable.flashedUntil = Math.max(writable.flashedUntil, until);
      // An agent of the side now acting is flashed at once: its remaining actions are lost.
      if (until >= d.state.turn && d.state.pending[0]?.side === side && d.state.turn > 0) writable.actions = 0;
      if (d.loud) d.emit({ key: 'r6-onboard.event.flashed', params: { unit: fixed.units[unit]?.id ?? '' } });
    } else {
      writable.disorientedUntil = Math.max(writable.disorientedUntil, until);
      if (d.loud) d.emit({ key: 'r6-onboard.event.disoriented', params: { unit: fixed.units[unit]?.id ?? '' } });
    }
  }
}

/** Detection: every trap in the zones next to the target zone is turned face up (the target zone's too under `detectTargetZone`). */
function detect(d: Draft, zone: number): void {
  const { fixed } = d;
  const zones = new Set(fixed.zones[zone]?.neighbours ?? []);
  if (fixed.constants.detectTargetZone) zones.add(zone);
  let found = 0;
  d.game.traps.forEach((trap, index) => {
    if (trap.revealed || !zones.has(fixed.zoneOf[trap.cell] as number)) return;
    d.traps()[index] = { ...trap, revealed: true };
    found++;
    if (d.loud) d.emit({ key: 'r6-onboard.event.trapFound', params: { cell: labelOf(fixed, trap.cell) } });
  });
  if (d.loud) d.emit({ key: 'r6-onboard.event.trapsDetected', params: { count: found }, reveal: true });
}

export function applyCardPlay(d: Draft, action: PlayCard): void {
  const { fixed } = d;
  const unit = unitIndex(fixed, action.unit);
  const info = cardOf(fixed, action.side, action.card);
  const effect = info.effect as CardEffect;
  spendActions(d, unit, 1);
  const hand = d.hand(handOfUnit(fixed, unit));
  hand.splice(hand.indexOf(action.card), 1);
  if (TRAPS.has(effect) && 'cell' in action) {
    // Face down: the other side learns that a trap was laid, not where nor which.
    d.traps().push({ cell: action.cell, card: action.card, revealed: false, sprung: false });
    if (d.loud) d.emit({ key: 'r6-onboard.event.trapLaid', params: { unit: action.unit } });
    if (d.loud) d.emit({ key: 'r6-onboard.event.trapLaidAt', params: { unit: action.unit, cell: labelOf(fixed, action.cell), card: action.card }, to: [fixed.defenders] });
    endPhaseIfSpent(d);
    return;
  }
  d.discard(action.side).push(action.card);
  if ('edge' in action) {
    const edge = edgeIndexByKey(fixed, action.edge);
    if (d.loud) d.emit({ key: 'r6-onboard.event.cardOnEdge', params: { unit: action.unit, card: action.card, edge: edgeLabel(fixed, edge) } });
    changeEdge(d, edge, effect);
    endPhaseIfSpent(d);
    return;
  }
  const zone = fixed.zoneOf[action.cell] as number;
  if (d.loud) d.emit({ key: 'r6-onboard.event.cardOnCell', params: { unit: action.unit, card: action.card, cell: labelOf(fixed, action.cell) } });
  if (effect === 'smoke') {
    const wanted = info.duration > 0 ? info.duration : fixed.constants.smokeCounters;
    const here = d.game.smoke[zone] ?? 0;
    // As many counters as the card says, as far as the box has them.
    const counters = Math.max(here, Math.min(wanted, here + countersLeft(fixed, d.game, 'smoke', true)));
    d.smoke()[zone] = counters;
    if (d.loud) d.emit({ key: 'r6-onboard.event.smoked', params: { cell: labelOf(fixed, action.cell), turns: counters } });
  } else if (effect === 'flash' || effect === 'cover-fire') {
    stun(d, zone, info, effect);
  } else if (effect === 'detection') {
    detect(d, zone);
  }
  endPhaseIfSpent(d);
}
