/**
 * The board scene built incrementally (with the memo of the previous scene of the same board)
 * equals the scene built from nothing, after any sequence of edits; and after a local edit most of
 * its items are the very objects of the previous scene, which is what lets the canvas redraw only
 * around the edit.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import r6Json from '../../scenarios/r6-ambassade.scenario.json';
import siegeJson from '../../scenarios/siege-castle.scenario.json';
import type { CellKernel } from '../../engine/board/types';
import type { PrintSource } from '../../engine/print';
import { buildBoardScene } from '../../engine/print/board-scene';
import { PatternBook } from '../../engine/print/patterns';
import { SceneMemo } from '../../engine/print/scene-memo';
import type { SceneOptions } from '../../engine/print/scene-types';
import type { Scenario, ZonePurpose } from '../../engine/scenario/types';
import { changedItems } from '../canvas/displayBounds';
import * as edits from '../editor/edits';
import { loaded } from '../editor/edits/test-support';
import { checkScenario } from './boardScene';
import { readScenario } from './readScenario';

interface Draw {
  readonly op: number;
  readonly a: number;
  readonly b: number;
  readonly c: number;
}

const pick = <T>(list: readonly T[], n: number): T | undefined => (list.length === 0 ? undefined : list[n % list.length]);

/** A local edit drawn from the edit commands: terrain, edges, tokens, units, zones, sides. */
function editFor(scenario: Scenario, { op, a, b, c }: Draw): edits.EditResult {
  const kernel = (edits.boardOf(scenario) as { kernel: CellKernel }).kernel;
  const ruleset = edits.rulesetOf(scenario);
  const cell = kernel.cellAt(a % kernel.cellCount);
  const cells = [cell, kernel.cellAt((a + 1) % kernel.cellCount), kernel.cellAt(b % kernel.cellCount)];
  const tokens = scenario.board.tokens ?? [];
  const features = scenario.board.edges ?? [];
  const zones = scenario.board.zones ?? [];
  const units = scenario.sides.flatMap((side) => side.units ?? []);
  const sides = scenario.sides.map((side) => side.id);
  const edge = pick(kernel.edgesOf(cell), b) ?? '';
  const purposes: ZonePurpose[] = ['deployment', 'start', 'objective', 'room', 'other'];
  const table: (() => edits.EditResult)[] = [
    () => edits.paintTerrain(scenario, { kind: pick(Object.keys(ruleset?.terrain ?? {}), b) ?? '', cells }),
    () => edits.eraseTerrain(scenario, { cells }),
    () => edits.placeEdgeFeatures(scenario, { edges: [edge], kind: pick(Object.keys(ruleset?.edges ?? {}), c) ?? '' }),
    () => edits.cycleEdgeFeature(scenario, { edge: pick(features, a)?.edge ?? edge }),
    () => edits.removeEdgeFeatures(scenario, { edges: [pick(features, b)?.edge ?? edge] }),
    () => edits.placeToken(scenario, { kind: pick(Object.keys(ruleset?.tokens ?? {}), b) ?? '', at: cell, hidden: c % 2 === 0 }),
    () => edits.moveToken(scenario, { id: pick(tokens, a)?.id ?? 'none', at: kernel.cellAt(c % kernel.cellCount) }),
    () => edits.removeToken(scenario, { id: pick(tokens, b)?.id ?? 'none' }),
    () => edits.placeUnit(scenario, { side: pick(sides, c) ?? '', profile: pick(Object.keys(ruleset?.unitProfiles ?? {}), b) ?? '', at: cell }),
    () => edits.moveUnit(scenario, { id: pick(units, a)?.id ?? 'none', at: kernel.cellAt(b % kernel.cellCount) }),
    () => edits.removeUnit(scenario, { id: pick(units, c)?.id ?? 'none' }),
    () => edits.addZone(scenario, { purpose: pick(purposes, a) ?? 'other', cells }),
    () => edits.addCellsToZone(scenario, { zone: pick(zones, a)?.id ?? 'none', cells }),
    () => edits.removeZone(scenario, { zone: pick(zones, c)?.id ?? 'none' }),
    () => edits.setSideColour(scenario, { id: pick(sides, b) ?? '', colour: `#${((a * 7919 + c) % 0xffffff).toString(16).padStart(6, '0')}` }),
  ];
  return (table[op % table.length] as () => edits.EditResult)();
}

