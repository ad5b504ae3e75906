/**
 * Melee (rules 1.7 to 1.75, 3.35, 5.32 and the optional panic rule), as pure functions over the
 * ruleset's tables. The game flow gathers the figures and the terrain, asks `meleeOdds`, draws the
 * die from the game's PRNG and hands it to `resolveMelee`; both answers are plain data.
 *
 * - Odds: the attackers' total attack over the defenders' total defence, rounded in the defender's
 *   favour to a column of the table (8 against 3 is 2-1); below 1-1 there is no attack.
 * - Terrain: each side counts its least advantageous hex (a rider takes two hexes, several attackers
 *   count the worst of theirs); the terrain-shift table moves the column.
 * - Several attackers together shift one column right, but not against a mounted figure.
 * - The table is the one against mounted figures when a defender is mounted (or a riderless horse).
 */
import { message, type CombatMessage } from './combat-messages';
import { canAct, profileOf, strengthsOf, type FigureProfile, type FigureStatus, type Hit } from './figures';
import {
  accepted,
  badRoll,
  dieValue,
  MELEE_CODES,
  oddsAtLeast,
  refused,
  TABLE_IDS,
  type Checked,
  type CombatEffect,
  type OddsTable,
  type Role,
  type SiegeCombatData,
  type TableKind,
} from './tables';

export interface MeleeFigure {
  readonly profile: string;
  readonly status: FigureStatus;
  /** Combat effect of each hex it stands on (two for a rider): 1 (+), 0, -1 (-); null where no combat is possible. */
  readonly terrain: readonly (CombatEffect | null)[];
  /** Optional panic rule: the figure is panicking or routing. */
  readonly panicked?: boolean;
}

export interface Melee {
  readonly attackers: readonly MeleeFigure[];
  readonly defenders: readonly MeleeFigure[];
}

export type ShiftReason = 'terrain' | 'several-attackers' | 'panicked-defender';

/** A column shift: positive to the right (for the attacker), negative to the left. */
export interface ColumnShift {
  readonly reason: ShiftReason;
  readonly columns: number;
}

export interface MeleeOdds {
  readonly table: TableKind;
  /** Id of the table in the ruleset (combat-foot, combat-mounted). */
  readonly tableId: string;
  readonly attack: number;
  readonly defense: number;
  /** attack / defense, unrounded (24 against 7: 3.43). */
  readonly ratio: number;
  /** Column of the raw odds, rounded in the defender's favour; null when the table starts above them. */
  readonly oddsColumn: string | null;
  readonly attackerTerrain: CombatEffect;
  readonly defenderTerrain: CombatEffect;
  /** The shifts that apply, in the rulebook's order: terrain, several attackers, panic. */
  readonly shifts: readonly ColumnShift[];
  /** Their sum. */
  readonly shift: number;
  /** The column the die is read in. */
  readonly column: string;
  readonly columnIndex: number;
  /** The shifts went past the last column, which is read. */
  readonly capped: boolean;
  /** Panic rule (or boiling oil): results against the attackers are ignored. */
  readonly attackerResultsIgnored: boolean;
}

export interface Retreat {
  /** Every figure of this side that took part falls back. */
  readonly side: Role;
  readonly hexes: number;
  /** A figure that cannot fall back the whole way (through no hex next to an enemy, onto no figure) stays and is wounded. */
  readonly blocked: 'wound';
}

export interface MeleeEffects {
  /** Falls on one attacker, chosen by the attacking player. */
  readonly attackerHit: Hit | null;
  /**
   * Falls on one defender, chosen by the defending player: the rider on the mounted table. A figure
   * on foot hit on the mounted table takes only this; a riderless horse takes only `horseKilled`.
   */
  readonly defenderHit: Hit | null;
  readonly horseKilled: boolean;
  /** The rider is placed on foot next to his horse (rule 3.35). */
  readonly unhorsed: boolean;
  readonly retreat: Retreat | null;
  /**
   * The side whose player may advance one of its figures that took part (rule 1.73) because this
   * result makes the other side fall back or kills one of it. A stunned or wounded figure stunned or
   * wounded again also dies: see `advancingSide`.
   */
  readonly advance: Role | null;
  /** A result against the attackers was dropped (panicked defender, boiling oil). */
  readonly ignored: boolean;
}

