/**
 * Every number and switch the rules read, from the ruleset data's `constants` (so a scenario's
 * house rules change them) with the defaults below where the data says nothing. Lengths come in
 * inches and are kept in hundredths of an inch. The switches are the readings the text leaves
 * open (README, "Decisions"): each default is the reading the README argues for.
 */
import type { RulesetData } from '../../scenario/types';
import { CI } from './types';

export interface Constants {
  readonly actionPoints: number;
  /** Move, charge and vehicle move, in ci. */
  readonly move: number;
  readonly charge: number;
  readonly vehicleMove: number;
  /** A run: one action of two action points covering two moves in a straight line. */
  readonly run: boolean;
  readonly coherency: number;
  readonly coherencyRule: 'chain' | 'all-pairs';
  readonly deploymentDepth: number;
  readonly overwatch: number;
  readonly commandRange: number;
  readonly ncoRange: number;
  readonly moraleDice: number;
  readonly moraleThreshold: 'half-left' | 'half-lost';
  readonly fleeingPersists: boolean;
  /** Distance of one flight move (a Move action of the fleeing unit), and how far from enemies it must stay. */
  readonly fleeAway: number;
  readonly disengage: number;
  readonly contact: number;
  readonly missileRange: number;
  readonly deviation: number;
  readonly deviationRule: 'line' | 'scatter';
  readonly missileReload: boolean;
  readonly blastRadius: number;
  readonly flameTipRadius: number;
  readonly flameReach: number;
  readonly flameEndRadius: number;
  readonly templateDefence: 'under' | 'unit';
  readonly weaponRanges: 'profile' | 'reference';
  readonly referencePistol: number;
  readonly referenceRifle: number;
  readonly referenceMissile: number;
  readonly ferociousChargeAp: number;
  readonly overwatchLasts: 'next-activation' | 'until-moved';
  readonly restraintDice: number;
  readonly shootTwice: boolean;
  readonly shootIntoMelee: boolean;
  readonly sightLines: 'centre' | 'three';
  /** Share of a base's radius that cuts a line of sight (lines that graze a rim pass). */
  readonly sightShrink: number;
  readonly coverBonus: number;
  readonly lightArmour: 'armour' | 'shooting';
  readonly longMoveFactor: number;
  readonly stealthAdjacent: number;
  readonly stealthSpot: number;
  /**
   * The side that plays first in the first turn plays first in every turn; off (house rule), the
   * initiative is rolled again at the start of each later turn, as before the game (R11).
   */
  readonly sameFirstEveryTurn: boolean;
  readonly deploymentFirst: 'second' | 'first';
  readonly limitVictory: 'points' | 'draw';
  readonly defaultTurnLimit: number;
  readonly baseMm: number;
  /** The NCO's orders to a team (R63): `follow` (the team acts at once after the NCO's unit) or `off`. */
  readonly ncoOrders: 'follow' | 'off';
  /** How near the NCO a team must stand to be ordered ("1 x court"), in ci. */
  readonly ncoOrderRange: number;
  readonly ncoOrderAp: number;
  /** Moves (a run counts two) a Slow unit makes in an activation. */
  readonly slowMoves: number;
  /** The front arc of a hull: the cotangent of its half-angle (1 for 90°, 0 for 180°). */
  readonly frontArcCot: number;
  /** A unit shot at on overwatch stops where it was (house rule); by default its move goes on. */
  readonly overwatchHalts: boolean;
}

type Raw = Readonly<Record<string, number | string | boolean>>;

function inches(raw: Raw, id: string, fallback: number): number {
  const value = raw[id];
  return Math.round((typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback) * CI);
}

