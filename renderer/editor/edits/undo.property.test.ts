/**
 * Any sequence of edits, accepted or refused, followed by as many undos, gives back the starting
 * scenario: the very same object, deep-equal to a copy taken before (nothing was mutated). Every
 * accepted edit yields a scenario that passes the schema and brings no new error but those a
 * designer resolves next (a side left without its deployment zone).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import r6Json from '../../../scenarios/r6-ambassade.scenario.json';
import siegeJson from '../../../scenarios/siege-castle.scenario.json';
import { createHistory, undo, type History } from '../../document/history';
import { loadScenario } from '../../../engine/scenario';
import type { CellKernel } from '../../../engine/board/types';
import type { Scenario, ZonePurpose } from '../../../engine/scenario/types';
import * as edits from './index';
import { loaded } from './test-support';

/** Integers an edit draws its parameters from, whatever the scenario looks like at that point. */
interface Draw {
  readonly op: number;
  readonly a: number;
  readonly b: number;
  readonly c: number;
  readonly d: number;
}

const TOLERATED_NEW_ERRORS = new Set(['problem.side.noDeploymentZone']);

function pick<T>(list: readonly T[], n: number): T | undefined {
  return list.length === 0 ? undefined : list[n % list.length];
}

/** A cell drawn on the board, or now and then just off it (a refusal to exercise). */
function cellOf(kernel: CellKernel, n: number, m: number) {
  if (m % 13 === 0) return { col: kernel.columns + (n % 3), row: n % kernel.rows };
  return kernel.cellAt(n % kernel.cellCount);
}

