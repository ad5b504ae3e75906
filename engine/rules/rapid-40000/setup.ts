/**
 * The first state of a game: units where the scenario puts them (each model at its own position,
 * or the unit in two ranks about its point, facing the middle of the table), the others waiting to
 * be deployed; the initiative rolled (R11); then deployment, one unit at a time starting with the
 * side that plays second (R85), or the first turn.
 */
import { silent } from '../core/engine';
import { compiledPerScenario } from '../core/compiled';
import type { ScenarioInput } from '../core/module';
import { Rng, seedRng, type Seed } from '../core/prng';
import type { Scenario } from '../../scenario/types';
import { compileFixed, RULESET_ID, toCi } from './compile';
import { copyUnit, Draft, flags, wholeNumbers } from './draft';
import { DEPLOYMENT, hasReserve, startTurn } from './flow';
import { hullPolygon, type Hull } from '../../board/free/hull';
import type { FlatPolygon } from '../../board/free/measure';
import { facingToward, layoutAbout, SHAPES } from './moves';
import { hullOfModel, placementFault, runsOf, type Bases, type PlacementFault } from './table';
import type { Fixed, Game, R40State, UnitInfo, UnitState } from './types';

/** Where a unit of the scenario comes from: its side and its place in the side's list. */
export interface UnitSource {
  readonly side: number;
  readonly index: number;
}

export type LayoutFault =
  | { readonly unit: number; readonly kind: 'positionsCount'; readonly count: number; readonly models: number }
  | { readonly unit: number; readonly kind: PlacementFault; readonly model: number; readonly fromPositions: boolean }
  | { readonly unit: number; readonly kind: 'noRoom' };

export interface Layout {
  /** Flat positions of every model of each unit, or null for a unit to deploy. */
  readonly positions: readonly (readonly number[] | null)[];
  /** The way each hull faces at the start (see `UnitState.facing`), or null for a unit to deploy. */
  readonly facings: readonly (readonly number[] | null)[];
  readonly sources: readonly UnitSource[];
  readonly faults: readonly LayoutFault[];
}

function sourcesOf(scenario: Scenario): UnitSource[] {
  const out: UnitSource[] = [];
  scenario.sides.forEach((side, s) => (side.units ?? []).forEach((unit, index) => !unit.reserve && out.push({ side: s, index })));
  return out;
}

function layout(input: ScenarioInput): Layout {
  const fixed = compileFixed(input);
  const { scenario } = input;
  const ci = toCi(scenario);
  const sources = sourcesOf(scenario);
  const placed: { x: number[]; y: number[]; r: number[]; unit: number[]; model: number[]; hull: (Hull | null)[]; outline: (FlatPolygon | null)[]; sightOutline: (FlatPolygon | null)[] } = { x: [], y: [], r: [], unit: [], model: [], hull: [], outline: [], sightOutline: [] };
  const bases = (): Bases => ({ count: placed.x.length, ...placed, runs: runsOf(placed.x, placed.y, placed.r, placed.unit) });
  const facings: (number[] | null)[] = [];
  const positions: (number[] | null)[] = [];
  const faults: LayoutFault[] = [];
  fixed.units.forEach((info: UnitInfo, u) => {
    const source = sources[u] as UnitSource;
    const entry = scenario.sides[source.side]?.units?.[source.index];
    const models = info.models.map((_, m) => m);
    let to: number[] | null = null;
    if (entry?.positions) {
      if (entry.positions.length !== models.length) {
        faults.push({ unit: u, kind: 'positionsCount', count: entry.positions.length, models: models.length });
      } else {
        to = entry.positions.flatMap((p) => [Math.round(ci(p.x)), Math.round(ci(p.y))]);
        const fault = placementFault(fixed, bases(), u, models, to, 1, facingToward(fixed, u, to));
        if (fault) {
          faults.push({ unit: u, kind: fault.fault, model: fault.model, fromPositions: true });
          to = null;
        }
      }
    } else if (entry?.at && 'x' in entry.at) {
      const x = Math.round(ci(entry.at.x));
      const y = Math.round(ci(entry.at.y));
      const facing = y < fixed.height / 2 ? 1 : -1;
      for (const shape of SHAPES) {
        const candidate = layoutAbout(info, fixed.weapons, x, y, 0, facing, shape);
        if (placementFault(fixed, bases(), u, models, candidate, 1, facingToward(fixed, u, candidate)) === null) {
          to = candidate;
          break;
        }
      }
      if (!to) faults.push({ unit: u, kind: 'noRoom' });
    }
    positions.push(to);
    const facing = to ? facingToward(fixed, u, to) : null;
    facings.push(facing);
    if (to) {
      for (const m of models) {
        placed.x.push(to[2 * m] as number);
        placed.y.push(to[2 * m + 1] as number);
        placed.r.push(info.models[m]?.radius ?? 0);
        placed.unit.push(u);
        placed.model.push(m);
        const hull = hullOfModel(info.models[m], to[2 * m] as number, to[2 * m + 1] as number, facing?.[2 * m] ?? 1, facing?.[2 * m + 1] ?? 0);
        placed.hull.push(hull);
        placed.outline.push(hull ? hullPolygon(hull) : null);
        placed.sightOutline.push(hull ? hullPolygon({ ...hull, halfLength: hull.halfLength * fixed.constants.sightShrink, halfWidth: hull.halfWidth * fixed.constants.sightShrink }) : null);
      }
    }
  });
  return { positions, facings, sources, faults };
}

