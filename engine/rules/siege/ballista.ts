/**
 * The ballista (rule 3.4): it shoots in the first fire step, as crossbows do, once every three
 * turns, worked by two able figures beside it, one of them an engineer (wounded or not). Its bolt
 * never flies over a figure, and its result is read in the ballista's column of the fire tables;
 * the engineer counts "blessé ou non", so a wounded crew does not make it aim worse. Nobody passes
 * through its hex, and lines of fire do not cross it (the board's data).
 */
import { refusal } from '../core/engine';
import type { Refusal, SideId } from '../core/types';
import type { ShotOrigin } from './fire-lines';
import { describeFireOdds } from './archery';
import { canAct, expectDecision, figureIndex, isRefusal, labelOf, neighboursOf } from './common';
import type { Draft } from './draft';
import { engineIndex } from './engines';
import { aimAt, faceTheShot, type Aim } from './fire-actions';
import type { EngineState, FigureInfo, FigureState, PendingShot, SiegeAction, SiegeState } from './types';
import { occupantOf } from './standing';

type FireBallista = Extract<SiegeAction, { type: 'fireBallista' }>;

const WEAPON = 'ballista';
const ENGINEER = 'engineer';

/** Where a ballista's bolt leaves from. */
export function ballistaOrigin(state: SiegeState, id: string): ShotOrigin {
  const engine = state.game.engines[engineIndex(state, id)] as EngineState;
  return { cell: engine.cells[0] as number, weapon: WEAPON };
}

/**
 * The crew of `side` that may work the ballista in this first fire step: its engineer first, then
 * as many helpers as it needs, beside it, able and not having shot yet; null when short of them.
 */
export function ballistaCrew(state: SiegeState, engine: EngineState, side: SideId): number[] | null {
  const { fixed, game } = state;
  const able = neighboursOf(fixed, engine.cells[0] as number)
    .map((cell) => occupantOf(state, cell))
    .filter((index) => index >= 0 && fixed.figures[index]?.side === side && canAct(game.figures[index] as FigureState) && (game.figures[index] as FigureState).shot1At !== game.stamp)
    .sort((a, b) => a - b);
  const engineer = able.find((index) => fixed.figures[index]?.profile === ENGINEER);
  if (engineer === undefined) return null;
  const crew = [engineer, ...able.filter((index) => index !== engineer)].slice(0, fixed.constants.ballistaCrew);
  return crew.length >= fixed.constants.ballistaCrew ? crew : null;
}

/** Why `side` may not shoot ballista `index` now, or null. */
function whyBallistaWaits(state: SiegeState, side: SideId, index: number): Refusal | null {
  const engine = state.game.engines[index] as EngineState;
  const params = { engine: engine.id };
  if (engine.kind !== WEAPON) return refusal('siege.refused.notABallista', params);
  if (!state.phase.endsWith(':fire-1')) return refusal('siege.refused.ballistaFirstFire', params);
  if (engine.readyFrom > state.turn) return refusal('siege.refused.ballistaNotReady', { engine: engine.id, turn: engine.readyFrom });
  if (ballistaCrew(state, engine, side) === null) return refusal('siege.refused.ballistaCrew', { engine: engine.id, crew: state.fixed.constants.ballistaCrew });
  return null;
}

function aimOf(state: SiegeState, engine: EngineState, side: SideId, target: number): Aim | Refusal {
  const crew = ballistaCrew(state, engine, side) as number[];
  return aimAt(state, crew[0] as number, target, ballistaOrigin(state, engine.id));
}

export function legalBallistaShots(state: SiegeState, side: SideId, out: SiegeAction[], limit = Infinity): void {
  const { fixed, game } = state;
  game.engines.forEach((engine, index) => {
    if (engine.kind !== WEAPON || whyBallistaWaits(state, side, index) !== null) return;
    for (let target = 0; target < fixed.figures.length && out.length < limit; target++) {
      const figure = game.figures[target] as FigureState;
      if (fixed.figures[target]?.side === side || figure.cell < 0 || figure.status === 'dead') continue;
      if (!isRefusal(aimOf(state, engine, side, target))) out.push({ type: 'fireBallista', side, engine: engine.id, target: fixed.figures[target]?.id as string });
    }
  });
}

export function checkBallista(state: SiegeState, action: FireBallista): Refusal | null {
  const wrongTime = expectDecision(state, action.side, 'fire');
  if (wrongTime) return wrongTime;
  const index = engineIndex(state, action.engine);
  if (index < 0) return refusal('siege.refused.unknownEngine', { engine: String(action.engine) });
  const why = whyBallistaWaits(state, action.side, index);
  if (why) return why;
  const target = figureIndex(state.fixed, action.target);
  const info = state.fixed.figures[target];
  if (!info) return refusal('siege.refused.unknownUnit', { unit: String(action.target) });
  if (info.side === action.side) return refusal('siege.refused.notAnEnemy', { target: info.id });
  const aim = aimOf(state, state.game.engines[index] as EngineState, action.side, target);
  return isRefusal(aim) ? aim : null;
}

/** The crew aims: its fire step is spent, the ballista's next shot is three turns away; the die comes next. */
export function applyBallista(d: Draft, action: FireBallista, before: SiegeState): void {
  const index = engineIndex(before, action.engine);
  const engine = before.game.engines[index] as EngineState;
  const crew = ballistaCrew(before, engine, action.side) as number[];
  const target = figureIndex(before.fixed, action.target);
  const aim = aimOf(before, engine, action.side, target) as Aim;
  for (const member of crew) d.figure(member).shot1At = d.game.stamp;
  faceTheShot(d, before, target, engine.cells[0] as number);
  d.setEngines(d.game.engines.map((other, at) => (at === index ? { ...other, readyFrom: d.state.turn + d.fixed.constants.ballistaReloadTurns } : other)), false);
  const pending: PendingShot = { kind: 'fire', shooter: crew[0] as number, target, distance: aim.distance, band: aim.odds.band as PendingShot['band'], cover: aim.cover, modifier: aim.odds.modifier, engine: engine.id };
  d.setRoll(pending);
  d.setPending([{ side: action.side, kind: 'roll' }]);
  const units = crew.map((member) => (d.fixed.figures[member] as FigureInfo).id).join(',');
  d.emit({ key: 'siege.event.ballistaAimed', params: { engine: engine.id, units, target: action.target, distance: aim.distance, cover: aim.cover, cell: labelOf(d.fixed, engine.cells[0] as number) } });
  for (const line of describeFireOdds(aim.odds)) d.emit(line);
}