function editFor(scenario: Scenario, draw: Draw): edits.EditResult {
  const board = edits.boardOf(scenario);
  const kernel = (board as { kernel: CellKernel }).kernel;
  const ruleset = edits.rulesetOf(scenario);
  const terrainKinds = Object.keys(ruleset?.terrain ?? {});
  const edgeKinds = Object.keys(ruleset?.edges ?? {});
  const tokenKinds = Object.keys(ruleset?.tokens ?? {});
  const profiles = Object.keys(ruleset?.unitProfiles ?? {});
  const tokens = scenario.board.tokens ?? [];
  const features = scenario.board.edges ?? [];
  const zones = scenario.board.zones ?? [];
  const units = scenario.sides.flatMap((side) => side.units ?? []);
  const sides = scenario.sides.map((side) => side.id);
  const { a, b, c, d } = draw;
  const cell = cellOf(kernel, a, b);
  const cells = [cell, cellOf(kernel, a + 1, c), cellOf(kernel, b, d)];
  const edgeKey = b % 17 === 0 ? `v:${kernel.columns + 5},0` : (pick(kernel.edgesOf(kernel.cellAt(a % kernel.cellCount)), c) ?? '');
  const colour = `#${(a * 7919 + c).toString(16).padStart(6, '0').slice(-6)}`;
  const purposes: ZonePurpose[] = ['deployment', 'start', 'objective', 'territory', 'room', 'other'];
  const table: (() => edits.EditResult)[] = [
    () => edits.paintTerrain(scenario, { kind: pick(terrainKinds, b) ?? '', cells }),
    () => edits.paintTerrainRectangle(scenario, { kind: pick(terrainKinds, c) ?? '', from: cell, to: cellOf(kernel, a + d, 1) }),
    () => edits.floodFillTerrain(scenario, { kind: pick(terrainKinds, d) ?? '', at: cell }),
    () => edits.eraseTerrain(scenario, { cells }),
    () => edits.placeEdgeFeatures(scenario, { edges: [edgeKey], kind: pick(edgeKinds, d) ?? '' }),
    () => edits.cycleEdgeFeature(scenario, { edge: pick(features, a)?.edge ?? edgeKey }),
    () => edits.removeEdgeFeatures(scenario, { edges: [pick(features, b)?.edge ?? edgeKey] }),
    () => edits.placeToken(scenario, { kind: pick(tokenKinds, b) ?? '', at: cell, hidden: c % 2 === 0, ...(d % 3 === 0 ? { owner: pick(sides, d) ?? '' } : {}) }),
    () => edits.moveToken(scenario, { id: pick(tokens, a)?.id ?? 'none', at: cellOf(kernel, c, d) }),
    () => edits.removeToken(scenario, { id: pick(tokens, b)?.id ?? 'none' }),
    () => edits.setTokenProperties(scenario, { id: pick(tokens, c)?.id ?? 'none', hidden: a % 2 === 0, owner: d % 2 === 0 ? null : (pick(sides, d) ?? null) }),
    () => edits.placeUnit(scenario, { side: pick(sides, c) ?? '', profile: pick(profiles, d) ?? '', at: cell }),
    () => edits.moveUnit(scenario, { id: pick(units, a)?.id ?? 'none', at: cellOf(kernel, b, c) }),
    () => edits.removeUnit(scenario, { id: pick(units, d)?.id ?? 'none' }),
    () => edits.setUnitFacing(scenario, { id: pick(units, b)?.id ?? 'none', facing: c * 45 }),
    () => edits.addZone(scenario, { purpose: pick(purposes, a) ?? 'other', cells, ...(b % 2 === 0 ? { side: pick(sides, c) ?? '' } : {}) }),
    () => edits.addCellsToZone(scenario, { zone: pick(zones, a)?.id ?? 'none', cells }),
    () => edits.removeCellsFromZone(scenario, { zone: pick(zones, b)?.id ?? 'none', cells: pick(zones, b)?.cells?.slice(0, 1 + (c % 3)) ?? cells }),
    () => edits.removeZone(scenario, { zone: pick(zones, c)?.id ?? 'none' }),
    () => edits.setZoneProperties(scenario, { zone: pick(zones, d)?.id ?? 'none', colour: b % 2 === 0 ? colour : null, name: a % 3 === 0 ? null : `Zone ${a}` }),
    () => edits.setSideName(scenario, { id: pick(sides, a) ?? '', name: b % 5 === 0 ? '' : `Side ${b}` }),
    () => edits.setSideColour(scenario, { id: pick(sides, b) ?? '', colour: c % 7 === 0 ? 'blue' : colour }),
    () => edits.setMeta(scenario, { title: a % 11 === 0 ? ' ' : `Title ${a}`, durationMinutes: b % 4 === 0 ? null : b % 50 }),
    () => edits.setTurnLimit(scenario, { limit: c % 6 === 0 ? null : c % 40 }),
    () => edits.setFirstSide(scenario, { side: d % 3 === 0 ? 'roll' : d % 3 === 1 ? null : (pick(sides, d) ?? null) }),
    () => edits.addVictoryCondition(scenario, { condition: { side: pick(sides, a) ?? '', type: 'survive', turns: 1 + (b % 30) } }),
    () => edits.removeVictoryCondition(scenario, { id: pick(scenario.victory ?? [], c)?.id ?? 'none' }),
    () => edits.moveVictoryCondition(scenario, { id: pick(scenario.victory ?? [], d)?.id ?? 'none', to: a % 4 }),
  ];
  return (table[draw.op % table.length] as () => edits.EditResult)();
}

const nat = fc.nat({ max: 100_000 });
const draws = fc.array(fc.record({ op: nat, a: nat, b: nat, c: nat, d: nat }), { minLength: 1, maxLength: 18 });

function checkSample(start: Scenario, runs: number): void {
  const pristine = structuredClone(start);
  fc.assert(
    fc.property(draws, (sequence) => {
      let history: History<Scenario> = createHistory(start);
      for (const draw of sequence) {
        const result = editFor(history.present, draw);
        if (result.ok && result.scenario !== history.present) {
          const load = loadScenario(JSON.stringify(result.scenario));
          expect(load.scenario, JSON.stringify(load.problems.slice(0, 2))).toBeDefined();
          const errors = load.problems.filter((problem) => problem.severity === 'error' && !TOLERATED_NEW_ERRORS.has(problem.key));
          expect(errors, JSON.stringify(draw)).toEqual([]);
        }
        history = edits.commitEdit(history, result).history;
      }
      for (let i = 0; i < sequence.length; i++) history = undo(history);
      expect(history.present).toBe(start);
      expect(history.present).toEqual(pristine);
    }),
    { numRuns: runs },
  );
}

describe('edit sequences undone', () => {
  it('give back the R6 sample exactly', () => {
    checkSample(loaded(r6Json), 150);
  });

  it('give back the SIEGE sample exactly', () => {
    checkSample(loaded(siegeJson), 100);
  });
});
