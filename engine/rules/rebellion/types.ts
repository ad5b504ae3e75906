/**
 * Star Wars: Rebellion as the engine plays it: what never changes in a game (`RebFixed`: the
 * galaxy, the unit profiles, the leaders, the card catalogue, the dice and the time track) and
 * what does (`RebGame`). Sides are numbered as camps, the Empire 0 and the Rebellion 1, so that
 * everything per side is a two-slot array; systems, profiles, leaders and card copies are indices.
 */
import type { LocalizedText } from '../../scenario/types';
import type { GameState } from '../core/types';

export const EMPIRE = 0;
export const REBELLION = 1;
export type Camp = 0 | 1;

export const SPACE = 0;
export const GROUND = 1;
export type Theatre = 0 | 1;

/** A card or probe the viewer may not see. */
export const HIDDEN = -1;

/** Where a leader is, when not in a system (0 .. systems - 1) or in the rebel base space (`baseSpace`). */
export const RESERVE = -1;
export const ON_MISSION = -2;
export const NOT_RECRUITED = -3;
/** Sent on a mission with no target system: back in the reserve at the refresh. */
export const SPENT = -4;

export const SKILLS = ['diplomacy', 'intel', 'spec-ops', 'logistics'] as const;
export type Skills = readonly [number, number, number, number];

export interface SystemDef {
  readonly id: string;
  readonly name: string;
  /** Index of its region, -1 for none. */
  readonly region: number;
  /** Remote systems have no loyalty, no subjugation and build nothing. */
  readonly remote: boolean;
  readonly neighbours: readonly number[];
  /** The allegiance on its probe card: a camp, or -1 (neutral). */
  readonly allegiance: number;
  /** Build icons, the leftmost first. */
  readonly build: readonly string[];
  readonly x: number;
  readonly y: number;
}

export interface ProfileDef {
  readonly id: string;
  readonly name: LocalizedText;
  readonly camp: Camp;
  readonly theatre: Theatre;
  readonly health: number;
  /** Health colour: hits of the red dice damage red units, of the black dice black units. */
  readonly red: boolean;
  readonly blackDice: number;
  readonly redDice: number;
  readonly capacity: number;
  readonly needsTransport: boolean;
  readonly immobile: boolean;
  readonly noRetreat: boolean;
  readonly icon: string | null;
  readonly delay: number;
  readonly supply: number;
  /** What the bots count a unit of it for. */
  readonly value: number;
}

export interface LeaderDef {
  /** Unique id: the scenario unit's id, numbered when the unit counts several, or the profile id. */
  readonly id: string;
  readonly profile: string;
  readonly name: LocalizedText;
  readonly camp: Camp;
  readonly skills: Skills;
  /** Tactics values; -1 for a leader without a tactics ring (it cannot activate, R21). */
  readonly space: number;
  readonly ground: number;
}

export type CardKind = 'mission' | 'action' | 'objective' | 'tactic';

export interface CardDef {
  /** Id of the card in its deck (copies share it). */
  readonly id: string;
  readonly deck: string;
  readonly kind: CardKind;
  /** The camp using it; -1 for the shared tactic decks. */
  readonly camp: number;
  readonly name: LocalizedText;
  readonly effect: string;
  /** Profile id of the leader pictured (missions) or recruited (action cards); '' for none. */
  readonly leader: string;
  /** That leader's name, from its profile: the card names it even when no leader of that profile is in the game. */
  readonly leaderName: LocalizedText;
  readonly skills: Skills;
  readonly attempt: boolean;
  readonly starting: boolean;
  readonly amount: number;
  /** Objectives: part (1, 2, 3) and the reputation they are worth. */
  readonly part: number;
  readonly reputation: number;
  /** Tactic cards: their theatre. */
  readonly theatre: Theatre;
}

export interface RebFixed {
  /** Side ids by camp: [empire, rebellion]. */
  readonly sides: readonly [string, string];
  readonly sideNames: readonly [LocalizedText, LocalizedText];
  readonly systems: readonly SystemDef[];
  readonly regions: readonly string[];
  /** Index of the rebel base space in the unit stacks: one past the last system. */
  readonly baseSpace: number;
  readonly profiles: readonly ProfileDef[];
  /** Profile indices of each camp. */
  readonly campProfiles: readonly [readonly number[], readonly number[]];
  readonly leaders: readonly LeaderDef[];
  readonly cards: readonly CardDef[];
  /** Combat dice faces: '' blank, 'hit', 'direct', 'special'. */
  readonly blackFaces: readonly string[];
  readonly redFaces: readonly string[];
  /** Mission dice faces, in successes. */
  readonly greenFaces: readonly number[];
  /** By time space: a recruit icon, a build icon. */
  readonly recruitAt: readonly boolean[];
  readonly buildAt: readonly boolean[];
  readonly timeMax: number;
  readonly constants: RebConstants;
  /** How the game was set up from the scenario. */
  readonly setup: SetupPlan;
  readonly phaseNames: Readonly<Record<string, LocalizedText>>;
}

