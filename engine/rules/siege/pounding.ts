/**
 * The ram at work (rules 4.13, 4.14, 4.32, 4.34): a ram whose hexes touch the castle's wall is
 * worked by its crew in their melee step, once every two turns, against a rampart, wall, arrow-slit
 * or tower hex beside it (never the keep's). The die is read on the pounding table in the column
 * of the ram's points (9), less one against a tower; "D" damages the wall, "C" means nothing for a
 * ram. The fourth damage demolishes the hex: a demolished-wall counter goes on it, and whoever
 * stands there is wounded. A crew member who fights, or fights a fire, sets the ram back a turn.
 */
import { refusal } from '../core/engine';
import type { Refusal, SideId } from '../core/types';
import { END_KEEP, END_KEEP_DOOR, END_TOWER } from './board-view';
import { viewOf } from './board-cache';
import { combatDataOf } from './combat-data';
import { expectDecision, hurt, isCell, labelOf, neighboursOf } from './common';
import type { Draft } from './draft';
import { crewOf, engineIndex, pushersNeeded, workingCrew } from './engines';
import { mayTurnToOtherWork } from './melee-actions';
import { dieTableResult, type DieTable } from './tables';
import type { EngineState, FigureInfo, PendingPound, SiegeAction, SiegeState } from './types';
import { occupantsOf } from './standing';

type Pound = Extract<SiegeAction, { type: 'pound' }>;

const POUNDING_TABLE = 'pounding';
const DAMAGE = 'D';

function poundingTable(state: SiegeState): DieTable | undefined {
  return combatDataOf(state.fixed).dieTables[POUNDING_TABLE];
}

/** The column of the pounding table for `points`: the last one whose points ("9", "12+") do not exceed them. */
export function poundingColumn(table: DieTable, points: number): number {
  let column = 0;
  table.columns.forEach((label, at) => {
    const value = Number.parseInt(label, 10);
    if (Number.isFinite(value) && value <= points) column = at;
  });
  return column;
}

/** Whether a wall hex counts as a tower's when pounded (one less on the die, 4.21, 4.32). */
export function isTowerHex(state: SiegeState, cell: number): boolean {
  const view = viewOf(state);
  const special = state.fixed.board.special;
  return view.endKind[cell] === END_TOWER || (view.kind[cell] === special.arrowSlit && view.endKind[cell] !== END_KEEP);
}

/** Wall hexes a ram's hexes touch that it may pound: ramparts, castle walls, arrow slits and towers, not the keep, not demolished. */
export function poundTargets(state: SiegeState, engine: EngineState): number[] {
  const view = viewOf(state);
  const { board } = state.fixed;
  const special = board.special;
  const wall = new Set([special.rampart, special.castleWall, special.arrowSlit, special.towerInterior].filter((kind) => kind >= 0));
  const out = new Set<number>();
  for (const cell of engine.cells) {
    for (const next of neighboursOf(state.fixed, cell)) {
      const end = view.endKind[next];
      if (board.castle[next] === 1 && wall.has(view.kind[next] as number) && end !== END_KEEP && end !== END_KEEP_DOOR) out.add(next);
    }
  }
  return [...out].sort((a, b) => a - b);
}

/** Why `side` may not work ram `index` against `cell` now (`cell` -1: against any hex), or null. */
function whyNoBlow(state: SiegeState, side: SideId, index: number, cell: number): Refusal | null {
  const engine = state.game.engines[index] as EngineState;
  const params = { engine: engine.id };
  if (engine.kind !== 'ram' || !poundingTable(state)) return refusal('siege.refused.notARam', params);
  if (engine.readyFrom > state.turn) return refusal('siege.refused.ramNotReady', { engine: engine.id, turn: engine.readyFrom });
  if (workingCrew(state, engine, side, (figure) => mayTurnToOtherWork(state, figure)) === null) return refusal('siege.refused.engineCrew', { engine: engine.id, needed: pushersNeeded(state, engine) });
  const targets = poundTargets(state, engine);
  if (targets.length === 0 || (cell >= 0 && !targets.includes(cell))) return refusal('siege.refused.nothingToPound', { engine: engine.id, cell: labelOf(state.fixed, cell >= 0 ? cell : (targets[0] ?? engine.cells[0] as number)) });
  return null;
}

