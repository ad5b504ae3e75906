/**
 * The turn of rule 1.21 as data: a deployment phase when the scenario leaves figures to place,
 * then each side in turn plays its five steps (first fire, movement, second fire, melee, stunned
 * figures recover) — phases `side:step` laid out by the core's `perSidePhases`. A step in which
 * the side has nothing it may do runs by itself, so a state at rest always waits on someone,
 * unless the game is over.
 */
import { cachedPer } from '../core/cache';
import { nextPhase, perSidePhases } from '../core/turns';
import type { PhaseSpec, TurnStructure } from '../core/types';
import { figuresOfSide, hurt, isAlive, neighboursOf, phaseParts } from './common';
import type { Draft } from './draft';
import { unhorse } from './effects';
import { burnTurn, spreadFires } from './fires';
import { anyMove } from './move-actions';
import { anyFireStep, anyMeleeStep } from './step-actions';
import type { FigureInfo, FigureState, SiegeFixed, SiegeState, Step } from './types';
import { occupantOf, occupantsOf } from './standing';

/** The setup and turn phases of a game. */
export const structureOf = cachedPer((fixed: SiegeFixed): TurnStructure => {
  const deploying = [...new Set(fixed.figures.map((figure) => figure.side))];
  const setup: PhaseSpec[] = fixed.setupPhases.map((id) => ({ id, actors: fixed.order.filter((side) => deploying.includes(side)) }));
  return { setup, turn: perSidePhases(fixed.order, fixed.steps) };
});

/** Number of a side-phase: every figure's `*At` stamps are compared with it. */
export function stampOf(fixed: SiegeFixed, turn: number, side: string): number {
  return turn <= 0 ? -1 : (turn - 1) * fixed.order.length + Math.max(0, fixed.order.indexOf(side));
}

/** The side with no living figure left on the board, if any: asked after every action. */
export function eliminatedSide(state: SiegeState): string | null {
  const { fixed, game } = state;
  for (const side of fixed.order) {
    const own = figuresOfSide(fixed, side);
    let standing = false;
    for (let at = 0; at < own.length && !standing; at++) if ((game.figures[own[at] as number] as FigureState).status !== 'dead') standing = true;
    if (!standing) return side;
  }
  return null;
}

/** Whether `cells` holds a living figure of `side` and, when `alone`, none of the other side. */
export function isHeld(state: SiegeState, cells: readonly number[], side: string, alone: boolean): boolean {
  const { fixed } = state;
  let own = false;
  for (const cell of cells) {
    for (const occupant of occupantsOf(state, cell)) {
      if ((fixed.figures[occupant] as FigureInfo).side === side) own = true;
      else if (alone) return false;
    }
  }
  return own;
}

export function objectiveHeld(state: SiegeState, index: number): boolean {
  const objective = state.fixed.objectives[index];
  if (!objective) return false;
  const zones = objective.zones.map((cells) => isHeld(state, cells, objective.side, objective.alone));
  return objective.all ? zones.every(Boolean) : zones.some(Boolean);
}

function waitFor(d: Draft, side: string, kind: string, step: Step): void {
  d.setPending([{ side, kind }]);
  d.emit({ key: 'siege.event.stepStarted', params: { side, step, turn: d.state.turn } });
}

/** Rule 1.21 step 5: the side's figures stunned before this phase come round. */
function recover(d: Draft, side: string): void {
  const { fixed } = d;
  const stamp = d.game.stamp;
  d.game.figures.forEach((figure, index) => {
    const info = fixed.figures[index] as FigureInfo;
    if (info.side !== side) return;
    if (figure.status === 'stunned' && figure.stunnedAt < stamp) {
      d.figure(index).status = 'healthy';
      d.emit({ key: 'siege.event.recovered', params: { unit: info.id } });
    }
  });
}

/**
 * The winch at the end of a turn (rule 1.8): "il doit y passer un tour entier sans bouger, ni
 * tirer, ni combattre pour pouvoir actionner le pont-levis. A la fin du tour en question ..." The
 * bridge moves when a figure worked the winch in its side's phase of this turn (which keeps it from
 * moving, shooting and fighting), stood on it since before the turn began, and is still there,
 * able, as the turn ends (stunned, killed or thrown off meanwhile, it did not finish).
 */
function workWinch(d: Draft): void {
  const { fixed } = d;
  if (d.game.drawbridge === null || fixed.winchCell < 0) return;
  const turn = d.state.turn;
  const turnBegan = stampOf(fixed, turn, fixed.order[0] as string);
  const worked = d.game.figures.some((figure, index) => {
    const side = (fixed.figures[index] as FigureInfo).side;
    return figure.cell === fixed.winchCell && figure.winchAt === stampOf(fixed, turn, side) && figure.placedAt < turnBegan && (figure.status === 'healthy' || figure.status === 'wounded');
  });
  if (worked) toggleDrawbridge(d);
}

