/**
 * Heuristic value of a SIEGE state for the greedy bot, from one side's point of view (its value
 * minus the other side's):
 * - figures by their counter's strength, less when wounded or stunned, nothing when dead; those of
 *   the side that holds out weigh more as the turns run out, since the other side has fewer left to
 *   clear them;
 * - for a side that must hold zones: how far its figures are from them, counting a wall that a
 *   ladder could be raised against as passable at a price, so that the attackers head for the
 *   ladders, carry them to the wall, raise them and climb; figures in the zones and turns held;
 * - for the other side: figures staying near the zones they defend, and one on the rampart each
 *   raised ladder leans on, to push it down;
 * - for a side that must hold zones, its siege towers and rams: worth more the nearer they are to
 *   the wall and the better manned, less when burning, nothing once burnt; a figure on top of a
 *   tower counts the way from there over the ramparts; each damage its rams did to the walls;
 * - a declared shot, melee, ladder push, ram blow, flaming arrow, fire fought or barrel of oil at
 *   its expected value over the die, so that the bot declares what is worth rolling for.
 */
import { MinHeap } from '../../board/algorithms/minHeap';
import { cachedPer } from '../core/cache';
import { ballistaOrigin } from './ballista';
import type { BoardView } from './board-view';
import { hexDistance, viewOf } from './board-cache';
import { aimAt, type Aim } from './fire-actions';
import { combatDataOf, profileIdOf } from './combat-data';
import { isRefusal, neighboursOf } from './common';
import { resolveBoilingOil } from './combat';
import { pushersNeeded } from './engines';
import { arrowColumn, fireRoll } from './fires';
import { profileOf, type FigureProfile } from './figures';
import { oddsOf } from './melee-actions';
import { dieTableResult, FIRE_CODES, MELEE_CODES, type DieTable, type ResultEffect, type SiegeCombatData } from './tables';
import { resolveFire } from './archery';
import type { FigureState, LadderState, PendingMelee, PendingOil, PendingShot, SiegeFixed, SiegeState } from './types';
import { occupantOf } from './standing';

const BASE_WORTH = 10;
const STATUS_FACTOR: Readonly<Record<FigureState['status'], number>> = { healthy: 1, stunned: 0.85, wounded: 0.55, dead: 0 };
const STEP = 0.6;
const FAR = 150;
const IN_ZONE = 12;
const HELD_TURN = 25;
const GUARD_STEP = 0.15;
const GUARD_FAR = 12;
const LADDER_STEP = 0.8;
const LADDER_UP = 10;
const LADDER_FETCH = 1;
/** For the side that does not hold zones: a figure on the rampart a raised ladder leans on, where it can push it down; less per hex away. */
const LADDER_GUARD = 8;
const LADDER_GUARD_STEP = 0.6;
/** A bearer standing on a lying ladder, ready to carry it. */
const LADDER_HELD = 3;
/** Extra price of a wall with no ladder against it yet, on top of climbing one. */
const WALL_TOLL = 6;
/** A siege tower or ram: its worth whole, less per hex from the wall; each figure of its crew; burning; a wall's damage. */
const ENGINE_WORTH = 30;
const ENGINE_STEP = 2;
const ENGINE_CREW = 3;
const ENGINE_BURNING = 12;
const WALL_DAMAGE = 8;
const PRESSURE = 2;

/** Attack plus defence of each figure's healthy counter, on foot (index * 2) and mounted (index * 2 + 1). */
const strengthsOf = cachedPer((fixed: SiegeFixed): Float64Array => {
  const data = combatDataOf(fixed);
  const table = new Float64Array(fixed.figures.length * 2);
  fixed.figures.forEach((info, index) => {
    for (const mounted of [false, true]) {
      const profile = profileOf(data.profiles, profileIdOf(info, { mounted } as FigureState)) as FigureProfile | undefined;
      table[index * 2 + (mounted ? 1 : 0)] = profile ? profile.healthy.attack + profile.healthy.defense : 0;
    }
  });
  return table;
});

function worth(state: SiegeState, index: number): number {
  const figure = state.game.figures[index] as FigureState;
  const strength = strengthsOf(state.fixed)[index * 2 + (figure.mounted ? 1 : 0)] as number;
  return (BASE_WORTH + strength) * STATUS_FACTOR[figure.status] * (goalsOf(state.fixed).holding[index] === 1 ? 1 : pressureOf(state));
}

