/**
 * Deployment and the movement step (rules 1.6, 1.8, 1.9, 2.42, 5.32): each figure that may move
 * makes one move to a place it can reach with its movement points (terrain costs, one living
 * figure per hex and level, friends passed through, enemies never), the top of a siege tower
 * included; crossbowmen who shot in the first fire step stay put. A figure on a lying ladder or a
 * barrel of boiling oil may carry it (movement reduced by 2) and raise the ladder against a
 * rampart; a figure on the winch may spend its phase working the drawbridge.
 */
import { refusal } from '../core/engine';
import type { Refusal, SideId } from '../core/types';
import { isStandable, rampartBeyondWall, stepCost } from './board-cache';
import { costTo, movementOf, plainMovesOf, reachOf, type Load, type Reach } from './reach';
import { canAct, checkOwnFigure, expectDecision, figureIndex, figuresOfSide, isCell, isRefusal, labelOf, ladderIndex, neighboursOf } from './common';
import { anyEngineMove } from './engines';
import { legalLadderMoves } from './ladders';
import type { Draft } from './draft';
import type { BarrelState, FigureInfo, FigureState, LadderState, SiegeAction, SiegeState } from './types';
import { occupantOf } from './standing';

type Move = Extract<SiegeAction, { type: 'move' }>;
type Deploy = Extract<SiegeAction, { type: 'deploy' }>;
type Raise = Extract<SiegeAction, { type: 'raiseLadder' }>;
type Winch = Extract<SiegeAction, { type: 'winch' }>;

const ALREADY_MOVED = 'siege.refused.alreadyMoved';

/** The key of `whyCannotMove`'s refusal, or null: the listings ask it of every figure, without making the refusal. */
function moveBar(state: SiegeState, index: number): string | null {
  const figure = state.game.figures[index] as FigureState;
  const stamp = state.game.stamp;
  if (!canAct(figure)) return figure.status === 'stunned' ? 'siege.refused.stunned' : 'siege.refused.unitDown';
  if (figure.movedAt === stamp) return ALREADY_MOVED;
  if (figure.winchAt === stamp) return 'siege.refused.atWinch';
  if ((state.fixed.figures[index] as FigureInfo).weapon === 'crossbow' && figure.shot1At === stamp) return 'siege.refused.crossbowFired';
  return null;
}

/** Whether figure `index` may move now. */
function mayMove(state: SiegeState, index: number): boolean {
  return moveBar(state, index) === null;
}

/** Whether figure `index` may raise a ladder now (see `whyCannotRaise`). */
function mayRaise(state: SiegeState, index: number): boolean {
  const bar = moveBar(state, index);
  return bar === null || bar === ALREADY_MOVED;
}

/** Why figure `index` may not move now, or null. */
export function whyCannotMove(state: SiegeState, index: number): Refusal | null {
  const bar = moveBar(state, index);
  return bar === null ? null : refusal(bar, { unit: (state.fixed.figures[index] as FigureInfo).id });
}

/**
 * Why figure `index` may not raise a ladder now, or null. Raising belongs to the movement step:
 * "quand l'un des personnages arrive au pied des remparts, il est possible de redresser l'échelle"
 * (1.91), so the bearer who carried it there (or walked there) raises it in the same step; a figure
 * that may not move this step (stunned, at the winch, a crossbowman who shot) does not.
 */
function whyCannotRaise(state: SiegeState, index: number): Refusal | null {
  const why = whyCannotMove(state, index);
  return why && why.key !== ALREADY_MOVED ? why : null;
}

/** The ladder lying on the figure's hex that it may carry and raise, or -1; riders handle no ladder (3.32). */
export function ladderUnder(state: SiegeState, index: number): number {
  const figure = state.game.figures[index] as FigureState;
  if (figure.mounted || figure.onTop) return -1;
  const ladders = state.game.ladders;
  for (let at = 0; at < ladders.length; at++) if ((ladders[at] as LadderState).cell === figure.cell && !(ladders[at] as LadderState).vertical) return at;
  return -1;
}

/** The barrel of boiling oil on the figure's hex, that it may carry (5.32), or -1. */
export function barrelUnder(state: SiegeState, index: number): number {
  const figure = state.game.figures[index] as FigureState;
  if (figure.mounted || figure.onTop) return -1;
  const barrels = state.game.barrels;
  for (let at = 0; at < barrels.length; at++) if ((barrels[at] as BarrelState).cell === figure.cell) return at;
  return -1;
}

