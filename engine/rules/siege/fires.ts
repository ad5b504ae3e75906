/**
 * Fire (rules 3.5, 5.31): siege engines and tents burn.
 * - Setting a fire: a figure that has stood beside an engine or a tent since its side's last phase,
 *   and has neither moved nor shot in this one, sets it alight in its melee step instead of
 *   fighting; not from a rampart at an engine (3.51), and not an engine of its own side's, nor one
 *   its own side has a figure aboard (nor with a flaming arrow).
 * - Flaming arrows: a bowman, in a fire step and instead of a shot, aims at an engine within short
 *   range; the die is read in the fire table's column of the engine aimed at ("la colonne
 *   correspondant à l'engin visé", 5.31: the column named by the engine's kind).
 * - Spreading: at the end of the other side's phase, each fire set by a side may spread to each
 *   engine or tent hex beside it ("spread" column, 3.52).
 * - Putting out: a figure beside a burning hex that has neither moved nor shot in the phase tries
 *   in its melee step ("extinguish" column: D puts the fire out, DA only a flaming arrow's, 3.53).
 * - A burning hex is impassable. Whoever stands in a hex as it catches fire falls back one hex, or
 *   is wounded; a stunned figure first comes round on 1 to 6, or dies; a figure still in the fire
 *   when the turn ends is hurt again (3.54). After three whole turns, what the hex holds is
 *   destroyed: the whole engine, or the tent, which then lets lines of fire through (3.55).
 */
import { cachedPer } from '../core/cache';
import { refusal } from '../core/engine';
import type { Refusal, SideId } from '../core/types';
import { hexDistance, isStandable, viewOf } from './board-cache';
import { lineToHex } from './fire-lines';
import { combatDataOf } from './combat-data';
import { areNeighbours, canAct, checkOwnFigure, expectDecision, hurt, isCell, isRefusal, labelOf, neighboursOf } from './common';
import type { Draft } from './draft';
import { fallBack } from './effects';
import { mayShoot, whyCannotShoot } from './fire-actions';
import { rangeBand } from './line-of-fire';
import { mayTurnToOtherWork } from './melee-actions';
import { delayRams } from './pounding';
import { dieTableResult, type DieTable } from './tables';
import type { EngineState, FigureInfo, FigureState, FireState, PendingExtinguish, PendingFireArrow, SiegeAction, SiegeFixed, SiegeState, Step } from './types';
import { occupantOf, occupantsOf } from './standing';

type SetFire = Extract<SiegeAction, { type: 'setFire' }>;
type Extinguish = Extract<SiegeAction, { type: 'extinguish' }>;
type FireArrow = Extract<SiegeAction, { type: 'fireArrow' }>;

const FIRE_TABLE = 'fire';
const CATCHES = 'F';
const PUT_OUT = 'D';
const ARROW_FIRE_OUT = 'DA';
const BOWS: ReadonlySet<string> = new Set(['short-bow', 'longbow']);

function fireTable(state: SiegeState): DieTable | undefined {
  return combatDataOf(state.fixed).dieTables[FIRE_TABLE];
}

/** The result of the fire table's `column` for a die; '' when the ruleset has no such table or column. */
export function fireRoll(state: SiegeState, column: string, die: number): string {
  const table = fireTable(state);
  const at = table ? table.columns.indexOf(column) : -1;
  return table && at >= 0 ? dieTableResult(table, die, at) : '';
}

export function isBurning(state: SiegeState, cell: number): boolean {
  return state.game.fires.some((fire) => fire.cell === cell);
}

/** The engine one of whose hexes is `cell`, or -1. */
export function engineAt(state: SiegeState, cell: number): number {
  return state.game.engines.findIndex((engine) => engine.cells.includes(cell));
}

/** Whether `cell` holds a tent that has not burnt yet. */
function isTent(state: SiegeState, cell: number): boolean {
  return state.fixed.board.cellTerrain[cell] === state.fixed.board.special.tent && !state.game.counters.some((counter) => counter.cell === cell);
}

