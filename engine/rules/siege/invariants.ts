/**
 * What must hold in every SIEGE state, whatever was played: one living figure per hex, no living
 * figure on a hex it could not stand on, figures and ladders on the board, a board in step with
 * the drawbridge and the ladders, decisions that match the step, stamps that are not in the
 * future. Used by the property tests over random games; a violation is a bug in the mechanics.
 */
import { viewOf } from './board-cache';
import { EQUIP_SIEGE_TOWER } from './board-view';
import { phaseParts, placeOf } from './common';
import { dynamicBoard } from './equipment';
import type { SiegeBoardDynamic } from './board';
import { eliminatedSide } from './phases';
import type { FigureInfo, FigureState, SiegeState } from './types';

function sameBoard(a: SiegeBoardDynamic, b: SiegeBoardDynamic): boolean {
  if (a.edgeStates !== b.edgeStates || a.tokens.length !== b.tokens.length) return false;
  return a.tokens.every((token, i) => {
    const other = b.tokens[i];
    return other !== undefined && token.kind === other.kind && token.cell === other.cell && token.state === other.state && token.facing === other.facing;
  });
}

const STEP_DECISIONS: Readonly<Record<string, string>> = { 'fire-1': 'fire', 'fire-2': 'fire', move: 'move', melee: 'melee' };

