/**
 * Vehicles on a free table are drawn on their hulls (Rapid 40000: "une figurine est censée occuper
 * la surface de son socle"), on screen and on paper alike: the rectangle of the profile's `hullMm`
 * at true size, turned the way setup turns it (toward the scenario's `faceToward` point, else the
 * far long edge), in the side's colour, with a stroke from its middle to its front.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../scenario/index';
import { buildBoardScene } from './board-scene';
import type { PrintSource } from './board-model';
import type { DisplayItem, PathItem, PointMm } from './display-list';

const MM_PER_INCH = 25.4;

function rapid(rhino: Record<string, unknown>): PrintSource {
  const document = JSON.parse(readFileSync(new URL('../../scenarios/rapid40k-skirmish.scenario.json', import.meta.url), 'utf8')) as { sides: { units?: unknown[] }[] };
  const marines = document.sides[0] as { units?: unknown[] };
  marines.units = [...(marines.units ?? []), { id: 'rhino-1', name: 'Rhino', models: [{ profile: 'rhino', count: 1 }], at: { x: 40, y: 4 }, ...rhino }];
  const loaded = loadScenario(JSON.stringify(document));
  if (!loaded.scenario || !loaded.ruleset) throw new Error('the sample does not load');
  return { scenario: loaded.scenario, ruleset: loaded.ruleset, language: 'en' };
}

const unitItems = (source: PrintSource): DisplayItem[] => buildBoardScene(source, { labels: false, showHidden: true }).sections.filter((section) => section.layer === 'units').flatMap((section) => section.items);

/** The filled four-cornered outlines among the units: the hulls. */
const hulls = (items: readonly DisplayItem[]): PathItem[] => items.filter((item): item is PathItem => item.kind === 'path' && item.fill !== undefined && item.path.length === 1 && item.path[0]?.closed === true && item.path[0].points.length === 4);

const length = (a: PointMm, b: PointMm) => Math.sqrt((a.x - b.x) ** 2 + (a.y - b.y) ** 2);
const sides = (hull: PathItem) => {
  const [a, b, c, d] = hull.path[0]?.points as PointMm[];
  return { front: length(a as PointMm, b as PointMm), side: length(b as PointMm, c as PointMm), back: length(c as PointMm, d as PointMm), along: { x: ((b as PointMm).x - (c as PointMm).x) / length(b as PointMm, c as PointMm), y: ((b as PointMm).y - (c as PointMm).y) / length(b as PointMm, c as PointMm) } };
};

describe('a vehicle on a free table is drawn on its hull, at true size, turned as setup turns it', () => {
  it('draws the Rhino 115 × 90 mm facing down the table from the top half, its front toward the far edge', () => {
    const source = rapid({});
    const items = unitItems(source);
    const [hull, ...others] = hulls(items);
    expect(others).toEqual([]);
    const { front, side, back, along } = sides(hull as PathItem);
    expect(front).toBeCloseTo(90, 6);
    expect(back).toBeCloseTo(90, 6);
    expect(side).toBeCloseTo(115, 6);
    expect(along.x).toBeCloseTo(0, 9);
    expect(along.y).toBeCloseTo(1, 9);
    // Centred on its point, in the marines' colour.
    const corners = hull?.path[0]?.points ?? [];
    expect(corners.reduce((sum, p) => sum + p.x, 0) / 4).toBeCloseTo(40 * MM_PER_INCH, 6);
    expect(corners.reduce((sum, p) => sum + p.y, 0) / 4).toBeCloseTo(4 * MM_PER_INCH, 6);
    expect(hull?.fill).toEqual({ colour: source.scenario.sides[0]?.colour.toLowerCase() });
    // The squads are still round bases: no other hull anywhere.
    expect(items.some((item) => item.kind === 'circle')).toBe(true);
  });

  it('turns the hull toward its faceToward point: east, then along the diagonal', () => {
    const east = sides(hulls(unitItems(rapid({ faceToward: { x: 60, y: 4 } })))[0] as PathItem);
    expect(east.side).toBeCloseTo(115, 6);
    expect(east.front).toBeCloseTo(90, 6);
    expect(east.along.x).toBeCloseTo(1, 9);
    expect(east.along.y).toBeCloseTo(0, 9);
    const diagonal = sides(hulls(unitItems(rapid({ faceToward: { x: 46, y: 10 } })))[0] as PathItem);
    expect(diagonal.side).toBeCloseTo(115, 6);
    expect(diagonal.along.x).toBeCloseTo(Math.SQRT1_2, 9);
    expect(diagonal.along.y).toBeCloseTo(Math.SQRT1_2, 9);
  });

});
