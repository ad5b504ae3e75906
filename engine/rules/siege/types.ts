/**
 * State and action shapes of SIEGE (Cry Havoc system). Cells are dense hex indices
 * (row * columns + col). Everything in a state is plain JSON, so a game survives a trip through
 * JSON.stringify and replays from its initial state and its actions.
 */
import type { GameState, SideId } from '../core/types';
import type { LocalizedText, RulesetData, Scenario } from '../../scenario/types';
import type { SiegeBoard, SiegeBoardDynamic } from './board';
import type { FigureStatus } from './figures';

/** The five steps of a side's phase (rule 1.21), in the rulebook's order. */
export const STEPS = ['fire-1', 'move', 'fire-2', 'melee', 'recover'] as const;
export type Step = (typeof STEPS)[number];

export type { FigureStatus } from './figures';

/** What never changes about a figure during a game. Its values come from its profile (figures.ts). */
export interface FigureInfo {
  readonly id: string;
  readonly side: SideId;
  readonly name: LocalizedText;
  readonly profile: string;
  /** Bow or crossbow (a row of the fire ranges table); null for a figure that does not shoot. */
  readonly weapon: string | null;
  /** Starts on a horse (a mounted knight): may be unhorsed during the game. */
  readonly mounted: boolean;
  /** The profile once unhorsed (its profile's `dismounted`), null when it never rides. */
  readonly footProfile: string | null;
  /** Cells where the figure may be deployed when the scenario does not place it. */
  readonly deployCells: readonly number[];
}

/**
 * A figure in play. The `*At` fields are stamps: the number of the side-phase in which the thing
 * last happened (see {@link SiegeGame.stamp}), so nothing has to be reset when a phase starts.
 */
export interface FigureState {
  /** -1 when not on the board yet (deployment); the dead stay where they fell. */
  readonly cell: number;
  /** On the upper level of a siege tower (2.42); false on the ground, and inside a tower. */
  readonly onTop: boolean;
  readonly status: FigureStatus;
  /** Still on its horse. */
  readonly mounted: boolean;
  readonly movedAt: number;
  /** Shot in the first fire step, in the second. */
  readonly shot1At: number;
  readonly shot2At: number;
  /** Attacked in a melee (or tried to push a ladder down); was attacked in a melee. */
  readonly attackedAt: number;
  readonly defendedAt: number;
  readonly stunnedAt: number;
  /** Carried a ladder in its movement. */
  readonly carriedAt: number;
  /** Started working the drawbridge winch. */
  readonly winchAt: number;
  /** Came to its hex (moved, carried, fell back, advanced, was placed): a fire is set only after a whole turn beside it (3.51). */
  readonly placedAt: number;
  /**
   * Spent its melee step on something other than a fight (pushing a ladder down, working a ram,
   * setting or fighting a fire, pouring oil): it fights no more in that step, and is not "engaged
   * in a combat" for the next first fire.
   */
  readonly busyAt: number;
}

/**
 * A passing mark on a figure, made in the side-phase `at` (a stamp): rare, so kept in one list
 * apart from the figures rather than as fields every figure copy would carry.
 * - `ladderWork`: it spent points moving or turning a raised ladder (1.92) and moves on with the rest;
 * - `fell`: it fell from a ladder pushed down (1.94) onto a hex it may share with the figure it fell
 *   on, for as long as it stays there (its `placedAt` still `at`);
 * - `coveredOutside`, `coveredInside`: on a door hex, the side of the door it is covered from in
 *   this phase, the side of the first shot at it (1.53); shots from the other side find it open.
 */
export interface FigureMark {
  readonly figure: number;
  readonly kind: 'ladderWork' | 'fell' | 'coveredOutside' | 'coveredInside';
  readonly at: number;
}

/** Siege engines: the special equipment that moves, burns or pounds (2.4, 3.4, 3.5, 4.2, 4.3, 5.2). */
export const ENGINE_KINDS = ['siege-tower', 'ram', 'mantlet', 'ballista', 'trebuchet', 'mangonel'] as const;
export type EngineKind = (typeof ENGINE_KINDS)[number];