/**
 * How much more a figure of the side that holds out counts as the game runs out: the side that must
 * take the zones has fewer turns left to clear them, so each of those figures still standing weighs
 * more (up to 1 + PRESSURE at the last turn). 1 when no side must hold zones.
 */
function pressureOf(state: SiegeState): number {
  const { fixed } = state;
  if (goalsOf(fixed).holders.size === 0) return 1;
  return 1 + (PRESSURE * Math.min(state.turn, fixed.constants.turnLimit)) / Math.max(1, fixed.constants.turnLimit);
}

/** Per game, the objective fields worked out so far, by board view (the last one asked for kept aside). */
const fields = cachedPer((_fixed: SiegeFixed): { byView: WeakMap<BoardView, Float64Array>; last: BoardView | null; lastField: Float64Array | null } => ({ byView: new WeakMap(), last: null, lastField: null }));

/**
 * Cost on foot from every hex to the nearest objective hex, on the board as it stands; a wall a
 * ladder could be raised against counts as a climb (3 + 4 points) plus a toll. FAR when unreachable.
 * Worked out once per view: boards whose tokens stand alike share it.
 */
export function objectiveField(state: SiegeState): Float64Array {
  const view = viewOf(state);
  const known = fields(state.fixed);
  if (known.last === view && known.lastField) return known.lastField;
  let field = known.byView.get(view);
  if (!field) {
    field = fieldOn(state.fixed, view);
    known.byView.set(view, field);
  }
  known.last = view;
  known.lastField = field;
  return field;
}

function fieldOn(fixed: SiegeFixed, view: BoardView): Float64Array {
  const board = fixed.board;
  const n = board.cellCount;
  const field = new Float64Array(n).fill(Infinity);
  const heap = new MinHeap(64);
  for (const objective of fixed.objectives) {
    for (const zone of objective.zones) {
      for (const cell of zone) {
        field[cell] = 0;
        heap.push(cell, 0);
      }
    }
  }
  const climb = fixed.constants.ladderClimbCost + fixed.constants.ladderToRampartCost + WALL_TOLL;
  while (heap.size > 0) {
    const key = heap.peekKey();
    const cell = heap.pop();
    if (key > (field[cell] as number)) continue;
    // Relax the hexes `from` that step into `cell`.
    for (const from of neighboursOf(fixed, cell)) {
      let side = 0;
      while (side < 6 && board.neighbours[from * 6 + side] !== cell) side++;
      let step = side < 6 ? (view.stepFoot[from * 6 + side] as number) : -1;
      if (step < 0 && view.kind[cell] === board.special.rampart && board.castle[from] === 0 && view.enterFoot[from] as number >= 0) step = climb;
      if (step < 0) continue;
      const total = key + step;
      if (total < (field[from] as number)) {
        field[from] = total;
        heap.push(from, total);
      }
    }
  }
  for (let cell = 0; cell < n; cell++) if (!Number.isFinite(field[cell] as number)) field[cell] = FAR;
  return field;
}

interface Goals {
  /** Sides that must hold zones. */
  readonly holders: ReadonlySet<string>;
  /** 1 for each figure whose side must hold zones. */
  readonly holding: Uint8Array;
  /** 1 for each hex of a zone to hold. */
  readonly zone: Uint8Array;
}

const goalsOf = cachedPer((fixed: SiegeFixed): Goals => {
  const holders = new Set(fixed.objectives.map((objective) => objective.side));
  const zone = new Uint8Array(fixed.board.cellCount);
  for (const objective of fixed.objectives) for (const cells of objective.zones) for (const cell of cells) zone[cell] = 1;
  return { holders, holding: Uint8Array.from(fixed.figures.map((figure) => (holders.has(figure.side) ? 1 : 0))), zone };
});

/**
 * What each figure adds to `boardValue` (its worth, less its way to the zones or plus its guard of
 * them) and where it stands for the ladders and engines, kept from one call to the next for the
 * board view and turn it was worked out for. A look ahead scores states that differ by a figure or two
 * and share the other figures' objects, so only a figure whose object changed is worked out again;
 * the sum is still taken in figure order, so the value is the very same.
 */