/**
 * Figure `index`'s plain moves: to each place its search expanded where it may stop among the
 * figures as they stand, in the search's order (its reach, without a load). The reach is kept
 * while nothing it read changed, and its list of moves with it: a listing joins the lists of the
 * figures that did not move across what another's search read.
 */
function plainMovesNow(state: SiegeState, index: number): readonly SiegeAction[] {
  const reach = reachOf(state, index, null);
  if (reach.moves === null) reach.moves = plainMovesOf(state.fixed, index, reach);
  return reach.moves;
}

/** The moves carrying a ladder or a barrel (rare): not onto a hex that already holds one. */
function loadMoves(state: SiegeState, side: SideId, index: number, reach: Reach, load: { readonly ladder?: string; readonly barrel?: string }): SiegeAction[] {
  const id = (state.fixed.figures[index] as FigureInfo).id;
  const out: SiegeAction[] = [];
  const tops = reach.tops;
  reach.cells.forEach((cell, at) => {
    if (load.ladder !== undefined && state.game.ladders.some((other) => other.cell === cell)) return;
    if (load.barrel !== undefined && state.game.barrels.some((other) => other.cell === cell)) return;
    out.push({ type: 'move', side, unit: id, cell, ...(tops[at] === true ? { top: true } : {}), ...load });
  });
  return out;
}

/**
 * Every move, ladder raising and winch working open to `side`'s figures now, in the list's order,
 * as lists to be joined (most of them a figure's plain moves, kept from one listing to the next);
 * `limit`: stop after the first figure with something to do.
 */
export function movePieces(state: SiegeState, side: SideId, limit = Infinity): (readonly SiegeAction[])[] {
  const { fixed, game } = state;
  const pieces: (readonly SiegeAction[])[] = [];
  let count = 0;
  const own = figuresOfSide(fixed, side);
  for (let at = 0; at < own.length && count < limit; at++) {
    const index = own[at] as number;
    const info = fixed.figures[index] as FigureInfo;
    const figure = game.figures[index] as FigureState;
    // A figure that cannot act may neither raise a ladder nor move.
    if (!canAct(figure)) continue;
    const ladder = ladderUnder(state, index);
    if (ladder >= 0 && mayRaise(state, index)) {
      const id = (game.ladders[ladder] as { id: string }).id;
      const raises = rampartBeyondWall(state, figure.cell).map((rampart): SiegeAction => ({ type: 'raiseLadder', side, unit: info.id, ladder: id, rampart }));
      pieces.push(raises);
      count += raises.length;
    }
    if (!mayMove(state, index)) continue;
    const moves = plainMovesNow(state, index);
    pieces.push(moves);
    count += moves.length;
    if (ladder >= 0) {
      const carried = loadMoves(state, side, index, reachOf(state, index, 'ladder'), { ladder: (game.ladders[ladder] as { id: string }).id });
      pieces.push(carried);
      count += carried.length;
    }
    const barrel = barrelUnder(state, index);
    if (barrel >= 0) {
      const carried = loadMoves(state, side, index, reachOf(state, index, 'barrel'), { barrel: (game.barrels[barrel] as { id: string }).id });
      pieces.push(carried);
      count += carried.length;
    }
    if (figure.cell === fixed.winchCell && figure.shot1At !== game.stamp && game.drawbridge !== null) {
      pieces.push([{ type: 'winch', side, unit: info.id }]);
      count++;
    }
  }
  return pieces;
}

/** A free neighbouring hex figure `index` can step into now: enough to know that it may move. */
function canStepAside(state: SiegeState, index: number): boolean {
  const figure = state.game.figures[index] as FigureState;
  if (figure.onTop) return false;
  const points = movementOf(state, index, null);
  for (const next of neighboursOf(state.fixed, figure.cell)) {
    if (occupantOf(state, next) < 0 && stepCost(state, figure.cell, next, figure.mounted) <= points && isStandable(state, index, next)) return true;
  }
  return false;
}

export function anyMove(state: SiegeState, side: SideId): boolean {
  const { fixed } = state;
  for (const index of figuresOfSide(fixed, side)) if (mayMove(state, index) && canStepAside(state, index)) return true;
  if (movePieces(state, side, 1).some((piece) => piece.length > 0)) return true;
  const out: SiegeAction[] = [];
  legalLadderMoves(state, side, out);
  return out.length > 0 || anyEngineMove(state, side);
}