const sourceOf = (scenario: Scenario): PrintSource => ({ scenario, ruleset: edits.rulesetOf(scenario)!, language: 'fr' });

function fresh(scenario: Scenario, options: SceneOptions) {
  const patterns = new PatternBook();
  const scene = buildBoardScene(sourceOf(scenario), options, patterns);
  return { scene, patterns: patterns.all() };
}

function incremental(scenario: Scenario, options: SceneOptions, memo: SceneMemo) {
  const patterns = new PatternBook();
  const scene = buildBoardScene(sourceOf(scenario), options, patterns, memo);
  return { scene, patterns: patterns.all() };
}

const nat = fc.nat({ max: 100_000 });
const draws = fc.array(fc.record({ op: nat, a: nat, b: nat, c: nat }), { minLength: 1, maxLength: 12 });

function checkSample(start: Scenario, options: SceneOptions, runs: number): void {
  fc.assert(
    fc.property(draws, (sequence) => {
      const memo = new SceneMemo();
      let scenario = start;
      incremental(scenario, options, memo);
      for (const draw of sequence) {
        const result = editFor(scenario, draw);
        if (result.ok) scenario = result.scenario;
        const expected = fresh(scenario, options);
        const got = incremental(scenario, options, memo);
        expect(got.scene.items).toEqual(expected.scene.items);
        expect(got.scene.sections).toEqual(expected.scene.sections);
        expect(got.scene.legend).toEqual(expected.scene.legend);
        expect(got.patterns).toEqual(expected.patterns);
      }
    }),
    { numRuns: runs },
  );
}

describe('incremental board scene', () => {
  it('equals a full rebuild after random edits of the R6 sample', () => {
    checkSample(loaded(r6Json), { labels: true, showHidden: true }, 30);
  }, 60_000);

  it('equals a full rebuild after random edits of the SIEGE sample, hidden pieces left out', () => {
    checkSample(loaded(siegeJson), { labels: true, showHidden: false }, 8);
  }, 60_000);

  it('keeps the items an edit did not touch, so only the painted cells are redrawn', () => {
    const start = loaded(siegeJson);
    const memo = new SceneMemo();
    const before = incremental(start, { labels: true, showHidden: true }, memo).scene;
    const painted = edits.paintTerrain(start, { kind: 'brush', cells: [{ col: 12, row: 8 }] });
    if (!painted.ok) expect.fail('the paint was refused');
    const after = incremental(painted.scenario, { labels: true, showHidden: true }, memo).scene;
    const changed = changedItems(before.items, after.items)!;
    // The painted hex's chunk of cells, before and after: its terrain group and its labels group,
    // in place (the same count of items) out of hundreds.
    expect(after.items.length).toBe(before.items.length);
    expect(after.items.length).toBeGreaterThan(100);
    expect(changed).toHaveLength(4);
    // The scene says which cell changed and which items it drew anew for it: the new half of the change.
    const kernel = (edits.boardOf(start) as { kernel: CellKernel }).kernel;
    expect(after.redrawn?.cells).toEqual([kernel.indexOf({ col: 12, row: 8 })]);
    expect(new Set(after.redrawn?.items)).toEqual(new Set(changed.filter((item) => !before.items.includes(item))));
    // Layers the paint did not reach are the very section objects of the scene before.
    const kept = after.sections.filter((section, i) => section === before.sections[i]).map((section) => section.layer);
    expect(kept).toEqual(expect.arrayContaining(['grid', 'edges', 'tokens', 'units']));
    expect(after.sections.find((section) => section.layer === 'terrain')).not.toBe(before.sections.find((section) => section.layer === 'terrain'));
  });
});

describe('checking an opened document', () => {
  it('reuses the load that read the file, and builds the scene from the document itself', () => {
    const read = readScenario(JSON.stringify(siegeJson), 'siege-castle.scenario.json');
    if (!read.ok) expect.fail('the sample did not read');
    const checked = checkScenario(read.scenario, 'en');
    expect(checked.problems).toEqual(read.problems);
    // The document's own objects, not a second parse of it: edits keep them, and the scene's memo goes by them.
    expect(checked.source?.scenario).toBe(read.scenario);
    expect(checked.scene?.sections?.map((section) => section.layer)).toEqual(expect.arrayContaining(['terrain', 'grid', 'labels', 'tokens', 'units']));
  });
});
