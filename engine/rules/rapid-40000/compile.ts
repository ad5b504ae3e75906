/**
 * From a scenario and its ruleset data (house rules applied) to what never changes in a game: the
 * table in hundredths of an inch, terrain by what it does to sight and movement, every unit and
 * model with its profile's numbers, weapons, deployment zones and objectives. Compiled once per
 * scenario: batches set up thousands of games of one.
 */
import { hullRadius } from '../../board/free/hull';
import { flatPolygon, type FlatPolygon } from '../../board/free/measure';
import type { SightArea } from '../../board/free/sight';
import { abilityId } from '../../scenario/abilities';
import type { LocalizedText, RulesetData, Scenario, UnitProfile, Weapon } from '../../scenario/types';
import { compiledPerScenario } from '../core/compiled';
import type { ScenarioInput } from '../core/module';
import { constantsOf, type Constants } from './constants';
import { combatValue, profileCost, qualityValue, unitModels } from './points';
import { CI, MM_PER_CI, type Fixed, type ModelInfo, type Objective, type RuleFlags, type TerrainInfo, type UnitInfo, type WeaponInfo } from './types';

export const RULESET_ID = 'rapid-40000';

/** Converts lengths of the scenario's table unit to hundredths of an inch. */
export function toCi(scenario: Scenario): (value: number) => number {
  const geometry = scenario.board.geometry;
  return geometry.kind === 'free' && geometry.unit === 'mm' ? (value) => value / MM_PER_CI : (value) => value * CI;
}

/** The turns a game lasts: the scenario's limit, else the data's default (`defaultTurnLimit`). */
export function turnLimitOf(scenario: Scenario, constants: Constants): number {
  return scenario.turns?.limit ?? constants.defaultTurnLimit;
}

function tableSize(scenario: Scenario): { width: number; height: number; unit: 'in' | 'mm' } {
  const geometry = scenario.board.geometry;
  if (geometry.kind !== 'free') throw new Error('Rapid 40000 is played on a free table; this scenario has another board.');
  return geometry.unit === 'mm'
    ? { width: Math.round(geometry.widthMm / MM_PER_CI), height: Math.round(geometry.heightMm / MM_PER_CI), unit: 'mm' }
    : { width: Math.round(geometry.widthIn * CI), height: Math.round(geometry.heightIn * CI), unit: 'in' };
}

function polygonCi(points: readonly { readonly x: number; readonly y: number }[], ci: (value: number) => number): FlatPolygon {
  return flatPolygon(points.map((p) => ({ x: ci(p.x), y: ci(p.y) })));
}

function rulesOf(abilities: readonly string[]): RuleFlags {
  const has = (id: string) => abilities.includes(id);
  return {
    armour: has('armour'),
    lightArmour: has('light-armour'),
    armoured: has('armoured'),
    hitAndRun: has('hit-and-run'),
    marksman: has('marksman'),
    leader: has('leader'),
    ferociousCharge: has('ferocious-charge'),
    stealthy: has('stealthy'),
    strong: has('strong'),
    hero: has('hero'),
    longMove: has('long-move'),
    nco: has('nco'),
    sniper: has('sniper'),
    closeCombat: has('close-combat-specialist'),
    slow: has('slow'),
  };
}

/** A weapon's range in ci: the profile's, a missile's from the constants, or the reference sheet's with that house rule. */
function rangeOf(weapon: Weapon, constants: Constants): number {
  if (weapon.template === 'flame') return 0;
  if (weapon.template !== undefined) return constants.weaponRanges === 'reference' ? constants.referenceMissile : constants.missileRange;
  const range = Math.round((weapon.range ?? 0) * CI);
  if (constants.weaponRanges !== 'reference') return range;
  return (weapon.modifier ?? 0) >= 1 ? constants.referenceRifle : constants.referencePistol;
}

