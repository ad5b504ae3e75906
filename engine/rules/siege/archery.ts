/**
 * Fire with short bows, longbows, crossbows and ballistas (rules 1.3, 3.31, 3.35, 3.4 and the
 * optional rule "Savoir viser juste"), as pure functions over the ruleset's tables. Whether the
 * shot is possible at all (line of fire, shooting over figures, walls) and the target's cover are
 * the board's business (line-of-fire.ts); this module takes the distance and the cover it found.
 *
 * The die, plus the range band's modifier (short 0, medium +1, long +2), +1 for a wounded shooter
 * and +1 against a knight on foot, is looked up in the weapon's column of the table for the
 * target (on foot or mounted); the result is read in the column of the target's cover. A higher
 * roll is a worse shot; a roll past the weapon's lines misses.
 */
import { own } from '../../scenario/lookup';
import { message, type CombatMessage } from './combat-messages';
import { canAct, profileOf, type FigureProfile, type FigureStatus, type Hit } from './figures';
import {
  accepted,
  badRoll,
  dieTableResult,
  dieValue,
  FIRE_CODES,
  refused,
  TABLE_IDS,
  type Checked,
  type FireLine,
  type FireTable,
  type SiegeCombatData,
  type TableKind,
} from './tables';

export interface Shot {
  readonly shooter: { readonly profile: string; readonly status: FigureStatus };
  /** The weapon fired (a row of the ranges table); the shooter's own when absent. A ballista crew names `ballista`. */
  readonly weapon?: string;
  /** Hexes from the shooter to the target. */
  readonly distance: number;
  readonly target: { readonly profile: string; readonly status: FigureStatus };
  /** The target's cover along this line of fire: a cover level of the ruleset (none ... total). */
  readonly cover: string;
  /** Optional rule "Savoir viser juste": the shooter's skill from -3 to +3, added to the roll (lower is better). */
  readonly skill?: number;
}

export type FireModifierReason = 'range' | 'wounded-shooter' | 'knight-on-foot' | 'skill';

export interface FireModifier {
  readonly reason: FireModifierReason;
  readonly value: number;
}

export interface FireOdds {
  readonly table: TableKind;
  /** Id of the table in the ruleset (fire-foot, fire-mounted). */
  readonly tableId: string;
  readonly weapon: string;
  readonly distance: number;
  /** Range band: a column of the ranges table (short, medium, long). */
  readonly band: string;
  /** The target's cover, and the table column read for it (a rider never has strong cover: medium). */
  readonly cover: string;
  readonly coverColumn: string;
  /** Die modifiers that apply, and their sum. */
  readonly modifiers: readonly FireModifier[];
  readonly modifier: number;
  /** The target is a riderless horse (or another animal): only its own death counts. */
  readonly animal: boolean;
}

export interface FireEffects {
  /** What happens to the target (the rider when mounted). */
  readonly targetHit: Hit | null;
  readonly horseKilled: boolean;
  /** The rider is placed on foot next to his horse. */
  readonly unhorsed: boolean;
  /** The target falls back at once, through friends but through no hex next to an enemy; if it cannot go the whole way it is wounded. */
  readonly retreat: { readonly hexes: number; readonly blocked: 'wound' } | null;
}

export interface FireResolution {
  readonly odds: FireOdds;
  /** The die as rolled, the value it reads as (0 is 10) and that value plus the modifiers. */
  readonly roll: number;
  readonly die: number;
  readonly modifiedRoll: number;
  /** Key of the table line read; null for a miss (the roll is past the weapon's lines). */
  readonly line: string | null;
  /** The table's code ("" for no effect). */
  readonly code: string;
  readonly effects: FireEffects;
}

const SKILL_LIMIT = 3;

function rangeBand(data: SiegeCombatData, weapon: string, distance: number): { band: string; modifier: number } | null {
  for (const band of own(data.ranges, weapon) ?? []) {
    if (distance >= band.min && distance <= band.max) return { band: band.band, modifier: band.modifier };
  }
  return null;
}

/**
 * The range bands of the weapon of profile `profile` (none for a profile without a weapon): at a
 * distance no band holds (`withinBands`), `fireOdds` refuses the shot whatever else holds.
 */
export function rangeBandsOf(data: SiegeCombatData, profile: string): readonly { readonly min: number; readonly max: number }[] {
  const weapon = knownProfile(data, profile)?.weapon;
  if (weapon === null || weapon === undefined) return [];
  return own(data.ranges, weapon) ?? [];
}

