/**
 * State and action shapes of Rapid' 40000. Lengths are in hundredths of an inch ("ci"), positions
 * as integers so that a state is exact JSON and hashes the same after a round trip; base radii and
 * derived lengths may be fractional. Origin at the table's top-left corner, y down.
 */
import type { FlatPolygon } from '../../board/free/measure';
import type { SightArea } from '../../board/free/sight';
import type { GameState, SideId } from '../core/types';
import type { LocalizedText } from '../../scenario/types';
import type { Constants } from './constants';

/** Hundredths of an inch in an inch. */
export const CI = 100;
/** Millimetres in a hundredth of an inch. */
export const MM_PER_CI = 0.254;

export type Template = 'small-blast' | 'flame';

/** A ranged weapon as the rules use it. */
export interface WeaponInfo {
  readonly name: LocalizedText;
  /** Range in ci, base edge to base edge; 0 for a template weapon laid against the firer (the flamer). */
  readonly range: number;
  /** Bonus to the attack (C+1 for a rifle). */
  readonly bonus: number;
  readonly template: Template | null;
  /** May damage an armoured vehicle (missiles and cannons). */
  readonly antiArmour: boolean;
  /** Dice the model rolls with it (two machine guns roll two). */
  readonly dice: number;
  /** On a vehicle's hull: fires all round, or in its front arc only. */
  readonly arc: 'all' | 'front';
}

export type Role = 'chef' | 'nco' | 'trooper';

/** Special rules a model may carry, as flags (ability ids of the data). */
export interface RuleFlags {
  readonly armour: boolean;
  readonly lightArmour: boolean;
  readonly armoured: boolean;
  readonly hitAndRun: boolean;
  readonly marksman: boolean;
  readonly leader: boolean;
  readonly ferociousCharge: boolean;
  readonly stealthy: boolean;
  readonly strong: boolean;
  readonly hero: boolean;
  readonly longMove: boolean;
  readonly nco: boolean;
  readonly sniper: boolean;
  readonly closeCombat: boolean;
  /** "Lents": moves less often than others (R73, assumed). */
  readonly slow: boolean;
}

/** A vehicle's hull, half its length and half its width, in ci. */
export interface HullSize {
  readonly halfLength: number;
  readonly halfWidth: number;
}

export interface ModelInfo {
  readonly profile: string;
  readonly name: LocalizedText;
  /** Base radius in ci; for a hull, the radius of the circle through its corners. */
  readonly radius: number;
  /** A vehicle's rectangular hull in place of a round base, or null. */
  readonly hull: HullSize | null;
  readonly cost: number;
  /** Quality: the least a die must show to succeed (2 for 2+). */
  readonly quality: number;
  readonly combat: number;
  readonly role: Role;
  /** Indices into {@link Fixed.weapons}. */
  readonly weapons: readonly number[];
  readonly rules: RuleFlags;
}

export interface UnitInfo {
  readonly id: string;
  readonly side: SideId;
  readonly sideIndex: number;
  readonly name: LocalizedText;
  readonly vehicle: boolean;
  readonly models: readonly ModelInfo[];
  /** Move budget of one Move action, in ci (6", 12" for vehicles, more with Long move). */
  readonly move: number;
  /** The index of the model whose Quality and Combat the unit uses while it lives (its chef or NCO). */
  readonly leader: number;
  /** Points of the whole unit. */
  readonly cost: number;
  /** Index into {@link Fixed.zones}: where it deploys when the scenario does not place it. */
  readonly zone: number;
}

export interface TerrainInfo {
  readonly id: string;
  readonly kind: string;
  readonly name: LocalizedText;
  readonly polygon: FlatPolygon;
  readonly sight: 'clear' | 'into' | 'block';
  readonly difficult: boolean;
  readonly impassable: boolean;
}

export type CheckMoment = 'immediate' | 'end-of-turn' | 'end-of-round' | 'end-of-game';

/** What the victory line calls an objective: the scenario's wording of its condition, when it gives one (else its id). */
interface Named {
  readonly name?: LocalizedText;
}

export type Objective =
  | ({ readonly kind: 'hold'; readonly id: string; readonly side: number; readonly zones: readonly FlatPolygon[]; readonly all: boolean; readonly alone: boolean; readonly turns: number; readonly check: CheckMoment } & Named)
  | ({ readonly kind: 'eliminate'; readonly id: string; readonly side: number; readonly targets: readonly number[] } & Named)
  | ({ readonly kind: 'points'; readonly id: string; readonly side: number; readonly points: number } & Named);