function checkMover(state: SiegeState, side: SideId, unit: unknown): { index: number } | Refusal {
  const wrongTime = expectDecision(state, side, 'move');
  if (wrongTime) return wrongTime;
  const actor = checkOwnFigure(state, side, unit);
  if (isRefusal(actor)) return actor;
  return whyCannotMove(state, actor.index) ?? { index: actor.index };
}

export function checkMove(state: SiegeState, action: Move): Refusal | null {
  const mover = checkMover(state, action.side, action.unit);
  if (isRefusal(mover)) return mover;
  const { fixed, game } = state;
  if (!isCell(fixed, action.cell)) return refusal('siege.refused.badCell', { cell: String(action.cell) });
  const carried = loadOf(state, mover.index, action);
  if (isRefusal(carried)) return carried;
  const top = action.top === true;
  const reach = reachOf(state, mover.index, carried.load);
  if (costTo(reach, action.cell, top) < 0) {
    const occupied = occupantOf(state, action.cell, top) >= 0 && action.cell !== (game.figures[mover.index] as FigureState).cell;
    return refusal(occupied ? 'siege.refused.occupied' : 'siege.refused.unreachable', { unit: String(action.unit), cell: labelOf(fixed, action.cell), points: reach.budget });
  }
  return null;
}

/** What the move carries: a ladder, a barrel or nothing; refused when the figure does not stand on it or its end hex has one already. */
function loadOf(state: SiegeState, index: number, action: Move): { readonly load: Load } | Refusal {
  const { fixed, game } = state;
  if (action.ladder !== undefined && action.barrel !== undefined) return refusal('siege.refused.oneLoad', { unit: String(action.unit) });
  if (action.ladder !== undefined) {
    const ladder = ladderIndex(state, action.ladder);
    if (ladder < 0 || ladder !== ladderUnder(state, index)) return refusal('siege.refused.noLadderHere', { unit: String(action.unit) });
    if (game.ladders.some((other) => other.cell === action.cell)) return refusal('siege.refused.ladderThere', { cell: labelOf(fixed, action.cell) });
    return { load: 'ladder' };
  }
  if (action.barrel !== undefined) {
    const barrel = barrelUnder(state, index);
    if (barrel < 0 || game.barrels[barrel]?.id !== action.barrel) return refusal('siege.refused.noBarrelHere', { unit: String(action.unit) });
    if (game.barrels.some((other) => other.cell === action.cell)) return refusal('siege.refused.barrelThere', { cell: labelOf(fixed, action.cell) });
    return { load: 'barrel' };
  }
  return { load: null };
}

/** `before` is the state the action was checked on: its reach is already known. */
export function applyMove(d: Draft, action: Move, before: SiegeState): void {
  const { fixed } = d;
  const index = figureIndex(fixed, action.unit);
  const from = (d.game.figures[index] as FigureState).cell;
  const { load } = loadOf(before, index, action) as { load: Load };
  const top = action.top === true;
  d.place(index, action.cell, top);
  const figure = d.figure(index);
  figure.movedAt = d.game.stamp;
  if (load !== null) figure.carriedAt = d.game.stamp;
  if (load === 'ladder') d.ladder(ladderIndex(d.state, action.ladder)).cell = action.cell;
  else if (load === 'barrel') d.setBarrels(d.game.barrels.map((barrel) => (barrel.id === action.barrel ? { id: barrel.id, cell: action.cell } : barrel)));
  // Nobody reads the events of a bot game: their labels and the cost are not worked out.
  if (!d.loud) return;
  const params = { unit: action.unit, from: labelOf(fixed, from), to: labelOf(fixed, action.cell), cost: costTo(reachOf(before, index, load), action.cell, top) };
  d.emit({ key: load === 'ladder' ? 'siege.event.carried' : load === 'barrel' ? 'siege.event.carriedBarrel' : top ? 'siege.event.climbedTower' : 'siege.event.moved', params });
}

