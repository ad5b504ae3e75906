/**
 * What a model and an army cost, and the army structure rules (R79–R83). The printed formula
 * "((C*5 + (somme coût des règles spécial et du coût de l'arme)*(7-Q))/2" has one bracket out of
 * place; read as ⌈(5·C + S)·(7 − Q) / 2⌉, with S the cost of the weapons and special rules, it
 * gives every cost of the annex exactly (README, "Points").
 */
import { abilityId } from '../../scenario/abilities';
import { localized, unitLabel } from '../../scenario/localized';
import type { RulesetData, Scenario, Side, Unit, UnitProfile } from '../../scenario/types';

/** The die a Quality needs: 3 for "3+" (2 to 6; 4 when the data says nothing readable). */
export function qualityValue(value: number | string | undefined): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number.parseInt(value, 10) : Number.NaN;
  return Number.isInteger(n) && n >= 2 && n <= 6 ? n : 4;
}

export function combatValue(value: number | string | undefined): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number.parseInt(value, 10) : Number.NaN;
  return Number.isFinite(n) ? Math.round(n) : 0;
}

export interface ProfileCost {
  readonly quality: number;
  readonly combat: number;
  /** Weapons and special rules: S in the formula. */
  readonly weapons: number;
  readonly rules: number;
  readonly points: number;
}

/** The formula itself: ⌈(5·C + S)·(7 − Q) / 2⌉. */
export function pointsFormula(quality: number, combat: number, extras: number): number {
  return Math.ceil(((5 * combat + extras) * (7 - quality)) / 2);
}

/** A profile's cost by the formula, from its Quality, Combat, weapons and special rules. */
export function profileCost(profile: UnitProfile, ruleset: RulesetData): ProfileCost {
  const quality = qualityValue(profile.stats?.quality);
  const combat = combatValue(profile.stats?.combat);
  const weapons = (profile.weapons ?? []).reduce((sum, weapon) => sum + (weapon.cost ?? 0), 0);
  const abilities = ruleset.abilities ?? {};
  const rules = (profile.abilities ?? []).map(abilityId).reduce((sum, id) => sum + (Object.hasOwn(abilities, id) ? (abilities[id]?.cost ?? 0) : 0), 0);
  return { quality, combat, weapons, rules, points: pointsFormula(quality, combat, weapons + rules) };
}

function profileOf(ruleset: RulesetData, id: string): UnitProfile | undefined {
  const profiles = ruleset.unitProfiles ?? {};
  return Object.hasOwn(profiles, id) ? profiles[id] : undefined;
}

/** The models of a unit entry, profile by profile, in order. */
export function unitModels(unit: Unit): { readonly profile: string; readonly count: number }[] {
  if (unit.models) return unit.models.map((model) => ({ profile: model.profile, count: model.count }));
  return unit.profile !== undefined ? [{ profile: unit.profile, count: unit.count ?? 1 }] : [];
}

export function unitPoints(unit: Unit, ruleset: RulesetData): number {
  let points = 0;
  for (const { profile, count } of unitModels(unit)) {
    const found = profileOf(ruleset, profile);
    if (found) points += count * profileCost(found, ruleset).points;
  }
  return points;
}

export function sidePoints(side: Side, ruleset: RulesetData): number {
  return (side.units ?? []).reduce((sum, unit) => sum + unitPoints(unit, ruleset), 0);
}

export function isVehicleProfile(profile: UnitProfile | undefined): boolean {
  return profile?.category === 'vehicle';
}

/** What a unit entry is, for the structure rules. */
export interface UnitShape {
  readonly vehicle: boolean;
  readonly models: number;
  /** Models that lead it: a chef or an NCO. */
  readonly leaders: number;
  /** Models with the Chef rule: the unit is the army's command squad. */
  readonly chefs: number;
  /** Models with a special weapon (a template weapon: missile, bazooka, flamer). */
  readonly special: number;
}

export function unitShape(unit: Unit, ruleset: RulesetData): UnitShape {
  let models = 0;
  let leaders = 0;
  let chefs = 0;
  let special = 0;
  let vehicle = false;
  for (const { profile, count } of unitModels(unit)) {
    const found = profileOf(ruleset, profile);
    models += count;
    if (!found) continue;
    if (isVehicleProfile(found)) vehicle = true;
    const abilities = (found.abilities ?? []).map(abilityId);
    if (abilities.includes('leader')) chefs += count;
    if (abilities.includes('leader') || abilities.includes('nco')) leaders += count;
    if ((found.weapons ?? []).some((weapon) => weapon.template !== undefined)) special += count;
  }
  return { vehicle, models, leaders, chefs, special };
}