/**
 * A siege engine on the board. A siege tower and a ram take three hexes (their counters, side by
 * side in the scenario), move together along one line (2.41, 4.31) and burn as one (3.55).
 */
export interface EngineState {
  /** The id of its first counter in the scenario. */
  readonly id: string;
  readonly kind: EngineKind;
  /** The side it belongs to (its counters' `owner` in the scenario); '' for nobody's. Nobody burns his own. */
  readonly owner: SideId;
  /** Its hexes, and the ids of the counters on them, in the order of the scenario. */
  readonly cells: readonly number[];
  readonly counters: readonly string[];
  /**
   * A siege tower's or a ram's forward side (0-5; backwards is the opposite side), set by its
   * first move (the orientation given as it comes on, 2.41); -1 before. A mantlet's base side.
   */
  readonly facing: number;
  /** Stamp of the phase it last moved in. */
  readonly movedAt: number;
  /**
   * The first turn it may be used in again: a ram pounds every two turns, one turn late after a
   * fight (4.32, 4.34); a ballista shoots every three turns (3.41).
   */
  readonly readyFrom: number;
}

/** A hex on fire (3.5, 5.3). */
export interface FireState {
  readonly cell: number;
  /** The side that set it; whether it spreads is checked at the end of the other side's phase (3.52). */
  readonly side: SideId;
  /** The turn it caught in: after `burnTurnsToDestroy` whole turns more, what the hex holds is destroyed (3.55). */
  readonly lit: number;
  /** Lit by a flaming arrow: a "DA" attempt puts out only such a fire. */
  readonly arrow: boolean;
}

/** Damage steps of a wall hex pounded by a ram (4.13); the last step demolishes it. */
export interface WallDamage {
  readonly cell: number;
  readonly steps: number;
}

/** A barrel of boiling oil; it goes with the figure that carries it (5.32). */
export interface BarrelState {
  readonly id: string;
  readonly cell: number;
}

export interface LadderState {
  readonly id: string;
  readonly cell: number;
  readonly vertical: boolean;
  /** The rampart cell a vertical ladder leans against; -1 when horizontal. */
  readonly facing: number;
  /** The side that raised it ('' when lying): only the other side pushes it down. */
  readonly raisedBy: SideId;
}

/** A shot declared, waiting for its die. */
export interface PendingShot {
  readonly kind: 'fire';
  readonly shooter: number;
  readonly target: number;
  readonly distance: number;
  readonly band: 'short' | 'medium' | 'long';
  readonly cover: string;
  /** Added to the die: range band, wounded shooter, knight on foot (see archery). */
  readonly modifier: number;
  /** The ballista the shooter's crew works, when the shot is the ballista's (3.4). */
  readonly engine?: string;
}

/** A melee declared, waiting for its die. */
export interface PendingMelee {
  readonly kind: 'melee';
  readonly attackers: readonly number[];
  readonly defenders: readonly number[];
  readonly attack: number;
  readonly defense: number;
  /** Odds column after terrain shifts and the several-attackers bonus, "1-1" ... "6-1". */
  readonly column: string;
  /** Column shift applied to the raw odds (negative: towards the defender). */
  readonly shift: number;
  /** Raw odds, rounded for the defender (attack / defense, floored). */
  readonly ratio: number;
  readonly mounted: boolean;
}

/** A ladder push-down declared (rule 1.94), waiting for its die. */
export interface PendingPush {
  readonly kind: 'push';
  readonly pusher: number;
  readonly ladder: number;
}

/** A ram's blow at a wall hex (4.32), waiting for its die: `modifier` is -1 against a tower. */
export interface PendingPound {
  readonly kind: 'pound';
  readonly engine: string;
  readonly cell: number;
  readonly column: string;
  readonly modifier: number;
}

/** An attempt to put out the fire of a hex (3.53), waiting for its die. */
export interface PendingExtinguish {
  readonly kind: 'extinguish';
  readonly unit: number;
  readonly cell: number;
}

/** A flaming arrow shot at a siege engine (5.31), waiting for its die. */
export interface PendingFireArrow {
  readonly kind: 'fireArrow';
  readonly shooter: number;
  readonly cell: number;
}

