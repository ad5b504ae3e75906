/**
 * Rivet Wars' own checks of a scenario, run inside validation after the schema and the shared
 * checks: each problem points at the value concerned and says how to fix it. A scenario with none
 * of these errors sets a game up without fail.
 *
 * - sides: a faction of the ruleset (its units come from that faction's box);
 * - units placed at setup: of their side's faction, not a plug on its own, no more than the box
 *   holds, a hero once; in a grid they may stand in (terrain), fitting its 2 × 2 cells with the
 *   others there (sizes 1, 2 side by side in a row, or 4; a slot free for them), never in a grid
 *   another side holds; in their side's deployment zone (a warning: a mission may place them
 *   elsewhere); plugs only on a unit in its side's territory;
 * - special rules: an effect the rules know, with the parameters it needs.
 */
import { createKernel } from '../../board/index';
import type { Cell } from '../../board/types';
import type { ScenarioChecks, ScenarioInput } from '../core/module';
import { error, warning, type Problem, type ProblemLocation } from '../../scenario/problems';
import type { EffectValue, Scenario, UnitProfile, Zone } from '../../scenario/types';
import { listForMessage } from '../../scenario/lookup';
import { slotsFirst } from './grid';
import { DECK_CHOICES, MISSION_EFFECTS, type MissionEffect } from './mission';
import { boxSupply } from './profiles';

const SIZES = [1, 2, 4];

type Params = Readonly<Record<string, EffectValue>>;

interface Context {
  readonly scenario: Scenario;
  readonly input: ScenarioInput;
  readonly problems: Problem[];
  readonly label: (cell: Cell) => string;
}

function zonesOf(scenario: Scenario, side: string, purpose: Zone['purpose']): Set<string> {
  const cells = new Set<string>();
  for (const zone of scenario.board.zones ?? []) {
    if (zone.side !== side || zone.purpose !== purpose) continue;
    for (const cell of zone.cells ?? []) cells.add(`${cell.col},${cell.row}`);
  }
  return cells;
}

function tokensAt(scenario: Scenario, kind: string): Set<string> {
  const cells = new Set<string>();
  for (const token of scenario.board.tokens ?? []) if (token.kind === kind && 'col' in token.at) cells.add(`${token.at.col},${token.at.row}`);
  return cells;
}

/** Why a unit of this profile may not stand in this grid (the message, and the token kind in the way), or null. */
function terrainRefusal(scenario: Scenario, profile: UnitProfile, key: string): { readonly message: string; readonly kind: string } | null {
  const infantry = profile.category === 'infantry' || (profile.category === undefined && profile.movementMode === 'infantry');
  if (infantry) return tokensAt(scenario, 'barbed-wire').has(key) ? { message: 'rivet-wars.problem.unit.onWire', kind: 'barbed-wire' } : null;
  for (const kind of ['tank-trap', 'bunker', 'strategic-objective']) if (tokensAt(scenario, kind).has(key)) return { message: 'rivet-wars.problem.unit.infantryOnly', kind };
  return null;
}

/** The footprint masks a unit of `size` cells may take, given its slot. */
function footprints(size: number, slot: number | undefined): number[] {
  const all = size === 1 ? [1, 2, 4, 8] : size === 2 ? [3, 12] : size === 4 ? [15] : [];
  if (slot === undefined) return all;
  return all.filter((mask) => (mask & (1 << slot)) !== 0 && (size !== 2 || (slot === 0 || slot === 2)));
}