/** A structure rule an army breaks: a message key, its parameters and the pointer it is about. */
export interface ArmyFinding {
  readonly pointer: string;
  readonly key: string;
  readonly params: Readonly<Record<string, string | number>>;
  readonly severity: 'error' | 'warning';
}

export interface ArmyLimits {
  /** Fighters beside the leader in a squad: 3 to 7. */
  readonly fightersMin: number;
  readonly fightersMax: number;
  readonly specialWeapons: number;
  readonly troops: number;
}

export function armyLimits(ruleset: RulesetData): ArmyLimits {
  const constants = ruleset.constants ?? {};
  const squad = typeof constants.squadLeaderPlus === 'string' ? /^(\d+)-(\d+)$/.exec(constants.squadLeaderPlus) : null;
  const special = constants.specialWeaponsPerSquad;
  const troops = constants.troopsPerArmy;
  return {
    fightersMin: squad ? Number(squad[1]) : 3,
    fightersMax: squad ? Number(squad[2]) : 7,
    specialWeapons: typeof special === 'number' ? special : 1,
    troops: typeof troops === 'number' ? troops : 2,
  };
}

/**
 * The structure rules of one side's army (R80–R82) and its points against the scenario's limit
 * (R79): a command squad (the one with the Chef) and two troop squads; each squad a leader and 3
 * to 7 fighters, with one special weapon at most; vehicles stand alone and count as support.
 */
export function armyFindings(scenario: Scenario, sideIndex: number, ruleset: RulesetData): ArmyFinding[] {
  const side = scenario.sides[sideIndex];
  if (!side) return [];
  // A house rule may play without army lists (a skirmish of a few models, a test scene).
  if (ruleset.constants?.armyLists === false) return [];
  const findings: ArmyFinding[] = [];
  const limits = armyLimits(ruleset);
  // Names as the scenario writes them, in its own language: a problem names what the designer sees.
  const language = scenario.meta.language === 'en' ? 'en' : 'fr';
  const sideName = localized(side.name, language, side.id);
  const sidePointer = `/sides/${sideIndex}`;
  // A side with no unit yet (a new scenario) is told once where to build its army, not every rule it breaks.
  if ((side.units ?? []).length === 0) return [{ pointer: `${sidePointer}/units`, key: 'rapid-40000.problem.noArmy', params: { side: sideName }, severity: 'warning' }];
  let command = 0;
  let troops = 0;
  (side.units ?? []).forEach((unit, u) => {
    const pointer = `${sidePointer}/units/${u}`;
    const shape = unitShape(unit, ruleset);
    const name = unitLabel(unit, ruleset, language);
    // Problems point at the unit's models, or at the unit itself when it names one profile.
    const models = unit.models ? `${pointer}/models` : pointer;
    if (shape.vehicle) return;
    if (shape.chefs > 0) command++;
    else troops++;
    if (shape.leaders === 0) findings.push({ pointer: models, key: 'rapid-40000.problem.noLeader', params: { unit: name }, severity: 'error' });
    const fighters = shape.models - Math.min(1, shape.leaders);
    if (fighters < limits.fightersMin || fighters > limits.fightersMax) {
      findings.push({ pointer: models, key: 'rapid-40000.problem.squadSize', params: { unit: name, count: fighters, min: limits.fightersMin, max: limits.fightersMax }, severity: 'error' });
    }
    if (shape.special > limits.specialWeapons) {
      findings.push({ pointer: models, key: 'rapid-40000.problem.specialWeapons', params: { unit: name, count: shape.special, max: limits.specialWeapons }, severity: 'error' });
    }
  });
  if (command === 0) findings.push({ pointer: `${sidePointer}/units`, key: 'rapid-40000.problem.noCommand', params: { side: sideName }, severity: 'error' });
  if (troops < limits.troops) findings.push({ pointer: `${sidePointer}/units`, key: 'rapid-40000.problem.fewTroops', params: { side: sideName, count: troops, min: limits.troops }, severity: 'error' });
  const limit = scenario.setup?.armyPoints;
  if (limit !== undefined) {
    const points = sidePoints(side, ruleset);
    if (points > limit) findings.push({ pointer: `${sidePointer}/units`, key: 'rapid-40000.problem.overPoints', params: { side: sideName, points, limit, over: points - limit }, severity: 'error' });
  }
  return findings;
}