export function invariantViolations(state: SiegeState): string[] {
  const { fixed, game } = state;
  const problems: string[] = [];
  const cellCount = fixed.labels.length;
  const view = viewOf(state);
  const limit = fixed.constants.livingFiguresPerHex;
  if (game.figures.length !== fixed.figures.length) problems.push('one figure state per figure');
  const standing = new Map<number, string[]>();
  game.figures.forEach((figure, index) => {
    const info = fixed.figures[index] as FigureInfo;
    const name = info.id;
    if (figure.cell < -1 || figure.cell >= cellCount) problems.push(`${name}: hex ${figure.cell} off the board`);
    if (figure.cell < 0 && (state.turn > 0 || figure.status === 'dead')) problems.push(`${name}: off the board after deployment`);
    if (figure.mounted && !info.mounted) problems.push(`${name}: rides without a horse`);
    for (const [field, stamp] of Object.entries({ movedAt: figure.movedAt, shot1At: figure.shot1At, shot2At: figure.shot2At, attackedAt: figure.attackedAt, defendedAt: figure.defendedAt, stunnedAt: figure.stunnedAt, carriedAt: figure.carriedAt, winchAt: figure.winchAt, placedAt: figure.placedAt, busyAt: figure.busyAt })) {
      if (stamp > game.stamp) problems.push(`${name}: ${field} ${stamp} after the current phase ${game.stamp}`);
    }
    if (figure.status === 'dead' || figure.cell < 0) return;
    const others = standing.get(placeOf(figure.cell, figure.onTop)) ?? [];
    // A climber pushed off a ladder may land on a figure (1.94): they share the hex while it stays there.
    const fell = (at: number) => game.marks.some((mark) => mark.figure === at && mark.kind === 'fell' && (game.figures[at] as FigureState).placedAt === mark.at);
    const fallen = fell(index) || others.some((other) => fell(fixed.figures.findIndex((info) => info.id === other)));
    if (others.length >= limit + (fallen ? 1 : 0)) problems.push(`${name} joins ${others.join(', ')} on ${fixed.labels[figure.cell]}${figure.onTop ? ' (top)' : ''}`);
    standing.set(placeOf(figure.cell, figure.onTop), [...others, name]);
    const enter = figure.mounted ? view.enterMounted[figure.cell] : view.enterFoot[figure.cell];
    // A figure the fire caught where it could not get out stays in the flames (3.54).
    if ((enter as number) < 0 && view.burning[figure.cell] === 0) problems.push(`${name}: on ${fixed.labels[figure.cell]}, a hex it cannot stand on`);
    if (figure.onTop && view.equip[figure.cell] !== EQUIP_SIEGE_TOWER) problems.push(`${name}: on top of ${fixed.labels[figure.cell]}, which is no siege tower`);
    if (figure.mounted && view.mountedStop[figure.cell] === 0) problems.push(`${name}: a rider stopped on ${fixed.labels[figure.cell]}`);
  });

  for (const mark of game.marks) {
    if (mark.at > game.stamp || !fixed.figures[mark.figure]) problems.push(`mark ${mark.kind} of figure ${mark.figure} at ${mark.at}, in phase ${game.stamp}`);
  }
  const ladderCells = new Set<number>();
  for (const ladder of game.ladders) {
    if (ladder.cell < 0 || ladder.cell >= cellCount) problems.push(`ladder ${ladder.id} off the board`);
    if (ladderCells.has(ladder.cell)) problems.push(`two ladders on ${fixed.labels[ladder.cell]}`);
    ladderCells.add(ladder.cell);
    if (ladder.vertical !== (ladder.facing >= 0)) problems.push(`ladder ${ladder.id}: upright ${ladder.vertical} but leaning on ${ladder.facing}`);
    if (ladder.vertical !== (ladder.raisedBy !== '')) problems.push(`ladder ${ladder.id}: raised by "${ladder.raisedBy}"`);
  }
  const engineCells = new Set<number>();
  for (const engine of game.engines) {
    for (const cell of engine.cells) {
      if (cell < 0 || cell >= cellCount) problems.push(`engine ${engine.id} off the board`);
      if (engineCells.has(cell)) problems.push(`two engines on ${fixed.labels[cell]}`);
      engineCells.add(cell);
    }
  }
  const burning = new Set<number>();
  for (const fire of game.fires) {
    if (burning.has(fire.cell)) problems.push(`two fires on ${fixed.labels[fire.cell]}`);
    burning.add(fire.cell);
  }
  const barrels = new Set<number>();
  for (const barrel of game.barrels) {
    if (barrel.cell < 0 || barrel.cell >= cellCount || barrels.has(barrel.cell)) problems.push(`barrel ${barrel.id} on ${barrel.cell}`);
    barrels.add(barrel.cell);
  }
  for (const wall of game.damage) if (wall.steps < 1 || wall.steps > fixed.constants.wallDamageSteps) problems.push(`wall ${fixed.labels[wall.cell]} damaged ${wall.steps} times`);
  if (!sameBoard(game.board, dynamicBoard(fixed, game))) problems.push('the board is out of step with the drawbridge, the ladders, the engines, the fires or the counters');

  const parts = phaseParts(state.phase);
  if (state.turn < 0 || state.turn > fixed.constants.turnLimit) problems.push(`turn ${state.turn} out of 0..${fixed.constants.turnLimit}`);
  if (state.turn === 0 ? !fixed.setupPhases.includes(state.phase) : !parts || !fixed.steps.includes(parts.step) || !fixed.order.includes(parts.side)) problems.push(`phase "${state.phase}" in turn ${state.turn}`);
  const kinds = state.pending.map((decision) => decision.kind);
  if (state.outcome) {
    if (state.pending.length > 0) problems.push('decisions pending after the end');
  } else if (state.pending.length === 0) {
    problems.push('nobody to decide and no outcome');
  } else if (game.roll) {
    if (kinds.join() !== 'roll') problems.push(`a die to roll with decisions ${kinds.join(',')}`);
  } else if (game.advance) {
    if (kinds.join() !== 'advance' || state.pending[0]?.side !== game.advance.side) problems.push(`an advance offered with decisions ${kinds.join(',')}`);
  } else if (state.turn === 0) {
    if (!kinds.every((kind) => kind === 'deploy')) problems.push(`deployment with decisions ${kinds.join(',')}`);
  } else if (parts) {
    const expected = STEP_DECISIONS[parts.step];
    if (kinds.join() !== expected || state.pending[0]?.side !== parts.side) problems.push(`step ${state.phase} with decisions ${kinds.join(',')}`);
  }
  if (Object.keys(state.sealed).length > 0) problems.push('SIEGE seals no choice');
  if (state.outcome?.key === 'siege.win.eliminated' && eliminatedSide(state) === null) problems.push('an eliminated side still has figures');
  return problems;
}
