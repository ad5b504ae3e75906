/**
 * Combat. Attacking costs the initiator one action and needs a line of fire. In the same zone the
 * target is hit at once. Otherwise both sides choose cards face down at the same time (the
 * target may add a counter card, which makes its agent the attacker); the cards are revealed;
 * both sides then choose, again face down, whether to play a double attack (the attacker) or a
 * double defense (the defender); the attack hits when strictly greater than the defense.
 */
import { cachedPer } from '../core/cache';
import { refusal } from '../core/engine';
import type { Decision, Refusal } from '../core/types';
import { lineOfFire } from './board';
import { cardOf, countOf, holdsAll, isCounter } from './cards';
import { checkActor, endPhaseIfSpent, expectDecision, isRefusal, spendActions, withoutSide } from './common';
import type { Draft } from './draft';
import { handOfUnit } from './hands';
import { ACTION_PHASES, actingDecision } from './phases';
import type { BoostChoice, Combat, CommitChoice, R6Action, R6Fixed, R6State, SealedFace, UnitProfileInfo, UnitState } from './types';
import { damage, otherSide, unitIndex, unitsOfSide } from './units';

type Attack = Extract<R6Action, { type: 'attack' }>;
type Commit = Extract<R6Action, { type: 'commit' }>;
type Boost = Extract<R6Action, { type: 'boost' }>;

function sideOfUnit(fixed: R6Fixed, unit: number): string {
  return fixed.units[unit]?.side ?? '';
}

/** Attacks of agent `unit` of `side`: every living enemy on the board in its line of fire, in unit order. */
export function legalAttacks(state: R6State, side: string, unit: number, out: R6Action[]): void {
  const { fixed, game } = state;
  const from = (game.units[unit] as UnitState).cell;
  const id = (fixed.units[unit] as UnitProfileInfo).id;
  for (const enemy of unitsOfSide(fixed, otherSide(fixed, side))) {
    const current = game.units[enemy] as UnitState;
    if (current.hp <= 0 || current.cell < 0) continue;
    if (lineOfFire(fixed, game, from, current.cell)) out.push({ type: 'attack', side, unit: id, target: (fixed.units[enemy] as UnitProfileInfo).id });
  }
}

export function checkAttack(state: R6State, action: Attack): Refusal | null {
  const actor = checkActor(state, action.side, action.unit);
  if (isRefusal(actor)) return actor;
  const { fixed, game } = state;
  const target = unitIndex(fixed, action.target);
  const current = game.units[target];
  if (!current) return refusal('r6-onboard.refused.unknownUnit', { unit: String(action.target) });
  if (sideOfUnit(fixed, target) === action.side) return refusal('r6-onboard.refused.friendlyTarget', { target: String(action.target) });
  if (current.hp <= 0 || current.cell < 0) return refusal('r6-onboard.refused.unitDown', { unit: String(action.target) });
  if (!lineOfFire(fixed, game, actor.cell, current.cell)) return refusal('r6-onboard.refused.noLineOfFire', { unit: String(action.unit), target: String(action.target) });
  return null;
}

/** Decisions owed by both sides of a combat, in the state's side order. */
function bothSides(state: R6State, combat: Combat, kind: 'commit' | 'boost'): Decision[] {
  const involved = [sideOfUnit(state.fixed, combat.initiator), sideOfUnit(state.fixed, combat.target)];
  return state.sides.filter((side) => involved.includes(side)).map((side) => ({ side, kind, secret: true }));
}

export function applyAttack(d: Draft, action: Attack): void {
  const { fixed } = d;
  const initiator = unitIndex(fixed, action.unit);
  const target = unitIndex(fixed, action.target);
  spendActions(d, initiator, 1);
  const from = d.game.units[initiator]?.cell ?? -1;
  const to = d.game.units[target]?.cell ?? -1;
  if (fixed.zoneOf[from] === fixed.zoneOf[to]) {
    if (d.loud) d.emit({ key: 'r6-onboard.event.closeQuarters', params: { unit: action.unit, target: action.target } });
    damage(d, target, 1);
    endPhaseIfSpent(d);
    return;
  }
  if (d.loud) d.emit({ key: 'r6-onboard.event.attackDeclared', params: { unit: action.unit, target: action.target } });
  const combat: Combat = { stage: 'commit', initiator, target, attacker: initiator, defender: target, attack: 0, defense: 0 };
  d.setCombat(combat);
  d.setPending(bothSides(d.state, combat, 'commit'));
}

