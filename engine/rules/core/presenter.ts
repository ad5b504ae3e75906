/**
 * How a game looks to the people playing it, as data: the view model a ruleset's presenter builds
 * from a state. Pieces, markers and highlights stand at places (cells, points, areas), so the
 * playtest draws every game on every kind of board without knowing any of them; actions, cards,
 * events and tracks come in words, in French or English. The command line words its logs with the
 * same presenter. DOM-free, like the rest of the engine.
 */
import type { Language } from '../../i18n/index';
import type { Scenario } from '../../scenario/types';
import type { Place, PointPlace } from './places';
import type { Action, GameState, Params, SideId } from './types';

/** What a reach is counted in: R6 agents spend actions, SIEGE figures movement points ... */
export type CostUnit = 'actions' | 'movementPoints' | 'inches' | 'hops';

/** A status a piece carries (flashed, wounded, stunned ...): `id` picks the drawing, `text` says it. */
export interface Mark {
  readonly id: string;
  readonly text: string;
}

/** A base on a free table, in millimetres: one per model of a unit. */
export interface BaseView {
  readonly x: number;
  readonly y: number;
  /** The round base's radius; for a hull, the radius of the circle through its corners. */
  readonly radiusMm: number;
  /** A vehicle's hull in place of a round base: its corners in order, the two at its front first. */
  readonly outline?: readonly { readonly x: number; readonly y: number }[];
}

export interface PieceView {
  readonly id: string;
  readonly side: SideId;
  /** Unique among the pieces of its side ("Attacking agent 2"), in the viewer's language. */
  readonly name: string;
  /** What fits on a counter: a few letters and the piece's number. */
  readonly short: string;
  readonly place: Place;
  readonly health: number;
  readonly maxHealth: number;
  readonly marks: readonly Mark[];
  /** Identical units stacked as one counter (an area map's fleets): how many. */
  readonly count?: number;
  /**
   * What each unit of a stack is, the same for stacks of it at every place (a stack's id names
   * its place too, so the balance report follows units that move or die by this and the count).
   */
  readonly kind?: string;
  /** A unit of several models on a free table: each model's base. */
  readonly bases?: readonly BaseView[];
}

/**
 * A shape drawn at true size from a point of a free table: a circle about it (a blast, a zone of
 * watch, a reach from a base), a line from it (a line of sight, a coherency link), the hull of
 * a circle about it and another further on (a flamer's template), or a polygon of points of the
 * table (the zone of watch about a vehicle's hull).
 */
export type FigureView =
  | { readonly kind: 'circle'; readonly radiusMm: number }
  | { readonly kind: 'line'; readonly to: PointPlace }
  | { readonly kind: 'hull'; readonly radiusMm: number; readonly to: PointPlace; readonly toRadiusMm: number }
  | { readonly kind: 'polygon'; readonly points: readonly PointPlace[] };

/**
 * Something on the board that is not a piece: smoke, a trap the viewer knows of, flames, a breach,
 * a flag, a loyalty marker. `style` names the drawing (data, not code in the view).
 */
export interface MarkerView {
  readonly id: string;
  readonly place: Place;
  readonly style: string;
  /** Short text drawn with it, if any. */
  readonly label?: string;
  /** What it is, in words (tooltips, the marker list). */
  readonly text: string;
  /** On a free table, the true-size shape it covers (a template laid, a zone of watch). */
  readonly figure?: FigureView;
  /** The side it stands for (a loyalty marker), drawn in that side's colour. */
  readonly side?: SideId;
}

/** A place to outline for the selected piece: where it can go (with the cost) or a target it can hit. */
export interface HighlightView {
  readonly place: Place;
  readonly kind: 'reach' | 'target';
  /** Short text drawn in the place: the cost of getting there. */
  readonly label?: string;
  /** What the highlight shows, in words, for the side panel, when a cost and a place would not say it (a free table's move rings). */
  readonly text?: string;
  /** For a target: the piece standing there. */
  readonly piece?: string;
  /** On a free table, the true-size shape to draw: a reach ring from a base, a line of sight (with `blocked` when cut). */
  readonly figure?: FigureView;
  readonly blocked?: boolean;
}