function weaponInfo(weapon: Weapon, constants: Constants): WeaponInfo {
  return {
    name: weapon.name,
    range: rangeOf(weapon, constants),
    bonus: weapon.modifier ?? 0,
    template: weapon.template === 'flame' ? 'flame' : weapon.template !== undefined ? 'small-blast' : null,
    antiArmour: (weapon.abilities ?? []).some((ref) => abilityId(ref) === 'anti-armour'),
    dice: Math.max(1, weapon.attacks ?? 1),
    arc: weapon.arc === 'front' ? 'front' : 'all',
  };
}

function terrainOf(scenario: Scenario, ruleset: RulesetData, ci: (value: number) => number, vehicleMode: boolean): TerrainInfo[] {
  const kinds = ruleset.terrain ?? {};
  const out: TerrainInfo[] = [];
  for (const patch of scenario.board.terrain ?? []) {
    if (!patch.polygon || patch.polygon.length < 3) continue;
    const kind = Object.hasOwn(kinds, patch.kind) ? kinds[patch.kind] : undefined;
    // null is impassable: look the mode up with `in`, not `??`, which would take null for absent.
    const costs = kind?.moveCost ?? {};
    const mode = vehicleMode && 'vehicle' in costs ? 'vehicle' : 'infantry';
    const cost = mode in costs ? (costs[mode] ?? null) : 1;
    const sight = kind?.lineOfSight === 'block' ? 'block' : kind?.lineOfSight === 'into' || kind?.lineOfSight === 'hinder' ? 'into' : 'clear';
    out.push({
      id: patch.id,
      kind: patch.kind,
      name: patch.name ?? kind?.name ?? patch.kind,
      polygon: polygonCi(patch.polygon, ci),
      sight,
      difficult: cost !== null && cost > 1,
      impassable: cost === null,
    });
  }
  return out;
}

type Condition<T extends string> = Extract<NonNullable<Scenario['victory']>[number], { type: T }>;

function objectivesOf(scenario: Scenario, sides: readonly string[], ci: (value: number) => number): Objective[] {
  const zones = new Map((scenario.board.zones ?? []).filter((zone) => zone.polygon && zone.polygon.length >= 3).map((zone) => [zone.id, polygonCi(zone.polygon ?? [], ci)]));
  const out: Objective[] = [];
  for (const condition of scenario.victory ?? []) {
    const side = sides.indexOf(condition.side ?? '');
    if (side < 0) continue;
    // Left out when the scenario gives no wording: the compiled table (and its hash) stays as it was.
    const named = condition.description !== undefined ? { name: condition.description } : {};
    if (condition.type === 'hold-zones') {
      const held = condition as Condition<'hold-zones'>;
      const polygons = held.zones.flatMap((id) => (zones.has(id) ? [zones.get(id) as FlatPolygon] : []));
      if (polygons.length > 0) out.push({ kind: 'hold', id: held.id ?? `hold-${out.length}`, side, zones: polygons, all: held.mode === 'all', alone: held.alone, turns: Math.max(1, held.turns), check: held.check, ...named });
    } else if (condition.type === 'occupy-token') {
      const occupy = condition as Condition<'occupy-token'>;
      const token = scenario.board.tokens?.find((candidate) => candidate.id === occupy.token);
      if (!token || !('x' in token.at)) continue;
      // A base over the token's point holds it: a tiny square zone about the point.
      const x = ci(token.at.x);
      const y = ci(token.at.y);
      const zone = flatPolygon([{ x: x - 1, y: y - 1 }, { x: x + 1, y: y - 1 }, { x: x + 1, y: y + 1 }, { x: x - 1, y: y + 1 }]);
      out.push({ kind: 'hold', id: occupy.id ?? `occupy-${out.length}`, side, zones: [zone], all: false, alone: occupy.alone, turns: 1, check: occupy.check ?? 'end-of-turn', ...named });
    } else if (condition.type === 'eliminate') {
      const eliminate = condition as Condition<'eliminate'>;
      const targets = (eliminate.targets ?? sides.filter((_, index) => index !== side)).map((id) => sides.indexOf(id)).filter((index) => index >= 0 && index !== side);
      out.push({ kind: 'eliminate', id: eliminate.id ?? `eliminate-${out.length}`, side, targets, ...named });
    } else if (condition.type === 'victory-points') {
      const points = condition as Condition<'victory-points'>;
      out.push({ kind: 'points', id: points.id ?? `points-${out.length}`, side, points: points.points, ...named });
    }
  }
  return out;
}