/** What never changes in a game; every state of a game shares one. */
export interface Fixed {
  /** Table size in ci. */
  readonly width: number;
  readonly height: number;
  /** The table's own unit, for words and for building actions from millimetres. */
  readonly unit: 'in' | 'mm';
  readonly sides: readonly SideId[];
  readonly sideNames: readonly LocalizedText[];
  readonly terrain: readonly TerrainInfo[];
  /** Terrain that cuts sight, and the index in `terrain` of each. */
  readonly sightAreas: readonly SightArea[];
  readonly sightTerrain: readonly number[];
  /** Difficult and impassable ground for infantry, and for vehicles. */
  readonly difficult: readonly FlatPolygon[];
  readonly impassable: readonly FlatPolygon[];
  readonly vehicleDifficult: readonly FlatPolygon[];
  readonly vehicleImpassable: readonly FlatPolygon[];
  /** Every terrain piece's polygon (stealth looks for any). */
  readonly scenery: readonly FlatPolygon[];
  readonly weapons: readonly WeaponInfo[];
  readonly units: readonly UnitInfo[];
  /** Units of each side, by side index. */
  readonly unitsOf: readonly (readonly number[])[];
  /** Deployment zones: one per side (by side index), from the scenario or the 12" strips. */
  readonly zones: readonly { readonly id: string; readonly side: number; readonly name: LocalizedText | null; readonly polygon: FlatPolygon }[];
  readonly objectives: readonly Objective[];
  readonly turnLimit: number;
  readonly constants: Constants;
}

export type UnitStatus = 'reserve' | 'ready' | 'fled' | 'destroyed';

export interface UnitState {
  /** x, y of each model in ci (a model removed keeps the place it fell). */
  readonly pos: readonly number[];
  /**
   * The way each model with a hull faces, as a direction in whole numbers (x, y per model, any
   * length; 0, 0 for a round base); empty for a unit without hulls.
   */
  readonly facing: readonly number[];
  readonly alive: readonly boolean[];
  /** Models alive. */
  readonly left: number;
  readonly status: UnitStatus;
  /** Action points left in its activation; 0 once it has acted this turn. */
  readonly ap: number;
  /** Activated this turn. */
  readonly done: boolean;
  readonly overwatch: boolean;
  readonly immobilised: boolean;
  /** Took its half-strength morale test. */
  readonly tested: boolean;
  /** Flees in each activation until rallied (only with the `fleeingPersists` house rule). */
  readonly fleeing: boolean;
  /** Shot since the start of its last activation: a stealthy unit gives itself away. */
  readonly shot: boolean;
  /** Its missile was fired and is not reloaded yet (only with the `missileReload` house rule). */
  readonly unloaded: boolean;
  /** Moves made in its activation (a run counts two): a Slow unit makes fewer. */
  readonly moves: number;
}

/** Where one model lays the template of its weapon (each template weapon of a unit aims at its own point). */
export interface Aim {
  readonly model: number;
  readonly at: readonly [number, number];
}

/** An attack or test declared and waiting for its dice (`roll`). */
export type PendingRoll =
  | { readonly kind: 'shoot'; readonly side: SideId; readonly unit: number; readonly target: number; readonly aims: readonly Aim[]; readonly aimed: boolean; readonly overwatch: boolean }
  | { readonly kind: 'melee'; readonly side: SideId; readonly unit: number; readonly target: number; readonly power: boolean; readonly charge: boolean }
  | { readonly kind: 'disengage'; readonly side: SideId; readonly unit: number }
  | { readonly kind: 'plant'; readonly side: SideId; readonly unit: number; readonly target: number }
  | { readonly kind: 'restraint'; readonly side: SideId; readonly unit: number; readonly target: number }
  | { readonly kind: 'rally'; readonly side: SideId; readonly unit: number };

/** Overwatching units owed a decision about a unit that has just moved into their zone. */
export interface Watch {
  readonly target: number;
  readonly queue: readonly number[];
}

/**
 * A move under way (a move, a run, a charge or a hit-and-run's first leg). Each model goes in a
 * straight line from `from` to `to`, all together; the move pauses where an overwatching unit is
 * set off (R49–R53) and goes on once it has answered.
 */
export interface Moving {
  readonly unit: number;
  readonly kind: 'move' | 'run' | 'charge' | 'hitAndRun';
  /** The unit charged or struck in passing, or -1. */
  readonly target: number;
  readonly cost: number;
  /** Where each model of the unit started (all its models, flat). */
  readonly from: readonly number[];
  /**
   * Where each model ends (all its models, flat), and where each hull then faces (or null for the
   * way it drives). Null in the view of a side that may not know where the move goes: there it
   * ends where the unit stands.
   */
  readonly to: readonly number[] | null;
  readonly facing: readonly number[] | null;
}

