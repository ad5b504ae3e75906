/**
 * State and action shapes of Rivet Wars: Eastern Front. The board's kernel has one cell per grid
 * (a "case" of 2 × 2 cells): movement, range and deviation count grids. Inside a grid, a unit
 * covers one, two (side by side in a row) or four of its cells, written as a 4-bit mask: bit 0 the
 * top-left cell, 1 top-right, 2 bottom-left, 3 bottom-right, as the board shows them.
 *
 * Every unit of the box is a figure, made once per game from its profile's supply: in the box
 * (grid -1) or on the board. Sides are numbered in the scenario's order; per-side arrays follow it.
 */
import type { GameState, SideId } from '../core/types';
import type { LocalizedText, RulesetData, Scenario } from '../../scenario/types';

/** The five phases of a player's turn, in the rulebook's order. */
export const STEPS = ['cards', 'deployment', 'combat', 'movement', 'wrap-up'] as const;
export type Step = (typeof STEPS)[number];

/** Skills whose numbers the rules read, in the order of `ProfileInfo.skills`. */
export const SKILLS = [
  'bolster-defense',
  'dash',
  'move-bonus',
  'precision',
  'range-bonus-land',
  'range-bonus-air',
  'rapid-assault',
  'runner',
  'tank-shock',
  'sniper',
  'immune-to-gas',
] as const;
export type Skill = (typeof SKILLS)[number];

export interface WeaponInfo {
  readonly name: LocalizedText;
  readonly range: number;
  readonly airRange: number;
  readonly attacks: number;
  /** Dice against each armour class, in the order of `RwFixed.armour`. */
  readonly dice: readonly number[];
  readonly chain: boolean;
  readonly flat: boolean;
  readonly gas: boolean;
  readonly deviates: boolean;
}

export interface ProfileInfo {
  readonly id: string;
  readonly name: LocalizedText;
  readonly faction: string;
  readonly infantry: boolean;
  readonly airborne: boolean;
  readonly hero: boolean;
  readonly plug: boolean;
  readonly cost: number;
  readonly rivets: number;
  readonly move: number;
  /** Index of its armour class in `RwFixed.armour`. */
  readonly armour: number;
  readonly health: number;
  readonly bounty: number;
  /** Cells of its grid it covers: 1, 2 (side by side in a row) or 4. */
  readonly size: number;
  readonly sockets: number;
  /** Value of each skill (`SKILLS` order); 0 when it lacks it, 1 for the skills without a number. */
  readonly skills: readonly number[];
  /** Skills it shares with its grid (Buffs), same order. */
  readonly buffs: readonly number[];
  /** Skills marked [action]: using one takes the unit's combat activation. */
  readonly actions: readonly boolean[];
  readonly weapons: readonly WeaponInfo[];
}

/** A figure of the box: what never changes about it. */
export interface FigureInfo {
  /** "rifleman-3": its profile and its number among the side's figures of that profile. */
  readonly id: string;
  readonly side: number;
  readonly profile: number;
  readonly number: number;
}

export interface FigureState {
  /** Grid it stands in; -1 in the box. A plug stands in its host's grid and keeps -1 here. */
  readonly grid: number;
  /** Cells of the grid it covers (4-bit mask); 0 in the box. */
  readonly cells: number;
  readonly damage: number;
  /** A plug: the figure it is fitted to, or -1. */
  readonly host: number;
  /** Has been deployed at least once (a hero comes only once per game). */
  readonly deployed: boolean;
  /** Turn stamp (see `RwGame.stamp`) of its last Rapid Assault: it stays put in that turn's movement phase. */
  readonly assaultAt: number;
  /** Turn stamp of its last rearrangement inside its grid (once per movement phase). */
  readonly arrangedAt: number;
}

/** The unit acting in the active grid, and how. */
export interface ActorState {
  readonly unit: number;
  /** 'fresh': nothing done yet; 'assault': Rapid Assault moves; 'attack': attacking; 'dash': a Dash; 'move': a movement-phase move. */
  readonly mode: 'fresh' | 'assault' | 'attack' | 'dash' | 'move';
  /** Movement points left in the current move, and whether its one diagonal is spent. */
  readonly left: number;
  readonly diagonal: boolean;
  /** Attacks left with each of its weapons (the unit's weapons with those of its plugs). */
  readonly shots: readonly number[];
  /** Grid its activation started in: the Buffs of that grid stay with it until the activation ends. */
  readonly from: number;
}

/** An attack declared, waiting for its dice. */
export interface PendingAttack {
  readonly unit: number;
  readonly weapon: number;
  readonly grid: number;
  /** A Sniper's chosen target, else -1 (the target-priority order decides). */
  readonly target: number;
}

/** A barrage card played, waiting for its dice (it deviates first). */
export interface PendingBarrage {
  readonly card: string;
  readonly grid: number;
  readonly dice: number;
}

/** Survivors of a Tank Shock the defender must move out, and the unit that shocked them. */
export interface RetreatState {
  readonly shocker: number;
  readonly grid: number;
  readonly units: readonly number[];
}