/** A barrel of boiling oil poured on a hex below (5.32), waiting for its die. */
export interface PendingOil {
  readonly kind: 'oil';
  readonly unit: number;
  readonly cell: number;
  /** The figures below are under a siege engine: they are hurt only if the engine catches fire. */
  readonly sheltered: boolean;
}

export type PendingRoll = PendingShot | PendingMelee | PendingPush | PendingPound | PendingExtinguish | PendingFireArrow | PendingOil;

/** Advance after combat (rule 1.73): who may advance into which vacated cells. */
export interface AdvanceOffer {
  readonly side: SideId;
  readonly figures: readonly number[];
  /** Places left by the enemy: hex * 2, plus 1 on top of a siege tower. */
  readonly vacated: readonly number[];
  /** Figures adjacent to an enemy before the advance: they may only enter a vacated cell. */
  readonly pinned: readonly number[];
}

export interface SiegeGame {
  /** Number of the current side-phase: (turn - 1) * sides + side order; -1 during deployment. */
  readonly stamp: number;
  readonly figures: readonly FigureState[];
  /**
   * The board's tokens and edge states as they stand (board.ts), kept in step with `drawbridge`,
   * `ladders`, `engines`, `fires` and `counters`: a new object whenever one of them changes, the
   * same one otherwise.
   */
  readonly board: SiegeBoardDynamic;
  /** `lowered` or `raised`; null when the scenario has no drawbridge. */
  readonly drawbridge: 'lowered' | 'raised' | null;
  readonly ladders: readonly LadderState[];
  readonly engines: readonly EngineState[];
  readonly fires: readonly FireState[];
  readonly damage: readonly WallDamage[];
  /** Counters the game put on the board: walls demolished, tents burnt. */
  readonly counters: readonly { readonly kind: string; readonly cell: number }[];
  readonly barrels: readonly BarrelState[];
  /** Passing marks on figures (see FigureMark); those that no longer hold are dropped as others come. */
  readonly marks: readonly FigureMark[];
  readonly roll: PendingRoll | null;
  readonly advance: AdvanceOffer | null;
  /** Consecutive end-of-turn checks each objective was held, aligned with `fixed.objectives`. */
  readonly held: readonly number[];
  /** True once the last turn has ended. */
  readonly ended: boolean;
}

export type CheckMoment = 'immediate' | 'end-of-turn' | 'end-of-round' | 'end-of-game';

/** A zone (or token cell) a side must hold, from the scenario's victory conditions. */
export interface Objective {
  readonly id: string;
  readonly side: SideId;
  /** One cell list per zone. */
  readonly zones: readonly (readonly number[])[];
  readonly all: boolean;
  readonly alone: boolean;
  readonly turns: number;
  readonly check: CheckMoment;
  readonly label: string;
}

export interface SiegeConstants {
  readonly turnLimit: number;
  readonly livingFiguresPerHex: number;
  /** Entering a vertical ladder's hex, and stepping from its top onto the rampart (rules 1.93). */
  readonly ladderClimbCost: number;
  readonly ladderToRampartCost: number;
  readonly ladderCarryPenalty: number;
  /** Movement points each of the two bearers spends to move or turn a raised ladder (1.92). */
  readonly ladderMoveCost: number;
  /** A die of 1 to this value pushes a ladder down (rule 1.94). */
  readonly ladderPushMax: number;
  readonly dieFaces: number;
  /** Figures it takes inside a siege tower or under a ram to move it, one per hex (2.41, 4.31). */
  readonly enginePushers: number;
  /** Movement points a siege tower or a ram has each turn (2.41), and the terrain it may roll on. */
  readonly engineMovePoints: number;
  readonly engineGround: readonly string[];
  /** Pounding points of a ram, its column of the pounding table, and the turns between its blows (4.32). */
  readonly ramPoints: number;
  readonly ramTurns: number;
  /** Damage steps that demolish a wall hex (4.13). */
  readonly wallDamageSteps: number;
  /** A die of 1 to this value brings a stunned figure round in a burning hex (3.54). */
  readonly burningWakeMax: number;
  readonly burnTurnsToDestroy: number;
  /** Turns a ballista takes to shoot again, and the crew it needs beside it, one of them an engineer (3.41). */
  readonly ballistaReloadTurns: number;
  readonly ballistaCrew: number;
  readonly oilBarrelPenalty: number;
}

