/**
 * How the playtest view shows a game of one ruleset: pieces on the board, actions and events in
 * words, the hand, and what a legal action points at on the board. The engine decides; this only shows.
 */
import type { Action, GameState, SideId } from '../../engine/rules/core/types';
import type { Language } from '../../engine/i18n';
import type { Params } from '../../engine/rules/core/types';
import type { Scenario } from '../../engine/scenario';
import type { CostUnit } from '../../engine/rules';
import { r6Presenter } from './r6Presenter';
import { siegePresenter } from './siegePresenter';

export interface Piece {
  readonly id: string;
  readonly side: SideId;
  readonly label: string;
  /** Dense cell index of the board kernel. */
  readonly cell: number;
  readonly health: number;
  readonly maxHealth: number;
  /** Short state marks: flashed, disoriented ... */
  readonly marks: readonly string[];
  /** Above the cell's ground: on top of a siege tower. */
  readonly aloft?: boolean;
}

export interface Card {
  readonly id: string;
  readonly name: string;
  readonly detail: string;
  /** Whose hand it is in, when a side is shared by several players. */
  readonly owner?: string;
}

/** What a legal action points at on the board, for highlighting and for playing it by a click. */
export interface ActionTarget {
  readonly unit?: string;
  readonly cell?: number;
  /** The cell's upper level (the top of a siege tower), where a cell has two. */
  readonly aloft?: boolean;
  readonly targetUnit?: string;
}

/**
 * A cell to outline for the selected unit: somewhere it can reach this turn, with what that costs
 * (`label`, drawn in the cell and listed in the panel), or the cell of a target it can fire on.
 */
export interface CellHighlight {
  readonly cell: number;
  readonly kind: 'reach' | 'target';
  /** Short text drawn in the cell: the cost, in the presenter's `costUnit`. */
  readonly label?: string;
  /** For a target: the unit standing there. */
  readonly unit?: string;
}

export interface Presenter {
  /** The scenario as the board should look in this state (edge states, hidden pieces left out). */
  boardScenario(scenario: Scenario, state: GameState, viewer: SideId | null): Scenario;
  pieces(state: GameState, language: Language): Piece[];
  /** Marked cells (traps the viewer knows of, smoked zones). */
  markedCells(state: GameState): { readonly cell: number; readonly mark: 'trap' | 'smoke' }[];
  /** The cards `side` holds; null in a game played without cards. */
  hand(state: GameState, side: SideId, language: Language): Card[] | null;
  /** What reach costs are counted in, for the highlight labels. */
  readonly costUnit: CostUnit;
  sideName(state: GameState, side: SideId, language: Language): string;
  phaseName(state: GameState, language: Language): string;
  describeAction(state: GameState, action: Action, language: Language): string;
  describe(state: GameState, message: { readonly key: string; readonly params: Params }, language: Language): string;
  target(action: Action): ActionTarget;
  /**
   * What `unit` can reach this turn and fire on, in `state` as the viewer sees it; empty when it is
   * not on the board. Optional: a ruleset without it shows only the cells of the legal actions.
   */
  highlights?(state: GameState, unit: string): readonly CellHighlight[];
}

const PRESENTERS: ReadonlyMap<string, Presenter> = new Map([
  ['r6-onboard', r6Presenter],
  ['siege', siegePresenter],
]);

export function presenterFor(rulesetId: string): Presenter | undefined {
  return PRESENTERS.get(rulesetId);
}