/** Whether one of `bands` holds `distance`. */
export function withinBands(bands: readonly { readonly min: number; readonly max: number }[], distance: number): boolean {
  for (const band of bands) if (distance >= band.min && distance <= band.max) return true;
  return false;
}

/** The strongest column of the table that the target's cover reaches; null under total cover. */
function coverColumn(data: SiegeCombatData, table: FireTable, cover: string): string | null {
  const level = data.coverLevels.indexOf(cover);
  // The strongest level (total) stops every shot: "il est impossible de leur tirer dessus".
  if (level === data.coverLevels.length - 1) return null;
  let column: string | null = null;
  for (const candidate of table.covers) if (data.coverLevels.indexOf(candidate) <= level) column = candidate;
  return column;
}

function knownProfile(data: SiegeCombatData, id: unknown): FigureProfile | undefined {
  return profileOf(data.profiles, String(id));
}

/** The table, column and die modifiers of a shot, or why it cannot be fired. */
export function fireOdds(data: SiegeCombatData, shot: Shot): Checked<FireOdds> {
  const shooter = knownProfile(data, shot.shooter?.profile);
  if (!shooter) return refused('siege.refused.combat.unknownProfile', { profile: String(shot.shooter?.profile) });
  const target = knownProfile(data, shot.target?.profile);
  if (!target) return refused('siege.refused.combat.unknownProfile', { profile: String(shot.target?.profile) });
  if (!canAct(shot.shooter.status)) return refused(shot.shooter.status === 'stunned' ? 'siege.refused.fire.shooterStunned' : 'siege.refused.fire.shooterDead');
  if (!['healthy', 'stunned', 'wounded'].includes(shot.target.status)) return refused('siege.refused.fire.targetDead');
  const weapon = shot.weapon ?? shooter.weapon;
  if (weapon === null || weapon === undefined) return refused('siege.refused.fire.noWeapon');
  if (own(data.ranges, String(weapon)) === undefined) return refused('siege.refused.fire.unknownWeapon', { weapon: String(weapon) });
  if (!Number.isInteger(shot.distance) || shot.distance < 1) return refused('siege.refused.fire.badDistance', { distance: String(shot.distance) });
  const band = rangeBand(data, weapon, shot.distance);
  if (!band) {
    const bands = own(data.ranges, weapon) ?? [];
    return refused('siege.refused.fire.outOfRange', { weapon, distance: shot.distance, max: bands.at(-1)?.max ?? 0 });
  }
  if (!data.coverLevels.includes(shot.cover)) return refused('siege.refused.fire.unknownCover', { cover: String(shot.cover) });
  const kind: TableKind = target.mounted ? 'mounted' : 'foot';
  const table = data.fire[kind];
  const column = coverColumn(data, table, shot.cover);
  if (column === null) return refused('siege.refused.fire.totalCover', { cover: shot.cover });
  const skill = shot.skill ?? 0;
  if (!Number.isInteger(skill) || Math.abs(skill) > SKILL_LIMIT) return refused('siege.refused.fire.badSkill', { skill: String(skill), limit: SKILL_LIMIT });
  const modifiers: FireModifier[] = [];
  if (band.modifier !== 0) modifiers.push({ reason: 'range', value: band.modifier });
  if (shot.shooter.status === 'wounded' && data.woundedShooterModifier !== 0) modifiers.push({ reason: 'wounded-shooter', value: data.woundedShooterModifier });
  if (target.category === 'knight' && !target.mounted && data.knightOnFootModifier !== 0) modifiers.push({ reason: 'knight-on-foot', value: data.knightOnFootModifier });
  if (skill !== 0) modifiers.push({ reason: 'skill', value: skill });
  return accepted({
    table: kind,
    tableId: TABLE_IDS.fire[kind],
    weapon,
    distance: shot.distance,
    band: band.band,
    cover: shot.cover,
    coverColumn: column,
    modifiers,
    modifier: modifiers.reduce((sum, each) => sum + each.value, 0),
    animal: target.category === 'animal',
  });
}

/** The line a modified roll reads for a weapon: the one holding it, the first line below them all, none past them. */
function lineFor(table: FireTable, weapon: string, roll: number): FireLine | null {
  let lowest: FireLine | null = null;
  for (const line of table.lines) {
    const rolls = own(line.rolls, weapon);
    if (!rolls) continue;
    if (roll >= rolls.min && roll <= rolls.max) return line;
    if (!lowest || rolls.min < (own(lowest.rolls, weapon)?.min ?? Number.POSITIVE_INFINITY)) lowest = line;
  }
  const lowestMin = lowest ? own(lowest.rolls, weapon)?.min : undefined;
  return lowest && lowestMin !== undefined && roll < lowestMin ? lowest : null;
}