/** Fixed for a whole game: shared, never modified, by every state. */
export interface SiegeFixed {
  /** The scenario and ruleset data the game was set up from (the combat tables are read from the ruleset). */
  readonly source: { readonly scenario: Scenario; readonly ruleset: RulesetData };
  /** The board compiled from them (board.ts): plain JSON. */
  readonly board: SiegeBoard;
  readonly columns: number;
  readonly rows: number;
  readonly labels: readonly string[];
  /** Terrain kind of each cell. */
  readonly terrain: readonly string[];
  /** Sides in the order they play in a turn (the scenario's `turns.first` first). */
  readonly order: readonly SideId[];
  readonly sideNames: Readonly<Record<SideId, LocalizedText>>;
  readonly figures: readonly FigureInfo[];
  readonly steps: readonly Step[];
  readonly setupPhases: readonly string[];
  readonly stepNames: Readonly<Record<string, LocalizedText>>;
  readonly objectives: readonly Objective[];
  /** Side that wins when the last turn ends and no other condition decided (a `survive` condition). */
  readonly survivor: SideId | null;
  /** Sides whose elimination wins the game for a side (`eliminate` conditions): winner -> targets. */
  readonly eliminate: readonly { readonly side: SideId; readonly targets: readonly SideId[] }[];
  readonly drawbridgeCells: readonly number[];
  readonly winchCell: number;
  /** Names of the result codes of each table, for messages. */
  readonly legends: Readonly<Record<string, Readonly<Record<string, LocalizedText>>>>;
  readonly constants: SiegeConstants;
}

export type SiegeState = GameState<SiegeFixed, SiegeGame>;

export type SiegeAction =
  | { readonly type: 'deploy'; readonly side: SideId; readonly unit: string; readonly cell: number }
  | { readonly type: 'move'; readonly side: SideId; readonly unit: string; readonly cell: number; readonly top?: boolean; readonly ladder?: string; readonly barrel?: string }
  | { readonly type: 'moveEngine'; readonly side: SideId; readonly engine: string; readonly direction: number; readonly hexes: number }
  | { readonly type: 'raiseLadder'; readonly side: SideId; readonly unit: string; readonly ladder: string; readonly rampart: number }
  /** Two figures move a raised ladder one hex, or turn it in its hex, to lean on `rampart` (1.92). */
  | { readonly type: 'moveLadder'; readonly side: SideId; readonly units: readonly string[]; readonly ladder: string; readonly cell: number; readonly rampart: number }
  | { readonly type: 'winch'; readonly side: SideId; readonly unit: string }
  | { readonly type: 'fire'; readonly side: SideId; readonly unit: string; readonly target: string }
  | { readonly type: 'melee'; readonly side: SideId; readonly attackers: readonly string[]; readonly defenders: readonly string[] }
  | { readonly type: 'pushLadder'; readonly side: SideId; readonly unit: string; readonly ladder: string }
  | { readonly type: 'pound'; readonly side: SideId; readonly engine: string; readonly cell: number }
  | { readonly type: 'setFire'; readonly side: SideId; readonly unit: string; readonly cell: number }
  | { readonly type: 'extinguish'; readonly side: SideId; readonly unit: string; readonly cell: number }
  | { readonly type: 'fireArrow'; readonly side: SideId; readonly unit: string; readonly cell: number }
  | { readonly type: 'fireBallista'; readonly side: SideId; readonly engine: string; readonly target: string }
  | { readonly type: 'pourOil'; readonly side: SideId; readonly unit: string; readonly cell: number }
  | { readonly type: 'roll'; readonly side: SideId }
  | { readonly type: 'advance'; readonly side: SideId; readonly unit: string; readonly cell: number; readonly top?: boolean }
  | { readonly type: 'stay'; readonly side: SideId }
  | { readonly type: 'endStep'; readonly side: SideId };

/** Decision kinds a side may owe. */
export type DecisionKind = 'deploy' | 'fire' | 'move' | 'melee' | 'roll' | 'advance';

/** Stamp given to things that never happened. */
export const NEVER = -99;
