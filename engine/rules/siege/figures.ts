/**
 * SIEGE figures: profiles read from the ruleset's `unitProfiles` (attack, defence and movement on
 * the healthy and the wounded counter, category for panic, on foot or mounted, missile weapon) and
 * the states a figure goes through: healthy, stunned, wounded, dead.
 *
 * "Un personnage assommé ou blessé est considéré mort s'il est à nouveau blessé ou assommé": a
 * stunned or wounded figure that is stunned or wounded again dies. Stunned figures get up in
 * their side's recover step; wounded ones stay wounded until they heal between days (healing table).
 */
import { childPointer } from '../../scenario/json-pointer';
import { listForMessage, own } from '../../scenario/lookup';
import { error, type Problem } from '../../scenario/problems';
import type { RulesetData, UnitProfile } from '../../scenario/types';
// The keys this module produces must translate wherever they travel.
import './messages';

export type FigureStatus = 'healthy' | 'stunned' | 'wounded' | 'dead';
/** Panic category (knights never panic) and `animal` for riderless horses. */
export type FigureCategory = 'knight' | 'soldier' | 'peasant' | 'animal';
/** What a result does to one figure. */
export type Hit = 'stun' | 'wound' | 'kill';

export const FIGURE_CATEGORIES: readonly FigureCategory[] = ['knight', 'soldier', 'peasant', 'animal'];

export interface Strengths {
  readonly attack: number;
  readonly defense: number;
  readonly movement: number;
}

export interface FigureProfile {
  readonly id: string;
  readonly category: FigureCategory;
  /** On a horse (takes two hexes, fought and shot on the mounted tables). */
  readonly mounted: boolean;
  readonly healthy: Strengths;
  /** The wounded counter's values. */
  readonly wounded: Strengths;
  /** Row of the fire ranges table (short-bow, longbow, crossbow...), null when it does not shoot. */
  readonly weapon: string | null;
  /** Profile once unhorsed (mounted knight → knight), null for figures on foot. */
  readonly dismounted: string | null;
}

/** The state after a hit. A stunned or wounded figure stunned or wounded again is dead. */
export function afterHit(status: FigureStatus, hit: Hit): FigureStatus {
  if (hit === 'kill' || status !== 'healthy') return 'dead';
  return hit === 'stun' ? 'stunned' : 'wounded';
}

/** The recover step: stunned figures get back on their feet (rule 1.21, step 5). */
export function recovered(status: FigureStatus): FigureStatus {
  return status === 'stunned' ? 'healthy' : status;
}

/** A wounded figure healed between days (healing table): replaced by its healthy counter. */
export function healed(status: FigureStatus): FigureStatus {
  return status === 'wounded' ? 'healthy' : status;
}

/** Stunned and dead figures neither move, shoot nor attack. */
export function canAct(status: FigureStatus): boolean {
  return status === 'healthy' || status === 'wounded';
}

/**
 * Values in play: the wounded counter's when wounded; a stunned figure still defends with its
 * counter's defence (the text gives it no other) but has no attack and no movement.
 */
export function strengthsOf(profile: FigureProfile, status: FigureStatus): Strengths {
  if (status === 'dead') return { attack: 0, defense: 0, movement: 0 };
  if (status === 'wounded') return profile.wounded;
  if (status === 'stunned') return { attack: 0, defense: profile.healthy.defense, movement: 0 };
  return profile.healthy;
}

/**
 * Advance after combat (rule 1.73): half the movement potential, and a single hex when the figure
 * was next to an enemy before moving; the first hex must be one the enemy left.
 */
export function advanceAllowance(profile: FigureProfile, status: FigureStatus, adjacentToEnemy: boolean): { readonly movement: number; readonly maxHexes: number | null } {
  const movement = Math.floor(strengthsOf(profile, status).movement / 2);
  return { movement, maxHexes: adjacentToEnemy ? 1 : null };
}