interface Ledger {
  view: BoardView | null;
  pressure: number;
  /** The figure object each entry was worked out for. */
  readonly figures: (FigureState | null)[];
  /** Nothing for a dead figure. */
  readonly own: Float64Array;
  /** The hex of a living figure of a side that must hold zones, on the board, when there are zones; else -1. */
  readonly holderCell: Int32Array;
  /** The hex of a living figure of such a side at the lower level (the crew of an engine there); else -1. */
  readonly crewCell: Int32Array;
  /** The hex of a living figure of another side, on the board; else -1. */
  readonly guardCell: Int32Array;
  /** Per hex, how many figures of `crewCell` stand there. */
  readonly crewAt: Int16Array;
}

function emptyLedger(n: number, cells: number): Ledger {
  const figures = new Array<FigureState | null>(n).fill(null);
  return { view: null, pressure: NaN, figures, own: new Float64Array(n), holderCell: new Int32Array(n), crewCell: new Int32Array(n).fill(-1), guardCell: new Int32Array(n), crewAt: new Int16Array(cells) };
}

/** One ledger per game, moved to whichever state is scored. */
const ledgers = cachedPer((fixed: SiegeFixed): { ledger: Ledger } => ({ ledger: emptyLedger(fixed.figures.length, fixed.board.cellCount) }));

/** For each side, 1 for each figure of its own and -1 for each other. */
const ownedBy = cachedPer((fixed: SiegeFixed): Map<string, Int8Array> => {
  const out = new Map<string, Int8Array>();
  for (const figure of fixed.figures) if (!out.has(figure.side)) out.set(figure.side, Int8Array.from(fixed.figures.map((other) => (other.side === figure.side ? 1 : -1))));
  return out;
});

/** -1 for every figure, for a side that has none. */
const strangers = cachedPer((fixed: SiegeFixed): Int8Array => new Int8Array(fixed.figures.length).fill(-1));

/** Works out figure `index`'s entry of the ledger afresh. */
function enter(state: SiegeState, ledger: Ledger, index: number, figure: FigureState, field: Float64Array | null, pressure: number): void {
  const { holding, zone } = goalsOf(state.fixed);
  const holds = holding[index] === 1;
  const cell = figure.cell;
  const crewCell = figure.status !== 'dead' && cell >= 0 && cell < ledger.crewAt.length && holds && !figure.onTop ? cell : -1;
  const crewBefore = ledger.crewCell[index] as number;
  if (crewBefore !== crewCell) {
    if (crewBefore >= 0) ledger.crewAt[crewBefore]!--;
    if (crewCell >= 0) ledger.crewAt[crewCell]!++;
    ledger.crewCell[index] = crewCell;
  }
  ledger.figures[index] = figure;
  ledger.holderCell[index] = -1;
  ledger.guardCell[index] = -1;
  if (figure.status === 'dead') {
    ledger.own[index] = 0;
    return;
  }
  if (cell >= 0 && !holds) ledger.guardCell[index] = cell;
  const strength = strengthsOf(state.fixed);
  let own = (BASE_WORTH + (strength[index * 2 + (figure.mounted ? 1 : 0)] as number)) * STATUS_FACTOR[figure.status] * (holds ? 1 : pressure);
  if (field && cell >= 0) {
    const distance = Math.min(FAR, figure.onTop ? fromTowerTop(state, field, cell) : (field[cell] as number));
    own -= holds ? STEP * distance : GUARD_STEP * Math.min(GUARD_FAR, distance);
    if (zone[cell] === 1) own += holds ? IN_ZONE : IN_ZONE / 2;
    if (holds) ledger.holderCell[index] = cell;
  }
  ledger.own[index] = own;
}

/** Per hex, hexes to every other (rows worked out as asked: a few ladder and rampart hexes). */
const distanceRows = cachedPer((fixed: SiegeFixed): (Int16Array | undefined)[] => new Array<Int16Array | undefined>(fixed.board.cellCount));

function distancesFrom(fixed: SiegeFixed, cell: number): Int16Array {
  const rows = distanceRows(fixed);
  let row = rows[cell];
  if (!row) {
    row = new Int16Array(fixed.board.cellCount);
    for (let other = 0; other < row.length; other++) row[other] = hexDistance(fixed, cell, other);
    rows[cell] = row;
  }
  return row;
}