/** Whether `cell` holds something that burns and is not on fire yet: a siege engine or a tent. */
export function isBurnable(state: SiegeState, cell: number): boolean {
  if (isBurning(state, cell)) return false;
  return engineAt(state, cell) >= 0 || isTent(state, cell);
}

/** Whether a figure of `side` is aboard the engine on `cell`: nobody sets fire to his own crew's engine. */
function manned(state: SiegeState, cell: number, side: SideId): boolean {
  const engine = state.game.engines[engineAt(state, cell)];
  return engine !== undefined && engine.cells.some((at) => occupantsOf(state, at).some((index) => state.fixed.figures[index]?.side === side));
}

/** Whether the engine on `cell` belongs to `side`: nobody sets fire to his own engines. */
function ownEngine(state: SiegeState, cell: number, side: SideId): boolean {
  return state.game.engines[engineAt(state, cell)]?.owner === side;
}

/** The fire table's column a flaming arrow at `cell` reads: the kind of the engine there (5.31). */
export function arrowColumn(state: SiegeState, cell: number): string {
  return state.game.engines[engineAt(state, cell)]?.kind ?? '';
}

/** A figure that has stood on its hex since its side's last phase (the whole turn of 3.51). */
function settledBeside(state: SiegeState, index: number): boolean {
  const figure = state.game.figures[index] as FigureState;
  return figure.placedAt <= state.game.stamp - state.fixed.order.length && figure.movedAt !== state.game.stamp;
}

/** Why figure `index` may not set `cell` alight now, or null. */
function whyNoFire(state: SiegeState, index: number, cell: number): Refusal | null {
  const figure = state.game.figures[index] as FigureState;
  const params = { unit: (state.fixed.figures[index] as FigureInfo).id, cell: labelOf(state.fixed, cell) };
  if (!mayTurnToOtherWork(state, index)) return refusal('siege.refused.busy', params);
  const side = (state.fixed.figures[index] as FigureInfo).side;
  if (figure.onTop || !areNeighbours(state.fixed, figure.cell, cell) || !isBurnable(state, cell) || manned(state, cell, side)) return refusal('siege.refused.nothingToBurn', params);
  if (ownEngine(state, cell, side)) return refusal('siege.refused.ownEngine', params);
  if (!settledBeside(state, index)) return refusal('siege.refused.notSettled', params);
  if (engineAt(state, cell) >= 0 && viewOf(state).kind[figure.cell] === state.fixed.board.special.rampart) return refusal('siege.refused.torchFromRampart', params);
  return null;
}

/** Why figure `index` may not fight the fire of `cell` now, or null. */
function whyNoExtinguish(state: SiegeState, index: number, cell: number): Refusal | null {
  const figure = state.game.figures[index] as FigureState;
  const params = { unit: (state.fixed.figures[index] as FigureInfo).id, cell: labelOf(state.fixed, cell) };
  if (!mayTurnToOtherWork(state, index)) return refusal('siege.refused.busy', params);
  if (figure.movedAt === state.game.stamp) return refusal('siege.refused.movedThisPhase', params);
  if (!isBurning(state, cell) || !areNeighbours(state.fixed, figure.cell, cell)) return refusal('siege.refused.noFireThere', params);
  if (!fireTable(state)) return refusal('siege.refused.noFireTable', params);
  return null;
}

/**
 * The hexes where a fire may be set or fought: the burning ones, the siege engines' and the tents
 * not burnt yet (a superset of those `isBurnable` or burning), marked per hex; null when there is
 * none. Worked out again only when the fires or the engines change.
 */
