/** State and action shapes of Rainbow Six Siege: On Board. Cells are dense indices (row * columns + col). */
import type { GameState, SideId } from '../core/types';
import type { SquareGeometry } from '../../board/types';
import type { LocalizedText } from '../../scenario/types';
import type { Supplies } from './supplies';

/** What a card does when played as an action (or, for counter and doubles, in a combat). */
export type CardEffect =
  | 'smoke'
  | 'flash'
  | 'cover-fire'
  | 'detection'
  | 'breach'
  | 'trap'
  | 'stun-trap'
  | 'barricade'
  | 'reinforcement'
  | 'counter'
  | 'double-attack'
  | 'double-defense';

export interface CardInfo {
  readonly name: LocalizedText;
  /** Null for a card that only serves in combat. */
  readonly effect: CardEffect | null;
  readonly attack: number;
  readonly defense: number;
  readonly distance: number;
  readonly duration: number;
}

export interface EdgeRule {
  readonly passable: boolean;
  /** Actions added to the cost of the cell entered across this edge. */
  readonly extraCost: number;
  readonly blocksSight: boolean;
}

export interface EdgeFeature {
  readonly key: string;
  readonly kind: string;
  /** The one or two cells on either side of the edge. */
  readonly cells: readonly number[];
}

export interface UnitProfileInfo {
  readonly id: string;
  readonly side: SideId;
  readonly name: LocalizedText;
  readonly profile: string;
  readonly health: number;
  readonly actions: number;
  /** Cells where the unit may be deployed when the scenario does not place it. */
  readonly deployCells: readonly number[];
}

/** One of the players sharing a side (the rulebook plays 2 to 4: two per side at four). */
export interface PlayerInfo {
  /** Id of the player's hand in `R6Game.hands`: `<side>/<number>`, or the side's id for a side of one player. */
  readonly id: string;
  readonly side: SideId;
  /** 1, 2, ... within the side. */
  readonly number: number;
  /** Indices of the player's agents. */
  readonly units: readonly number[];
}

export interface Objective {
  /** The cells of the zone to hold (bomb site). */
  readonly cells: readonly number[];
  /** Its cell to name it by when no zone of the scenario names it (the bomb's, else its first). */
  readonly label: string;
  /** The name of the scenario's zone it is, as the designer wrote it. */
  readonly name: LocalizedText | null;
  /** Whether a bomb lies in it: holding it defuses the bomb, else it is only held. */
  readonly bomb: boolean;
}

export interface R6Constants {
  readonly actionsPerAgent: number;
  /** How many agents may stand on one cell: the data's stacking constraint (`constraints.stacking.limit`), as validation reads it. */
  readonly agentsPerCell: number;
  /** The limit counts each side's agents apart (`constraints.stacking.scope` "side"). */
  readonly stackBySide: boolean;
  readonly handSize: number;
  readonly combatCardsMax: number;
  readonly turnLimit: number;
  readonly defuseTurns: number;
  readonly holdAlone: boolean;
  readonly smokeCounters: number;
  readonly trapDamage: number;
  /** Whether an agent in a smoked zone may fire out of it at a target outside (smoke cuts shots into or across a zone). */
  readonly fireOutOfSmoke: boolean;
  /** Whether trap detection also reveals the traps of the zone it lands in (the rulebook names only the adjacent zones). */
  readonly detectTargetZone: boolean;
}

/** Fixed for a whole game: shared, never modified, by every state. */
export interface R6Fixed {
  readonly geometry: SquareGeometry;
  readonly columns: number;
  readonly rows: number;
  readonly labels: readonly string[];
  /** Four entries per cell, in the order north, east, south, west: the neighbour's index or -1. */
  readonly neighbours: readonly number[];
  /** Four entries per cell, same order: index into `edges` of the feature on that side, or -1. */
  readonly edgeOf: readonly number[];
  readonly edges: readonly EdgeFeature[];
  /** Names of the edge kinds, for messages. */
  readonly edgeNames: Readonly<Record<string, LocalizedText>>;
  /** By edge kind then state. */
  readonly edgeRules: Readonly<Record<string, Readonly<Record<string, EdgeRule>>>>;
  /** Actions to enter each cell on foot; -1 when impassable. */
  readonly cellCost: readonly number[];
  /** 1 where the cell's terrain blocks the line of fire through it. */
  readonly cellBlocksSight: readonly number[];
  /** Zone (room) of each cell; zones are bounded by walls, doors and windows. */
  readonly zoneOf: readonly number[];
  readonly zones: readonly { readonly cells: readonly number[]; readonly neighbours: readonly number[] }[];
  readonly objectives: readonly Objective[];
  /** Per cell: one bit per objective whose zone holds it (bit `1 << index`), 0 off every bomb site. */
  readonly siteOf: readonly number[];
  readonly attackers: SideId;
  readonly defenders: SideId;
  readonly sideNames: Readonly<Record<SideId, LocalizedText>>;
  readonly units: readonly UnitProfileInfo[];
  /**
   * Present when the scenario gives a side several players: every player of both sides, each with
   * a hand of their own. Absent, each side is one player whose hand is named by the side's id.
   */
  readonly players?: readonly PlayerInfo[];
  /** Card catalogue of each side's deck, by card id. */
  readonly cards: Readonly<Record<SideId, Readonly<Record<string, CardInfo>>>>;
  /** Copies of each card in each side's deck. */
  readonly decks: Readonly<Record<SideId, Readonly<Record<string, number>>>>;
  readonly setupPhases: readonly string[];
  readonly turnPhases: readonly string[];
  readonly phaseNames: Readonly<Record<string, LocalizedText>>;
  readonly constants: R6Constants;
  /** Counters in the box, the limit in play (see supplies.ts). */
  readonly supplies: Supplies;
}