/** A hit-and-run strike's second leg: where the unit goes on if the struck unit does not win. */
export interface Passing {
  readonly unit: number;
  /** Null in the view of the side struck (it cannot know where the unit goes on to). */
  readonly to: readonly number[] | null;
}

export interface Game {
  readonly units: readonly UnitState[];
  /** The unit being activated, or -1. */
  readonly active: number;
  /** Index of the side that activates (or deploys) next. */
  readonly next: number;
  /** Index of the side that activates first in the turn (every turn, unless `sameFirstEveryTurn` is off). */
  readonly first: number;
  /** The initiative dice (one per side, the last roll-off), empty when the scenario named the first side and none was rolled since. */
  readonly initiative: readonly number[];
  readonly roll: PendingRoll | null;
  readonly watch: Watch | null;
  /** Overwatching units that have fired in the current activation. */
  readonly fired: readonly number[];
  /** The team an NCO ordered in the current activation, which acts as soon as it ends (R63), or -1. */
  readonly ordered: number;
  /** A move under way, paused where overwatch was set off (R52), or null. */
  readonly moving: Moving | null;
  readonly passing: Passing | null;
  /** The army's chef of each side: [unit, model], or null once lost with nobody to take over. */
  readonly chef: readonly (readonly [number, number] | null)[];
  /** Heroes' once-a-game rerolls used, by unit index. */
  readonly rerolled: readonly number[];
  /** A roll waiting for a hero's reroll decision. */
  readonly reroll: Reroll | null;
  /** Consecutive checks each hold objective has been met. */
  readonly held: readonly number[];
  /** Points of each side's models destroyed or fled. */
  readonly lost: readonly number[];
}

/** Dice rolled and not yet applied, because a hero may have them rolled again. */
export interface Reroll {
  readonly roll: PendingRoll;
  /** The side that may decide, and the unit whose hero would spend the reroll. */
  readonly side: SideId;
  readonly hero: number;
  readonly dice: Dice;
}

/** The dice of one resolution: the acting side's and the other side's, by group. */
export interface Dice {
  readonly own: readonly (readonly number[])[];
  readonly other: readonly (readonly number[])[];
}

export type R40State = GameState<Fixed, Game>;

/**
 * Positions of the living models of a unit, in ci, in model order: `[x0, y0, x1, y1, ...]`. A
 * move's `facing`, in the same order, gives where each hull faces at the end (a direction in
 * whole numbers; ignored for round bases); without it a hull ends facing the way it drove.
 */
export type Positions = readonly number[];

export type R40Action =
  | { readonly type: 'deploy'; readonly side: SideId; readonly unit: string; readonly to: Positions; readonly facing?: Positions }
  | { readonly type: 'activate'; readonly side: SideId; readonly unit: string }
  | { readonly type: 'move'; readonly side: SideId; readonly unit: string; readonly to: Positions; readonly facing?: Positions }
  | { readonly type: 'run'; readonly side: SideId; readonly unit: string; readonly to: Positions; readonly facing?: Positions }
  | { readonly type: 'charge'; readonly side: SideId; readonly unit: string; readonly target: string; readonly to: Positions }
  | { readonly type: 'hitAndRun'; readonly side: SideId; readonly unit: string; readonly target: string; readonly via: Positions; readonly to: Positions }
  | { readonly type: 'shoot'; readonly side: SideId; readonly unit: string; readonly target?: string; readonly aims?: readonly Aim[]; readonly aimed: boolean }
  | { readonly type: 'melee'; readonly side: SideId; readonly unit: string; readonly target: string; readonly power: boolean }
  | { readonly type: 'disengage'; readonly side: SideId; readonly unit: string }
  | { readonly type: 'overwatch'; readonly side: SideId; readonly unit: string }
  | { readonly type: 'plantCharge'; readonly side: SideId; readonly unit: string; readonly target: string }
  | { readonly type: 'rally'; readonly side: SideId; readonly unit: string }
  | { readonly type: 'reload'; readonly side: SideId; readonly unit: string }
  | { readonly type: 'order'; readonly side: SideId; readonly unit: string; readonly team: string }
  | { readonly type: 'endActivation'; readonly side: SideId; readonly unit: string }
  | { readonly type: 'overwatchFire'; readonly side: SideId; readonly unit: string }
  | { readonly type: 'holdFire'; readonly side: SideId; readonly unit: string }
  | { readonly type: 'roll'; readonly side: SideId }
  | { readonly type: 'reroll'; readonly side: SideId; readonly use: 'own' | 'other' | 'none' };

export type ActionType = R40Action['type'];

/** Decisions a side may owe. */
export type DecisionKind = 'deploy' | 'activate' | 'act' | 'overwatch' | 'roll' | 'reroll';