function fireHexes(state: SiegeState): Uint8Array | null {
  const { fixed, game } = state;
  const memo = lastFireHexes(fixed);
  if (memo.fires === game.fires && memo.engines === game.engines) return memo.marked;
  const tents = tentCells(fixed);
  let marked: Uint8Array | null = null;
  if (game.fires.length > 0 || game.engines.length > 0 || tents.length > 0) {
    marked = new Uint8Array(fixed.board.cellCount);
    for (const fire of game.fires) marked[fire.cell] = 1;
    for (const engine of game.engines) for (const cell of engine.cells) marked[cell] = 1;
    for (const cell of tents) marked[cell] = 1;
  }
  memo.fires = game.fires;
  memo.engines = game.engines;
  memo.marked = marked;
  return marked;
}

const lastFireHexes = cachedPer((_fixed: SiegeFixed): { fires: readonly FireState[] | null; engines: readonly EngineState[] | null; marked: Uint8Array | null } => ({ fires: null, engines: null, marked: null }));

const tentCells = cachedPer((fixed: SiegeFixed): readonly number[] => {
  const out: number[] = [];
  fixed.board.cellTerrain.forEach((kind, cell) => {
    if (kind === fixed.board.special.tent) out.push(cell);
  });
  return out;
});

/** Setting fires and fighting them, open to `side` in its melee step. */
export function legalFireWork(state: SiegeState, side: SideId, out: SiegeAction[]): void {
  const { fixed, game } = state;
  const marked = fireHexes(state);
  if (marked === null) return;
  fixed.figures.forEach((info, index) => {
    const figure = game.figures[index] as FigureState;
    if (info.side !== side || !canAct(figure)) return;
    for (const cell of neighboursOf(fixed, figure.cell)) {
      // Elsewhere nothing burns and nothing is burning: both would be refused.
      if (marked[cell] !== 1) continue;
      if (whyNoFire(state, index, cell) === null) out.push({ type: 'setFire', side, unit: info.id, cell });
      if (whyNoExtinguish(state, index, cell) === null) out.push({ type: 'extinguish', side, unit: info.id, cell });
    }
  });
}

function checkFigureWork(state: SiegeState, side: SideId, unit: unknown, cell: unknown): { index: number; cell: number } | Refusal {
  const wrongTime = expectDecision(state, side, 'melee');
  if (wrongTime) return wrongTime;
  const actor = checkOwnFigure(state, side, unit);
  if (isRefusal(actor)) return actor;
  if (!isCell(state.fixed, cell)) return refusal('siege.refused.badCell', { cell: String(cell) });
  return { index: actor.index, cell };
}

export function checkSetFire(state: SiegeState, action: SetFire): Refusal | null {
  const actor = checkFigureWork(state, action.side, action.unit, action.cell);
  return isRefusal(actor) ? actor : whyNoFire(state, actor.index, actor.cell);
}

export function checkExtinguish(state: SiegeState, action: Extinguish): Refusal | null {
  const actor = checkFigureWork(state, action.side, action.unit, action.cell);
  return isRefusal(actor) ? actor : whyNoExtinguish(state, actor.index, actor.cell);
}

/** Flames go on the hex at once, "au moment des combats" (3.51). */
export function applySetFire(d: Draft, action: SetFire): void {
  const index = d.fixed.figures.findIndex((figure) => figure.id === action.unit);
  d.figure(index).busyAt = d.game.stamp;
  d.emit({ key: 'siege.event.fireSet', params: { unit: action.unit, cell: labelOf(d.fixed, action.cell) } });
  ignite(d, action.cell, action.side, false);
}

export function applyExtinguish(d: Draft, action: Extinguish): void {
  const index = d.fixed.figures.findIndex((figure) => figure.id === action.unit);
  d.figure(index).busyAt = d.game.stamp;
  delayRams(d, [index]);
  const pending: PendingExtinguish = { kind: 'extinguish', unit: index, cell: action.cell };
  d.setRoll(pending);
  d.setPending([{ side: action.side, kind: 'roll' }]);
  d.emit({ key: 'siege.event.extinguishDeclared', params: { unit: action.unit, cell: labelOf(d.fixed, action.cell) } });
}

