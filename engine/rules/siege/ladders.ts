/**
 * A raised ladder moved or turned (rule 1.92), and the climber of a ladder pushed down (1.94).
 *
 * - "Une échelle verticale peut être déplacée d'une case ou orientée différemment dans la même case
 *   par deux personnages qui doivent se trouver adjacents à la case de l'échelle. Chacun des
 *   personnages dépense 2 points de mouvement pour exécuter l'opération. Il est impossible de
 *   déplacer ou réorienter une échelle s'il y a quelqu'un dessus." Two figures of the side that
 *   raised it, on the ground beside its hex, that have not moved in this movement step, each spend
 *   `ladderMoveCost` points and may move on with the rest; the ladder goes to its hex or one beside
 *   it, free, at the foot of a rampart beyond a wall, and leans on that rampart.
 * - "Le personnage se trouvant éventuellement sur l'échelle tombe aussi et doit être placé par son
 *   propriétaire sur l'une des cases adjacentes à celle de l'échelle verticale, à l'exception, bien
 *   sûr, des cases remparts. [...] S'il se retrouve empilé avec un autre personnage, celui-ci est
 *   assommé." The owner's choice is made for him: a free hex beside the ladder, the farthest from
 *   the enemies; with none free, an enemy's (stunned), else a friend's (stunned).
 */
import { refusal } from '../core/engine';
import type { Refusal, SideId } from '../core/types';
import { hexDistance, isStandable, rampartBeyondWall, viewOf } from './board-cache';
import { movementOf } from './reach';
import { expectDecision, figureIndex, hurt, isCell, labelOf, ladderIndex, markedNow, neighboursOf } from './common';
import type { Draft } from './draft';
import { isBurning } from './fires';
import { whyCannotMove } from './move-actions';
import type { FigureInfo, FigureState, LadderState, SiegeAction, SiegeState } from './types';
import { occupantsOf } from './standing';

type MoveLadder = Extract<SiegeAction, { type: 'moveLadder' }>;

/** Whether figure `index` of `side` may help move raised ladder `ladder` now (1.92). */
function mayBear(state: SiegeState, index: number, side: SideId, ladder: LadderState): boolean {
  const { fixed, game } = state;
  const figure = game.figures[index] as FigureState;
  if (fixed.figures[index]?.side !== side || figure.onTop || figure.cell < 0 || fixed.board.castle[figure.cell] === 1) return false;
  if (!neighboursOf(fixed, ladder.cell).includes(figure.cell)) return false;
  if (whyCannotMove(state, index) !== null || markedNow(game, index, 'ladderWork')) return false;
  return movementOf(state, index, null) >= fixed.constants.ladderMoveCost;
}

/** Figures of `side` that may move raised ladder `ladder` now, in figure order. */
function bearersOf(state: SiegeState, side: SideId, ladder: LadderState): number[] {
  const out: number[] = [];
  for (const next of neighboursOf(state.fixed, ladder.cell)) for (const index of occupantsOf(state, next)) if (mayBear(state, index, side, ladder)) out.push(index);
  return out.sort((a, b) => a - b);
}

/** Where raised ladder `ladder` may go: [hex, rampart] pairs, its own hex (turned) and the free hexes beside it. */
function ladderSpots(state: SiegeState, ladder: LadderState): [number, number][] {
  const { fixed, game } = state;
  const spots: [number, number][] = [];
  for (const rampart of rampartBeyondWall(state, ladder.cell, ladder.facing)) if (rampart !== ladder.facing) spots.push([ladder.cell, rampart]);
  for (const cell of neighboursOf(fixed, ladder.cell)) {
    if (occupantsOf(state, cell).length > 0 || game.ladders.some((other) => other.cell === cell) || game.barrels.some((barrel) => barrel.cell === cell)) continue;
    for (const rampart of rampartBeyondWall(state, cell)) spots.push([cell, rampart]);
  }
  return spots;
}

/** Whether someone stands on the raised ladder (at its foot, or on its rungs: the ladder's hex). */
function ladderTaken(state: SiegeState, ladder: LadderState): boolean {
  return occupantsOf(state, ladder.cell).length > 0;
}

/** Moving or turning the raised ladders of `side`: one pair of bearers per ladder, every spot. */
export function legalLadderMoves(state: SiegeState, side: SideId, out: SiegeAction[]): void {
  const { fixed, game } = state;
  for (const ladder of game.ladders) {
    if (!ladder.vertical || ladder.raisedBy !== side || ladderTaken(state, ladder)) continue;
    const bearers = bearersOf(state, side, ladder);
    if (bearers.length < 2) continue;
    const units = bearers.slice(0, 2).map((index) => (fixed.figures[index] as FigureInfo).id);
    for (const [cell, rampart] of ladderSpots(state, ladder)) out.push({ type: 'moveLadder', side, units, ladder: ladder.id, cell, rampart });
  }
}