export interface CardView {
  readonly id: string;
  readonly name: string;
  /** What the card does, in words. */
  readonly effect: string;
  /** How long its effect lasts, in words, when it lasts. */
  readonly duration?: string;
  /** Whose hand it is in, when a side is shared by several players. */
  readonly owner?: string;
  /** Which deck or kind of card (action, secret mission ...), in words. */
  readonly deck?: string;
}

/** A number the players follow: victory points, deployment points, time, reputation. */
export interface TrackView {
  readonly id: string;
  readonly name: string;
  readonly value: number | string;
  readonly max?: number;
  /** The side it belongs to; absent for a track both sides share (time, reputation). */
  readonly side?: SideId;
}

/** What a legal action points at, for highlighting it and playing it by a click on the board. */
export interface ActionTarget {
  /** The piece that acts. */
  readonly piece?: string;
  /** Where it acts: the place a click there plays the action. */
  readonly place?: Place;
  /** The piece it acts on: a click on that piece plays the action. */
  readonly targetPiece?: string;
}

export interface Presenter<S extends GameState = GameState, A extends Action = Action> {
  /** What reach costs are counted in, for the highlight labels. */
  readonly costUnit: CostUnit;
  /** The languages whose rulebook calls a game turn a round: the status then reads "Round 3 of 30". */
  readonly turnName?: Readonly<Partial<Record<Language, 'round'>>>;
  /** The scenario as the board should look in this state (edge states, counters laid, hidden pieces left out). */
  boardScenario(scenario: Scenario, state: S, viewer: SideId | null): Scenario;
  pieces(state: S, language: Language): PieceView[];
  markers(state: S, language: Language): MarkerView[];
  /** The cards `side` holds; null in a game played without cards. */
  hand(state: S, side: SideId, language: Language): CardView[] | null;
  /** Tracks and resources `viewer` may see (every side's public ones, its own private ones). */
  tracks(state: S, viewer: SideId | null, language: Language): TrackView[];
  sideName(state: S, side: SideId, language: Language): string;
  /** The name of a piece not on the board (in reserve, still to deploy), for the actions it takes; its id when left out. */
  pieceName?(state: S, piece: string, language: Language): string;
  phaseName(state: S, language: Language): string;
  /** The last turn, when the scenario sets one. */
  turnLimit(state: S): number | null;
  describeAction(state: S, action: A, language: Language): string;
  /** An event, refusal or outcome in words. */
  describe(state: S, message: { readonly key: string; readonly params: Params }, language: Language): string;
  target(state: S, action: A): ActionTarget;
  /** What `piece` can reach this turn and hit, as the viewer sees it; empty when it is not on the board. */
  highlights(state: S, piece: string, language: Language): HighlightView[];
  /**
   * A question put to `side` when the game waits on it out of turn or on the dice (an overwatch
   * asked of the other side, a roll to make), in words; null when there is none.
   */
  prompt?(state: S, side: SideId, language: Language): string | null;
  /**
   * Where traps went off while `action` took `before` to `after` (a laid trap sprung, a minefield
   * entered), for the balance report's heat map; left out by games without traps.
   */
  sprungTraps?(before: S, action: A, after: S): Place[];
}

/**
 * Pieces that share a name are told apart by a number: "Attacking agent 1", "... 2". The numbers
 * run across the whole board, so that a log line never names two pieces alike ("Soldier 2 attacks
 * Soldier 5"), whichever side they are on.
 */
export function uniqueNames<P extends { readonly name: string }>(pieces: readonly P[]): P[] {
  const counts = new Map<string, number>();
  for (const piece of pieces) counts.set(piece.name, (counts.get(piece.name) ?? 0) + 1);
  const numbers = new Map<string, number>();
  return pieces.map((piece) => {
    if ((counts.get(piece.name) ?? 0) < 2) return piece;
    const number = (numbers.get(piece.name) ?? 0) + 1;
    numbers.set(piece.name, number);
    return { ...piece, name: `${piece.name} ${number}` };
  });
}

/** Each piece's unique name by id (see `uniqueNames`), for the events that name pieces by id. */
export function namesById(pieces: readonly { readonly id: string; readonly name: string }[]): Map<string, string> {
  return new Map(uniqueNames(pieces).map((piece) => [piece.id, piece.name]));
}