export function resolveExtinguish(d: Draft, pending: PendingExtinguish): void {
  const die = d.die(d.fixed.constants.dieFaces);
  const code = fireRoll(d.state, 'extinguish', die);
  const fire = d.game.fires.find((candidate) => candidate.cell === pending.cell);
  const out = fire !== undefined && (code === PUT_OUT || (code === ARROW_FIRE_OUT && fire.arrow));
  const params = { unit: (d.fixed.figures[pending.unit] as FigureInfo).id, cell: labelOf(d.fixed, pending.cell), die };
  d.emit({ key: out ? 'siege.event.fireOut' : 'siege.event.fireBurnsOn', params });
  if (out) d.setFires(d.game.fires.filter((candidate) => candidate.cell !== pending.cell));
}

// ---------------------------------------------------------------------------------------------
// Flaming arrows (5.31)
// ---------------------------------------------------------------------------------------------

/** Why bowman `index` may not shoot a flaming arrow at `cell` in this fire step, or null. */
function whyNoArrow(state: SiegeState, index: number, cell: number, step: Extract<Step, 'fire-1' | 'fire-2'>): Refusal | null {
  const why = whyCannotShoot(state, index, step);
  if (why) return why;
  const bar = arrowBar(state, index, cell);
  if (bar === null) return null;
  const params = { unit: (state.fixed.figures[index] as FigureInfo).id, cell: labelOf(state.fixed, cell) };
  return refusal(bar, bar === NO_LINE ? { ...params, reason: lineToHex(state, index, cell).reason ?? '' } : params);
}

const NO_LINE = 'siege.refused.noLineToHex';

/**
 * The key of what keeps figure `index`, free to shoot (`mayShoot`), from shooting a flaming arrow
 * at `cell`, or null: the listing asks it of every bowman and engine hex, without making refusals.
 */
function arrowBar(state: SiegeState, index: number, cell: number): string | null {
  const info = state.fixed.figures[index] as FigureInfo;
  if (info.weapon === null || !BOWS.has(info.weapon)) return 'siege.refused.notABowman';
  return targetBar(state, cell, info.side) ?? bowmanBar(state, index, cell);
}

/** What keeps any bowman of `side` from setting `cell` alight with an arrow (the engine and the table), or null. */
function targetBar(state: SiegeState, cell: number, side: SideId): string | null {
  const table = fireTable(state);
  if (!table) return 'siege.refused.noFireTable';
  if (engineAt(state, cell) < 0 || isBurning(state, cell) || manned(state, cell, side)) return 'siege.refused.notAnEngine';
  if (ownEngine(state, cell, side)) return 'siege.refused.ownEngine';
  if (!table.columns.includes(arrowColumn(state, cell))) return 'siege.refused.noFireTable';
  return null;
}

/** What keeps bowman `index` from reaching `cell`, a target no bar of `targetBar` holds: its range and its line. */
function bowmanBar(state: SiegeState, index: number, cell: number): string | null {
  const { fixed, game } = state;
  const weapon = (fixed.figures[index] as FigureInfo).weapon as string;
  if (rangeBand(fixed.board, weapon, hexDistance(fixed, (game.figures[index] as FigureState).cell, cell)) !== 0) return 'siege.refused.arrowTooFar';
  const line = lineToHex(state, index, cell);
  // What matters is reaching the engine, not the cover a figure would find there.
  return !line.clear && line.reason !== 'total-cover' ? NO_LINE : null;
}

/**
 * Flaming arrows open to `side` in fire step `step`, bowman by bowman, at each engine hex in turn.
 * Which engine hexes may be aimed at does not depend on the bowman: it is worked out once, for the
 * first bowman free to shoot.
 */
