/**
 * Copy-on-write writer for one action. The root and the game record are copied once when the
 * draft opens; every other branch (units, hands, traps ...) is copied the first time it is written
 * and then written in place for the rest of the action. Branches left alone stay shared with the
 * previous state, which is never modified.
 */
import type { Mutable } from '../core/copy';
import { DraftEnvelope } from '../core/draft';
import { deriveEdgeView } from './board';
import type { Emit, SideId } from '../core/types';
import type { Combat, R6Fixed, R6Game, R6State, Trap, UnitState } from './types';

type CardLists = Record<SideId, string[]>;

export function copyGame(game: R6Game): Mutable<R6Game> {
  return {
    units: game.units,
    edgeStates: game.edgeStates,
    hands: game.hands,
    piles: game.piles,
    discards: game.discards,
    traps: game.traps,
    smoke: game.smoke,
    held: game.held,
    combat: game.combat,
    expired: game.expired,
  };
}

export function copyUnit(unit: UnitState): Mutable<UnitState> {
  return { cell: unit.cell, hp: unit.hp, actions: unit.actions, flashedUntil: unit.flashedUntil, disorientedUntil: unit.disorientedUntil, onSiteSince: unit.onSiteSince };
}

export class Draft extends DraftEnvelope<R6Fixed, R6Game> {
  private readonly before: R6Game;
  private unitsCopy: Mutable<UnitState>[] | null = null;
  private edgesCopy: string[] | null = null;
  private edgesBefore: readonly string[] | null = null;
  private edgesChanged: number[] | null = null;
  // Per card list field: the copied record; a list in it still the same as before is not a copy yet.
  private handsCopy: CardLists | null = null;
  private pilesCopy: CardLists | null = null;
  private discardsCopy: CardLists | null = null;
  private trapsCopy: Trap[] | null = null;
  private smokeCopy: number[] | null = null;
  private heldCopy: number[] | null = null;

  constructor(state: R6State, emit: Emit) {
    super(state, emit, copyGame(state.game));
    this.before = state.game;
  }

  unit(index: number): Mutable<UnitState> {
    if (!this.unitsCopy) {
      this.unitsCopy = this.gameCopy.units.slice() as Mutable<UnitState>[];
      this.gameCopy.units = this.unitsCopy;
    }
    const unit = this.unitsCopy[index] as UnitState;
    // A unit still the one of the state before is copied the first time it is written.
    return unit === this.before.units[index] ? (this.unitsCopy[index] = copyUnit(unit)) : (unit as Mutable<UnitState>);
  }

  setEdgeState(edge: number, state: string): void {
    if (!this.edgesCopy) {
      this.edgesBefore = this.gameCopy.edgeStates;
      this.edgesCopy = this.gameCopy.edgeStates.slice();
      this.gameCopy.edgeStates = this.edgesCopy;
    }
    this.edgesCopy[edge] = state;
    (this.edgesChanged ??= []).push(edge);
  }

  /** `lists[owner]` as a copy of its own (made once per action): `previous` is the record of the state before. */
  private own(lists: CardLists, previous: Readonly<Record<string, readonly string[]>>, owner: string): string[] {
    const list = lists[owner];
    if (list !== undefined && list !== previous[owner]) return list;
    return (lists[owner] = (list ?? []).slice());
  }

  /** A hand (a side's, or a player's: see hands.ts), to write. */
  hand(owner: string): string[] {
    if (!this.handsCopy) this.gameCopy.hands = this.handsCopy = Object.assign({}, this.gameCopy.hands) as CardLists;
    return this.own(this.handsCopy, this.before.hands, owner);
  }

  pile(side: SideId): string[] {
    if (!this.pilesCopy) this.gameCopy.piles = this.pilesCopy = Object.assign({}, this.gameCopy.piles) as CardLists;
    return this.own(this.pilesCopy, this.before.piles, side);
  }

  discard(side: SideId): string[] {
    if (!this.discardsCopy) this.gameCopy.discards = this.discardsCopy = Object.assign({}, this.gameCopy.discards) as CardLists;
    return this.own(this.discardsCopy, this.before.discards, side);
  }

  traps(): Trap[] {
    if (!this.trapsCopy) {
      this.trapsCopy = this.gameCopy.traps.slice();
      this.gameCopy.traps = this.trapsCopy;
    }
    return this.trapsCopy;
  }

  smoke(): number[] {
    if (!this.smokeCopy) {
      this.smokeCopy = this.gameCopy.smoke.slice();
      this.gameCopy.smoke = this.smokeCopy;
    }
    return this.smokeCopy;
  }

  held(): number[] {
    if (!this.heldCopy) {
      this.heldCopy = this.gameCopy.held.slice();
      this.gameCopy.held = this.heldCopy;
    }
    return this.heldCopy;
  }

  setCombat(combat: Combat | null): void {
    this.gameCopy.combat = combat;
  }

  setExpired(): void {
    this.gameCopy.expired = true;
  }

  override finish(): R6State {
    if (this.edgesBefore && this.edgesCopy && this.edgesChanged) deriveEdgeView(this.fixed, this.edgesBefore, this.edgesCopy, this.edgesChanged);
    return super.finish();
  }
}