function isCategory(value: unknown): value is FigureCategory {
  return typeof value === 'string' && (FIGURE_CATEGORIES as readonly string[]).includes(value);
}

/** Half, rounded down, at least 1: the default when a profile gives no wounded counter. */
function halved(value: number): number {
  return value <= 0 ? 0 : Math.max(1, Math.floor(value / 2));
}

function readProfile(id: string, profile: UnitProfile, weapons: ReadonlySet<string>, ids: ReadonlySet<string>, problems: Problem[]): FigureProfile | null {
  const at = (...tokens: string[]) => childPointer('/unitProfiles', id, ...tokens);
  const stats = profile.stats ?? {};
  const before = problems.length;
  const number = (stat: string, fallback?: number): number => {
    const value = stats[stat];
    if (value === undefined && fallback !== undefined) return fallback;
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value;
    problems.push(error(at('stats', stat), 'siege.problem.profileStat', { profile: id, stat }));
    return 0;
  };
  const text = (stat: string): string | null => {
    const value = stats[stat];
    if (value === undefined) return null;
    if (typeof value === 'string') return value;
    problems.push(error(at('stats', stat), 'siege.problem.profileText', { profile: id, stat }));
    return null;
  };
  const category = profile.category ?? 'soldier';
  if (!isCategory(category)) {
    problems.push(error(at('category'), 'siege.problem.profileCategory', { profile: id, category, known: listForMessage(FIGURE_CATEGORIES) }));
  }
  const mounted = profile.movementMode === 'mounted';
  const healthy = { attack: number('attack'), defense: number('defense'), movement: number('movement') };
  const wounded = {
    attack: number('woundedAttack', halved(healthy.attack)),
    defense: number('woundedDefense', halved(healthy.defense)),
    // A wounded rider stays in the saddle: the horse keeps its pace.
    movement: number('woundedMovement', mounted ? healthy.movement : halved(healthy.movement)),
  };
  // Odds divide by the defence: every counter defends with at least 1 (a riderless horse has 1).
  if (healthy.defense < 1) problems.push(error(at('stats', 'defense'), 'siege.problem.profileDefense', { profile: id, stat: 'defense' }));
  if (wounded.defense < 1 && healthy.defense >= 1) problems.push(error(at('stats', 'woundedDefense'), 'siege.problem.profileDefense', { profile: id, stat: 'woundedDefense' }));
  const weapon = text('weapon');
  if (weapon !== null && !weapons.has(weapon)) {
    problems.push(error(at('stats', 'weapon'), 'siege.problem.profileWeapon', { profile: id, weapon, known: listForMessage(weapons) }));
  }
  const dismounted = text('dismounted');
  if (dismounted !== null && !ids.has(dismounted)) {
    problems.push(error(at('stats', 'dismounted'), 'siege.problem.profileDismounted', { profile: id, target: dismounted }));
  }
  if (problems.length > before) return null;
  return { id, category: category as FigureCategory, mounted, healthy, wounded, weapon, dismounted };
}

/** A profile by id, own properties only (ids come from user files). */
export function profileOf(profiles: Readonly<Record<string, FigureProfile>>, id: string): FigureProfile | undefined {
  return own(profiles, id);
}

/** Every unit profile of the ruleset as a figure profile; `weapons` are the rows of the fire ranges table. */
export function loadFigureProfiles(ruleset: RulesetData, weapons: ReadonlySet<string>): { readonly profiles: Readonly<Record<string, FigureProfile>>; readonly problems: readonly Problem[] } {
  const problems: Problem[] = [];
  const profiles: Record<string, FigureProfile> = {};
  const entries = Object.entries(ruleset.unitProfiles ?? {});
  const ids = new Set(entries.map(([id]) => id));
  for (const [id, profile] of entries) {
    const read = readProfile(id, profile, weapons, ids, problems);
    if (read) profiles[id] = read;
  }
  return { profiles, problems };
}
