/**
 * The contract between the tools and the editor around them. A tool turns pointer input (screen
 * pixels in the canvas) into a preview while the pointer moves, and into one action when it is
 * released: an edit (recorded as one undo step), a new selection, or a refusal shown at the cursor.
 * Tools know nothing of React or the DOM, so their logic is tested on its own.
 */
import type { BoardKernel, Cell, EdgeKey, PointMm, RectMm } from '../../../engine/board/types';
import type { Id, Scenario, ZonePurpose } from '../../../engine/scenario/types';
import type { PieceBox, ViewTransform } from '../../canvas/hitTest';
import type { EditResult, Refusal } from '../edits';
import type { SelectedItem, Selection } from '../selection';

export type Rotation = 0 | 90 | 180 | 270;

/** What the palette has picked for each tool; null picks the palette's first entry. */
export interface ToolOptions {
  readonly terrain: string | null;
  readonly edgeKind: string | null;
  readonly edgeState: string | null;
  /** The edge tool takes features away instead of placing them. */
  readonly edgeErase: boolean;
  readonly tokenKind: string | null;
  /** Lay the token face down; null follows the kind's default. */
  readonly tokenHidden: boolean | null;
  /** The side new tokens belong to; null for none (a kind that belongs to a side gets the first side). */
  readonly tokenOwner: string | null;
  readonly side: string | null;
  readonly profile: string | null;
  /** The zone painted into; null starts a new zone with the purpose and side below. */
  readonly zone: string | null;
  readonly zonePurpose: ZonePurpose;
  readonly zoneSide: string | null;
  /** The name a new zone is given; empty for none. */
  readonly zoneName: string;
  /** A click makes a room zone: the cells the walls enclose, recomputed when walls change. */
  readonly zoneRoom: boolean;
  readonly tile: string | null;
  readonly tileRotation: Rotation;
  /** The region new areas go in, and clicked areas are put in; null for none. */
  readonly region: string | null;
}

export const DEFAULT_OPTIONS: ToolOptions = {
  terrain: null,
  edgeKind: null,
  edgeState: null,
  edgeErase: false,
  tokenKind: null,
  tokenHidden: null,
  tokenOwner: null,
  side: null,
  profile: null,
  zone: null,
  zonePurpose: 'deployment',
  zoneSide: null,
  zoneName: '',
  zoneRoom: false,
  tile: null,
  tileRotation: 0,
  region: null,
};

/** Where the board is and what is on it, as the tools see it. */
export interface BoardContext {
  /** The scenario being edited (the history's present, which passed the schema). */
  readonly scenario: Scenario;
  /** The kernel the canvas draws with (area maps included). */
  readonly kernel: BoardKernel;
  /** Tokens and units as the canvas lays them out (hitTest.ts). */
  readonly pieces: readonly PieceBox[];
}

export interface ToolEnv extends BoardContext {
  readonly view: ViewTransform;
  readonly selection: Selection;
  readonly options: ToolOptions;
  /** The name a new area gets (« Système 3 », "Area 3"), in the user's language. */
  readonly areaName: (n: number) => string;
  /** The name a new zone gets when the palette gives none (« Déploiement : Attaquants », « Objectif 2 »). */
  readonly zoneName: (purpose: ZonePurpose, side: string | null) => string;
}

/** A pointer event in canvas pixels, with the modifier keys held. */
export interface PointerInput {
  readonly x: number;
  readonly y: number;
  readonly shift: boolean;
  readonly alt: boolean;
  readonly ctrl: boolean;
}

/** What the overlay draws for the tool, in board millimetres (cells and edges by kernel key). */
export interface Preview {
  readonly cells?: { readonly cells: readonly Cell[]; readonly terrain?: string; readonly colour?: string; readonly erase?: boolean };
  readonly edges?: { readonly keys: readonly EdgeKey[]; readonly colour: string; readonly erase: boolean };
  readonly marquee?: RectMm;
  /** The selection follows the pointer by this much while it is dragged: a ghost shows where it lands. */
  readonly offset?: PointMm;
  /** The pointer is off the board: the ghost shows the drop would be refused. */
  readonly offBoard?: boolean;
  /** What is dragged, when it is not the selection (a piece dragged without being selected first). */
  readonly moving?: readonly SelectedItem[];
  readonly line?: { readonly points: readonly PointMm[]; readonly closed: boolean };
  /** A distance to show by the pointer (the ruler), in the table's unit. */
  readonly measure?: { readonly at: PointMm; readonly value: number; readonly unit: string };
  /** The cell the pointer is over. */
  readonly hover?: Cell;
}

export interface ToolAction {
  readonly edit?: EditResult;
  readonly selection?: Selection;
  /** Option changes once the edit is accepted, given what it created (a new zone becomes the one painted next). */
  readonly options?: (created: Id | undefined) => Partial<ToolOptions>;
  /** Selection once the edit is accepted, given what it created. */
  readonly select?: (created: readonly (Id | undefined)[]) => Selection;
  readonly created?: readonly (Id | undefined)[];
  readonly refusal?: Refusal;
}

/** A press of the pointer followed until it is released. */
export interface Gesture {
  move(env: ToolEnv, input: PointerInput): void;
  end(env: ToolEnv, input: PointerInput): ToolAction | null;
  preview(): Preview | null;
}

export interface Tool {
  /** What to show under a pointer that is not pressed. */
  hover?(env: ToolEnv, input: PointerInput): Preview | null;
  down(env: ToolEnv, input: PointerInput): Gesture | ToolAction | null;
  /** A key for the tool itself (Enter, Escape); undefined when the tool does not use it. */
  key?(env: ToolEnv, key: string): ToolAction | null | undefined;
}

export const isGesture = (value: Gesture | ToolAction | null): value is Gesture => value !== null && 'end' in value;