/** Adds to `subsets` every sorted multiset extending `chosen` with cards of `kinds` from index `from` on. */
function extendSubsets(hand: readonly string[], kinds: readonly string[], max: number, from: number, chosen: string[], subsets: string[][]): void {
  subsets.push(chosen);
  if (chosen.length === max) return;
  for (let k = from; k < kinds.length; k++) {
    const card = kinds[k] as string;
    if (countOf(chosen, card) < countOf(hand, card)) extendSubsets(hand, kinds, max, k, [...chosen, card], subsets);
  }
}

/** Distinct multisets of at most `max` cards from `hand`, each sorted. */
function handSubsets(hand: readonly string[], max: number): string[][] {
  const subsets: string[][] = [];
  extendSubsets(hand, [...new Set(hand)].sort(), max, 0, [], subsets);
  return subsets;
}

/** The hand `side` fights from in `combat`: its combatant's player's (the side's one hand unless it has several players). */
function combatHand(state: R6State, combat: Combat, side: string): readonly string[] {
  const unit = sideOfUnit(state.fixed, combat.initiator) === side ? combat.initiator : combat.target;
  return state.game.hands[handOfUnit(state.fixed, unit)] ?? [];
}

function combatHandId(fixed: R6Fixed, combat: Combat, side: string): string {
  return handOfUnit(fixed, sideOfUnit(fixed, combat.initiator) === side ? combat.initiator : combat.target);
}

/**
 * Le combat, step 3: “Le joueur qui est attaqué peut poser une carte d'action Contre s'il le
 * souhaite. Son Agent devient alors l'attaquant dans ce combat.” A Contre card is only ever the
 * attacked side's counter: never among the cards whose values count, never the initiator's.
 */
export function legalCommits(state: R6State, side: string, out: R6Action[]): void {
  const combat = state.game.combat;
  if (!combat) return;
  const { fixed } = state;
  const hand = combatHand(state, combat, side);
  const counters = [...new Set(hand.filter((card) => isCounter(fixed, side, card)))].sort();
  const values = hand.filter((card) => !isCounter(fixed, side, card));
  const max = fixed.constants.combatCardsMax;
  const subsets = handSubsets(values, max);
  for (const cards of subsets) out.push({ type: 'commit', side, cards, counter: null });
  if (sideOfUnit(fixed, combat.target) !== side) return;
  for (const counter of counters) for (const cards of subsets) out.push({ type: 'commit', side, cards, counter });
}

export function checkCommit(state: R6State, action: Commit): Refusal | null {
  const wrongTime = expectDecision(state, action.side, 'commit');
  if (wrongTime) return wrongTime;
  const { fixed, game } = state;
  const combat = game.combat;
  if (!combat) return refusal('r6-onboard.refused.noCombat');
  if (!Array.isArray(action.cards) || !action.cards.every((card) => typeof card === 'string')) return refusal('r6-onboard.refused.malformedCards');
  if (action.cards.length > fixed.constants.combatCardsMax) return refusal('r6-onboard.refused.tooManyCards', { max: fixed.constants.combatCardsMax });
  const counter: unknown = action.counter;
  if (counter !== null && typeof counter !== 'string') return refusal('r6-onboard.refused.malformedCards');
  const byTarget = sideOfUnit(fixed, combat.target) === action.side;
  // Contre is the attacked side's card, and laid only to counter (see legalCommits).
  const laidCounter = action.cards.find((card) => isCounter(fixed, action.side, card));
  if (laidCounter !== undefined) return byTarget ? refusal('r6-onboard.refused.counterOnlyToCounter', { card: laidCounter }) : refusal('r6-onboard.refused.counterByTargetOnly');
  if (counter !== null) {
    if (!byTarget) return refusal('r6-onboard.refused.counterByTargetOnly');
    if (!isCounter(fixed, action.side, counter)) return refusal('r6-onboard.refused.notACounter', { card: counter });
  }
  const wanted = counter === null ? action.cards : [...action.cards, counter];
  const hand = combatHand(state, combat, action.side);
  if (!holdsAll(hand, wanted)) {
    const missing = wanted.find((card) => countOf(wanted, card) > countOf(hand, card)) ?? '';
    return refusal('r6-onboard.refused.cardNotInHand', { card: missing });
  }
  return null;
}

