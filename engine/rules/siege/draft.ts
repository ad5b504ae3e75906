/**
 * Copy-on-write writer for one SIEGE action (the pattern of the core README): the root and the
 * game record are copied once when the draft opens; the figures and ladders arrays and each figure
 * written are copied the first time they are written. Branches left alone stay shared with the
 * previous state, which is never modified. Copies are written field by field, so every state
 * object keeps one shape.
 */
import type { Mutable } from '../core/copy';
import { DraftEnvelope } from '../core/draft';
import type { Emit } from '../core/types';
import { dynamicBoard } from './equipment';
import { observedCount } from './memo';
import type { AdvanceOffer, BarrelState, EngineState, FigureMark, FigureState, FireState, LadderState, PendingRoll, SiegeGame, SiegeState, WallDamage } from './types';


function copyGame(game: SiegeGame): Mutable<SiegeGame> {
  return {
    stamp: game.stamp,
    figures: game.figures,
    board: game.board,
    drawbridge: game.drawbridge,
    ladders: game.ladders,
    engines: game.engines,
    fires: game.fires,
    damage: game.damage,
    counters: game.counters,
    barrels: game.barrels,
    marks: game.marks,
    roll: game.roll,
    advance: game.advance,
    held: game.held,
    ended: game.ended,
  };
}

export function copyFigure(figure: FigureState): Mutable<FigureState> {
  return {
    cell: figure.cell,
    onTop: figure.onTop,
    status: figure.status,
    mounted: figure.mounted,
    movedAt: figure.movedAt,
    shot1At: figure.shot1At,
    shot2At: figure.shot2At,
    attackedAt: figure.attackedAt,
    defendedAt: figure.defendedAt,
    stunnedAt: figure.stunnedAt,
    carriedAt: figure.carriedAt,
    winchAt: figure.winchAt,
    placedAt: figure.placedAt,
    busyAt: figure.busyAt,
  };
}

function copyLadder(ladder: LadderState): Mutable<LadderState> {
  return { id: ladder.id, cell: ladder.cell, vertical: ladder.vertical, facing: ladder.facing, raisedBy: ladder.raisedBy };
}

/** Another value of the kind of `value` (a number, a boolean, a string, a list, a record); null stays null. */
function another(value: unknown): unknown {
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'boolean') return !value;
  if (typeof value === 'string') return value === '' ? ' ' : '';
  if (Array.isArray(value)) return value.slice();
  return value !== null && typeof value === 'object' ? { ...value } : value;
}

function rewriteEveryField(copy: object): void {
  const fields = copy as Record<string, unknown>;
  for (const key of Object.keys(fields)) fields[key] = another(fields[key]);
}

/**
 * V8 takes a field that no object of its shape has had rewritten yet for a constant, and throws
 * away the code that relied on it when one first is: a figure first stunned or at the winch, the
 * drawbridge first raised, may come hundreds of actions into a session and send a score of hot
 * functions back to be compiled again. Rewriting every field of one copy of a game, a figure and
 * a ladder (values of the same kinds), when a scenario is set up, settles that before any code is.
 */
export function settleShapes(game: SiegeGame): void {
  rewriteEveryField(copyGame(game));
  const figure = game.figures[0];
  if (figure !== undefined) rewriteEveryField(copyFigure(figure));
  const ladder = game.ladders[0];
  if (ladder !== undefined) rewriteEveryField(copyLadder(ladder));
}

export class Draft extends DraftEnvelope<SiegeState['fixed'], SiegeGame> {
  private figuresCopy: Mutable<FigureState>[] | null = null;
  private figureCopied: boolean[] | null = null;
  /** `observedCount()` when the figures were copied: a cache may key on the copy once it moved. */
  private figuresCopiedAt = -1;
  private laddersCopy: Mutable<LadderState>[] | null = null;
  private ladderCopied: boolean[] | null = null;
  private heldCopy: number[] | null = null;
  private boardChanged = false;

  constructor(state: SiegeState, emit: Emit) {
    super(state, emit, copyGame(state.game));
  }