function checkUnits(ctx: Context): void {
  const { scenario, input, problems } = ctx;
  const profiles = input.ruleset.unitProfiles ?? {};
  const holder = new Map<string, string>();
  const taken = new Map<string, number>();
  // Per side and profile: how many are placed, the box, and the first unit past it.
  const fielded = new Map<string, { placed: number; supply: number; pointer: string | null; location: ProblemLocation }>();
  const field = (key: string, count: number, supply: number, pointer: string, location: ProblemLocation) => {
    const entry = fielded.get(key) ?? { placed: 0, supply, pointer: null, location };
    entry.placed += count;
    if (entry.placed > entry.supply && entry.pointer === null) Object.assign(entry, { pointer, location });
    fielded.set(key, entry);
  };
  const heroes = new Set<string>();
  scenario.sides.forEach((side, s) => {
    const faction = side.faction ?? side.id;
    if (!Object.hasOwn(input.ruleset.factions ?? {}, faction)) {
      problems.push(error(`/sides/${s}`, 'rivet-wars.problem.side.noFaction', { side: side.id, known: listForMessage(Object.keys(input.ruleset.factions ?? {})) }));
    }
    const deployment = zonesOf(scenario, side.id, 'deployment');
    const territory = zonesOf(scenario, side.id, 'territory');
    const home = territory.size > 0 ? territory : deployment;
    // In the order setup places them: units given a slot first (setup.ts).
    const units = side.units ?? [];
    slotsFirst(units.map((unit, u) => ({ unit, u, slot: unit.slot }))).forEach(({ unit, u }) => {
      const pointer = `/sides/${s}/units/${u}`;
      const profileId = unit.profile;
      const profile = profileId !== undefined && Object.hasOwn(profiles, profileId) ? profiles[profileId] : undefined;
      if (!profile || !unit.at || !('col' in unit.at)) return;
      const cell: Cell = { col: unit.at.col, row: unit.at.row };
      const location: ProblemLocation = { cell };
      const key = `${cell.col},${cell.row}`;
      const where = ctx.label(cell);
      if (profile.plug) {
        problems.push(error(pointer, 'rivet-wars.problem.unit.plugAlone', { unit: unit.id, profile: profileId ?? '' }, location));
        return;
      }
      // A hero twice is told as such, not also as a box short of him.
      if (profile.hero && heroes.has(`${s}|${profileId}`)) problems.push(error(pointer, 'rivet-wars.problem.unit.heroTwice', { unit: unit.id, profile: profileId ?? '' }, location));
      else field(`${s}|${profileId}`, unit.count ?? 1, boxSupply(profile), pointer, location);
      if (profile.hero) heroes.add(`${s}|${profileId}`);
      const terrain = terrainRefusal(scenario, profile, key);
      if (terrain) problems.push(error(`${pointer}/at`, terrain.message, { unit: unit.id, cell: where, kind: terrain.kind }, location));
      const other = holder.get(key);
      if (other !== undefined && other !== side.id) problems.push(error(`${pointer}/at`, 'rivet-wars.problem.unit.bothSides', { unit: unit.id, cell: where, side: side.id, other }, location));
      holder.set(key, side.id);
      const size = profile.size ?? 1;
      const masks = footprints(size, unit.slot);
      const used = taken.get(key) ?? 0;
      const fit = masks.find((mask) => (mask & used) === 0);
      if (!SIZES.includes(size) || fit === undefined) {
        problems.push(error(unit.slot === undefined ? `${pointer}/at` : `${pointer}/slot`, 'rivet-wars.problem.unit.doesNotFit', { unit: unit.id, cell: where, size, slot: unit.slot === undefined ? '—' : unit.slot }, location));
      } else taken.set(key, used | fit);
      if (!deployment.has(key)) problems.push(warning(`${pointer}/at`, 'rivet-wars.problem.unit.outsideDeployment', { unit: unit.id, cell: where, side: side.id }, location));
      if ((unit.plugs ?? []).length > 0 && !home.has(key)) problems.push(error(`${pointer}/plugs`, 'rivet-wars.problem.unit.plugOutsideTerritory', { unit: unit.id, cell: where, side: side.id }, location));
      (unit.plugs ?? []).forEach((plugId, p) => {
        const plug = Object.hasOwn(profiles, plugId) ? profiles[plugId] : undefined;
        // A plug profile of the rules (the shared checks refuse any other) of another faction.
        if (!plug?.plug || (plug.faction !== undefined && plug.faction !== faction)) {
          problems.push(error(`${pointer}/plugs/${p}`, 'rivet-wars.problem.unit.notPlugOfSide', { unit: unit.id, cell: where, profile: plugId, side: side.id }, location));
          return;
        }
        field(`${s}|${plugId}`, 1, boxSupply(plug), `${pointer}/plugs/${p}`, location);
      });
    });
  });
  // One problem per side and profile past its box, at the first unit past it, with how many to remove.
  for (const [key, { placed, supply, pointer, location }] of fielded) {
    if (placed <= supply || pointer === null) continue;
    problems.push(error(pointer, 'rivet-wars.problem.unit.boxEmpty', { profile: key.slice(key.indexOf('|') + 1), placed, supply, count: placed - supply }, location));
  }
}

function isInteger(value: EffectValue | undefined, min: number): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= min;
}

