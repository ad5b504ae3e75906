/**
 * The first state of a game: units where the scenario puts them (each model at its own position,
 * or the unit in two ranks about its point, facing the middle of the table; vehicles facing the
 * scenario's `faceToward` point, else the far long edge), the others waiting to
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
import { DEPLOYMENT, hasReserve, rollOff, startTurn } from './flow';
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
  | { readonly unit: number; readonly kind: 'noRoom' }
  /** A hull standing on the very point it is to face (it faces the far long edge instead). */
  | { readonly unit: number; readonly kind: 'facesItself'; readonly model: number };

export interface Layout {
  /** Flat positions of every model of each unit, or null for a unit to deploy. */
  readonly positions: readonly (readonly number[] | null)[];
  /** The way each hull faces at the start (see `UnitState.facing`), or null for a unit to deploy. */
  readonly facings: readonly (readonly number[] | null)[];
  readonly sources: readonly UnitSource[];
  readonly faults: readonly LayoutFault[];
}

/** A direction in whole numbers divided by their greatest common divisor: (0, 300) is (0, 1). */
function reduced(dx: number, dy: number): [number, number] {
  let a = Math.abs(dx);
  let b = Math.abs(dy);
  while (b !== 0) [a, b] = [b, a % b];
  return a > 1 ? [dx / a, dy / a] : [dx, dy];
}

/**
 * The way a unit's hulls face when set up at `to` (all its models, flat): toward `toward` (the
 * scenario's `faceToward`, in ci) when given, else the far long edge (`facingToward`); and the
 * first hull standing on that very point (which keeps the far edge), or -1.
 */
export function startFacing(fixed: Fixed, u: number, to: readonly number[], toward: readonly [number, number] | null): { facing: number[]; onPoint: number } {
  const facing = facingToward(fixed, u, to);
  let onPoint = -1;
  if (!toward) return { facing, onPoint };
  (fixed.units[u] as UnitInfo).models.forEach((model, m) => {
    if (!model.hull) return;
    const dx = toward[0] - (to[2 * m] as number);
    const dy = toward[1] - (to[2 * m + 1] as number);
    if (dx === 0 && dy === 0) {
      if (onPoint < 0) onPoint = m;
      return;
    }
    [facing[2 * m], facing[2 * m + 1]] = reduced(dx, dy);
  });
  return { facing, onPoint };
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
    const toward: [number, number] | null = entry?.faceToward ? [Math.round(ci(entry.faceToward.x)), Math.round(ci(entry.faceToward.y))] : null;
    const faces = (at: readonly number[]) => startFacing(fixed, u, at, toward).facing;
    let to: number[] | null = null;
    if (entry?.positions) {
      if (entry.positions.length !== models.length) {
        faults.push({ unit: u, kind: 'positionsCount', count: entry.positions.length, models: models.length });
      } else {
        to = entry.positions.flatMap((p) => [Math.round(ci(p.x)), Math.round(ci(p.y))]);
        const fault = placementFault(fixed, bases(), u, models, to, 1, faces(to));
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
        if (placementFault(fixed, bases(), u, models, candidate, 1, faces(candidate)) === null) {
          to = candidate;
          break;
        }
      }
      if (!to) faults.push({ unit: u, kind: 'noRoom' });
    }
    positions.push(to);
    const start = to ? startFacing(fixed, u, to, toward) : null;
    if (start && start.onPoint >= 0) faults.push({ unit: u, kind: 'facesItself', model: start.onPoint });
    const facing = start ? start.facing : null;
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
  return rollOff(rng);
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
