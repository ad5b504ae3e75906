/**
 * Siege towers and rams on the move (rules 2.41, 4.31): the figures inside a tower or under a ram,
 * one per hex, push it in their movement step, 2 movement points a turn, straight ahead or straight
 * back along the line it was given as it came on, over flat ground and filled moat only; the
 * figures inside and on top go with it. A tower or a ram whose pushers fought in the last turn
 * does not move.
 */
import { refusal } from '../core/engine';
import type { Refusal, SideId } from '../core/types';
import { viewOf } from './board-cache';
import { EQUIP_NONE } from './board-view';
import { canAct, expectDecision, labelOf } from './common';
import type { Draft } from './draft';
import type { EngineState, FigureInfo, FigureState, SiegeAction, SiegeState } from './types';
import { occupantsOf } from './standing';

type MoveEngine = Extract<SiegeAction, { type: 'moveEngine' }>;

const MOVING_ENGINES: ReadonlySet<string> = new Set(['siege-tower', 'ram']);

/** Figures it takes to work an engine: one per hex, up to `enginePushers` (2.41, 4.31). */
export function pushersNeeded(state: SiegeState, engine: EngineState): number {
  return Math.min(state.fixed.constants.enginePushers, engine.cells.length);
}

/** The living figures inside a siege tower or under a ram (its lower level), by figure index. */
export function crewOf(state: SiegeState, engine: EngineState): number[] {
  const out: number[] = [];
  for (const cell of engine.cells) for (const index of occupantsOf(state, cell)) if (!(state.game.figures[index] as FigureState).onTop) out.push(index);
  return out;
}

/** The crew of `side` able to work the engine now, or null when it is not enough (or mixed with enemies). */
export function workingCrew(state: SiegeState, engine: EngineState, side: SideId, able: (index: number) => boolean): number[] | null {
  const crew = crewOf(state, engine);
  if (crew.some((index) => state.fixed.figures[index]?.side !== side)) return null;
  const working = crew.filter(able);
  return working.length >= pushersNeeded(state, engine) ? working : null;
}

export function engineIndex(state: SiegeState, id: unknown): number {
  return typeof id === 'string' ? state.game.engines.findIndex((engine) => engine.id === id) : -1;
}

/** A pusher may push if it can act, has not moved in this phase and did not attack in the last turn. */
function canPush(state: SiegeState, index: number): boolean {
  const figure = state.game.figures[index] as FigureState;
  const stamp = state.game.stamp;
  return canAct(figure) && figure.movedAt !== stamp && figure.winchAt !== stamp && figure.attackedAt < stamp - state.fixed.order.length;
}

const ENGINE_CREW = 'siege.refused.engineCrew';

/** Why `side` may not push engine `index` now, or null. */
function whyEngineStays(state: SiegeState, side: SideId, index: number): Refusal | null {
  const bar = engineBar(state, side, index);
  if (bar === null) return null;
  const engine = state.game.engines[index] as EngineState;
  return refusal(bar, bar === ENGINE_CREW ? { engine: engine.id, needed: pushersNeeded(state, engine) } : { engine: engine.id });
}

/** The key of `whyEngineStays`'s refusal, or null: the listings ask it of every engine, without making the refusal. */
function engineBar(state: SiegeState, side: SideId, index: number): string | null {
  const engine = state.game.engines[index] as EngineState;
  if (!MOVING_ENGINES.has(engine.kind)) return 'siege.refused.engineFixed';
  if (engine.movedAt === state.game.stamp) return 'siege.refused.engineMoved';
  const burning = viewOf(state).burning;
  for (const cell of engine.cells) if (burning[cell] === 1) return 'siege.refused.engineBurning';
  // Who is aboard, and among the crew (inside, not on top) who can act and who can push.
  let enemyAboard = false;
  let able = 0;
  let pushers = 0;
  for (const cell of engine.cells) {
    for (const figure of occupantsOf(state, cell)) {
      if (state.fixed.figures[figure]?.side !== side) enemyAboard = true;
      if ((state.game.figures[figure] as FigureState).onTop) continue;
      if (canAct(state.game.figures[figure] as FigureState)) able++;
      if (canPush(state, figure)) pushers++;
    }
  }
  if (enemyAboard) return 'siege.refused.engineEnemyInside';
  if (able < pushersNeeded(state, engine)) return ENGINE_CREW;
  if (pushers < pushersNeeded(state, engine)) return 'siege.refused.engineCrewBusy';
  return null;
}

/** Forward along the engine's line, or back; any way before its first move. */
function directionsOf(engine: EngineState): number[] {
  return engine.facing < 0 ? [0, 1, 2, 3, 4, 5] : [engine.facing, (engine.facing + 3) % 6];
}

/**
 * How far the engine can go towards `direction` with its points: each hex further costs the most
 * expensive of the hexes it enters, which must be open ground it may roll on (`engineGround`), free
 * of figures, equipment, ladders and fire, with no wall on the way.
 */