export interface RebConstants {
  readonly startTime: number;
  readonly startReputation: number;
  readonly maxMissionsInHand: number;
  readonly leadersPerMission: number;
  readonly maxDicePerColour: number;
  readonly maxMissionDice: number;
  readonly pictureBonus: number;
  readonly deployMaxPerSystem: number;
  readonly probesPerRound: number;
  readonly missionsPerRound: number;
  readonly objectivesPerRound: number;
  readonly recruitDraw: number;
  readonly relocationDraw: number;
  readonly setupRebelSystems: number;
  readonly setupImperialSystems: number;
  readonly setupSubjugated: number;
  readonly buildQueueLength: number;
  readonly combatRoundLimit: number;
  readonly roundLimit: number;
  /** 'simultaneous': both sides assign face down at once; 'rebel-first': the seed's order. */
  readonly assignment: 'simultaneous' | 'rebel-first';
}

/** The scenario's setup, compiled: what is fixed by the file and what the game draws or asks for. */
export interface SetupPlan {
  /** True when the scenario lays loyalty or subjugation tokens: no probe reveal (R7). */
  readonly tokens: boolean;
  readonly loyalty: readonly number[];
  readonly subjugated: readonly number[];
  readonly sabotage: readonly number[];
  /** Whether the scenario lays the rebel base token; its system is in the game state only (see `baseTokenSystem`). */
  readonly baseFixed: boolean;
  /** Units placed by the scenario: stacks over systems and the base space. */
  readonly units: readonly number[];
  /** Units the sides place themselves (R8, R9), by profile. */
  readonly unplaced: readonly number[];
  /** Leaders in the reserve at the start (R2). */
  readonly startingLeaders: readonly number[];
  /** Cards each camp takes and draws at setup (R10, R11). */
  readonly hands: readonly [HandPlan, HandPlan];
}

export interface HandPlan {
  readonly missions: readonly number[];
  readonly drawMissions: number;
  readonly actions: readonly number[];
  readonly drawActions: number;
  readonly objectives: readonly number[];
  readonly drawObjectives: number;
}

/** A mission laid face down with its leaders (R17, R18). */
export interface Assignment {
  readonly card: number;
  readonly leaders: readonly number[];
}

/** A unit waiting on a build queue: its profile and the space it sits on (1 deploys next). */
export interface Queued {
  readonly profile: number;
  readonly space: number;
}

/** A system being activated: the leader placed there and the units brought in so far (R21). */
export interface Activation {
  readonly camp: Camp;
  readonly leader: number;
  readonly system: number;
  /** Triples (origin, profile, count) in the order moved. */
  readonly moves: readonly number[];
}

/** A mission revealed and waiting for the other side's opposition (R46 - R52). */
export interface MissionInPlay {
  readonly camp: Camp;
  readonly card: number;
  readonly target: number;
  readonly leaders: readonly number[];
}

export type CombatStage = 'leader' | 'tactic' | 'damage' | 'defend' | 'retreat';

export interface Combat {
  readonly system: number;
  readonly attacker: Camp;
  readonly round: number;
  readonly stage: CombatStage;
  /** Who decides the current stage. */
  readonly decider: Camp;
  /** 0..3: space (attacker, defender), ground (attacker, defender). */
  readonly attack: number;
  /** What the current roll left to use: black hits, red hits, direct hits, specials. */
  readonly black: number;
  readonly red: number;
  readonly direct: number;
  readonly specials: number;
  /** Damage on each profile, all through the combat (removed at its end, R42). */
  readonly damage: readonly number[];
  /** Damage assigned by the current attack, which defence cards may cancel (R37). */
  readonly incoming: readonly number[];
  /** Tactic cards in hand, by camp * 2 + theatre. */
  readonly tactics: readonly (readonly number[])[];
  /** Tactic cards played, shuffled back into their piles when the combat ends (R42). */
  readonly used: readonly number[];
  /** Units destroyed, by camp (of the units lost); the highest health among them. */
  readonly destroyed: readonly [number, number];
  readonly heaviest: readonly [number, number];
  /** Whether each camp had units in each theatre when the combat began: camp * 2 + theatre. */
  readonly present: readonly boolean[];
  readonly retreated: number;
}