export function legalArrows(state: SiegeState, side: SideId, step: Extract<Step, 'fire-1' | 'fire-2'>, out: SiegeAction[], limit = Infinity): void {
  const { fixed, game } = state;
  if (game.engines.length === 0) return;
  let targets: number[] | null = null;
  for (let index = 0; index < fixed.figures.length && out.length < limit; index++) {
    const info = fixed.figures[index] as FigureInfo;
    if (info.side !== side || info.weapon === null || !BOWS.has(info.weapon) || !mayShoot(state, index, step)) continue;
    if (targets === null) {
      targets = [];
      // Nobody shoots at his own side's engines (refused whatever else holds).
      for (const engine of game.engines) for (const cell of engine.cells) if (!ownEngine(state, cell, side) && targetBar(state, cell, side) === null) targets.push(cell);
    }
    for (let at = 0; at < targets.length && out.length < limit; at++) {
      const cell = targets[at] as number;
      if (bowmanBar(state, index, cell) === null) out.push({ type: 'fireArrow', side, unit: info.id, cell });
    }
  }
}

export function checkFireArrow(state: SiegeState, action: FireArrow, step: Extract<Step, 'fire-1' | 'fire-2'>): Refusal | null {
  const wrongTime = expectDecision(state, action.side, 'fire');
  if (wrongTime) return wrongTime;
  const actor = checkOwnFigure(state, action.side, action.unit);
  if (isRefusal(actor)) return actor;
  if (!isCell(state.fixed, action.cell)) return refusal('siege.refused.badCell', { cell: String(action.cell) });
  return whyNoArrow(state, actor.index, action.cell, step);
}

export function applyFireArrow(d: Draft, action: FireArrow, step: Extract<Step, 'fire-1' | 'fire-2'>): void {
  const shooter = d.fixed.figures.findIndex((figure) => figure.id === action.unit);
  const figure = d.figure(shooter);
  if (step === 'fire-1') figure.shot1At = d.game.stamp;
  else figure.shot2At = d.game.stamp;
  const pending: PendingFireArrow = { kind: 'fireArrow', shooter, cell: action.cell };
  d.setRoll(pending);
  d.setPending([{ side: action.side, kind: 'roll' }]);
  d.emit({ key: 'siege.event.fireArrowAimed', params: { unit: action.unit, cell: labelOf(d.fixed, action.cell), engine: d.game.engines[engineAt(d.state, action.cell)]?.id ?? '' } });
}

export function resolveFireArrow(d: Draft, pending: PendingFireArrow): void {
  const die = d.die(d.fixed.constants.dieFaces);
  const caught = fireRoll(d.state, arrowColumn(d.state, pending.cell), die) === CATCHES;
  const info = d.fixed.figures[pending.shooter] as FigureInfo;
  d.emit({ key: caught ? 'siege.event.fireArrowCaught' : 'siege.event.fireArrowMissed', params: { unit: info.id, cell: labelOf(d.fixed, pending.cell), die } });
  if (caught && !isBurning(d.state, pending.cell)) ignite(d, pending.cell, info.side, true);
}

/**
 * A figure on top of a siege tower that burns down falls with it: it lands on its hex, or on a free
 * hex beside it where that one is taken, and is wounded; with nowhere to land, it dies (the
 * rulebook is silent: the fall from a ladder of 1.94, without the stacking it allows).
 */
function fallFromTower(d: Draft, index: number): void {
  const figure = d.game.figures[index] as FigureState;
  const unit = (d.fixed.figures[index] as FigureInfo).id;
  const free = (cell: number) => cell >= 0 && occupantOf(d.state, cell) < 0 && isStandable(d.state, index, cell) && !isBurning(d.state, cell);
  const landing = free(figure.cell) ? figure.cell : (neighboursOf(d.fixed, figure.cell).find(free) ?? -1);
  if (landing < 0) {
    d.figure(index).status = 'dead';
    d.emit({ key: 'siege.event.fellWithTower', params: { unit, cell: labelOf(d.fixed, figure.cell) } });
    d.emit({ key: 'siege.event.killed', params: { unit } });
    return;
  }
  d.place(index, landing);
  d.emit({ key: 'siege.event.fellWithTower', params: { unit, cell: labelOf(d.fixed, landing) } });
  hurt(d, index, 'wound');
}