/**
 * Both sides' figures, their distance to the zones, the zones held and the ladders, in one pass,
 * from `side`'s point of view.
 */
function boardValue(state: SiegeState, side: string): number {
  const { fixed, game } = state;
  const { holders } = goalsOf(fixed);
  const field = fixed.objectives.length > 0 ? objectiveField(state) : null;
  const pressure = pressureOf(state);
  const figures = game.figures;
  const held = ledgers(fixed);
  if (figures.length !== held.ledger.own.length) held.ledger = emptyLedger(figures.length, fixed.board.cellCount);
  const ledger = held.ledger;
  const view = viewOf(state);
  const fresh = ledger.view !== view || ledger.pressure !== pressure;
  ledger.view = view;
  ledger.pressure = pressure;
  const { own, holderCell } = ledger;
  const mine = ownedBy(fixed).get(side) ?? strangers(fixed);
  const ladders = game.ladders;
  const first = ladders[0];
  const second = ladders[1];
  const toFirst = first && !first.vertical ? distancesFrom(fixed, first.cell) : null;
  const toSecond = second && !second.vertical ? distancesFrom(fixed, second.cell) : null;
  // Nearest figure of a side that must hold zones to each of the first two lying ladders.
  let nearest0 = FAR;
  let nearest1 = FAR;
  let value = 0;
  for (let index = 0; index < figures.length; index++) {
    const figure = figures[index] as FigureState;
    if (fresh || ledger.figures[index] !== figure) enter(state, ledger, index, figure, field, pressure);
    const cell = holderCell[index] as number;
    if (cell >= 0) {
      if (toFirst) nearest0 = Math.min(nearest0, toFirst[cell] as number);
      if (toSecond) nearest1 = Math.min(nearest1, toSecond[cell] as number);
    }
    // ±1 times the worth is the worth or its opposite exactly; a dead figure's 0 leaves the sum as it was.
    value += (mine[index] as number) * (own[index] as number);
  }
  for (let index = 0; index < fixed.objectives.length; index++) {
    value += ((fixed.objectives[index] as SiegeFixed['objectives'][number]).side === side ? 1 : -1) * HELD_TURN * (game.held[index] ?? 0);
  }
  if (!field || holders.size === 0) return value;
  const sign = holders.has(side) ? 1 : -1;
  for (let index = 0; index < ladders.length; index++) {
    const ladder = ladders[index] as LadderState;
    if (ladder.vertical) {
      value += sign * (LADDER_UP - ladderGuard(state, ledger, ladder.facing));
      continue;
    }
    const nearest = index === 0 ? nearest0 : index === 1 ? nearest1 : FAR;
    const fetched = nearest === 0 ? LADDER_HELD : -LADDER_FETCH * nearest;
    value += sign * (fetched - LADDER_STEP * Math.min(FAR, field[ladder.cell] as number));
  }
  return value + sign * engineValue(state, ledger);
}

/**
 * How well the side that does not hold zones guards the rampart a raised ladder leans on: a figure
 * of its own there (the one who may push the ladder down), less for each hex the nearest is away.
 */
function ladderGuard(state: SiegeState, ledger: Ledger, rampart: number): number {
  const distances = distancesFrom(state.fixed, rampart);
  const { guardCell } = ledger;
  let nearest = FAR;
  for (let index = 0; index < guardCell.length && nearest > 0; index++) {
    const cell = guardCell[index] as number;
    if (cell >= 0) nearest = Math.min(nearest, distances[cell] as number);
  }
  return Math.max(0, LADDER_GUARD - LADDER_GUARD_STEP * nearest);
}

/** From the top of a siege tower: over a rampart beside it (2 points), else down and on foot. */
function fromTowerTop(state: SiegeState, field: Float64Array, cell: number): number {
  const view = viewOf(state);
  const step = state.fixed.board.constants.siegeTowerToRampartCost;
  let best = (field[cell] as number) + state.fixed.board.constants.siegeTowerClimbCost;
  for (const next of neighboursOf(state.fixed, cell)) if (view.kind[next] === state.fixed.board.special.rampart) best = Math.min(best, step + (field[next] as number));
  return best;
}