function effectsOf(kind: TableKind, code: string, animal: boolean): FireEffects {
  const effect = FIRE_CODES[kind][code] ?? {};
  // A riderless horse is shot "en ignorant les blessures infligées au cavalier": only its death counts.
  if (animal) return { targetHit: effect.horseKilled ? 'kill' : null, horseKilled: false, unhorsed: false, retreat: null };
  return {
    targetHit: effect.defenderHit ?? null,
    horseKilled: effect.horseKilled === true,
    unhorsed: effect.unhorsed === true,
    retreat: effect.retreat ? { hexes: effect.retreat.hexes, blocked: 'wound' } : null,
  };
}

/** Reads the die for a shot whose odds come from `fireOdds` on the same data. */
export function resolveFire(data: SiegeCombatData, odds: FireOdds, roll: number): Checked<FireResolution> {
  const die = dieValue(data, roll);
  if (die === null) return badRoll(data, roll);
  const table = data.fire[odds.table];
  if (!table || !table.covers.includes(odds.coverColumn)) return refused('siege.refused.fire.staleOdds');
  const modifiedRoll = die + odds.modifier;
  const line = lineFor(table, odds.weapon, modifiedRoll);
  const code = line ? (own(line.results, odds.coverColumn) ?? '') : '';
  return accepted({ odds, roll, die, modifiedRoll, line: line?.key ?? null, code, effects: effectsOf(odds.table, code, odds.animal) });
}

/**
 * Optional rule "Errare humanum est": after a miss at a target next to a friend of the shooter, a
 * second die with the usual range, wounded-shooter and skill modifiers; on the misfire table's W a
 * friend next to the target (drawn at random by the game flow) is wounded.
 */
export function resolveMisfire(data: SiegeCombatData, odds: FireOdds, roll: number): Checked<{ readonly die: number; readonly modifiedRoll: number; readonly friendWounded: boolean }> {
  const die = dieValue(data, roll);
  if (die === null) return badRoll(data, roll);
  const table = own(data.dieTables, TABLE_IDS.misfire);
  if (!table) return refused('siege.refused.fire.noMisfireTable');
  const modifier = odds.modifiers.filter((each) => each.reason !== 'knight-on-foot').reduce((sum, each) => sum + each.value, 0);
  const modifiedRoll = die + modifier;
  return accepted({ die, modifiedRoll, friendWounded: dieTableResult(table, modifiedRoll) === 'W' });
}

/** How the shot was set up, for the UI: weapon and range, each modifier, the table column. */
export function describeFireOdds(odds: FireOdds): CombatMessage[] {
  const lines: CombatMessage[] = [message('siege.fire.range', { weapon: odds.weapon, distance: odds.distance, band: odds.band })];
  for (const modifier of odds.modifiers) {
    lines.push(message(`siege.fire.modifier.${modifier.reason}`, { value: modifier.value > 0 ? `+${modifier.value}` : String(modifier.value) }));
  }
  lines.push(message(`siege.fire.column.${odds.table}`, { cover: odds.cover, coverColumn: odds.coverColumn }));
  return lines;
}

/** Messages for what a shot's result does to its target. */
export function describeFireEffects(effects: FireEffects): CombatMessage[] {
  const lines: CombatMessage[] = [];
  if (effects.horseKilled) lines.push(message('siege.effect.horseKilled'));
  if (effects.targetHit) lines.push(message(`siege.effect.hit.target.${effects.targetHit}`));
  if (effects.unhorsed) lines.push(message('siege.effect.unhorsed'));
  if (effects.retreat) lines.push(message('siege.effect.retreat.target', { hexes: effects.retreat.hexes }));
  if (lines.length === 0) lines.push(message('siege.effect.none'));
  return lines;
}

/** The whole resolution, for the UI: setup, die, modified roll, line, code and effects. */
export function describeFire(resolution: FireResolution): CombatMessage[] {
  const { odds, roll, die, modifiedRoll, line, code } = resolution;
  const rolled = message('siege.fire.roll', { roll, value: die, modified: modifiedRoll });
  const read = line === null ? message('siege.fire.miss') : code === '' ? message('siege.fire.lineNoEffect', { line }) : message('siege.fire.line', { line, code });
  return [...describeFireOdds(odds), rolled, read, ...describeFireEffects(resolution.effects)];
}
