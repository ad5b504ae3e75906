/**
 * Copy-on-write writer for one Rivet Wars action (the pattern of the core README): the root and the
 * game record are copied once when the draft opens; every list (figures, hands, piles, points ...)
 * is copied the first time it is written in the action, and each figure the first time it is
 * written. Branches left alone stay shared with the previous state, which is never modified.
 */
import type { Mutable } from '../core/copy';
import { DraftEnvelope } from '../core/draft';
import type { Emit } from '../core/types';
import { occupancy, rememberOccupancy, type Occupancy } from './common';
import type { ActorState, FigureState, GasCloud, PendingAttack, PendingBarrage, RetreatState, RwFixed, RwGame, RwState, TurnKills } from './types';

export function copyGame(game: RwGame): Mutable<RwGame> {
  return {
    order: game.order,
    stamp: game.stamp,
    figures: game.figures,
    wire: game.wire,
    gas: game.gas,
    flags: game.flags,
    vp: game.vp,
    dp: game.dp,
    infantryDp: game.infantryDp,
    rivets: game.rivets,
    free: game.free,
    level: game.level,
    hands: game.hands,
    missions: game.missions,
    actionPile: game.actionPile,
    actionDiscard: game.actionDiscard,
    missionPile: game.missionPile,
    missionDiscard: game.missionDiscard,
    activeGrid: game.activeGrid,
    active: game.active,
    activatedWith: game.activatedWith,
    activated: game.activated,
    actor: game.actor,
    attack: game.attack,
    barrage: game.barrage,
    retreat: game.retreat,
    deviation: game.deviation,
    boost: game.boost,
    kills: game.kills,
    captured: game.captured,
    tied: game.tied,
    result: game.result,
  };
}

export function copyFigure(figure: FigureState): Mutable<FigureState> {
  return {
    grid: figure.grid,
    cells: figure.cells,
    damage: figure.damage,
    host: figure.host,
    deployed: figure.deployed,
    assaultAt: figure.assaultAt,
    arrangedAt: figure.arrangedAt,
  };
}

/** Per-side number lists of the game. */
export type SideNumbers = 'vp' | 'dp' | 'infantryDp' | 'rivets' | 'free' | 'level';
/** Card lists shared by the sides. */
export type Pile = 'actionPile' | 'actionDiscard' | 'missionPile' | 'missionDiscard';
type ListKey = SideNumbers | Pile | 'wire' | 'gas' | 'flags' | 'hands' | 'missions';
/** One bit per list, set once the list is a copy of this action's own. */
const LIST_BITS: Readonly<Record<ListKey, number>> = {
  vp: 1,
  dp: 2,
  infantryDp: 4,
  rivets: 8,
  free: 16,
  level: 32,
  actionPile: 64,
  actionDiscard: 128,
  missionPile: 256,
  missionDiscard: 512,
  wire: 1024,
  gas: 2048,
  flags: 4096,
  hands: 8192,
  missions: 16384,
};

interface MutableOccupancy {
  readonly taken: number[];
  readonly owner: number[];
  readonly units: (readonly number[] | undefined)[];
  readonly held: number[][];
}

function leave(occupied: MutableOccupancy, grid: number, index: number, cells: number, side: number): void {
  occupied.taken[grid] = (occupied.taken[grid] as number) & ~cells;
  const units = (occupied.units[grid] ?? []).filter((unit) => unit !== index);
  if (units.length > 0) {
    occupied.units[grid] = units;
    return;
  }
  occupied.units[grid] = undefined;
  occupied.owner[grid] = -1;
  const held = occupied.held[side] as number[];
  held.splice(held.indexOf(grid), 1);
}

function enter(occupied: MutableOccupancy, grid: number, index: number, cells: number, side: number): void {
  occupied.taken[grid] = (occupied.taken[grid] as number) | cells;
  const before = occupied.units[grid];
  if (before) {
    // Kept in figure order, as a fresh count would list them.
    const units = before.slice();
    let at = units.length;
    while (at > 0 && (units[at - 1] as number) > index) at--;
    units.splice(at, 0, index);
    occupied.units[grid] = units;
    return;
  }
  occupied.units[grid] = [index];
  occupied.owner[grid] = side;
  const held = occupied.held[side] as number[];
  let at = held.length;
  while (at > 0 && (held[at - 1] as number) > grid) at--;
  held.splice(at, 0, grid);
}

export class Draft extends DraftEnvelope<RwFixed, RwGame> {
  private readonly before: RwGame;
  private figuresCopy: Mutable<FigureState>[] | null = null;
  private copied = 0;
  private handCopied: boolean[] | null = null;
  private missionCopied: boolean[] | null = null;
  private occupied: MutableOccupancy | null = null;