/**
 * What the holders' siege towers and rams and the walls' damage are worth but for their crews, and
 * each engine's hexes and the crew it needs, for the engines, fires and damage last asked about
 * (states of a look ahead mostly share those lists). Whole numbers: their sum is the same in any order.
 */
interface EngineWorth {
  engines: SiegeState['game']['engines'] | null;
  fires: SiegeState['game']['fires'] | null;
  damage: SiegeState['game']['damage'] | null;
  base: number;
  readonly crews: { readonly cells: readonly number[]; readonly needed: number }[];
}

const engineWorths = cachedPer((_fixed: SiegeFixed): EngineWorth => ({ engines: null, fires: null, damage: null, base: 0, crews: [] }));

/** The holders' siege towers and rams (their crews as the ledger places them), and the damage their rams did to the walls. */
function engineValue(state: SiegeState, ledger: Ledger): number {
  const { game } = state;
  const worth = engineWorths(state.fixed);
  if (worth.engines !== game.engines || worth.fires !== game.fires || worth.damage !== game.damage) {
    worth.engines = game.engines;
    worth.fires = game.fires;
    worth.damage = game.damage;
    worth.base = 0;
    worth.crews.length = 0;
    for (const engine of game.engines) {
      if (engine.kind !== 'siege-tower' && engine.kind !== 'ram') continue;
      let burning = false;
      for (const cell of engine.cells) for (const fire of game.fires) if (fire.cell === cell) burning = true;
      worth.base += ENGINE_WORTH - ENGINE_STEP * wallDistance(state, engine.cells) - (burning ? ENGINE_BURNING : 0);
      worth.crews.push({ cells: engine.cells, needed: pushersNeeded(state, engine) });
    }
    for (const wall of game.damage) worth.base += WALL_DAMAGE * wall.steps;
  }
  const { crewAt } = ledger;
  let value = worth.base;
  for (const { cells, needed } of worth.crews) {
    let crew = 0;
    for (const cell of cells) crew += crewAt[cell] as number;
    value += ENGINE_CREW * Math.min(crew, needed);
  }
  return value;
}

/** Per hex, hexes to the nearest rampart, less one (found once per game: engines ask at every look ahead). */
const wallDistancesOf = cachedPer((fixed: SiegeFixed): readonly number[] => {
  const ramparts = fixed.board.cellTerrain.flatMap((kind, cell) => (kind === fixed.board.special.rampart ? [cell] : []));
  return fixed.labels.map((_, cell) => ramparts.reduce((best, rampart) => Math.min(best, hexDistance(fixed, cell, rampart) - 1), FAR));
});

/** Hexes from the nearest of `cells` to the nearest rampart. */
function wallDistance(state: SiegeState, cells: readonly number[]): number {
  const distances = wallDistancesOf(state.fixed);
  let best = FAR;
  for (const cell of cells) best = Math.min(best, distances[cell] ?? FAR);
  return best;
}

/** Change of one side's value a result brings, per unit of figure worth. */
const HIT_LOSS = { stun: 0.15, wound: 0.45, kill: 1 } as const;
const RETREAT_LOSS = 0.05;

function effectLoss(effect: ResultEffect, role: 'attackers' | 'defenders'): number {
  const hit = role === 'attackers' ? effect.attackerHit : effect.defenderHit;
  let loss = hit ? HIT_LOSS[hit] : 0;
  if (effect.retreat?.side === role) loss += RETREAT_LOSS;
  return loss;
}

/** Expected worth the attackers and the defenders of a declared melee lose over the die. */
function meleeExpectation(state: SiegeState, pending: PendingMelee, data: SiegeCombatData): { attackers: number; defenders: number } {
  const odds = oddsOf(state, pending.attackers, pending.defenders);
  if (!odds.ok) return { attackers: 0, defenders: 0 };
  const table = data.melee[odds.value.table];
  const codes = MELEE_CODES[odds.value.table];
  let attackers = 0;
  let defenders = 0;
  for (let die = 1; die <= data.faces; die++) {
    const effect = codes[table.byDie[die]?.[odds.value.columnIndex] ?? ''] ?? {};
    attackers += effectLoss(effect, 'attackers');
    defenders += effectLoss(effect, 'defenders');
  }
  const scale = (indices: readonly number[]) => Math.min(...indices.map((index) => worth(state, index)));
  return { attackers: (attackers / data.faces) * scale(pending.attackers), defenders: (defenders / data.faces) * scale(pending.defenders) };
}

