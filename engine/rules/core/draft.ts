/**
 * The copy-on-write writer of one action, as every ruleset's `Draft` extends it: the root and the
 * game record are copied once when the draft opens (the game field by field, by the ruleset's own
 * `copyGame`, so every state object keeps one shape); the envelope's parts are written here (who
 * decides, the phase, the sealed choices, the PRNG), the game's branches by the ruleset's draft,
 * each copied the first time it is written. Branches left alone stay shared with the previous
 * state, which is never modified.
 */
import { copyEnvelope, type Mutable } from './copy';
import { silent } from './engine';
import { Rng } from './prng';
import type { Decision, Emit, GameState, SideId } from './types';

export class DraftEnvelope<F, G> {
  /** A field, not a getter: the rules read it at every turn of their loops. */
  readonly fixed: F;
  readonly emit: Emit;
  /** Whether anyone reads the events: when not, the rules skip building them. */
  readonly loud: boolean;
  protected readonly root: Mutable<GameState<F, G>>;
  protected readonly gameCopy: Mutable<G>;
  private sealedCopy: Record<SideId, unknown> | null = null;
  private rngCopy: Rng | null = null;

  /** `game` is the ruleset's field-by-field copy of `state.game`. */
  constructor(state: GameState<F, G>, emit: Emit, game: Mutable<G>) {
    this.fixed = state.fixed;
    this.emit = emit;
    this.loud = emit !== silent;
    this.gameCopy = game;
    this.root = copyEnvelope(state, game as G);
  }

  /** The state being written; read through it, write through the methods. */
  get state(): GameState<F, G> {
    return this.root;
  }

  get game(): G {
    return this.gameCopy;
  }

  /** The game's PRNG, read back into the state when the draft finishes. */
  rng(): Rng {
    if (!this.rngCopy) this.rngCopy = new Rng(this.root.rng);
    return this.rngCopy;
  }

  setPending(pending: readonly Decision[]): void {
    this.root.pending = pending;
  }

  setPhase(turn: number, phase: string): void {
    this.root.turn = turn;
    this.root.phase = phase;
  }

  seal(side: SideId, choice: unknown): void {
    if (!this.sealedCopy) {
      this.sealedCopy = { ...this.root.sealed };
      this.root.sealed = this.sealedCopy;
    }
    this.sealedCopy[side] = choice;
  }

  clearSealed(): void {
    this.sealedCopy = {};
    this.root.sealed = this.sealedCopy;
  }

  /** The new state; a ruleset's draft finishes its own branches, then calls this. */
  finish(): GameState<F, G> {
    if (this.rngCopy) this.root.rng = this.rngCopy.state();
    return this.root;
  }
}