export function checkRaise(state: SiegeState, action: Raise): Refusal | null {
  const wrongTime = expectDecision(state, action.side, 'move');
  if (wrongTime) return wrongTime;
  const actor = checkOwnFigure(state, action.side, action.unit);
  if (isRefusal(actor)) return actor;
  const why = whyCannotRaise(state, actor.index);
  if (why) return why;
  const ladder = ladderIndex(state, action.ladder);
  if (ladder < 0 || ladder !== ladderUnder(state, actor.index)) return refusal('siege.refused.noLadderHere', { unit: actor.info.id });
  if (!rampartBeyondWall(state, actor.figure.cell).includes(action.rampart as number)) return refusal('siege.refused.cannotRaise', { cell: labelOf(state.fixed, actor.figure.cell) });
  return null;
}

/** The ladder goes up against the rampart; its bearer is now on it (rule 1.91) and its move is over. */
export function applyRaise(d: Draft, action: Raise): void {
  const index = d.fixed.figures.findIndex((figure) => figure.id === action.unit);
  const ladder = d.ladder(ladderIndex(d.state, action.ladder));
  ladder.vertical = true;
  ladder.facing = action.rampart;
  ladder.raisedBy = action.side;
  d.touchBoard();
  d.figure(index).movedAt = d.game.stamp;
  d.emit({ key: 'siege.event.ladderRaised', params: { unit: action.unit, cell: labelOf(d.fixed, ladder.cell), rampart: labelOf(d.fixed, action.rampart) } });
}

export function checkWinch(state: SiegeState, action: Winch): Refusal | null {
  const mover = checkMover(state, action.side, action.unit);
  if (isRefusal(mover)) return mover;
  const figure = state.game.figures[mover.index] as FigureState;
  if (state.game.drawbridge === null || figure.cell !== state.fixed.winchCell) return refusal('siege.refused.notOnWinch', { unit: String(action.unit) });
  if (figure.shot1At === state.game.stamp) return refusal('siege.refused.winchAfterShot', { unit: String(action.unit) });
  return null;
}

/** The figure spends the rest of its phase at the winch; the bridge moves in the recover step (rule 1.8). */
export function applyWinch(d: Draft, action: Winch): void {
  const index = d.fixed.figures.findIndex((figure) => figure.id === action.unit);
  const figure = d.figure(index);
  figure.winchAt = d.game.stamp;
  figure.movedAt = d.game.stamp;
  d.emit({ key: d.game.drawbridge === 'raised' ? 'siege.event.winchLowering' : 'siege.event.winchRaising', params: { unit: action.unit } });
}

// ---------------------------------------------------------------------------------------------
// Deployment
// ---------------------------------------------------------------------------------------------

export function legalDeployments(state: SiegeState, side: SideId, out: SiegeAction[]): void {
  const { fixed, game } = state;
  // One figure at a time, in the scenario's order: the choice is where, not which.
  const index = game.figures.findIndex((figure, i) => figure.cell < 0 && figure.status !== 'dead' && fixed.figures[i]?.side === side);
  const info = fixed.figures[index];
  if (!info) return;
  for (const cell of info.deployCells) if (canStand(state, index, cell)) out.push({ type: 'deploy', side, unit: info.id, cell });
}

function canStand(state: SiegeState, index: number, cell: number): boolean {
  return occupantOf(state, cell) < 0 && isStandable(state, index, cell);
}

export function checkDeploy(state: SiegeState, action: Deploy): Refusal | null {
  const wrongTime = expectDecision(state, action.side, 'deploy');
  if (wrongTime) return wrongTime;
  const { fixed, game } = state;
  const index = fixed.figures.findIndex((figure) => figure.id === action.unit);
  const info = fixed.figures[index];
  if (!info) return refusal('siege.refused.unknownUnit', { unit: String(action.unit) });
  if (info.side !== action.side) return refusal('siege.refused.notYourUnit', { unit: info.id });
  if ((game.figures[index] as FigureState).cell >= 0) return refusal('siege.refused.alreadyDeployed', { unit: info.id });
  if (!isCell(fixed, action.cell) || !info.deployCells.includes(action.cell)) return refusal('siege.refused.notDeployCell', { unit: info.id, cell: isCell(fixed, action.cell) ? labelOf(fixed, action.cell) : String(action.cell) });
  if (!canStand(state, index, action.cell)) return refusal('siege.refused.occupied', { cell: labelOf(fixed, action.cell) });
  return null;
}

export function applyDeploy(d: Draft, action: Deploy): void {
  const index = d.fixed.figures.findIndex((figure) => figure.id === action.unit);
  d.place(index, action.cell);
  d.emit({ key: 'siege.event.deployed', params: { unit: action.unit, cell: labelOf(d.fixed, action.cell) } });
}