/** Where setup puts every unit, and what stops it (the scenario checks report the same). */
export const layoutOf: (input: ScenarioInput) => Layout = compiledPerScenario(layout);

function firstChef(fixed: Fixed, side: number): [number, number] | null {
  for (const u of fixed.unitsOf[side] ?? []) {
    const info = fixed.units[u] as UnitInfo;
    for (let m = 0; m < info.models.length; m++) if (info.models[m]?.role === 'chef') return [u, m];
  }
  return null;
}

function initiative(scenario: Scenario, fixed: Fixed, rng: Rng): { first: number; dice: number[] } {
  const named = fixed.sides.indexOf(scenario.turns?.first ?? '');
  if (named >= 0) return { first: named, dice: [] };
  for (;;) {
    const a = rng.int(6) + 1;
    const b = rng.int(6) + 1;
    if (a !== b) return { first: a > b ? 0 : 1, dice: [a, b] };
  }
}

export function setupGame(input: ScenarioInput, seed: Seed): R40State {
  const fixed = compileFixed(input);
  const { positions, facings } = layoutOf(input);
  const rng = new Rng(seedRng(seed));
  const { first, dice } = initiative(input.scenario, fixed, rng);
  // Pushed one by one, as the draft's arrays are: one shape for every state's arrays.
  const units: UnitState[] = [];
  fixed.units.forEach((info, u) => {
    const at = positions[u];
    const unit = copyUnit({
      pos: wholeNumbers(at ?? info.models.flatMap(() => [0, 0])),
      facing: wholeNumbers(facings[u] ?? facingToward(fixed, u, info.models.flatMap(() => [0, 0]))),
      alive: flags(info.models.map(() => true)),
      left: info.models.length,
      status: at ? 'ready' : 'reserve',
      ap: 0,
      done: false,
      overwatch: false,
      immobilised: false,
      tested: false,
      fleeing: false,
      shot: false,
      unloaded: false,
      moves: 0,
    });
    units.push(unit);
  });
  const game: Game = {
    units,
    active: -1,
    next: first,
    first,
    initiative: dice,
    roll: null,
    watch: null,
    fired: [],
    ordered: -1,
    moving: null,
    passing: null,
    chef: [firstChef(fixed, 0), firstChef(fixed, 1)],
    rerolled: [],
    reroll: null,
    held: wholeNumbers(fixed.objectives.map(() => 0)),
    lost: [0, 0],
  };
  const state: R40State = {
    ruleset: RULESET_ID,
    sides: fixed.sides,
    turn: 0,
    phase: DEPLOYMENT,
    pending: [],
    sealed: {},
    rng: rng.state(),
    step: 0,
    outcome: null,
    fixed,
    game,
  };
  const d = new Draft(state, silent);
  const deployer = fixed.constants.deploymentFirst === 'second' ? 1 - first : first;
  if (hasReserve(fixed, game, deployer)) {
    d.setNext(deployer);
    d.setPending([{ side: fixed.sides[deployer] as string, kind: 'deploy' }]);
  } else if (hasReserve(fixed, game, 1 - deployer)) {
    d.setNext(1 - deployer);
    d.setPending([{ side: fixed.sides[1 - deployer] as string, kind: 'deploy' }]);
  } else startTurn(d, 1);
  return d.finish();
}