function checkEffect(ctx: Context, pointer: string, kind: MissionEffect, given: Params | undefined): void {
  const params = given ?? {};
  const { input, scenario, problems } = ctx;
  const profiles = input.ruleset.unitProfiles ?? {};
  // The pointer goes as deep as the document goes: a missing parameter is pointed at from its parent.
  const bad = (name: string, expected: string): void => {
    let at = given ? `${pointer}/params` : pointer;
    let value: unknown = params;
    for (const token of name.split('/')) {
      if (typeof value !== 'object' || value === null || !Object.hasOwn(value, token)) break;
      value = (value as Record<string, unknown>)[token];
      at += `/${token}`;
    }
    problems.push(error(at, 'rivet-wars.problem.effect.badParam', { kind, param: name, expected }));
  };
  const sideParam = (): string | undefined => {
    const side = params.side;
    if (typeof side !== 'string' || !scenario.sides.some((candidate) => candidate.id === side)) {
      bad('side', listForMessage(scenario.sides.map((candidate) => candidate.id)));
      return undefined;
    }
    return side;
  };
  const profileParam = (name: string, value: EffectValue | undefined, faction: string | undefined): void => {
    const known = Object.entries(profiles).filter(([, profile]) => !profile.plug && (faction === undefined || profile.faction === faction)).map(([id]) => id);
    if (typeof value !== 'string' || !known.includes(value)) bad(name, listForMessage(known));
  };
  const factionOf = (side: string | undefined): string | undefined => {
    const found = scenario.sides.find((candidate) => candidate.id === side);
    return found ? (found.faction ?? found.id) : undefined;
  };
  switch (kind) {
    case 'no-draw':
      if (typeof params.deck !== 'string' || !(DECK_CHOICES as readonly string[]).includes(params.deck)) bad('deck', listForMessage(DECK_CHOICES));
      return;
    case 'garrison': {
      const side = sideParam();
      profileParam('profile', params.profile, factionOf(side));
      if (!(scenario.board.tokens ?? []).some((token) => token.kind === 'strategic-objective')) problems.push(warning(pointer, 'rivet-wars.problem.effect.noObjectives', { kind }));
      return;
    }
    case 'infantry-deployment-points':
      if (!isInteger(params.points, 0)) bad('points', '0, 1, 2 …');
      if (params.heroes !== undefined && typeof params.heroes !== 'boolean') bad('heroes', 'true, false');
      return;
    case 'paradrop': {
      const side = sideParam();
      profileParam('profile', params.profile, factionOf(side));
      if (!isInteger(params.count, 1)) bad('count', '1, 2, 3 …');
      if (params.everyTurn !== undefined && typeof params.everyTurn !== 'boolean') bad('everyTurn', 'true, false');
      return;
    }
    case 'escalation': {
      const levels = params.levels;
      if (!Array.isArray(levels) || levels.length === 0) {
        bad('levels', '[{ "from": 1, "to": 2, "deploymentPoints": 1 }, …]');
        return;
      }
      levels.forEach((level, index) => {
        const at = `levels/${index}`;
        if (typeof level !== 'object' || level === null || Array.isArray(level)) {
          bad(at, '{ "from", "to", … }');
          return;
        }
        const entry = level as Params;
        if (!isInteger(entry.from, 0) || !isInteger(entry.to, 0) || (entry.to as number) < (entry.from as number)) bad(`${at}/from`, '0 ≤ from ≤ to');
        for (const name of ['deploymentPoints', 'rivets', 'units']) if (entry[name] !== undefined && !isInteger(entry[name], 0)) bad(`${at}/${name}`, '0, 1, 2 …');
        if (isInteger(entry.units, 1)) {
          const named = typeof entry.profiles === 'object' && entry.profiles !== null && !Array.isArray(entry.profiles) ? (entry.profiles as Params) : {};
          for (const side of scenario.sides) {
            const faction = side.faction ?? side.id;
            profileParam(`${at}/profiles/${faction}`, named[faction] ?? named[side.id], faction);
          }
        }
      });
      return;
    }
  }
}

function checkEffects(ctx: Context): void {
  (ctx.scenario.setup?.specialRules ?? []).forEach((rule, index) => {
    if (!rule.effect) return;
    const pointer = `/setup/specialRules/${index}/effect`;
    if (!(MISSION_EFFECTS as readonly string[]).includes(rule.effect.kind)) {
      ctx.problems.push(error(`${pointer}/kind`, 'rivet-wars.problem.effect.unknown', { kind: rule.effect.kind, known: listForMessage(MISSION_EFFECTS) }));
      return;
    }
    checkEffect(ctx, pointer, rule.effect.kind as MissionEffect, rule.effect.params);
  });
}

/**
 * A side with no deployment points, at the start or each turn, and no other way into play (units
 * placed, infantry's own points, a paradrop or a garrison of its own) never has a unit on the board.
 */
function checkDeploymentPoints(ctx: Context): void {
  const { scenario, problems } = ctx;
  const effects = (scenario.setup?.specialRules ?? []).map((rule) => rule.effect).filter((effect) => effect !== undefined);
  scenario.sides.forEach((side, s) => {
    const points = side.resources?.['deployment-points'];
    if ((points?.start ?? 0) + (points?.perTurn ?? 0) > 0 || (side.units ?? []).length > 0) return;
    const helped = effects.some((effect) => effect.kind === 'infantry-deployment-points' || ((effect.kind === 'paradrop' || effect.kind === 'garrison') && effect.params?.side === side.id));
    if (!helped) problems.push(warning(`/sides/${s}/resources`, 'rivet-wars.problem.side.noDeploymentPoints', { side: side.id }));
  });
}

export const checkScenario: ScenarioChecks = Object.assign(checkRivetWars, { replaces: ['problem.supply.units'] });

function checkRivetWars(input: ScenarioInput): Problem[] {
  const { scenario } = input;
  const geometry = scenario.board.geometry;
  if (geometry.kind !== 'square') return [];
  const kernel = createKernel(geometry);
  const ctx: Context = { scenario, input, problems: [], label: (cell) => kernel.label(cell) };
  checkUnits(ctx);
  checkEffects(ctx);
  checkDeploymentPoints(ctx);
  return ctx.problems;
}