  constructor(state: RwState, emit: Emit) {
    super(state, emit, copyGame(state.game));
    this.before = state.game;
  }

  override get game(): Mutable<RwGame> {
    return this.gameCopy;
  }

  figure(index: number): Mutable<FigureState> {
    if (!this.figuresCopy) {
      this.figuresCopy = this.gameCopy.figures.slice() as Mutable<FigureState>[];
      this.gameCopy.figures = this.figuresCopy;
    }
    const figure = this.figuresCopy[index] as FigureState;
    return figure === this.before.figures[index] ? (this.figuresCopy[index] = copyFigure(figure)) : (figure as Mutable<FigureState>);
  }

  /** Who stands where now: the state's before the action, patched by every `place` since. */
  occupancy(): Occupancy {
    return this.occupied ?? occupancy({ fixed: this.fixed, game: this.before });
  }

  /**
   * Puts a unit in `grid`, covering `cells` (-1 and 0: back in the box). The one way a figure's
   * position changes, so that who stands where is patched rather than worked out again.
   */
  place(index: number, grid: number, cells: number): void {
    const figure = this.figure(index);
    const occupied = this.ownOccupancy();
    const side = (this.fixed.figures[index] as { side: number }).side;
    if (figure.grid >= 0) leave(occupied, figure.grid, index, figure.cells, side);
    figure.grid = grid;
    figure.cells = cells;
    if (grid >= 0) enter(occupied, grid, index, cells, side);
  }

  /** The occupancy tables as this action's own copy, to patch. */
  private ownOccupancy(): MutableOccupancy {
    if (!this.occupied) {
      const from = occupancy({ fixed: this.fixed, game: this.before });
      this.occupied = { taken: from.taken.slice(), owner: from.owner.slice(), units: from.units.slice(), held: from.held.map((grids) => grids.slice()) };
      // Code reading the draft's state through `occupancy(state)` finds these tables, patched in place from now on.
      rememberOccupancy(this.gameCopy.figures, this.occupied);
    }
    return this.occupied as MutableOccupancy;
  }

  private list<T>(key: ListKey): T[] {
    const game = this.gameCopy as unknown as Record<ListKey, T[]>;
    const bit = LIST_BITS[key];
    if ((this.copied & bit) === 0) {
      this.copied |= bit;
      game[key] = game[key].slice();
    }
    return game[key];
  }

  numbers(key: SideNumbers): number[] {
    return this.list<number>(key);
  }

  add(key: SideNumbers, side: number, amount: number): void {
    if (amount === 0) return;
    const list = this.numbers(key);
    list[side] = (list[side] as number) + amount;
  }

  set(key: SideNumbers, side: number, value: number): void {
    if (this.gameCopy[key][side] === value) return;
    this.numbers(key)[side] = value;
  }

  pile(key: Pile): string[] {
    return this.list<string>(key);
  }

  wire(): number[] {
    return this.list<number>('wire');
  }

  gas(): GasCloud[] {
    return this.list<GasCloud>('gas');
  }

  flags(): number[] {
    return this.list<number>('flags');
  }

  hand(side: number): string[] {
    const hands = this.list<string[]>('hands');
    this.handCopied ??= hands.map(() => false);
    if (!this.handCopied[side]) {
      this.handCopied[side] = true;
      hands[side] = (hands[side] as string[]).slice();
    }
    return hands[side] as string[];
  }

  missions(side: number): string[] {
    const missions = this.list<string[]>('missions');
    this.missionCopied ??= missions.map(() => false);
    if (!this.missionCopied[side]) {
      this.missionCopied[side] = true;
      missions[side] = (missions[side] as string[]).slice();
    }
    return missions[side] as string[];
  }

  setActive(grid: number, units: readonly number[]): void {
    this.gameCopy.activeGrid = grid;
    this.gameCopy.active = units;
    if (grid < 0) this.gameCopy.activatedWith = [];
  }

  setActor(actor: ActorState | null): void {
    this.gameCopy.actor = actor;
  }

  setAttack(attack: PendingAttack | null): void {
    this.gameCopy.attack = attack;
  }

  setBarrage(barrage: PendingBarrage | null): void {
    this.gameCopy.barrage = barrage;
  }

  setRetreat(retreat: RetreatState | null): void {
    this.gameCopy.retreat = retreat;
  }

  setKills(kills: TurnKills): void {
    this.gameCopy.kills = kills;
  }

  /** One six-sided die (or `dieFaces`). */
  die(): number {
    return this.rng().int(this.fixed.constants.dieFaces) + 1;
  }

  override finish(): RwState {
    if (this.figuresCopy) rememberOccupancy(this.figuresCopy, this.occupancy());
    return super.finish();
  }
}