/** Takes the cards of a sealed choice out of the hand `side` fights from. */
function takeFromHand(d: Draft, combat: Combat, side: string, cards: readonly string[]): void {
  const hand = d.hand(combatHandId(d.fixed, combat, side));
  for (const card of cards) hand.splice(hand.indexOf(card), 1);
}

function isFace(choice: unknown): choice is SealedFace {
  return typeof choice === 'object' && choice !== null && (choice as SealedFace).hidden === true;
}

interface AverageCard {
  readonly attack: number;
  readonly defense: number;
}
/** What a side without cards holds on average. */
const NO_AVERAGE: AverageCard = { attack: 0, defense: 0 };

/** Per game, the mean card values of each side's deck. */
const averages = cachedPer(
  (fixed: R6Fixed): ReadonlyMap<string, AverageCard> =>
    new Map(
      Object.entries(fixed.cards).map(([side, byId]) => {
        const cards = Object.values(byId);
        const count = Math.max(1, cards.length);
        return [side, { attack: cards.reduce((sum, card) => sum + card.attack, 0) / count, defense: cards.reduce((sum, card) => sum + card.defense, 0) / count }];
      }),
    ),
);

/** Mean card values of a side's deck: what face-down cards are worth to a side that cannot see them. */
function averageCard(fixed: R6Fixed, side: string): AverageCard {
  return averages(fixed).get(side) ?? NO_AVERAGE;
}

/** Total of `value` over combat cards of `side` (a counter card is not among them). */
export function cardsTotal(fixed: R6Fixed, side: string, cards: readonly string[], value: 'attack' | 'defense'): number {
  let sum = 0;
  for (const card of cards) sum += cardOf(fixed, side, card)[value];
  return sum;
}

/** Total of `value` over a sealed choice's cards; a face (another side's hidden choice) counts average cards. */
function total(fixed: R6Fixed, side: string, choice: unknown, value: 'attack' | 'defense'): number {
  if (isFace(choice)) return choice.count * averageCard(fixed, side)[value];
  return cardsTotal(fixed, side, (choice as CommitChoice | undefined)?.cards ?? [], value);
}

function playedCards(choice: unknown): string[] {
  if (isFace(choice) || typeof choice !== 'object' || choice === null) return [];
  const commit = choice as Partial<CommitChoice> & Partial<BoostChoice>;
  const cards = [...(commit.cards ?? [])];
  if (typeof commit.counter === 'string') cards.push(commit.counter);
  if (typeof commit.card === 'string') cards.push(commit.card);
  return cards;
}

function reveal(d: Draft, combat: Combat): void {
  const { fixed } = d;
  const initiatorSide = sideOfUnit(fixed, combat.initiator);
  const targetSide = sideOfUnit(fixed, combat.target);
  const initiatorChoice = d.state.sealed[initiatorSide];
  const targetChoice = d.state.sealed[targetSide];
  const counter = isFace(targetChoice) ? null : ((targetChoice as CommitChoice | undefined)?.counter ?? null);
  const [attacker, defender] = counter === null ? [combat.initiator, combat.target] : [combat.target, combat.initiator];
  const attackerSide = sideOfUnit(fixed, attacker);
  const defenderSide = sideOfUnit(fixed, defender);
  const attackerChoice = attackerSide === initiatorSide ? initiatorChoice : targetChoice;
  const defenderChoice = attackerSide === initiatorSide ? targetChoice : initiatorChoice;
  const attack = total(fixed, attackerSide, attackerChoice, 'attack');
  const defense = total(fixed, defenderSide, defenderChoice, 'defense');
  for (const [side, choice, unit] of [[initiatorSide, initiatorChoice, combat.initiator], [targetSide, targetChoice, combat.target]] as const) {
    const cards = playedCards(choice);
    if (d.loud) d.emit({ key: 'r6-onboard.event.cardsRevealed', params: { unit: fixed.units[unit]?.id ?? '', cards: cards.join(','), count: cards.length }, reveal: true });
    d.discard(side).push(...cards);
  }
  if (d.loud && counter !== null) d.emit({ key: 'r6-onboard.event.countered', params: { unit: fixed.units[combat.target]?.id ?? '', target: fixed.units[combat.initiator]?.id ?? '' } });
  if (d.loud) d.emit({ key: 'r6-onboard.event.combatTotals', params: { unit: fixed.units[attacker]?.id ?? '', target: fixed.units[defender]?.id ?? '', attack, defense } });
  d.clearSealed();
  const next: Combat = { ...combat, stage: 'boost', attacker, defender, attack, defense };
  d.setCombat(next);
  d.setPending(bothSides(d.state, next, 'boost'));
}

