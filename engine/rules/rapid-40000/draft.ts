/**
 * Copy-on-write writer for one Rapid' 40000 action (the pattern of the core README): the root and
 * the game record are copied when the draft opens, the units array and each unit the first time
 * they are written; everything else stays shared with the previous state, which is never
 * modified. Copies are written field by field so that every state object keeps one shape.
 */
import { copyEnvelope, type Mutable } from '../core/copy';
import { silent } from '../core/engine';
import { Rng } from '../core/prng';
import type { Decision, Emit, GameEvent } from '../core/types';
import type { Fixed, Game, Moving, PendingRoll, R40State, Reroll, UnitState, Watch, Passing } from './types';

export function copyGame(game: Game): Mutable<Game> {
  return {
    units: game.units,
    active: game.active,
    next: game.next,
    first: game.first,
    initiative: game.initiative,
    roll: game.roll,
    watch: game.watch,
    fired: game.fired,
    ordered: game.ordered,
    moving: game.moving,
    passing: game.passing,
    chef: game.chef,
    rerolled: game.rerolled,
    reroll: game.reroll,
    held: game.held,
    lost: game.lost,
  };
}

export function copyUnit(unit: UnitState): Mutable<UnitState> {
  return {
    pos: unit.pos,
    facing: unit.facing,
    alive: unit.alive,
    left: unit.left,
    status: unit.status,
    ap: unit.ap,
    done: unit.done,
    overwatch: unit.overwatch,
    immobilised: unit.immobilised,
    tested: unit.tested,
    fleeing: unit.fleeing,
    shot: unit.shot,
    unloaded: unit.unloaded,
    moves: unit.moves,
  };
}

/**
 * Whole numbers (positions, facings) as a fresh array V8 keeps as small integers, and flags as a
 * fresh packed array. Every array of a state's units then has one shape: one made by
 * `new Array(n)` or by an optimised `map`, or one that ever held a number computed as a double,
 * has another, and meeting a new shape late in a run throws every function that reads the units
 * back to be compiled again (in a single-threaded run, most of the time of a few hundred games).
 */
export function wholeNumbers(values: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < values.length; i++) out.push((values[i] as number) | 0);
  return out;
}

export function flags(values: readonly boolean[]): boolean[] {
  const out: boolean[] = [];
  for (let i = 0; i < values.length; i++) out.push(values[i] === true);
  return out;
}

export class Draft {
  readonly emit: Emit;
  /** False when nobody reads the events: builders of event parameters may skip their work. */
  readonly loud: boolean;
  private readonly root: Mutable<R40State>;
  private readonly gameCopy: Mutable<Game>;
  private unitCopied: boolean[] | null = null;
  private rngCopy: Rng | null = null;

  constructor(state: R40State, emit: Emit) {
    this.emit = emit;
    this.loud = emit !== silent;
    this.gameCopy = copyGame(state.game);
    this.root = copyEnvelope(state, this.gameCopy);
  }

  get state(): R40State {
    return this.root;
  }

  get game(): Game {
    return this.gameCopy;
  }

  get fixed(): Fixed {
    return this.root.fixed;
  }

  say(key: string, params: GameEvent['params']): void {
    if (this.loud) this.emit({ key, params });
  }

  /**
   * Unit `index`, to write. Every call hands the game a fresh units array: values cached by the
   * identity of a units array (the bases on the table, who touches whom) are never read again for
   * an array whose units have changed since.
   */
  unit(index: number): Mutable<UnitState> {
    const units = this.gameCopy.units.slice() as Mutable<UnitState>[];
    if (!this.unitCopied) this.unitCopied = [];
    if (!this.unitCopied[index]) {
      units[index] = copyUnit(units[index] as UnitState);
      this.unitCopied[index] = true;
    }
    this.gameCopy.units = units;
    return units[index] as Mutable<UnitState>;
  }

  rng(): Rng {
    if (!this.rngCopy) this.rngCopy = new Rng(this.root.rng);
    return this.rngCopy;
  }

  d6(): number {
    return this.rng().int(6) + 1;
  }

  dice(count: number): number[] {
    const out: number[] = [];
    for (let i = 0; i < count; i++) out.push(this.d6());
    return out;
  }

  setActive(unit: number): void {
    this.gameCopy.active = unit;
  }

  setNext(side: number): void {
    this.gameCopy.next = side;
  }

  /** The side that plays first in the turn, and the initiative dice that decided it. */
  setFirst(side: number, dice: readonly number[]): void {
    this.gameCopy.first = side;
    this.gameCopy.initiative = dice;
  }

  setRoll(roll: PendingRoll | null): void {
    this.gameCopy.roll = roll;
  }

  setWatch(watch: Watch | null): void {
    this.gameCopy.watch = watch;
  }

  setFired(fired: readonly number[]): void {
    this.gameCopy.fired = fired;
  }

  setOrdered(unit: number): void {
    this.gameCopy.ordered = unit;
  }

  setMoving(moving: Moving | null): void {
    this.gameCopy.moving = moving;
  }

  setPassing(passing: Passing | null): void {
    this.gameCopy.passing = passing;
  }

  setChef(side: number, chef: readonly [number, number] | null): void {
    const chefs = this.gameCopy.chef.slice();
    chefs[side] = chef;
    this.gameCopy.chef = chefs;
  }

  useReroll(unit: number): void {
    this.gameCopy.rerolled = [...this.gameCopy.rerolled, unit];
  }

  setReroll(reroll: Reroll | null): void {
    this.gameCopy.reroll = reroll;
  }

  setHeld(held: readonly number[]): void {
    this.gameCopy.held = held;
  }

  addLost(side: number, points: number): void {
    const lost = this.gameCopy.lost.slice();
    lost[side] = (lost[side] ?? 0) + points;
    this.gameCopy.lost = lost;
  }

  setPending(pending: readonly Decision[]): void {
    this.root.pending = pending;
  }

  setPhase(turn: number, phase: string): void {
    this.root.turn = turn;
    this.root.phase = phase;
  }

  finish(): R40State {
    if (this.rngCopy) this.root.rng = this.rngCopy.state();
    return this.root;
  }
}