  figure(index: number): Mutable<FigureState> {
    if (!this.figuresCopy || !this.figureCopied || observedCount() !== this.figuresCopiedAt) {
      this.figuresCopy = this.gameCopy.figures.slice() as Mutable<FigureState>[];
      this.figureCopied = [];
      this.figuresCopiedAt = observedCount();
      this.gameCopy.figures = this.figuresCopy;
    }
    if (!this.figureCopied[index]) {
      this.figuresCopy[index] = copyFigure(this.figuresCopy[index] as FigureState);
      this.figureCopied[index] = true;
    }
    return this.figuresCopy[index] as Mutable<FigureState>;
  }

  /** A ladder to write; raising or pushing one down changes the board (`touchBoard`), carrying a lying one does not. */
  ladder(index: number): Mutable<LadderState> {
    if (!this.laddersCopy || !this.ladderCopied) {
      this.laddersCopy = this.gameCopy.ladders.slice() as Mutable<LadderState>[];
      this.ladderCopied = [];
      this.gameCopy.ladders = this.laddersCopy;
    }
    if (!this.ladderCopied[index]) {
      this.laddersCopy[index] = copyLadder(this.laddersCopy[index] as LadderState);
      this.ladderCopied[index] = true;
    }
    return this.laddersCopy[index] as Mutable<LadderState>;
  }

  /** Figure `index` comes to `cell` (at the level `onTop`) in this phase. */
  place(index: number, cell: number, onTop = false): void {
    const figure = this.figure(index);
    figure.cell = cell;
    figure.onTop = onTop;
    figure.placedAt = this.gameCopy.stamp;
  }

  /**
   * The engines, fires and counters are small lists: a change replaces the list, and the board
   * follows, unless `onBoard` says that no engine changed its hexes (a ram's next blow).
   */
  setEngines(engines: readonly EngineState[], onBoard = true): void {
    this.gameCopy.engines = engines;
    if (onBoard) this.boardChanged = true;
  }

  setFires(fires: readonly FireState[]): void {
    this.gameCopy.fires = fires;
    this.boardChanged = true;
  }

  addCounter(kind: string, cell: number): void {
    this.gameCopy.counters = [...this.gameCopy.counters, { kind, cell }];
    this.boardChanged = true;
  }

  setDamage(damage: readonly WallDamage[]): void {
    this.gameCopy.damage = damage;
  }

  setBarrels(barrels: readonly BarrelState[]): void {
    this.gameCopy.barrels = barrels;
  }

  /** Marks figure `figure` (see FigureMark) in this phase, dropping the marks that no longer hold. */
  mark(figure: number, kind: FigureMark['kind']): void {
    const stamp = this.gameCopy.stamp;
    const figures = this.gameCopy.figures;
    const kept = this.gameCopy.marks.filter((mark) => (mark.kind === 'fell' ? (figures[mark.figure] as FigureState).placedAt === mark.at : mark.at === stamp) && !(mark.figure === figure && mark.kind === kind));
    this.gameCopy.marks = [...kept, { figure, kind, at: stamp }];
  }

  held(): number[] {
    if (!this.heldCopy) {
      this.heldCopy = this.gameCopy.held.slice();
      this.gameCopy.held = this.heldCopy;
    }
    return this.heldCopy;
  }

  /** A die of `faces` faces from the game's PRNG (the rulebook's d10 reads 0 as 10). */
  die(faces: number): number {
    return this.rng().int(faces) + 1;
  }

  setStamp(stamp: number): void {
    this.gameCopy.stamp = stamp;
  }

  setDrawbridge(state: 'lowered' | 'raised'): void {
    this.gameCopy.drawbridge = state;
    this.boardChanged = true;
  }

  /** Marks the board's tokens as changed (ladders): `finish` builds their new dynamic board. */
  touchBoard(): void {
    this.boardChanged = true;
  }

  setRoll(roll: PendingRoll | null): void {
    this.gameCopy.roll = roll;
  }

  setAdvance(offer: AdvanceOffer | null): void {
    this.gameCopy.advance = offer;
  }

  setEnded(): void {
    this.gameCopy.ended = true;
  }

  /** The dynamic board of the state as written so far (rebuilt when a token it shows changed). */
  syncBoard(): void {
    if (!this.boardChanged) return;
    this.gameCopy.board = dynamicBoard(this.root.fixed, this.gameCopy);
    this.boardChanged = false;
  }

  override finish(): SiegeState {
    this.syncBoard();
    return super.finish();
  }
}
