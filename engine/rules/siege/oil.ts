/**
 * Boiling oil (rule 5.32): a figure on a rampart with a barrel pours it, in its melee step and
 * instead of fighting, on a hex beside it below: on the assailants at the foot of the wall, on a
 * ladder, in a breach, inside a siege tower or under a ram (never on a tower's top). A figure out
 * in the open takes an attack at 8 against 1 on the table against figures on foot; one sheltered by
 * a siege tower or a ram takes it only if the engine catches fire ("oil-barrel" column of the fire
 * table). Whatever the result, the figure scalded falls back. The barrel is spent.
 */
import { refusal } from '../core/engine';
import type { Refusal, SideId } from '../core/types';
import { viewOf } from './board-cache';
import { EQUIP_LADDER, EQUIP_RAM, EQUIP_SIEGE_TOWER, leansOn } from './board-view';
import { combatDataOf } from './combat-data';
import { resolveBoilingOil } from './combat';
import { areNeighbours, canAct, checkOwnFigure, expectDecision, hurt, isCell, isRefusal, labelOf, neighboursOf } from './common';
import type { Draft } from './draft';
import { fallBack } from './effects';
import { engineAt, fireRoll, ignite, isBurning } from './fires';
import { mayPour } from './melee-actions';
import { barrelUnder } from './move-actions';
import type { FigureInfo, FigureState, PendingOil, SiegeAction, SiegeState } from './types';
import { occupantOf } from './standing';

type PourOil = Extract<SiegeAction, { type: 'pourOil' }>;

/** The figure of the other side standing below on `cell` (not on a tower's top), or -1. */
function victimOn(state: SiegeState, side: SideId, cell: number): number {
  const occupant = occupantOf(state, cell);
  return occupant >= 0 && state.fixed.figures[occupant]?.side !== side ? occupant : -1;
}

/** Why figure `index` may not pour its barrel on `cell` now, or null. */
function whyNoOil(state: SiegeState, index: number, cell: number): Refusal | null {
  const { fixed } = state;
  const info = fixed.figures[index] as FigureInfo;
  const figure = state.game.figures[index] as FigureState;
  const view = viewOf(state);
  const params = { unit: info.id, cell: labelOf(fixed, cell) };
  if (!mayPour(state, index)) return refusal('siege.refused.busy', params);
  if (figure.onTop || view.kind[figure.cell] !== fixed.board.special.rampart || barrelUnder(state, index) < 0) return refusal('siege.refused.noBarrelOnRampart', params);
  if (!areNeighbours(fixed, figure.cell, cell)) return refusal('siege.refused.notBelow', params);
  const onLadder = view.equip[cell] === EQUIP_LADDER && leansOn(view, cell, figure.cell);
  if (!onLadder && (view.level[cell] as number) >= (view.level[figure.cell] as number)) return refusal('siege.refused.notBelow', params);
  const engine = view.equip[cell] === EQUIP_SIEGE_TOWER || view.equip[cell] === EQUIP_RAM;
  if (victimOn(state, info.side, cell) < 0 && !(engine && !isBurning(state, cell))) return refusal('siege.refused.nobodyBelow', params);
  return null;
}

export function legalOil(state: SiegeState, side: SideId, out: SiegeAction[]): void {
  const { fixed, game } = state;
  if (game.barrels.length === 0) return;
  for (const barrel of game.barrels) {
    const index = occupantOf(state, barrel.cell);
    const info = fixed.figures[index];
    const figure = game.figures[index] as FigureState;
    if (!info || info.side !== side || !canAct(figure)) continue;
    // Oil is poured from a rampart only (refused on every hex otherwise).
    if (figure.onTop || viewOf(state).kind[figure.cell] !== fixed.board.special.rampart) continue;
    for (const cell of neighboursOf(fixed, barrel.cell)) if (whyNoOil(state, index, cell) === null) out.push({ type: 'pourOil', side, unit: info.id, cell });
  }
}

export function checkPourOil(state: SiegeState, action: PourOil): Refusal | null {
  const wrongTime = expectDecision(state, action.side, 'melee');
  if (wrongTime) return wrongTime;
  const actor = checkOwnFigure(state, action.side, action.unit);
  if (isRefusal(actor)) return actor;
  if (!isCell(state.fixed, action.cell)) return refusal('siege.refused.badCell', { cell: String(action.cell) });
  return whyNoOil(state, actor.index, action.cell);
}

export function applyPourOil(d: Draft, action: PourOil): void {
  const index = d.fixed.figures.findIndex((figure) => figure.id === action.unit);
  const view = viewOf(d.state);
  const sheltered = view.equip[action.cell] === EQUIP_SIEGE_TOWER || view.equip[action.cell] === EQUIP_RAM;
  const barrel = barrelUnder(d.state, index);
  d.figure(index).busyAt = d.game.stamp;
  d.setBarrels(d.game.barrels.filter((_, at) => at !== barrel));
  const pending: PendingOil = { kind: 'oil', unit: index, cell: action.cell, sheltered };
  d.setRoll(pending);
  d.setPending([{ side: action.side, kind: 'roll' }]);
  d.emit({ key: sheltered ? 'siege.event.oilOnEngine' : 'siege.event.oilPoured', params: { unit: action.unit, cell: labelOf(d.fixed, action.cell) } });
}

/** The oil's die (the fire table first under an engine), then the 8-1 attack on the figure below, who falls back. */
export function resolveOil(d: Draft, pending: PendingOil): void {
  const side = (d.fixed.figures[pending.unit] as FigureInfo).side;
  const cell = labelOf(d.fixed, pending.cell);
  let burns = false;
  if (pending.sheltered) {
    const die = d.die(d.fixed.constants.dieFaces);
    burns = fireRoll(d.state, 'oil-barrel', die) === 'F' && engineAt(d.state, pending.cell) >= 0 && !isBurning(d.state, pending.cell);
    d.emit({ key: burns ? 'siege.event.oilCaughtFire' : 'siege.event.oilNoFire', params: { cell, die } });
    if (!burns) return;
  }
  const victim = victimOn(d.state, side, pending.cell);
  if (victim >= 0) {
    const roll = d.die(d.fixed.constants.dieFaces);
    const resolved = resolveBoilingOil(combatDataOf(d.fixed), roll);
    if (!resolved.ok) throw new Error(`Boiling oil could not be resolved: ${resolved.refusal.key}`);
    const { effects, code, die, odds } = resolved.value;
    const unit = (d.fixed.figures[victim] as FigureInfo).id;
    d.emit(code === '' ? { key: 'siege.event.oilNoEffect', params: { target: unit, column: odds.column, die } } : { key: 'siege.event.oilScalded', params: { target: unit, column: odds.column, die, code, result: `${odds.tableId}:${code}` } });
    if (effects.defenderHit) hurt(d, victim, effects.defenderHit);
    if (effects.retreat) fallBack(d, victim, effects.retreat.hexes);
  }
  if (burns) ignite(d, pending.cell, side, false);
}