export interface RebGame {
  readonly time: number;
  readonly reputation: number;
  /** By system: the loyal camp, or -1. */
  readonly loyalty: readonly number[];
  /** By system: 1 with a subjugation marker. */
  readonly subjugated: readonly number[];
  readonly sabotage: readonly number[];
  /** Stacks: `units[space * profiles + profile]`, spaces being the systems then the base space. */
  readonly units: readonly number[];
  /** The base's system; -1 in the Empire's view while it is hidden. */
  readonly base: number;
  readonly baseRevealed: boolean;
  /**
   * Public knowledge: 1 for each system where the Empire cannot rule the base out by what both
   * sides have seen (its own probe cards come on top of this). Never depends on the base itself.
   */
  readonly candidates: readonly number[];
  /** By leader: a system, the base space, or RESERVE, ON_MISSION, NOT_RECRUITED, SPENT. */
  readonly leaderAt: readonly number[];
  readonly captured: readonly number[];
  readonly missions: readonly [readonly number[], readonly number[]];
  readonly actions: readonly [readonly number[], readonly number[]];
  readonly objectives: readonly number[];
  /** The Empire's probe cards: systems where the base is not (R56). */
  readonly probes: readonly number[];
  readonly missionPiles: readonly [readonly number[], readonly number[]];
  readonly actionPiles: readonly [readonly number[], readonly number[]];
  readonly recruitPiles: readonly [readonly number[], readonly number[]];
  readonly objectivePile: readonly number[];
  readonly probePile: readonly number[];
  readonly tacticPiles: readonly [readonly number[], readonly number[]];
  readonly missionDiscards: readonly [readonly number[], readonly number[]];
  readonly actionDiscards: readonly [readonly number[], readonly number[]];
  /** Objectives claimed. */
  readonly claimed: readonly number[];
  readonly assigned: readonly [readonly Assignment[], readonly Assignment[]];
  readonly queues: readonly [readonly Queued[], readonly Queued[]];
  /** Units still to place at setup, by profile. */
  readonly unplaced: readonly number[];
  /** Command phase: whose order it is, and how many passes in a row. */
  readonly active: Camp;
  readonly passes: number;
  readonly activation: Activation | null;
  readonly mission: MissionInPlay | null;
  readonly combat: Combat | null;
  /** Rapid mobilization resolved this round: the base moves before the refresh (R66). */
  readonly relocating: boolean;
  /** Probe cards the Rebellion drew to choose its new base from. */
  readonly relocationDraw: readonly number[];
  /** Recruit cards drawn to choose one from (R59), by camp. */
  readonly recruitDraws: readonly [readonly number[], readonly number[]];
  /** Units coming off the build queue, to deploy (R63), by camp. */
  readonly deploying: readonly [readonly number[], readonly number[]];
  /** Units deployed into each space this refresh (R63: at most 2 per system). */
  readonly deployed: readonly number[];
  /** Build icons used in each system this refresh. */
  readonly built: readonly number[];
}

export type RebState = GameState<RebFixed, RebGame>;

interface Base<T extends string> {
  readonly type: T;
  readonly side: string;
}

export type PlaceAction = Base<'place'> & { readonly profile: number; readonly system: number; readonly count: number };
export type AssignAction = Base<'assign'> & { readonly card: number; readonly leaders: readonly number[] };
export type ActivateAction = Base<'activate'> & { readonly leader: number; readonly system: number };
export type MoveAction = Base<'move'> & { readonly from: number; readonly profile: number; readonly count: number };
export type RevealAction = Base<'reveal'> & { readonly card: number; readonly target: number };
export type PlayAction = Base<'play'> & { readonly card: number; readonly target: number };
export type OpposeAction = Base<'oppose'> & { readonly leader: number };
export type CommitLeaderAction = Base<'commitLeader'> & { readonly leader: number };
export type PlayTacticAction = Base<'playTactic'> & { readonly card: number; readonly profile: number };
export type DamageAction = Base<'damage'> & { readonly profile: number };
export type RetreatAction = Base<'retreat'> & { readonly to: number };
export type RelocateAction = Base<'relocate'> & { readonly system: number };
export type DiscardAction = Base<'discard'> & { readonly card: number };
export type RecruitAction = Base<'recruit'> & { readonly card: number };
export type BuildAction = Base<'build'> & { readonly system: number; readonly profile: number };
export type DeployAction = Base<'deploy'> & { readonly profile: number; readonly system: number };
export type SimpleAction = Base<'endAssign' | 'endMove' | 'pass' | 'noOpposition' | 'noLeader' | 'drawTactic' | 'endDefense' | 'stay' | 'endBuild'>;

export type RebAction =
  | PlaceAction
  | AssignAction
  | ActivateAction
  | MoveAction
  | RevealAction
  | PlayAction
  | OpposeAction
  | CommitLeaderAction
  | PlayTacticAction
  | DamageAction
  | RetreatAction
  | RelocateAction
  | DiscardAction
  | RecruitAction
  | BuildAction
  | DeployAction
  | SimpleAction;

export type DecisionKind =
  | 'place'
  | 'assign'
  | 'order'
  | 'move'
  | 'oppose'
  | 'combatLeader'
  | 'tactic'
  | 'damage'
  | 'defend'
  | 'retreat'
  | 'relocate'
  | 'discard'
  | 'recruit'
  | 'build'
  | 'deploy';

/** What the other side sees of a sealed assignment: nothing but that it is being made. */
export interface SealedFace {
  readonly hidden: true;
}