export function engineReach(state: SiegeState, engine: EngineState, direction: number): number {
  const { fixed, game } = state;
  const board = fixed.board;
  const view = viewOf(state);
  const ground = new Set(fixed.constants.engineGround.map((id) => board.terrainIndex[id]));
  let cells = engine.cells;
  let points = fixed.constants.engineMovePoints;
  let hexes = 0;
  for (;;) {
    const next = cells.map((cell) => board.neighbours[cell * 6 + direction] as number);
    if (next.some((cell, at) => cell < 0 || view.sidePassable[(cells[at] as number) * 6 + direction] === 0)) return hexes;
    let cost = 0;
    for (const cell of next) {
      if (cells.includes(cell)) continue;
      const kind = view.kind[cell] as number;
      const blocked = !ground.has(kind) || view.equip[cell] !== EQUIP_NONE || view.burning[cell] === 1 || occupantsOf(state, cell).length > 0 || game.ladders.some((ladder) => ladder.cell === cell) || game.barrels.some((barrel) => barrel.cell === cell);
      if (blocked) return hexes;
      cost = Math.max(cost, board.terrain[kind]?.foot ?? Infinity);
    }
    if (cost > points) return hexes;
    points -= cost;
    hexes++;
    cells = next;
  }
}

/** Whether engine `index` may roll in this phase at all (the first reasons of `whyEngineStays`, without making the refusal). */
function mayRoll(state: SiegeState, index: number): boolean {
  const engine = state.game.engines[index] as EngineState;
  return MOVING_ENGINES.has(engine.kind) && engine.movedAt !== state.game.stamp;
}

/** Every engine move open to `side` now: each way it may go, each number of hexes. */
export function legalEngineMoves(state: SiegeState, side: SideId, out: SiegeAction[]): void {
  state.game.engines.forEach((engine, index) => {
    if (!mayRoll(state, index) || engineBar(state, side, index) !== null) return;
    for (const direction of directionsOf(engine)) {
      const far = engineReach(state, engine, direction);
      for (let hexes = 1; hexes <= far; hexes++) out.push({ type: 'moveEngine', side, engine: engine.id, direction, hexes });
    }
  });
}

export function anyEngineMove(state: SiegeState, side: SideId): boolean {
  return state.game.engines.some((engine, index) => mayRoll(state, index) && engineBar(state, side, index) === null && directionsOf(engine).some((direction) => engineReach(state, engine, direction) > 0));
}

export function checkMoveEngine(state: SiegeState, action: MoveEngine): Refusal | null {
  const wrongTime = expectDecision(state, action.side, 'move');
  if (wrongTime) return wrongTime;
  const index = engineIndex(state, action.engine);
  if (index < 0) return refusal('siege.refused.unknownEngine', { engine: String(action.engine) });
  const why = whyEngineStays(state, action.side, index);
  if (why) return why;
  const engine = state.game.engines[index] as EngineState;
  if (!Number.isInteger(action.direction) || !directionsOf(engine).includes(action.direction)) return refusal('siege.refused.engineLine', { engine: engine.id });
  if (!Number.isInteger(action.hexes) || action.hexes < 1 || action.hexes > engineReach(state, engine, action.direction)) return refusal('siege.refused.engineTooFar', { engine: engine.id, hexes: String(action.hexes) });
  return null;
}

/** The engine rolls on; its crew and the figures on top go with it, and the crew's movement is spent. */
export function applyMoveEngine(d: Draft, action: MoveEngine): void {
  const { fixed } = d;
  const index = engineIndex(d.state, action.engine);
  const engine = d.game.engines[index] as EngineState;
  const pushers = workingCrew(d.state, engine, action.side, (figure) => canPush(d.state, figure)) as number[];
  const riders = engine.cells.flatMap((cell) => occupantsOf(d.state, cell));
  const step = (cell: number) => {
    let at = cell;
    for (let i = 0; i < action.hexes; i++) at = fixed.board.neighbours[at * 6 + action.direction] as number;
    return at;
  };
  const moved: EngineState = { ...engine, cells: engine.cells.map(step), facing: engine.facing < 0 ? action.direction : engine.facing, movedAt: d.game.stamp };
  d.setEngines(d.game.engines.map((other, at) => (at === index ? moved : other)));
  for (const rider of riders) {
    const figure = d.game.figures[rider] as FigureState;
    d.place(rider, step(figure.cell), figure.onTop);
  }
  for (const pusher of pushers) d.figure(pusher).movedAt = d.game.stamp;
  d.emit({
    key: 'siege.event.engineMoved',
    params: { engine: engine.id, from: labelOf(fixed, engine.cells[0] as number), to: labelOf(fixed, moved.cells[0] as number), hexes: action.hexes, units: pushers.map((pusher) => (fixed.figures[pusher] as FigureInfo).id).join(',') },
  });
}