export interface MeleeResolution {
  readonly odds: MeleeOdds;
  /** The die as rolled, and the value it reads as (a 0 on the d10 is 10). */
  readonly roll: number;
  readonly die: number;
  /** The table's code ("" for no effect). */
  readonly code: string;
  readonly effects: MeleeEffects;
}

const NO_SHIFT: readonly ColumnShift[] = [];

function other(side: Role): Role {
  return side === 'attackers' ? 'defenders' : 'attackers';
}

/** The least advantageous effect among hexes; undefined when a hex forbids combat or the input is malformed. */
function worstEffect(terrain: readonly (CombatEffect | null)[]): CombatEffect | null | undefined {
  if (terrain.length === 0) return undefined;
  let worst: CombatEffect = 1;
  for (const effect of terrain) {
    if (effect === null) return null;
    if (effect !== -1 && effect !== 0 && effect !== 1) return undefined;
    if (effect < worst) worst = effect;
  }
  return worst;
}

function groupEffect(figures: readonly MeleeFigure[]): Checked<CombatEffect> {
  let worst: CombatEffect = 1;
  for (const figure of figures) {
    const effect = worstEffect(Array.isArray(figure.terrain) ? figure.terrain : []);
    if (effect === undefined) return refused('siege.refused.melee.badTerrain');
    if (effect === null) return refused('siege.refused.melee.noCombatTerrain');
    if (effect < worst) worst = effect;
  }
  return accepted(worst);
}

function profilesOf(data: SiegeCombatData, figures: readonly MeleeFigure[]): Checked<FigureProfile[]> {
  const profiles: FigureProfile[] = [];
  for (const figure of figures) {
    const profile = profileOf(data.profiles, String(figure.profile));
    if (!profile) return refused('siege.refused.combat.unknownProfile', { profile: String(figure.profile) });
    profiles.push(profile);
  }
  return accepted(profiles);
}

/** Column of the raw odds: the strongest not above them (defender's favour), or the nearest when the ruleset says so. */
function rawColumn(table: OddsTable, attack: number, defense: number, forDefender: boolean): number {
  let index = -1;
  table.columns.forEach((column, c) => {
    if (oddsAtLeast(attack, defense, column)) index = c;
  });
  const next = table.columns[index + 1];
  if (forDefender || !next) return index;
  const ratio = attack / defense;
  const below = table.columns[index];
  const gapBelow = below ? ratio - below.attack / below.defense : Number.POSITIVE_INFINITY;
  return next.attack / next.defense - ratio < gapBelow ? index + 1 : index;
}

function shiftedOdds(
  data: SiegeCombatData,
  kind: TableKind,
  attack: number,
  defense: number,
  terrain: { attacker: CombatEffect; defender: CombatEffect },
  shifts: readonly ColumnShift[],
  attackerResultsIgnored: boolean,
): Checked<MeleeOdds> {
  const table = data.melee[kind];
  if (attack <= 0 || !oddsAtLeast(attack, defense, data.minimumOdds)) {
    return refused('siege.refused.melee.oddsTooLow', { attack, defense, minimum: data.minimumOdds.label });
  }
  const raw = rawColumn(table, attack, defense, data.roundOddsForDefender);
  const shift = shifts.reduce((sum, each) => sum + each.columns, 0);
  const last = table.columns.length - 1;
  const wanted = raw + shift;
  if (wanted < 0) {
    return refused('siege.refused.melee.offTable', { attack, defense, shift, first: (table.columns[0] as { label: string }).label });
  }
  const columnIndex = Math.min(wanted, last);
  return accepted({
    table: kind,
    tableId: TABLE_IDS.melee[kind],
    attack,
    defense,
    ratio: attack / defense,
    oddsColumn: table.columns[raw]?.label ?? null,
    attackerTerrain: terrain.attacker,
    defenderTerrain: terrain.defender,
    shifts,
    shift,
    column: (table.columns[columnIndex] as { label: string }).label,
    columnIndex,
    capped: wanted > last,
    attackerResultsIgnored,
  });
}

