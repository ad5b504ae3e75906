/**
 * What must hold in every R6 state, whatever was played: agents where they may be, every card
 * somewhere exactly once, edge states that exist, decisions that match the phase. Used by the
 * property tests over random games; a violation is a bug in the mechanics.
 */
import { cachedPer } from '../core/cache';
import type { BoostChoice, CommitChoice, R6Fixed, R6State } from './types';
import { handsOf } from './hands';
import { ACTION_PHASES } from './phases';
import { inPlay } from './supplies';
import { isEliminated } from './units';

function countInto(counts: Map<string, number>, cards: readonly string[] | undefined): void {
  if (cards) for (const card of cards) counts.set(card, (counts.get(card) ?? 0) + 1);
}

function countSealed(counts: Map<string, number>, choice: unknown): void {
  if (typeof choice !== 'object' || choice === null) return;
  const { cards, counter, card } = choice as Partial<CommitChoice> & Partial<BoostChoice>;
  countInto(counts, cards);
  if (typeof counter === 'string') countInto(counts, [counter]);
  if (typeof card === 'string') countInto(counts, [card]);
}

/** The longest duration printed on a card: how far ahead a flash or a disorientation may last. */
const longestEffectOf = cachedPer((fixed: R6Fixed): number => Math.max(1, ...Object.values(fixed.cards).flatMap((cards) => Object.values(cards).map((card) => card.duration))));