// ---------------------------------------------------------------------------------------------
// Burning (3.52 to 3.55)
// ---------------------------------------------------------------------------------------------

/** The hex catches fire: flames on it, and whoever stands there gets out or suffers (3.54). */
export function ignite(d: Draft, cell: number, side: SideId, arrow: boolean): void {
  d.setFires([...d.game.fires, { cell, side, lit: d.state.turn, arrow }]);
  d.emit({ key: 'siege.event.caughtFire', params: { cell: labelOf(d.fixed, cell) } });
  for (const index of occupantsOf(d.state, cell)) {
    const figure = d.game.figures[index] as FigureState;
    const unit = (d.fixed.figures[index] as FigureInfo).id;
    if (figure.status === 'stunned') {
      const die = d.die(d.fixed.constants.dieFaces);
      if (die > d.fixed.constants.burningWakeMax) {
        d.figure(index).status = 'dead';
        d.emit({ key: 'siege.event.perishedInFire', params: { unit, die } });
        continue;
      }
      d.figure(index).status = 'healthy';
      d.emit({ key: 'siege.event.cameRoundInFire', params: { unit, die } });
    }
    fallBack(d, index, 1);
  }
}

/** At the end of `side`'s phase, the fires the other side set may spread to the engines and tents beside them (3.52). */
export function spreadFires(d: Draft, side: SideId): void {
  const burning = d.game.fires.filter((fire) => fire.side !== side);
  if (burning.length === 0 || !fireTable(d.state)) return;
  for (const fire of burning) {
    if (!isBurning(d.state, fire.cell)) continue;
    for (const next of neighboursOf(d.fixed, fire.cell)) {
      if (!isBurnable(d.state, next)) continue;
      const die = d.die(d.fixed.constants.dieFaces);
      const spreads = fireRoll(d.state, 'spread', die) === CATCHES;
      d.emit({ key: spreads ? 'siege.event.fireSpread' : 'siege.event.fireContained', params: { from: labelOf(d.fixed, fire.cell), cell: labelOf(d.fixed, next), die } });
      if (spreads) ignite(d, next, fire.side, false);
    }
  }
}

/**
 * At the end of each turn, for the fires that caught in an earlier one: who is still in them is
 * hurt again, wounded the first turn and killed the second (3.54); a hex that has burnt
 * `burnTurnsToDestroy` whole turns loses what it holds: the whole engine, or the tent (3.55).
 */
export function burnTurn(d: Draft): void {
  const turn = d.state.turn;
  const old = d.game.fires.filter((fire) => fire.lit < turn);
  for (const fire of old) for (const index of occupantsOf(d.state, fire.cell)) hurt(d, index, 'wound');
  const spent = old.filter((fire) => turn - fire.lit >= d.fixed.constants.burnTurnsToDestroy);
  if (spent.length === 0) return;
  const gone = new Set<number>();
  for (const fire of spent) {
    const engine = engineAt(d.state, fire.cell);
    if (engine >= 0) {
      const destroyed = d.game.engines[engine] as { id: string; cells: readonly number[] };
      for (const cell of destroyed.cells) gone.add(cell);
      const aloft = destroyed.cells.flatMap((cell) => occupantsOf(d.state, cell)).filter((index) => (d.game.figures[index] as FigureState).onTop);
      d.setEngines(d.game.engines.filter((_, at) => at !== engine));
      d.emit({ key: 'siege.event.engineBurnt', params: { engine: destroyed.id, cell: labelOf(d.fixed, fire.cell) } });
      d.syncBoard();
      for (const index of aloft) fallFromTower(d, index);
    } else if (isTent(d.state, fire.cell)) {
      gone.add(fire.cell);
      d.addCounter('burnt-tent', fire.cell);
      d.emit({ key: 'siege.event.tentBurnt', params: { cell: labelOf(d.fixed, fire.cell) } });
    } else {
      gone.add(fire.cell);
    }
  }
  d.setFires(d.game.fires.filter((fire) => !gone.has(fire.cell)));
}