/** The odds of a melee, or why it cannot be fought. */
export function meleeOdds(data: SiegeCombatData, melee: Melee): Checked<MeleeOdds> {
  const attackers = Array.isArray(melee.attackers) ? melee.attackers : [];
  const defenders = Array.isArray(melee.defenders) ? melee.defenders : [];
  if (attackers.length === 0) return refused('siege.refused.melee.noAttacker');
  if (defenders.length === 0) return refused('siege.refused.melee.noDefender');
  const attackerProfiles = profilesOf(data, attackers);
  if (!attackerProfiles.ok) return attackerProfiles;
  const defenderProfiles = profilesOf(data, defenders);
  if (!defenderProfiles.ok) return defenderProfiles;
  let attack = 0;
  for (const [i, figure] of attackers.entries()) {
    if (!canAct(figure.status)) return refused(figure.status === 'stunned' ? 'siege.refused.melee.attackerStunned' : 'siege.refused.melee.attackerDead');
    attack += strengthsOf(attackerProfiles.value[i] as FigureProfile, figure.status).attack;
  }
  let defense = 0;
  for (const [i, figure] of defenders.entries()) {
    if (figure.status === 'dead' || !['healthy', 'stunned', 'wounded'].includes(figure.status)) return refused('siege.refused.melee.defenderDead');
    defense += strengthsOf(defenderProfiles.value[i] as FigureProfile, figure.status).defense;
  }
  const attackerTerrain = groupEffect(attackers);
  if (!attackerTerrain.ok) return attackerTerrain;
  const defenderTerrain = groupEffect(defenders);
  if (!defenderTerrain.ok) return defenderTerrain;
  const mounted = defenderProfiles.value.some((profile) => profile.mounted);
  const shifts: ColumnShift[] = [];
  const terrainShift = data.terrainShift[attackerTerrain.value + 1]?.[defenderTerrain.value + 1] ?? 0;
  if (terrainShift !== 0) shifts.push({ reason: 'terrain', columns: terrainShift });
  if (attackers.length > 1 && !mounted && data.severalAttackersShift !== 0) shifts.push({ reason: 'several-attackers', columns: data.severalAttackersShift });
  const panicked = defenders.every((figure) => figure.panicked === true);
  if (panicked && data.panickedDefenderShift !== 0) shifts.push({ reason: 'panicked-defender', columns: data.panickedDefenderShift });
  return shiftedOdds(data, mounted ? 'mounted' : 'foot', attack, defense, { attacker: attackerTerrain.value, defender: defenderTerrain.value }, shifts, panicked);
}

/**
 * Boiling oil poured from the ramparts (rule 5.32): an attack at 8 against 1 on the table against
 * figures on foot, whatever the figures; the victim falls back whatever the result.
 */
export function boilingOilOdds(data: SiegeCombatData): MeleeOdds {
  const odds = shiftedOdds(data, 'foot', 8, 1, { attacker: 0, defender: 0 }, NO_SHIFT, true);
  if (odds.ok) return odds.value;
  // A house rule whose table starts above 8-1: the oil reads the first column.
  const first = data.melee.foot.columns[0] as { label: string };
  return { table: 'foot', tableId: TABLE_IDS.melee.foot, attack: 8, defense: 1, ratio: 8, oddsColumn: null, attackerTerrain: 0, defenderTerrain: 0, shifts: NO_SHIFT, shift: 0, column: first.label, columnIndex: 0, capped: false, attackerResultsIgnored: true };
}

function effectsOf(kind: TableKind, code: string, ignoreAttackers: boolean): MeleeEffects {
  const effect = MELEE_CODES[kind][code] ?? {};
  const againstAttackers = effect.attackerHit !== undefined || effect.retreat?.side === 'attackers';
  const ignored = ignoreAttackers && againstAttackers;
  const retreat = ignored || !effect.retreat ? null : { side: effect.retreat.side, hexes: effect.retreat.hexes, blocked: 'wound' as const };
  const defenderHit = effect.defenderHit ?? null;
  let advance: Role | null = null;
  if (retreat) advance = other(retreat.side);
  else if (defenderHit === 'kill') advance = 'attackers';
  return {
    attackerHit: ignored ? null : (effect.attackerHit ?? null),
    defenderHit,
    horseKilled: effect.horseKilled === true,
    unhorsed: effect.unhorsed === true,
    retreat,
    advance,
    ignored,
  };
}