export function checkMoveLadder(state: SiegeState, action: MoveLadder): Refusal | null {
  const wrongTime = expectDecision(state, action.side, 'move');
  if (wrongTime) return wrongTime;
  const { fixed, game } = state;
  const ladder = game.ladders[ladderIndex(state, action.ladder)];
  if (!ladder || !ladder.vertical || ladder.raisedBy !== action.side) return refusal('siege.refused.noRaisedLadder', { ladder: String(action.ladder) });
  const cell = labelOf(fixed, ladder.cell);
  if (ladderTaken(state, ladder)) return refusal('siege.refused.ladderTaken', { cell });
  const units = Array.isArray(action.units) ? action.units : [];
  const bearers = units.map((id) => figureIndex(fixed, id));
  if (bearers.length !== 2 || bearers[0] === bearers[1] || bearers.some((index) => index < 0 || !mayBear(state, index, action.side, ladder))) {
    return refusal('siege.refused.ladderBearers', { cell, points: fixed.constants.ladderMoveCost });
  }
  if (!isCell(fixed, action.cell) || !ladderSpots(state, ladder).some(([spot, rampart]) => spot === action.cell && rampart === action.rampart)) {
    return refusal('siege.refused.cannotRaise', { cell: isCell(fixed, action.cell) ? labelOf(fixed, action.cell) : String(action.cell) });
  }
  return null;
}

/** The ladder goes to its new hex and rampart; its bearers have spent their points on it (they may still move). */
export function applyMoveLadder(d: Draft, action: MoveLadder): void {
  const ladder = d.ladder(ladderIndex(d.state, action.ladder));
  const from = ladder.cell;
  ladder.cell = action.cell;
  ladder.facing = action.rampart;
  d.touchBoard();
  for (const id of action.units) d.mark(figureIndex(d.fixed, id), 'ladderWork');
  d.emit({ key: 'siege.event.ladderMoved', params: { units: action.units.join(','), from: labelOf(d.fixed, from), cell: labelOf(d.fixed, action.cell), rampart: labelOf(d.fixed, action.rampart) } });
}

/**
 * Where the climber of a ladder pushed down at `cell` lands, and whom it lands on (-1: nobody);
 * -1 when no hex beside the ladder can take it (it then stays where it was).
 */
function landingOf(state: SiegeState, index: number, cell: number): { readonly at: number; readonly on: number } {
  const { fixed, game } = state;
  const side = (fixed.figures[index] as FigureInfo).side;
  const rampart = fixed.board.special.rampart;
  const kind = viewOf(state).kind;
  const enemies = game.figures.flatMap((figure, other) => (figure.cell >= 0 && figure.status !== 'dead' && fixed.figures[other]?.side !== side ? [figure.cell] : []));
  let free = -1;
  let freeDistance = -1;
  let onEnemy = { at: -1, on: -1 };
  let onFriend = { at: -1, on: -1 };
  for (const next of neighboursOf(fixed, cell)) {
    if (kind[next] === rampart || !isStandable(state, index, next) || isBurning(state, next)) continue;
    const below = occupantsOf(state, next).filter((other) => !(game.figures[other] as FigureState).onTop);
    if (below.length === 0) {
      const distance = enemies.reduce((min, at) => Math.min(min, hexDistance(fixed, next, at)), Number.MAX_SAFE_INTEGER);
      if (distance > freeDistance) {
        free = next;
        freeDistance = distance;
      }
    } else if (fixed.figures[below[0] as number]?.side !== side) {
      if (onEnemy.at < 0) onEnemy = { at: next, on: below[0] as number };
    } else if (onFriend.at < 0) onFriend = { at: next, on: below[0] as number };
  }
  if (free >= 0) return { at: free, on: -1 };
  return onEnemy.at >= 0 ? onEnemy : onFriend;
}

/** The climber falls with the ladder: onto a hex beside it, wounded; whoever it lands on is stunned (1.94). */
export function fallFromLadder(d: Draft, index: number, cell: number): void {
  const unit = (d.fixed.figures[index] as FigureInfo).id;
  const landing = landingOf(d.state, index, cell);
  if (landing.at >= 0) {
    d.place(index, landing.at);
    d.mark(index, 'fell');
  }
  d.emit({ key: 'siege.event.fellFromLadder', params: { unit, cell: labelOf(d.fixed, landing.at >= 0 ? landing.at : cell) } });
  hurt(d, index, 'wound');
  if (landing.on < 0) return;
  d.emit({ key: 'siege.event.fellOnto', params: { unit, target: (d.fixed.figures[landing.on] as FigureInfo).id } });
  hurt(d, landing.on, 'stun');
}