export function invariantViolations(state: R6State): string[] {
  const { fixed, game } = state;
  const problems: string[] = [];
  const cellCount = fixed.labels.length;
  const actionPhase = ACTION_PHASES[state.phase];
  const longestEffect = longestEffectOf(fixed);
  const actingSide = actionPhase ? fixed[actionPhase] : null;

  if (game.units.length !== fixed.units.length) problems.push('one unit state per agent');
  const handIds = state.sides.flatMap((side) => handsOf(fixed, side));
  for (const owner of Object.keys(game.hands)) if (!handIds.includes(owner)) problems.push(`a hand of nobody: "${owner}"`);
  for (const hand of handIds) if (!Object.hasOwn(game.hands, hand)) problems.push(`no hand for "${hand}"`);
  const standing = new Map<string, string[]>();
  game.units.forEach((unit, index) => {
    const info = fixed.units[index];
    if (!info) return;
    const name = info.id;
    if (!Number.isInteger(unit.hp) || unit.hp < 0 || unit.hp > info.health) problems.push(`${name}: health ${unit.hp} out of 0..${info.health}`);
    if (unit.hp === 0 && unit.cell !== -1) problems.push(`${name}: dead but on the board`);
    if (unit.cell < -1 || unit.cell >= cellCount) problems.push(`${name}: cell ${unit.cell} off the board`);
    if (unit.hp > 0 && unit.cell < 0 && state.phase !== 'deployment') problems.push(`${name}: alive but not on the board after deployment`);
    if (unit.cell >= 0) {
      const key = fixed.constants.stackBySide ? `${unit.cell}|${info.side}` : String(unit.cell);
      const others = standing.get(key) ?? [];
      if (others.length >= fixed.constants.agentsPerCell) problems.push(`${name} joins ${others.join(', ')} on ${fixed.labels[unit.cell]}`);
      standing.set(key, [...others, name]);
      if ((fixed.cellCost[unit.cell] as number) < 0) problems.push(`${name}: on an impassable cell`);
    }
    if (unit.actions < 0 || unit.actions > info.actions) problems.push(`${name}: ${unit.actions} actions`);
    if (unit.actions > 0 && info.side !== actingSide) problems.push(`${name}: has actions outside its side's phase`);
    if (unit.flashedUntil < 0 || unit.flashedUntil > state.turn + longestEffect) problems.push(`${name}: flashed until turn ${unit.flashedUntil}`);
    if (unit.disorientedUntil < 0 || unit.disorientedUntil > state.turn + longestEffect) problems.push(`${name}: disoriented until turn ${unit.disorientedUntil}`);
    const onSite = unit.hp > 0 && unit.cell >= 0 && fixed.siteOf[unit.cell] !== 0;
    if (onSite ? unit.onSiteSince < 0 || unit.onSiteSince > state.turn : unit.onSiteSince !== -1) problems.push(`${name}: on a bomb site since turn ${unit.onSiteSince}`);
  });

  for (const side of state.sides) {
    const counts = new Map<string, number>();
    for (const hand of handsOf(fixed, side)) countInto(counts, game.hands[hand]);
    countInto(counts, game.piles[side]);
    countInto(counts, game.discards[side]);
    countSealed(counts, state.sealed[side]);
    if (side === fixed.defenders) for (const trap of game.traps) countInto(counts, [trap.card]);
    const deck = fixed.decks[side] ?? {};
    for (const [card, count] of Object.entries(deck)) {
      if ((counts.get(card) ?? 0) !== count) problems.push(`${side}: ${counts.get(card) ?? 0} of ${count} "${card}" cards accounted for`);
    }
    for (const card of counts.keys()) if (!Object.hasOwn(deck, card)) problems.push(`${side}: stray card "${card}"`);
    for (const hand of handsOf(fixed, side)) {
      if ((game.hands[hand]?.length ?? 0) > fixed.constants.handSize) problems.push(`${hand}: more than ${fixed.constants.handSize} cards in hand`);
    }
  }

  fixed.edges.forEach((edge, index) => {
    if (fixed.edgeRules[edge.kind]?.[game.edgeStates[index] as string] === undefined) problems.push(`edge ${edge.key}: unknown state "${game.edgeStates[index]}"`);
  });
  const trapped = new Set<number>();
  for (const trap of game.traps) {
    if (trap.cell < 0 || trap.cell >= cellCount) problems.push(`trap off the board at ${trap.cell}`);
    if (trapped.has(trap.cell)) problems.push(`two traps on ${fixed.labels[trap.cell]}`);
    trapped.add(trap.cell);
    const occupant = game.units.findIndex((unit) => unit.cell === trap.cell && unit.hp > 0);
    if (occupant >= 0 && fixed.units[occupant]?.side === fixed.attackers && !trap.sprung) problems.push(`an attacker stands on the unsprung trap at ${fixed.labels[trap.cell]}`);
    if (trap.sprung && !trap.revealed) problems.push(`the sprung trap at ${fixed.labels[trap.cell]} is face down`);
  }
  game.smoke.forEach((counters, zone) => {
    if (!Number.isInteger(counters) || counters < 0) problems.push(`zone ${zone}: ${counters} smoke counters`);
  });
  // The game never lays counters the box does not hold (a scenario may start with more traps or edge counters).
  for (const counter of ['smoke', 'flash', 'disoriented'] as const) {
    const used = inPlay(fixed, game, counter);
    if (used > fixed.supplies[counter]) problems.push(`${used} ${counter} counters on the board, ${fixed.supplies[counter]} in the box`);
  }
  game.held.forEach((turns) => {
    if (turns < 0 || turns > fixed.constants.defuseTurns) problems.push(`objective held ${turns} turns`);
  });

  if (state.turn < 0 || state.turn > fixed.constants.turnLimit) problems.push(`turn ${state.turn} out of 0..${fixed.constants.turnLimit}`);
  if (state.turn === 0 ? !fixed.setupPhases.includes(state.phase) : !fixed.turnPhases.includes(state.phase)) problems.push(`phase "${state.phase}" in turn ${state.turn}`);
  const kinds = state.pending.map((decision) => decision.kind);
  if (state.outcome) {
    if (state.pending.length > 0) problems.push('decisions pending after the end');
  } else if (state.pending.length === 0) {
    problems.push('nobody to decide and no outcome');
  } else if (game.combat) {
    const stage = game.combat.stage;
    if (!kinds.every((kind) => kind === stage)) problems.push(`combat at stage ${stage} with decisions ${kinds.join(',')}`);
    for (const unit of [game.combat.initiator, game.combat.target]) {
      if ((game.units[unit]?.hp ?? 0) <= 0) problems.push('a combatant is dead');
    }
    if (fixed.units[game.combat.initiator]?.side === fixed.units[game.combat.target]?.side) problems.push('combat within one side');
  } else {
    const expected = state.phase === 'deployment' ? 'deploy' : state.phase === 'preparation' ? 'prepare' : actionPhase ? 'act' : null;
    if (!kinds.every((kind) => kind === expected)) problems.push(`phase ${state.phase} with decisions ${kinds.join(',')}`);
    if (actingSide && state.pending.some((decision) => decision.side !== actingSide)) problems.push('a side decides out of its phase');
  }
  for (const side of Object.keys(state.sealed)) {
    if (!game.combat) problems.push(`${side} has a sealed choice outside a combat`);
    if (state.pending.some((decision) => decision.side === side)) problems.push(`${side} both sealed a choice and still owes it`);
  }
  if (state.outcome?.key === 'r6-onboard.outcome.eliminated' && !isEliminated(fixed, game, String(state.outcome.params.side))) problems.push('eliminated side still has agents');
  return problems;
}