/** Raising throws whoever stands on the bridge into the moat beside it, stunned (rule 1.8). */
function toggleDrawbridge(d: Draft): void {
  const { fixed } = d;
  if (d.game.drawbridge === 'raised') {
    d.setDrawbridge('lowered');
    d.emit({ key: 'siege.event.drawbridgeLowered', params: {} });
    return;
  }
  d.setDrawbridge('raised');
  d.emit({ key: 'siege.event.drawbridgeRaised', params: {} });
  for (const cell of fixed.drawbridgeCells) {
    const occupant = occupantOf(d.state, cell);
    if (occupant < 0) continue;
    const landing = moatBeside(d, cell);
    if (landing !== cell) d.place(occupant, landing);
    d.emit({ key: 'siege.event.fellIntoMoat', params: { unit: (fixed.figures[occupant] as FigureInfo).id, cell: fixed.labels[landing] ?? '' } });
    // No horse can stand in the moat: a rider thrown in loses his.
    unhorse(d, occupant);
    hurt(d, occupant, 'stun');
  }
}

/** A free moat hex next to `cell` (off the bridge), else the bridge's own hex, which is moat once the bridge is up. */
function moatBeside(d: Draft, cell: number): number {
  const { fixed } = d;
  for (const next of neighboursOf(fixed, cell)) {
    if (fixed.drawbridgeCells.includes(next)) continue;
    if (fixed.terrain[next] === 'moat' && occupantOf(d.state, next) < 0) return next;
  }
  return cell;
}

/** Objectives checked at the end of each turn; true when the game is over. */
function endOfTurn(d: Draft): boolean {
  const { fixed } = d;
  let won = false;
  fixed.objectives.forEach((objective, index) => {
    if (objective.check !== 'end-of-turn' && objective.check !== 'end-of-round') return;
    const before = d.game.held[index] ?? 0;
    const after = objectiveHeld(d.state, index) ? before + 1 : 0;
    if (after !== before) d.held()[index] = after;
    if (after > 0) d.emit({ key: 'siege.event.objectiveHeld', params: { side: objective.side, cell: objective.label, turns: after } });
    if (after >= objective.turns) won = true;
  });
  if (!won && d.state.turn >= fixed.constants.turnLimit) d.setEnded();
  if (!won && !d.game.ended) return false;
  d.setPending([]);
  return true;
}

/** Starts a phase; phases in which nobody has anything to do run by themselves. */
export function enterPhase(d: Draft, turn: number, phase: string): void {
  const newTurn = turn !== d.state.turn;
  d.setPhase(turn, phase);
  d.syncBoard();
  if (eliminatedSide(d.state) !== null) {
    d.setPending([]);
    return;
  }
  if (phase === 'deployment') {
    const sides = d.state.sides.filter((side) => d.game.figures.some((figure, index) => figure.cell < 0 && figure.status !== 'dead' && d.fixed.figures[index]?.side === side));
    d.setPending(sides.map((side) => ({ side, kind: 'deploy' })));
    if (sides.length === 0) endPhase(d);
    return;
  }
  const parts = phaseParts(phase);
  if (!parts) throw new Error(`Unknown SIEGE phase "${phase}".`);
  const { side, step } = parts;
  d.setStamp(stampOf(d.fixed, turn, side));
  if (newTurn) d.emit({ key: 'siege.event.turnStarted', params: { turn } });
  switch (step) {
    case 'fire-1':
    case 'fire-2':
      if (anyFireStep(d.state, side, step)) waitFor(d, side, 'fire', step);
      else endPhase(d);
      return;
    case 'move':
      if (anyMove(d.state, side)) waitFor(d, side, 'move', step);
      else endPhase(d);
      return;
    case 'melee':
      if (anyMeleeStep(d.state, side)) waitFor(d, side, 'melee', step);
      else endPhase(d);
      return;
    case 'recover':
      recover(d, side);
      endPhase(d);
      return;
  }
}

/**
 * Closes the current phase and enters the next one. When a side's phase is over, the fires the other
 * side set may spread (3.52); when the turn is over, fires burn on (3.54, 3.55) and the turn's
 * objectives are checked, which may end the game.
 */
export function endPhase(d: Draft): void {
  const turn = d.state.turn;
  const next = nextPhase(structureOf(d.fixed), turn, d.state.phase);
  const side = phaseParts(d.state.phase)?.side;
  if (side !== undefined && (next.turn > turn || phaseParts(next.phase.id)?.side !== side)) spreadFires(d, side);
  if (turn > 0 && next.turn > turn) {
    burnTurn(d);
    workWinch(d);
    if (endOfTurn(d)) return;
  }
  enterPhase(d, next.turn, next.phase.id);
}

/** The step the state is in, or null during setup. */
export function stepOf(state: SiegeState): Step | null {
  return phaseParts(state.phase)?.step ?? null;
}

/** Figures of `side` alive on the board, by index. */
export function livingFigures(state: SiegeState, side: string): number[] {
  const out: number[] = [];
  state.game.figures.forEach((figure, index) => {
    if (isAlive(figure) && state.fixed.figures[index]?.side === side) out.push(index);
  });
  return out;
}