function profileOf(ruleset: RulesetData, id: string): UnitProfile | undefined {
  const profiles = ruleset.unitProfiles ?? {};
  return Object.hasOwn(profiles, id) ? profiles[id] : undefined;
}

/** The model whose values a unit uses: its chef, else its NCO, else its best (lowest Quality, then highest Combat). */
export function leaderIndex(models: readonly ModelInfo[], alive: readonly boolean[] | null): number {
  let best = -1;
  const rank = (m: ModelInfo) => (m.role === 'chef' ? 0 : m.role === 'nco' ? 1 : 2);
  for (let i = 0; i < models.length; i++) {
    if (alive && !alive[i]) continue;
    const model = models[i] as ModelInfo;
    if (best < 0) {
      best = i;
      continue;
    }
    const current = models[best] as ModelInfo;
    const better = rank(model) < rank(current) || (rank(model) === rank(current) && (model.quality < current.quality || (model.quality === current.quality && model.combat > current.combat)));
    if (better) best = i;
  }
  return best;
}

function compile(input: ScenarioInput): Fixed {
  const { scenario, ruleset } = input;
  const constants = constantsOf(ruleset);
  const ci = toCi(scenario);
  const { width, height, unit } = tableSize(scenario);
  const sides = scenario.sides.map((side) => side.id);
  if (sides.length !== 2) throw new Error(`Rapid 40000 is played by two sides; this scenario has ${sides.length}.`);
  const terrain = terrainOf(scenario, ruleset, ci, false);
  const vehicleTerrain = terrainOf(scenario, ruleset, ci, true);
  const sightTerrain: number[] = [];
  const sightAreas: SightArea[] = [];
  terrain.forEach((piece, index) => {
    if (piece.sight === 'clear') return;
    sightTerrain.push(index);
    sightAreas.push({ polygon: piece.polygon, effect: piece.sight });
  });
  const weapons: WeaponInfo[] = [];
  const weaponKeys = new Map<string, number>();
  const weaponIndex = (weapon: Weapon): number => {
    const key = JSON.stringify([weapon.name, weapon.range ?? 0, weapon.modifier ?? 0, weapon.template ?? '', weapon.abilities ?? [], weapon.attacks ?? 1]);
    let index = weaponKeys.get(key);
    if (index === undefined) {
      index = weapons.length;
      weapons.push(weaponInfo(weapon, constants));
      weaponKeys.set(key, index);
    }
    return index;
  };
  const zones = sides.map((sideId, sideIndex) => {
    const zone = (scenario.board.zones ?? []).find((candidate) => candidate.side === sideId && (candidate.purpose === 'deployment' || candidate.purpose === 'start') && candidate.polygon && candidate.polygon.length >= 3);
    if (zone?.polygon) return { id: zone.id, side: sideIndex, name: zone.name ?? null, polygon: polygonCi(zone.polygon, ci) };
    // "Bataille rangée": 12" deep along the player's long edge (the first side's at the top).
    const depth = Math.min(constants.deploymentDepth, height / 2);
    const top = sideIndex === 0 ? 0 : height - depth;
    return { id: `${sideId}-strip`, side: sideIndex, name: null, polygon: flatPolygon([{ x: 0, y: top }, { x: width, y: top }, { x: width, y: top + depth }, { x: 0, y: top + depth }]) };
  });
  // A unit told to deploy in a zone of its own gets that zone.
  const zoneOf = (id: string | undefined, sideIndex: number): number => {
    if (id === undefined) return sideIndex;
    const known = zones.findIndex((zone) => zone.id === id);
    if (known >= 0) return known;
    const zone = (scenario.board.zones ?? []).find((candidate) => candidate.id === id && candidate.polygon && candidate.polygon.length >= 3);
    if (!zone?.polygon) return sideIndex;
    zones.push({ id: zone.id, side: sideIndex, name: zone.name ?? null, polygon: polygonCi(zone.polygon, ci) });
    return zones.length - 1;
  };
  const units: UnitInfo[] = [];
  const unitsOf: number[][] = sides.map(() => []);
  scenario.sides.forEach((side, sideIndex) => {
    for (const entry of side.units ?? []) {
      if (entry.reserve) continue;
      const models: ModelInfo[] = [];
      for (const { profile: profileId, count } of unitModels(entry)) {
        const profile = profileOf(ruleset, profileId);
        if (!profile) throw new Error(`Unit "${entry.id}" names the profile "${profileId}", which the ruleset does not have.`);
        const abilities = (profile.abilities ?? []).map(abilityId);
        const rules = rulesOf(abilities);
        const diameter = profile.baseMm ?? constants.baseMm;
        const hull = profile.hullMm ? { halfLength: profile.hullMm.length / 2 / MM_PER_CI, halfWidth: profile.hullMm.width / 2 / MM_PER_CI } : null;
        const model: ModelInfo = {
          profile: profileId,
          name: profile.name,
          radius: hull ? hullRadius(hull) : diameter / 2 / MM_PER_CI,
          hull,
          cost: profileCost(profile, ruleset).points,
          quality: qualityValue(profile.stats?.quality),
          combat: combatValue(profile.stats?.combat),
          role: rules.leader ? 'chef' : rules.nco ? 'nco' : 'trooper',
          weapons: (profile.weapons ?? []).map(weaponIndex),
          rules,
        };
        for (let copy = 0; copy < count; copy++) models.push(model);
      }
      if (models.length === 0) throw new Error(`Unit "${entry.id}" has no models.`);
      const vehicle = models.some((model) => profileOf(ruleset, model.profile)?.category === 'vehicle');
      const long = models.every((model) => model.rules.longMove);
      const base = vehicle ? constants.vehicleMove : constants.move;
      unitsOf[sideIndex]?.push(units.length);
      units.push({
        id: entry.id,
        side: side.id,
        sideIndex,
        name: entry.name ?? (models.length === 1 ? (models[0] as ModelInfo).name : entry.id),
        vehicle,
        models,
        move: Math.round(long ? base * constants.longMoveFactor : base),
        leader: leaderIndex(models, null),
        cost: models.reduce((sum, model) => sum + model.cost, 0),
        zone: zoneOf(entry.deployIn, sideIndex),
      });
    }
  });
  const limit = turnLimitOf(scenario, constants);
  return {
    width,
    height,
    unit,
    sides,
    sideNames: scenario.sides.map((side) => side.name as LocalizedText),
    terrain,
    sightAreas,
    sightTerrain,
    difficult: terrain.filter((piece) => piece.difficult).map((piece) => piece.polygon),
    impassable: terrain.filter((piece) => piece.impassable).map((piece) => piece.polygon),
    vehicleDifficult: vehicleTerrain.filter((piece) => piece.difficult).map((piece) => piece.polygon),
    vehicleImpassable: vehicleTerrain.filter((piece) => piece.impassable).map((piece) => piece.polygon),
    scenery: terrain.filter((piece) => piece.kind !== ruleset.board.defaultTerrain).map((piece) => piece.polygon),
    weapons,
    units,
    unitsOf,
    zones,
    objectives: objectivesOf(scenario, sides, ci),
    turnLimit: limit,
    constants,
  };
}

/** The compiled table and armies of a scenario (once per scenario and ruleset data). */
export const compileFixed: (input: ScenarioInput) => Fixed = compiledPerScenario(compile);