export interface GasCloud {
  readonly grid: number;
  /** Index of the side whose unit made it. */
  readonly side: number;
  /** The figure that made it, and the dice of its attack against each armour class. */
  readonly unit: number;
  readonly dice: readonly number[];
  readonly round: number;
}

/** Kills a side made in its current turn, for Secret Missions. */
export interface TurnKills {
  readonly units: number;
  readonly vehicles: number;
  readonly heroes: number;
}

export interface RwGame {
  /** Side ids in their order of play (after the initiative roll). */
  readonly order: readonly SideId[];
  /** Player-turn counter: 1 for the first turn of the game, +1 at each turn. */
  readonly stamp: number;
  readonly figures: readonly FigureState[];
  /** Grids still wired (barbed wire is destroyed by non-infantry entering). */
  readonly wire: readonly number[];
  readonly gas: readonly GasCloud[];
  /** Flag on each objective of `RwFixed.objectives`: the index of the side controlling it, or -1. */
  readonly flags: readonly number[];
  /** Per side: victory points, deployment points, infantry-only points (mission 8), rivets. */
  readonly vp: readonly number[];
  readonly dp: readonly number[];
  readonly infantryDp: readonly number[];
  readonly rivets: readonly number[];
  /** Per side: free units to deploy this phase (mission 10), of `RwFixed.sides[s].freeProfile`. */
  readonly free: readonly number[];
  /** Per side: escalation level reached at the end of the last round (mission 10). */
  readonly level: readonly number[];
  /** Per side: Action! and Secret Mission hands (card ids). */
  readonly hands: readonly (readonly string[])[];
  readonly missions: readonly (readonly string[])[];
  readonly actionPile: readonly string[];
  readonly actionDiscard: readonly string[];
  readonly missionPile: readonly string[];
  readonly missionDiscard: readonly string[];
  /** The grid activated in the combat or movement phase, or -1; the units activated with it. */
  readonly activeGrid: number;
  readonly active: readonly number[];
  /**
   * The units that stood in the active grid when it was activated: their Buffs stay with the units
   * activated there until the activation ends (p.12), wherever either has gone since.
   */
  readonly activatedWith: readonly number[];
  /** Units activated so far in this combat or movement phase (each unit is activated once a phase). */
  readonly activated: readonly number[];
  readonly actor: ActorState | null;
  readonly attack: PendingAttack | null;
  readonly barrage: PendingBarrage | null;
  readonly retreat: RetreatState | null;
  /** The last deviation drawn, for the board's arrow: from the grid aimed at, the board direction, the grid hit (-1 off the board). */
  readonly deviation: { readonly from: number; readonly direction: number; readonly to: number } | null;
  /** The unit a Forced March card boosts this turn, and by how much. */
  readonly boost: { readonly unit: number; readonly amount: number } | null;
  readonly kills: TurnKills;
  /** Objectives the side to play captured at the end of its turn (for Secret Missions). */
  readonly captured: number;
  /** The end of a round found several sides tied: from now on the first round with a single leader decides. */
  readonly tied: boolean;
  readonly result: { readonly winner: SideId | null; readonly key: string; readonly params: Readonly<Record<string, string | number>> } | null;
}

/** The mission's own rules, compiled from the scenario's special-rule effects. */
export interface MissionRules {
  readonly drawAction: boolean;
  readonly drawMissions: boolean;
  /** Infantry-only deployment points each turn (mission 8), and whether heroes may use them. */
  readonly infantryPoints: number;
  readonly infantryHeroes: boolean;
  readonly paradrop: { readonly side: number; readonly profile: number; readonly count: number; readonly everyTurn: boolean } | null;
  readonly escalation: readonly EscalationLevel[] | null;
  /** Units placed on every strategic objective at setup (missions 2 and 6). */
  readonly garrisons: readonly { readonly side: number; readonly profile: number }[];
}

export interface EscalationLevel {
  readonly from: number;
  readonly to: number;
  readonly deploymentPoints: number;
  readonly rivets: number;
  readonly units: number;
  /** Profile index of the free units per side (-1: none). */
  readonly profiles: readonly number[];
}

export interface SideInfo {
  readonly id: SideId;
  readonly name: LocalizedText;
  readonly faction: string;
  /** Forward direction of the side's player: 0 north, 1 east, 2 south, 3 west. */
  readonly facing: number;
  /** Cells of a grid in the order attacks hit them when this side holds it (bits of the mask). */
  readonly priority: readonly number[];
  readonly deployment: readonly number[];
  readonly territory: readonly number[];
  /** 1 for each grid of its deployment zones, of its territory (by grid). */
  readonly deployAt: readonly number[];
  readonly territoryAt: readonly number[];
  readonly dpPerTurn: number;
  readonly rivetsPerTurn: number;
  readonly rivetsStart: number;
  /** Victory points it needs; Infinity when no victory condition gives it points. */
  readonly target: number;
  readonly scoresObjectives: number;
  readonly scoresRoundEnd: number;
  readonly scoresKills: boolean;
  /** Its figures, by index, and those of them that are plugs. */
  readonly figures: readonly number[];
  readonly plugs: readonly number[];
}