export function legalBlows(state: SiegeState, side: SideId, out: SiegeAction[]): void {
  state.game.engines.forEach((engine, index) => {
    // Only a ram that is ready pounds (the first refusals of `whyNoBlow`).
    if (engine.kind !== 'ram' || engine.readyFrom > state.turn || whyNoBlow(state, side, index, -1) !== null) return;
    for (const cell of poundTargets(state, engine)) out.push({ type: 'pound', side, engine: engine.id, cell });
  });
}

export function checkPound(state: SiegeState, action: Pound): Refusal | null {
  const wrongTime = expectDecision(state, action.side, 'melee');
  if (wrongTime) return wrongTime;
  const index = engineIndex(state, action.engine);
  if (index < 0) return refusal('siege.refused.unknownEngine', { engine: String(action.engine) });
  if (!isCell(state.fixed, action.cell)) return refusal('siege.refused.badCell', { cell: String(action.cell) });
  return whyNoBlow(state, action.side, index, action.cell);
}

/** The crew swings the ram: it is busy for the step, and the ram's next blow is two turns away; the die comes next. */
export function applyPound(d: Draft, action: Pound): void {
  const index = engineIndex(d.state, action.engine);
  const engine = d.game.engines[index] as EngineState;
  const crew = workingCrew(d.state, engine, action.side, (figure) => mayTurnToOtherWork(d.state, figure)) as number[];
  for (const figure of crew) d.figure(figure).busyAt = d.game.stamp;
  const c = d.fixed.constants;
  d.setEngines(d.game.engines.map((other, at) => (at === index ? { ...other, readyFrom: d.state.turn + c.ramTurns } : other)), false);
  const table = poundingTable(d.state) as DieTable;
  const column = table.columns[poundingColumn(table, c.ramPoints)] ?? '';
  const pending: PendingPound = { kind: 'pound', engine: engine.id, cell: action.cell, column, modifier: isTowerHex(d.state, action.cell) ? -1 : 0 };
  d.setRoll(pending);
  d.setPending([{ side: action.side, kind: 'roll' }]);
  d.emit({ key: 'siege.event.poundDeclared', params: { engine: engine.id, cell: labelOf(d.fixed, action.cell), column, modifier: pending.modifier } });
}

/** The die on the pounding table; "C" is nothing for a ram; the last damage demolishes the hex. */
export function resolvePound(d: Draft, pending: PendingPound): void {
  const table = poundingTable(d.state) as DieTable;
  const die = d.die(d.fixed.constants.dieFaces);
  const code = dieTableResult(table, die + pending.modifier, table.columns.indexOf(pending.column));
  const cell = labelOf(d.fixed, pending.cell);
  if (code !== DAMAGE) {
    d.emit({ key: 'siege.event.poundHeld', params: { cell, die, modified: die + pending.modifier } });
    return;
  }
  const before = d.game.damage.find((entry) => entry.cell === pending.cell)?.steps ?? 0;
  const steps = before + 1;
  d.setDamage([...d.game.damage.filter((entry) => entry.cell !== pending.cell), { cell: pending.cell, steps }].sort((a, b) => a.cell - b.cell));
  d.emit({ key: 'siege.event.wallDamaged', params: { cell, die, modified: die + pending.modifier, steps, of: d.fixed.constants.wallDamageSteps } });
  if (steps >= d.fixed.constants.wallDamageSteps) demolish(d, pending.cell);
}

/** A demolished-wall counter on the hex (2.3); whoever stands there is wounded as it falls (4.14). */
export function demolish(d: Draft, cell: number): void {
  d.addCounter('demolished-wall', cell);
  d.emit({ key: 'siege.event.wallDemolished', params: { cell: labelOf(d.fixed, cell) } });
  for (const index of occupantsOf(d.state, cell)) hurt(d, index, 'wound');
}

/** A crew member who fights or fights a fire holds the ram back a turn (4.34). */
export function delayRams(d: Draft, figures: readonly number[]): void {
  const delayed = d.game.engines.map((engine) => {
    const crew = engine.kind === 'ram' ? crewOf(d.state, engine).filter((index) => figures.includes(index)) : [];
    if (crew.length === 0) return engine;
    d.emit({ key: 'siege.event.ramDelayed', params: { engine: engine.id, unit: (d.fixed.figures[crew[0] as number] as FigureInfo).id } });
    return { ...engine, readyFrom: Math.max(engine.readyFrom, d.state.turn) + 1 };
  });
  if (delayed.some((engine, at) => engine !== d.game.engines[at])) d.setEngines(delayed, false);
}