function shotExpectation(state: SiegeState, pending: PendingShot, data: SiegeCombatData): number {
  const aim = aimAt(state, pending.shooter, pending.target, pending.engine === undefined ? undefined : ballistaOrigin(state, pending.engine));
  if (isRefusal(aim)) return 0;
  const odds = (aim as Aim).odds;
  let loss = 0;
  for (let roll = 1; roll <= data.faces; roll++) {
    const resolved = resolveFire(data, odds, roll);
    if (!resolved.ok) continue;
    const effect = FIRE_CODES[odds.table][resolved.value.code] ?? {};
    loss += effectLoss(effect, 'defenders');
  }
  return (loss / data.faces) * worth(state, pending.target);
}

/** Expected value of the die still to roll, for `side`. */
function pendingValue(state: SiegeState, side: string, data: SiegeCombatData): number {
  const roll = state.game.roll;
  if (!roll) return 0;
  const { fixed, game } = state;
  if (roll.kind === 'melee') {
    const expected = meleeExpectation(state, roll, data);
    const attacking = fixed.figures[roll.attackers[0] as number]?.side === side;
    return attacking ? expected.defenders - expected.attackers : expected.attackers - expected.defenders;
  }
  if (roll.kind === 'fire') {
    const loss = shotExpectation(state, roll, data);
    return fixed.figures[roll.shooter]?.side === side ? loss : -loss;
  }
  const holding = goalsOf(fixed).holders;
  const forHolders = holding.has(side) ? 1 : -1;
  switch (roll.kind) {
    case 'pound':
      return forHolders * chanceOf(data, (die) => dieTableResult(data.dieTables['pounding'] as DieTable, die + roll.modifier, (data.dieTables['pounding'] as DieTable).columns.indexOf(roll.column)) === 'D') * WALL_DAMAGE;
    case 'extinguish':
      return forHolders * chanceOf(data, (die) => fireRoll(state, 'extinguish', die) === 'D') * ENGINE_BURNING;
    case 'fireArrow':
      return -forHolders * chanceOf(data, (die) => fireRoll(state, arrowColumn(state, roll.cell), die) === 'F') * ENGINE_BURNING;
    case 'oil':
      return oilValue(state, side, roll, data);
    case 'push':
      break;
  }
  const chance = fixed.constants.ladderPushMax / data.faces;
  const pushing = fixed.figures[roll.pusher]?.side === side;
  const ladder = game.ladders[roll.ladder];
  const stake = LADDER_UP + (ladder ? LADDER_STEP * 2 : 0);
  return pushing ? chance * stake : -chance * stake;
}

/** The chance that a die roll meets `hits`. */
function chanceOf(data: SiegeCombatData, hits: (die: number) => boolean): number {
  let count = 0;
  for (let die = 1; die <= data.faces; die++) if (hits(die)) count++;
  return count / data.faces;
}

/** Boiling oil: the 8-1 attack's expected loss to the figure below (times the chance the engine over it burns). */
function oilValue(state: SiegeState, side: string, pending: PendingOil, data: SiegeCombatData): number {
  const victim = occupantOf(state, pending.cell);
  if (victim < 0) return 0;
  let loss = 0;
  for (let die = 1; die <= data.faces; die++) {
    const resolved = resolveBoilingOil(data, die);
    if (resolved.ok) loss += effectLoss(MELEE_CODES.foot[resolved.value.code] ?? {}, 'defenders');
  }
  const burns = pending.sheltered ? chanceOf(data, (die) => fireRoll(state, 'oil-barrel', die) === 'F') : 1;
  const expected = (loss / data.faces) * burns * worth(state, victim);
  return state.fixed.figures[pending.unit]?.side === side ? expected : -expected;
}

export function scoreOf(state: SiegeState, side: string): number {
  const data = combatDataOf(state.fixed);
  return pendingValue(state, side, data) + boardValue(state, side);
}
