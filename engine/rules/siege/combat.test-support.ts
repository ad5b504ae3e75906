/**
 * The shipped SIEGE ruleset for the combat and fire tests, and house-ruled copies of it: extra
 * figures with the strengths of the rulebook's examples, patched tables and constants.
 */
import type { RulesetData, Table, UnitProfile } from '../../scenario/types';
import type { FigureStatus } from './figures';
import shipped from './ruleset.json';
import type { MeleeFigure } from './combat';
import { loadCombatData, type CombatEffect, type SiegeCombatData } from './tables';

export const RULESET = shipped as unknown as RulesetData;

/** A figure on foot with the given strengths (its wounded counter half of them unless given). */
export function footProfile(attack: number, defense: number, extra: Readonly<Record<string, number | string>> = {}): UnitProfile {
  return { name: { en: 'Example', fr: 'Exemple' }, category: 'soldier', movementMode: 'foot', stats: { attack, defense, movement: 5, ...extra }, source: 'assumed' };
}

export interface HouseRules {
  readonly profiles?: Readonly<Record<string, UnitProfile>>;
  readonly tables?: Readonly<Record<string, Table>>;
  readonly constants?: Readonly<Record<string, number | string | boolean>>;
}

export function houseRuled(rules: HouseRules): RulesetData {
  return {
    ...RULESET,
    unitProfiles: { ...RULESET.unitProfiles, ...rules.profiles },
    tables: { ...RULESET.tables, ...rules.tables },
    constants: { ...RULESET.constants, ...rules.constants },
  };
}

export function dataOf(ruleset: RulesetData): SiegeCombatData {
  const { data, problems } = loadCombatData(ruleset);
  if (!data) throw new Error(`Combat data does not load: ${JSON.stringify(problems.slice(0, 3))}`);
  return data;
}

export function shippedTable(id: string): Table {
  const table = RULESET.tables?.[id];
  if (!table) throw new Error(`No table ${id}`);
  return table;
}

/** A figure for a melee: profile, state, and the combat effect of its hex(es) (0 by default). */
export function fighter(profile: string, terrain: readonly (CombatEffect | null)[] = [0], status: FigureStatus = 'healthy', panicked = false): MeleeFigure {
  return { profile, status, terrain, panicked };
}
