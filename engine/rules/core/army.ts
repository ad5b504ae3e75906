/**
 * Army building, for games whose armies are bought with points from profiles (Rapid' 40000): the
 * weapons, stat lines and special rules a profile is made of, what a profile, a unit and an army
 * cost, and armies to start from. The editor's army builder reads a game only through this; the
 * structure rules come as problems from the game's scenario checks.
 */
import type { LocalizedText, RulesetData, Side, Unit, UnitProfile, Weapon } from '../../scenario/types';

export interface WeaponChoice {
  readonly id: string;
  readonly name: LocalizedText;
  readonly weapon: Weapon;
  /** A special weapon (a template): the structure rules may limit how many a unit carries. */
  readonly special: boolean;
}

/** A starting line of stats before weapons and special rules (a soldier, a veteran ...). */
export interface StatLine {
  readonly id: string;
  readonly name: LocalizedText;
  readonly stats: Readonly<Record<string, number | string>>;
}

export interface RuleChoice {
  readonly id: string;
  readonly name: LocalizedText;
  readonly cost: number;
  readonly text?: LocalizedText;
}

/** An army to start from: its faction and its units, as a scenario side holds them. */
export interface ArmyPreset {
  readonly id: string;
  readonly name: LocalizedText;
  readonly faction?: string;
  readonly units: readonly Unit[];
}

export interface ArmyBuilder {
  weapons(ruleset: RulesetData): readonly WeaponChoice[];
  statLines(ruleset: RulesetData): readonly StatLine[];
  rules(ruleset: RulesetData): readonly RuleChoice[];
  /** A profile's points, by the game's formula. */
  profileCost(profile: UnitProfile, ruleset: RulesetData): number;
  unitPoints(unit: Unit, ruleset: RulesetData): number;
  sidePoints(side: Side, ruleset: RulesetData): number;
  presets(ruleset: RulesetData): readonly ArmyPreset[];
}
