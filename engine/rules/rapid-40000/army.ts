/**
 * The army builder's view of Rapid' 40000: the weapons of the profile page with their costs (p. 8),
 * the base profiles, the priced special rules, the points formula, and the armies of the annex to
 * start from (a command squad with the Chef, two troop squads each with its special weapon, and
 * the vehicles).
 */
import { translate } from '../../i18n/index';
import { abilityId } from '../../scenario/abilities';
import type { LocalizedText, RulesetData, Unit, UnitProfile, Weapon } from '../../scenario/types';
import type { ArmyBuilder, ArmyPreset, StatLine, WeaponChoice } from '../core/army';
import './messages';
import { profileCost, sidePoints, unitPoints } from './points';

/** A message of the ruleset in both languages, as data a scenario can hold. */
function both(key: string, params: Record<string, string | number> = {}): LocalizedText {
  return { en: translate('en', `rapid-40000.${key}`, params), fr: translate('fr', `rapid-40000.${key}`, params) };
}

/** The weapons table (range, bonus, cost by row) as weapons a profile can carry. */
function weapons(ruleset: RulesetData): WeaponChoice[] {
  const rows = ruleset.tables?.weapons?.rows ?? [];
  return rows.flatMap((row): WeaponChoice[] => {
    const [range, bonus, cost] = row.results;
    const modifier = Number.parseInt((bonus ?? '').replace(/^C/, ''), 10);
    const template = range === 'small-blast' ? 'small-blast' : range === 'template' ? 'flame' : undefined;
    const weapon: Weapon = {
      name: both(`weapon.${row.key}`),
      ...(template ? { template } : { range: Number(range) }),
      ...(Number.isFinite(modifier) && modifier !== 0 ? { modifier } : {}),
      ...(template === 'small-blast' ? { abilities: ['anti-armour'] } : {}),
      cost: Number(cost),
    };
    return Number.isFinite(Number(cost)) ? [{ id: row.key, name: weapon.name, weapon, special: template !== undefined }] : [];
  });
}

function statLines(ruleset: RulesetData): StatLine[] {
  return (ruleset.tables?.profiles?.rows ?? []).map((row) => ({ id: row.key, name: both(`statLine.${row.key}`), stats: { quality: row.results[0] ?? '3+', combat: Number(row.results[1] ?? 3) } }));
}

function rules(ruleset: RulesetData) {
  return Object.entries(ruleset.abilities ?? {})
    .filter(([, ability]) => (ability.cost ?? 0) > 0)
    .map(([id, ability]) => ({ id, name: ability.name, cost: ability.cost ?? 0, ...(ability.text !== undefined ? { text: ability.text } : {}) }));
}

/** The annex's profiles of a faction, by their part in a squad. */
function parts(ruleset: RulesetData, faction: string) {
  const profiles = Object.entries(ruleset.unitProfiles ?? {}).filter(([, profile]) => profile.faction === faction);
  const has = (profile: UnitProfile, ability: string) => (profile.abilities ?? []).some((ref) => abilityId(ref) === ability);
  const special = (profile: UnitProfile, template: string) => (profile.weapons ?? []).some((weapon) => weapon.template === template);
  const find = (test: (profile: UnitProfile) => boolean) => profiles.find(([, profile]) => test(profile))?.[0];
  return {
    chef: find((profile) => has(profile, 'leader')),
    nco: find((profile) => has(profile, 'nco')),
    trooper: find((profile) => !has(profile, 'leader') && !has(profile, 'nco') && !(profile.weapons ?? []).some((weapon) => weapon.template)),
    missile: find((profile) => special(profile, 'small-blast')),
    flamer: find((profile) => special(profile, 'flame')),
  };
}

/** A squad's name in a faction's words (« Bande de boyz 1 »), else the book's plain one (« Escouade de combat 1 »). */
function squadName(kind: 'command' | 'troop', faction: string, params: Record<string, string | number> = {}): LocalizedText {
  const own = `rapid-40000.squad.${kind}.${faction}`;
  return both(translate('en', own) === own ? `squad.${kind}` : `squad.${kind}.${faction}`, params);
}

function squad(id: string, name: LocalizedText, models: readonly [string | undefined, number][]): Unit | null {
  const kept = models.filter((model): model is [string, number] => model[0] !== undefined);
  return kept.length === models.length ? { id, name, models: kept.map(([profile, count]) => ({ profile, count })) } : null;
}

/** The armies of the annex: a command squad and two troop squads (one missile, one flamer); and the vehicles. */
function presets(ruleset: RulesetData): ArmyPreset[] {
  const out: ArmyPreset[] = [];
  for (const [faction, info] of Object.entries(ruleset.factions ?? {})) {
    const { chef, nco, trooper, missile, flamer } = parts(ruleset, faction);
    const units = [
      squad(`${faction}-command`, squadName('command', faction), [[chef, 1], [trooper, 4]]),
      squad(`${faction}-troop-1`, squadName('troop', faction, { number: 1 }), [[nco, 1], [trooper, 3], [missile, 1]]),
      squad(`${faction}-troop-2`, squadName('troop', faction, { number: 2 }), [[nco, 1], [trooper, 3], [flamer, 1]]),
    ].filter((unit): unit is Unit => unit !== null);
    if (units.length === 3) out.push({ id: faction, name: info.name, faction, units });
  }
  const vehicles = Object.entries(ruleset.unitProfiles ?? {}).filter(([, profile]) => profile.category === 'vehicle');
  if (vehicles.length > 0) out.push({ id: 'vehicles', name: both('preset.vehicles'), units: vehicles.map(([id, profile]) => ({ id, name: profile.name, profile: id })) });
  return out;
}

export const rapidArmies: ArmyBuilder = {
  weapons,
  statLines,
  rules,
  profileCost: (profile, ruleset) => profileCost(profile, ruleset).points,
  unitPoints,
  sidePoints,
  presets,
};