/** Reads the die in the odds' column. The odds come from `meleeOdds` (or `boilingOilOdds`) on the same data. */
export function resolveMelee(data: SiegeCombatData, odds: MeleeOdds, roll: number): Checked<MeleeResolution> {
  const die = dieValue(data, roll);
  if (die === null) return badRoll(data, roll);
  const code = data.melee[odds.table]?.byDie[die]?.[odds.columnIndex];
  if (code === undefined) return refused('siege.refused.melee.staleOdds', { column: String(odds.column) });
  return accepted({ odds, roll, die, code, effects: effectsOf(odds.table, code, odds.attackerResultsIgnored) });
}

/** Boiling oil: the result of the 8-1 attack, plus the fall back of one hex every victim makes. */
export function resolveBoilingOil(data: SiegeCombatData, roll: number): Checked<MeleeResolution> {
  const resolved = resolveMelee(data, boilingOilOdds(data), roll);
  if (!resolved.ok || resolved.value.effects.retreat) return resolved;
  const effects: MeleeEffects = { ...resolved.value.effects, retreat: { side: 'defenders', hexes: 1, blocked: 'wound' }, advance: null };
  return accepted({ ...resolved.value, effects });
}

/**
 * Who may advance after the combat (rule 1.73): the result's own `advance`, or the side opposite
 * to one that lost a figure once the hits were applied (a stunned or wounded figure hit again dies).
 */
export function advancingSide(effects: MeleeEffects, killed: { readonly attackers: boolean; readonly defenders: boolean }): Role | null {
  if (effects.advance) return effects.advance;
  if (killed.defenders) return 'attackers';
  if (killed.attackers) return 'defenders';
  return null;
}

const EFFECT_SYMBOL: Readonly<Record<CombatEffect, string>> = { [-1]: '-', 0: '0', 1: '+' };

/** How the odds were reached, for the UI: strengths, terrain, each shift, the column read. */
export function describeMeleeOdds(odds: MeleeOdds): CombatMessage[] {
  const lines: CombatMessage[] = [];
  if (odds.oddsColumn === null) lines.push(message('siege.combat.strengthsBelowTable', { attack: odds.attack, defense: odds.defense }));
  else lines.push(message('siege.combat.strengths', { attack: odds.attack, defense: odds.defense, column: odds.oddsColumn }));
  lines.push(message('siege.combat.terrain', { attacker: EFFECT_SYMBOL[odds.attackerTerrain], defender: EFFECT_SYMBOL[odds.defenderTerrain] }));
  for (const shift of odds.shifts) {
    lines.push(message(`siege.combat.shift.${shift.reason}.${shift.columns < 0 ? 'left' : 'right'}`, { count: Math.abs(shift.columns) }));
  }
  lines.push(message(`siege.combat.column.${odds.table}`, { column: odds.column }));
  if (odds.capped) lines.push(message('siege.combat.capped', { column: odds.column }));
  return lines;
}

/** Messages for what a melee result does. */
export function describeMeleeEffects(effects: MeleeEffects): CombatMessage[] {
  const lines: CombatMessage[] = [];
  if (effects.ignored) lines.push(message('siege.effect.ignored'));
  if (effects.attackerHit) lines.push(message(`siege.effect.hit.attacker.${effects.attackerHit}`));
  if (effects.horseKilled) lines.push(message('siege.effect.horseKilled'));
  if (effects.defenderHit) lines.push(message(`siege.effect.hit.defender.${effects.defenderHit}`));
  if (effects.unhorsed) lines.push(message('siege.effect.unhorsed'));
  if (effects.retreat) lines.push(message(`siege.effect.retreat.${effects.retreat.side}`, { hexes: effects.retreat.hexes }));
  if (effects.advance) lines.push(message(`siege.effect.advance.${effects.advance}`));
  if (lines.length === 0) lines.push(message('siege.effect.none'));
  return lines;
}

/** The whole resolution, for the UI: the odds, the die, the code and what it does. */
export function describeMelee(resolution: MeleeResolution): CombatMessage[] {
  const { odds, roll, die, code } = resolution;
  const rollLine = code === '' ? message('siege.combat.rollNoEffect', { roll, value: die }) : message('siege.combat.roll', { roll, value: die, code });
  return [...describeMeleeOdds(odds), rollLine, ...describeMeleeEffects(resolution.effects)];
}