export interface UnitState {
  /** -1 when the unit is not on the board (not deployed yet, or dead). */
  readonly cell: number;
  readonly hp: number;
  readonly actions: number;
  /** Last turn in which the unit cannot act (0: not flashed). */
  readonly flashedUntil: number;
  /** Last turn in which the unit cannot move (0: not disoriented). */
  readonly disorientedUntil: number;
  /**
   * The turn in which the agent came onto the bomb site it stands on (0: it stood there from the
   * setup); -1 off every site. It has stood there a whole turn once that turn is over.
   */
  readonly onSiteSince: number;
}

export interface Trap {
  readonly cell: number;
  readonly card: string;
  readonly revealed: boolean;
  /** Sprung by an attacker: left face up on its cell, its card with it (“retourne la carte et le pion”); it springs no more. */
  readonly sprung: boolean;
}

/** A combat between agents in distinct zones, from the face-down cards to the result. */
export interface Combat {
  readonly stage: 'commit' | 'boost';
  /** Unit indices. `attacker` and `defender` differ from initiator and target after a counter. */
  readonly initiator: number;
  readonly target: number;
  readonly attacker: number;
  readonly defender: number;
  readonly attack: number;
  readonly defense: number;
}

export interface R6Game {
  readonly units: readonly UnitState[];
  /** State of each edge feature, aligned with `fixed.edges`. */
  readonly edgeStates: readonly string[];
  /** By hand: the side's id, or a player's id when the side has several (see hands.ts). */
  readonly hands: Readonly<Record<string, readonly string[]>>;
  /** Draw piles, top card last. */
  readonly piles: Readonly<Record<SideId, readonly string[]>>;
  readonly discards: Readonly<Record<SideId, readonly string[]>>;
  readonly traps: readonly Trap[];
  /** Smoke counters left on each zone. */
  readonly smoke: readonly number[];
  /** Consecutive end-of-turn checks each objective was held, aligned with `fixed.objectives`. */
  readonly held: readonly number[];
  readonly combat: Combat | null;
  /** True once the last turn has ended. */
  readonly expired: boolean;
}

export type R6State = GameState<R6Fixed, R6Game>;

/** Sealed choices. */
export interface CommitChoice {
  readonly cards: readonly string[];
  readonly counter: string | null;
}
export interface BoostChoice {
  readonly card: string | null;
}
/** What the other side sees of a sealed choice: how many cards lie face down. */
export interface SealedFace {
  readonly hidden: true;
  readonly count: number;
}

export type R6Action =
  | { readonly type: 'deploy'; readonly side: SideId; readonly unit: string; readonly cell: number }
  /** `player`: the hand the card comes from, when the side has several players (else the side's one hand). */
  | { readonly type: 'prepare'; readonly side: SideId; readonly card: string; readonly edge: string; readonly player?: string }
  | { readonly type: 'move'; readonly side: SideId; readonly unit: string; readonly cell: number }
  | { readonly type: 'open'; readonly side: SideId; readonly unit: string; readonly edge: string }
  | { readonly type: 'card'; readonly side: SideId; readonly unit: string; readonly card: string; readonly cell: number }
  | { readonly type: 'card'; readonly side: SideId; readonly unit: string; readonly card: string; readonly edge: string }
  | { readonly type: 'attack'; readonly side: SideId; readonly unit: string; readonly target: string }
  | { readonly type: 'commit'; readonly side: SideId; readonly cards: readonly string[]; readonly counter: string | null }
  | { readonly type: 'boost'; readonly side: SideId; readonly card: string | null }
  | { readonly type: 'endPhase'; readonly side: SideId };

/** Hidden card, as other sides see it. */
export const HIDDEN_CARD = '?';