export function applyCommit(d: Draft, action: Commit): void {
  const choice: CommitChoice = { cards: [...action.cards], counter: action.counter };
  takeFromHand(d, d.game.combat as Combat, action.side, action.counter === null ? choice.cards : [...choice.cards, action.counter]);
  d.seal(action.side, choice);
  if (d.loud) d.emit({ key: 'r6-onboard.event.cardsCommitted', params: { side: action.side } });
  const pending = withoutSide(d.state.pending, action.side);
  d.setPending(pending);
  if (pending.length === 0 && d.game.combat) reveal(d, d.game.combat);
}

/** The double card `side` may play in this combat's second round, by its role. */
function boostEffect(fixed: R6Fixed, combat: Combat, side: string): 'double-attack' | 'double-defense' {
  return sideOfUnit(fixed, combat.attacker) === side ? 'double-attack' : 'double-defense';
}

export function legalBoosts(state: R6State, side: string, out: R6Action[]): void {
  const combat = state.game.combat;
  if (!combat) return;
  out.push({ type: 'boost', side, card: null });
  const effect = boostEffect(state.fixed, combat, side);
  for (const card of [...new Set(combatHand(state, combat, side))].sort()) {
    if (cardOf(state.fixed, side, card).effect === effect) out.push({ type: 'boost', side, card });
  }
}

export function checkBoost(state: R6State, action: Boost): Refusal | null {
  const wrongTime = expectDecision(state, action.side, 'boost');
  if (wrongTime) return wrongTime;
  const combat = state.game.combat;
  if (!combat) return refusal('r6-onboard.refused.noCombat');
  const card: unknown = action.card;
  if (card === null) return null;
  if (typeof card !== 'string' || !combatHand(state, combat, action.side).includes(card)) return refusal('r6-onboard.refused.cardNotInHand', { card: String(card) });
  const effect = boostEffect(state.fixed, combat, action.side);
  if (cardOf(state.fixed, action.side, card).effect !== effect) return refusal('r6-onboard.refused.wrongDouble', { card, expected: effect });
  return null;
}

function isBoosted(choice: unknown): boolean {
  return !isFace(choice) && typeof (choice as BoostChoice | undefined)?.card === 'string';
}

function resolve(d: Draft, combat: Combat): void {
  const { fixed } = d;
  const attackerSide = sideOfUnit(fixed, combat.attacker);
  const defenderSide = sideOfUnit(fixed, combat.defender);
  const attackerChoice = d.state.sealed[attackerSide];
  const defenderChoice = d.state.sealed[defenderSide];
  const attack = combat.attack * (isBoosted(attackerChoice) ? 2 : 1);
  const defense = combat.defense * (isBoosted(defenderChoice) ? 2 : 1);
  for (const [side, choice, unit] of [[attackerSide, attackerChoice, combat.attacker], [defenderSide, defenderChoice, combat.defender]] as const) {
    const cards = playedCards(choice);
    if (d.loud && cards.length > 0) d.emit({ key: 'r6-onboard.event.doubled', params: { unit: fixed.units[unit]?.id ?? '', card: cards[0] as string }, reveal: true });
    d.discard(side).push(...cards);
  }
  d.clearSealed();
  d.setCombat(null);
  const params = { unit: fixed.units[combat.attacker]?.id ?? '', target: fixed.units[combat.defender]?.id ?? '', attack, defense };
  // The rule: strictly greater hits; a tie misses.
  if (attack > defense) {
    if (d.loud) d.emit({ key: 'r6-onboard.event.hit', params });
    damage(d, combat.defender, 1);
  } else {
    if (d.loud) d.emit({ key: 'r6-onboard.event.missed', params });
  }
  const role = ACTION_PHASES[d.state.phase];
  d.setPending(role ? actingDecision(fixed, fixed[role]) : []);
  endPhaseIfSpent(d);
}

export function applyBoost(d: Draft, action: Boost): void {
  if (action.card !== null) takeFromHand(d, d.game.combat as Combat, action.side, [action.card]);
  const choice: BoostChoice = { card: action.card };
  d.seal(action.side, choice);
  if (d.loud) d.emit({ key: 'r6-onboard.event.cardsCommitted', params: { side: action.side } });
  const pending = withoutSide(d.state.pending, action.side);
  d.setPending(pending);
  if (pending.length === 0 && d.game.combat) resolve(d, d.game.combat);
}