function number(raw: Raw, id: string, fallback: number): number {
  const value = raw[id];
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function flag(raw: Raw, id: string, fallback: boolean): boolean {
  const value = raw[id];
  return typeof value === 'boolean' ? value : fallback;
}

function choice<T extends string>(raw: Raw, id: string, options: readonly T[]): T {
  const value = raw[id];
  return typeof value === 'string' && (options as readonly string[]).includes(value) ? (value as T) : (options[0] as T);
}

/** The choices each switch may take; the first is the default. */
export const SWITCHES = {
  templateDefence: ['under', 'unit'],
  coherencyRule: ['chain', 'all-pairs'],
  moraleThreshold: ['half-left', 'half-lost'],
  deviationRule: ['line', 'scatter'],
  weaponRanges: ['profile', 'reference'],
  overwatchLasts: ['next-activation', 'until-moved'],
  sightLines: ['centre', 'three'],
  lightArmour: ['armour', 'shooting'],
  deploymentFirst: ['second', 'first'],
  limitVictory: ['points', 'draw'],
  ncoOrders: ['follow', 'off'],
} as const;

export function constantsOf(ruleset: RulesetData): Constants {
  const raw: Raw = ruleset.constants ?? {};
  return {
    actionPoints: Math.max(1, Math.round(number(raw, 'actionPointsPerUnit', 2))),
    move: inches(raw, 'moveInches', 6),
    charge: inches(raw, 'chargeInches', 8),
    vehicleMove: inches(raw, 'vehicleMoveInches', 12),
    run: flag(raw, 'run', true),
    coherency: inches(raw, 'coherencyInches', 2),
    coherencyRule: choice(raw, 'coherency', SWITCHES.coherencyRule),
    deploymentDepth: inches(raw, 'deploymentDepthInches', 12),
    overwatch: inches(raw, 'overwatchInches', 3),
    commandRange: inches(raw, 'commandRangeInches', 7),
    ncoRange: inches(raw, 'ncoRangeInches', 3),
    moraleDice: Math.max(1, Math.round(number(raw, 'moraleDice', 3))),
    moraleThreshold: choice(raw, 'moraleThreshold', SWITCHES.moraleThreshold),
    fleeingPersists: flag(raw, 'fleeingPersists', false),
    fleeAway: inches(raw, 'fleeAwayInches', 3),
    disengage: inches(raw, 'disengageInches', 2),
    contact: inches(raw, 'contactToleranceInches', 0.02),
    missileRange: inches(raw, 'missileRangeInches', 24),
    deviation: inches(raw, 'missileDeviationRangeInches', 12),
    deviationRule: choice(raw, 'missileDeviation', SWITCHES.deviationRule),
    missileReload: flag(raw, 'missileReload', false),
    blastRadius: inches(raw, 'smallBlastDiameterInches', 3) / 2,
    flameTipRadius: inches(raw, 'flameTipRadiusInches', 0.25),
    flameReach: inches(raw, 'flameLengthInches', 8) - inches(raw, 'flameTipRadiusInches', 0.25) - inches(raw, 'flameEndRadiusInches', 1),
    flameEndRadius: inches(raw, 'flameEndRadiusInches', 1),
    templateDefence: choice(raw, 'templateDefence', SWITCHES.templateDefence),
    weaponRanges: choice(raw, 'weaponRanges', SWITCHES.weaponRanges),
    referencePistol: inches(raw, 'referencePistolInches', 3),
    referenceRifle: inches(raw, 'referenceRifleInches', 5),
    referenceMissile: inches(raw, 'referenceMissileInches', 7),
    ferociousChargeAp: Math.min(2, Math.max(1, Math.round(number(raw, 'ferociousChargeAp', 1)))),
    overwatchLasts: choice(raw, 'overwatchLasts', SWITCHES.overwatchLasts),
    restraintDice: Math.max(1, Math.round(number(raw, 'overwatchRestraintDice', 1))),
    shootTwice: flag(raw, 'shootTwice', true),
    shootIntoMelee: flag(raw, 'shootIntoMelee', false),
    sightLines: choice(raw, 'sightLines', SWITCHES.sightLines),
    sightShrink: Math.min(1, Math.max(0, number(raw, 'sightBaseShare', 0.95))),
    coverBonus: Math.round(number(raw, 'coverBonus', 0)),
    lightArmour: choice(raw, 'lightArmour', SWITCHES.lightArmour),
    longMoveFactor: Math.max(1, number(raw, 'longMoveFactor', 1.5)),
    stealthAdjacent: inches(raw, 'stealthAdjacentInches', 1),
    stealthSpot: inches(raw, 'stealthSpotInches', 6),
    sameFirstEveryTurn: flag(raw, 'sameFirstEveryTurn', true),
    deploymentFirst: choice(raw, 'deploymentFirst', SWITCHES.deploymentFirst),
    limitVictory: choice(raw, 'limitVictory', SWITCHES.limitVictory),
    defaultTurnLimit: Math.max(1, Math.round(number(raw, 'defaultTurnLimit', 6))),
    baseMm: Math.max(1, number(raw, 'defaultBaseMm', 25)),
    ncoOrders: choice(raw, 'ncoOrders', SWITCHES.ncoOrders),
    ncoOrderRange: inches(raw, 'ncoOrderInches', 3),
    ncoOrderAp: Math.min(Math.max(1, Math.round(number(raw, 'actionPointsPerUnit', 2))), Math.max(0, Math.round(number(raw, 'ncoOrderAp', 1)))),
    slowMoves: Math.max(0, Math.round(number(raw, 'slowMovesPerActivation', 1))),
    frontArcCot: number(raw, 'frontArcDegrees', 90) >= 180 ? 0 : 1,
    overwatchHalts: flag(raw, 'overwatchHalts', false),
  };
}
