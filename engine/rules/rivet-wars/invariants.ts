/**
 * What every Rivet Wars state must satisfy, for the property tests: units on the board stand on a
 * tile, in cells of their grid that fit their size and that no other unit covers, in a grid they may
 * stand in and that no other side holds; plugs are fitted to a unit of their side with a socket for
 * them; every card of each deck is in exactly one place; points and tokens are within their bounds;
 * and a game not over waits on exactly the decision its phase calls for.
 */
import { cachedPer } from '../core/cache';
import { canStand, plugsOf, profileOfFigure } from './common';
import { footprintsOf } from './grid';
import { cardsOf } from './profiles';
import type { FigureState, RwFixed, RwState } from './types';

interface Decks {
  readonly action: readonly string[];
  readonly missions: readonly string[];
}

/** Each deck of a game as a sorted list of its cards, one per copy. */
const decksOf = cachedPer((fixed: RwFixed): Decks => {
  const decks = cardsOf(fixed.source.ruleset, fixed.constants.deviationOnTarget);
  return { action: decks.action.slice().sort(), missions: decks.missions.slice().sort() };
});

function sameCards(found: readonly string[], sorted: readonly string[]): boolean {
  if (found.length !== sorted.length) return false;
  const a = [...found].sort();
  return a.every((card, index) => card === sorted[index]);
}

export function invariantViolations(state: RwState): string[] {
  const { fixed, game } = state;
  const problems: string[] = [];
  const cells = new Map<number, number>();
  const holder = new Map<number, number>();
  game.figures.forEach((figure: FigureState, index) => {
    const info = fixed.figures[index];
    if (!info) return;
    const profile = profileOfFigure(fixed, index);
    if (profile.plug) {
      if (figure.grid !== -1) problems.push(`plug ${info.id} stands in a grid of its own`);
      if (figure.host >= 0) {
        const host = game.figures[figure.host];
        if (!host || host.grid < 0) problems.push(`plug ${info.id} is fitted to a unit not on the board`);
        if (fixed.figures[figure.host]?.side !== info.side) problems.push(`plug ${info.id} is fitted to another side's unit`);
      }
      return;
    }
    if (figure.host !== -1) problems.push(`${info.id} is not a plug but has a host`);
    if (figure.grid < 0) {
      if (figure.cells !== 0 || figure.damage !== 0) problems.push(`${info.id} is in the box with cells or damage`);
      return;
    }
    if (!figure.deployed) problems.push(`${info.id} is on the board but not marked deployed`);
    if (!canStand(fixed, game, profile, figure.grid)) problems.push(`${info.id} stands in ${fixed.labels[figure.grid]}, where it may not`);
    if (!footprintsOf(profile.size).includes(figure.cells)) problems.push(`${info.id} covers cells ${figure.cells}, not a footprint of size ${profile.size}`);
    const taken = cells.get(figure.grid) ?? 0;
    if ((taken & figure.cells) !== 0) problems.push(`${info.id} overlaps another unit in ${fixed.labels[figure.grid]}`);
    cells.set(figure.grid, taken | figure.cells);
    const other = holder.get(figure.grid);
    if (other !== undefined && other !== info.side) problems.push(`grid ${fixed.labels[figure.grid]} holds two sides`);
    holder.set(figure.grid, info.side);
    if (figure.damage < 0 || figure.damage >= profile.health) problems.push(`${info.id} has damage ${figure.damage} of ${profile.health}`);
    const plugs = plugsOf(fixed, game, index).length;
    if (plugs > profile.sockets) problems.push(`${info.id} carries ${plugs} plugs for ${profile.sockets} sockets`);
  });
  const { action, missions } = decksOf(fixed);
  if (!sameCards([...game.hands.flat(), ...game.actionPile, ...game.actionDiscard], action)) problems.push('Action! cards are lost or duplicated');
  if (!sameCards([...game.missions.flat(), ...game.missionPile, ...game.missionDiscard], missions)) problems.push('Secret Mission cards are lost or duplicated');
  game.hands.forEach((hand, s) => {
    if (hand.length > fixed.constants.actionHandMax) problems.push(`side ${s} holds ${hand.length} Action! cards`);
  });
  game.missions.forEach((hand, s) => {
    if (hand.length > fixed.constants.secretMissionHandMax) problems.push(`side ${s} holds ${hand.length} Secret Missions`);
  });
  for (const key of ['vp', 'dp', 'infantryDp', 'rivets', 'free'] as const) if (game[key].some((value) => value < 0)) problems.push(`negative ${key}`);
  if (game.gas.length > fixed.gasTokens) problems.push('more gas clouds than tokens');
  for (const cloud of game.gas) if (fixed.onBoard[cloud.grid] !== 1) problems.push('a gas cloud off the board');
  for (const flag of game.flags) if (flag < -1 || flag >= fixed.sides.length) problems.push('a flag of no side');
  for (const unit of game.active) if ((game.figures[unit] as FigureState).grid < 0) problems.push('an active unit is not on the board');
  if (state.outcome) {
    if (state.pending.length > 0) problems.push('a finished game waits on a decision');
    return problems;
  }
  if (state.pending.length !== 1) problems.push(`${state.pending.length} decisions pending`);
  const decision = state.pending[0];
  if (decision) {
    const colon = state.phase.lastIndexOf(':');
    const side = colon < 0 ? null : state.phase.slice(0, colon);
    const step = colon < 0 ? state.phase : state.phase.slice(colon + 1);
    const expected: Record<string, string[]> = { initiative: ['initiative'], cards: ['cards', 'paradrop'], deployment: ['deploy'], combat: ['combat', 'roll', 'retreat'], movement: ['movement', 'retreat'] };
    if (!(expected[step] ?? []).includes(decision.kind)) problems.push(`decision ${decision.kind} in ${state.phase}`);
    if (decision.kind === 'retreat' ? decision.side === side : side !== null && decision.side !== side) problems.push(`${decision.side} decides ${decision.kind} in ${state.phase}`);
    if (decision.kind === 'roll' && !game.attack && !game.barrage) problems.push('a roll with nothing to roll');
    if (decision.kind === 'retreat' && !game.retreat) problems.push('a retreat with nobody to move');
  }
  return problems;
}