export interface RwConstants {
  readonly hitOn: number;
  readonly dieFaces: number;
  readonly actionDraw: number;
  readonly actionDiscardMax: number;
  readonly actionHandMax: number;
  readonly firstPlayerSkipsActionDraw: boolean;
  readonly secretMissionDraw: number;
  readonly secretMissionHandMax: number;
  readonly minefieldDice: number;
  readonly bunkerBolster: number;
  readonly gasRounds: number;
  readonly deviationOnTarget: number;
  /** Diagonal steps a unit may take in one activation: 1 (p.18), or 0 with no diagonal at all. */
  readonly diagonalsPerActivation: number;
  /** Whether a hero eliminated stays out for good (p.8), or returns to the box to be deployed again. */
  readonly heroOncePerGame: boolean;
  readonly roundLimit: number;
}

export interface CardInfo {
  readonly id: string;
  readonly deck: 'action' | 'secret-mission';
  readonly name: LocalizedText;
  readonly text: LocalizedText;
  readonly effect: string;
  readonly timing: string;
  readonly amount: number;
  readonly dice: number;
  readonly count: number;
  readonly vp: number;
  /** Deviation arrow: 0 forward for the active player, clockwise to 7; `deviationOnTarget` stays. */
  readonly deviation: number;
}

/** Fixed for a whole game: shared, never modified, by every state. */
export interface RwFixed {
  readonly source: { readonly scenario: Scenario; readonly ruleset: RulesetData };
  readonly columns: number;
  readonly rows: number;
  readonly labels: readonly string[];
  /** 1 where a tile covers the grid (the board), 0 off it. */
  readonly onBoard: readonly number[];
  /** Eight neighbours of each grid (N, NE, E, SE, S, SW, W, NW), -1 off the board. */
  readonly neighbours: readonly number[];
  /** Per grid: duckboards (incl. bunkers and objectives), bunker, tank trap, minefield, objective index (-1). */
  readonly duckboards: readonly number[];
  readonly bunker: readonly number[];
  readonly tankTrap: readonly number[];
  readonly minefield: readonly number[];
  readonly objectiveAt: readonly number[];
  readonly objectives: readonly number[];
  readonly armour: readonly string[];
  readonly profiles: readonly ProfileInfo[];
  /** Per skill (`SKILLS` order): whether some profile shares it as a Buff, whether some plug gives it. */
  readonly buffed: readonly boolean[];
  readonly plugged: readonly boolean[];
  readonly figures: readonly FigureInfo[];
  readonly sides: readonly SideInfo[];
  /** Side ids in play order when the scenario sets who starts; empty when initiative is rolled. */
  readonly fixedOrder: readonly SideId[];
  readonly cards: Readonly<Record<string, CardInfo>>;
  readonly mission: MissionRules;
  readonly gasTokens: number;
  readonly constants: RwConstants;
  readonly stepNames: Readonly<Record<string, LocalizedText>>;
}

export type RwState = GameState<RwFixed, RwGame>;

export type RwAction =
  | { readonly type: 'initiative'; readonly side: SideId }
  | { readonly type: 'paradrop'; readonly side: SideId; readonly grid: number }
  | { readonly type: 'discard'; readonly side: SideId; readonly card: string }
  | { readonly type: 'draw'; readonly side: SideId }
  | { readonly type: 'deploy'; readonly side: SideId; readonly profile: string; readonly grid: number }
  | { readonly type: 'plug'; readonly side: SideId; readonly profile: string; readonly host: string }
  | { readonly type: 'play'; readonly side: SideId; readonly card: string; readonly grid?: number; readonly unit?: string }
  | { readonly type: 'activate'; readonly side: SideId; readonly grid: number }
  | { readonly type: 'attack'; readonly side: SideId; readonly unit: string; readonly weapon: number; readonly grid: number; readonly target?: string }
  | { readonly type: 'roll'; readonly side: SideId }
  | { readonly type: 'assault'; readonly side: SideId; readonly unit: string; readonly grid: number }
  | { readonly type: 'dash'; readonly side: SideId; readonly unit: string; readonly grid: number }
  | { readonly type: 'move'; readonly side: SideId; readonly unit: string; readonly grid: number }
  | { readonly type: 'arrange'; readonly side: SideId; readonly unit: string; readonly cells: number }
  | { readonly type: 'retreat'; readonly side: SideId; readonly unit: string; readonly grid: number }
  | { readonly type: 'endPhase'; readonly side: SideId };

/** Decision kinds a side may owe. */
export type DecisionKind = 'initiative' | 'paradrop' | 'cards' | 'deploy' | 'combat' | 'roll' | 'movement' | 'retreat';

/** Stamp given to things that never happened. */
export const NEVER = -1;
/** A card a side cannot see (another hand, a draw pile). */
export const HIDDEN_CARD = '?';
