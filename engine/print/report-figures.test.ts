/**
 * The balance report's figures: the chart's vertical axis ticks, and heat maps that read on every
 * kind of board (one count per Rivet Wars grid, a free table's points gathered in squares, SIEGE's
 * upper levels and Rebellion's areas kept apart) on a page with a title, a margin and a colour scale.
 */
import { describe, expect, it } from 'vitest';
import r6 from '../../scenarios/r6-ambassade.scenario.json';
import rapid from '../../scenarios/rapid40k-skirmish.scenario.json';
import rebellion from '../../scenarios/rebellion-standard.scenario.json';
import m03 from '../../scenarios/rivet-wars-m03.scenario.json';
import siege from '../../scenarios/siege-castle.scenario.json';
import type { CellKernel } from '../board/types';
import { kernelOf, type PrintSource } from './board-model';
import { buildBoardScene } from './board-scene';
import type { CircleItem, DisplayDocument, DisplayItem, GroupItem, PathItem, TextItem } from './display-list';
import { overlappingTexts, textBox, textsIn } from './labels';
import { spotOf } from './places';
import { FREE_HEAT_SQUARE, heatMap, heatMarks, legendCounts, tickStep, turnsChart, type HeatLabels } from './report-figures';
import { writeSvg } from './svg-writer';
import { engineFor, presenterFor } from '../rules/index';
import { loadInput } from '../rules/core/test-support/scenario';
import { areaPlace, cellPlace, parsePlaceKey, placeKey } from '../rules/core/places';
import { playBalanceShare, type Heat } from '../sim/balance';

const LABELS: HeatLabels = { title: 'The board: where pieces went', subtitle: 'Test scenario · 4 games', scale: (square) => (square ? `Times in each ${square} square` : 'Times at each place') };

function sourceOf(document: unknown, language: 'en' | 'fr' = 'en'): PrintSource {
  const input = loadInput(document);
  return { scenario: input.scenario, ruleset: input.ruleset, language };
}

/** The heat of a few real games between random bots. */
function playedHeat(document: { ruleset: { id: string } }, games: number): Heat {
  const input = loadInput(document);
  const id = document.ruleset.id;
  return playBalanceShare(engineFor(id)!, presenterFor(id)!, input, { games, bots: ['random'], seed: 11 }, 0, games).heat;
}

const only = (moves: Readonly<Record<string, number>>): Heat => ({ deaths: {}, moves, combats: {}, traps: {} });

/** The board as the page draws it (moved into the margin), and the heat marks drawn over it. */
function boardGroup(document: DisplayDocument): GroupItem {
  const group = document.pages[0]!.items.find((item): item is GroupItem => item.kind === 'group' && item.transform !== undefined);
  if (!group) throw new Error('no board on the page');
  return group;
}

/** What the page draws over the board: the heat's tints, the zones' names, the heat's counts. */
function heatLayers(document: DisplayDocument): { tints: GroupItem; names: GroupItem; counts: GroupItem } {
  const [tints, names, counts] = boardGroup(document).items.slice(-3);
  if (tints?.kind !== 'group' || names?.kind !== 'group' || counts?.kind !== 'group') throw new Error('no heat marks');
  return { tints, names, counts };
}

function heatItems(document: DisplayDocument): readonly DisplayItem[] {
  const { tints, counts } = heatLayers(document);
  return [...tints.items, ...counts.items];
}

/** The plain colour an item is filled with, if any. */
const colourOf = (item: CircleItem | PathItem) => (item.fill && 'colour' in item.fill ? item.fill.colour : undefined);

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const sum = (counts: Readonly<Record<string, number>>) => Object.values(counts).reduce((total, count) => total + count, 0);

describe('the chart of game lengths', () => {
  it('steps its vertical axis by 1, 2 or 5 times a power of ten, five steps at most', () => {
    expect([1, 3, 5, 6, 7, 10, 11, 19, 25, 26, 100, 101, 400].map(tickStep)).toEqual([1, 1, 1, 2, 2, 2, 5, 5, 5, 10, 20, 50, 100]);
  });

  it('labels the vertical axis at every tick, up to the tick above the tallest bar', () => {
    const chart = turnsChart({ turns: [0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 19] }, { title: 'Length of games', turns: 'Turns', games: 'Games' });
    const labels = chart.pages[0]!.items.filter((item): item is TextItem => item.kind === 'text' && item.anchor === 'end');
    expect(labels.map((label) => label.text)).toEqual(['0', '5', '10', '15', '20']);
    // Evenly spaced, 0 at the bottom.
    const ys = labels.map((label) => label.at.y);
    for (let i = 1; i < ys.length; i++) expect(ys[i - 1]! - ys[i]!).toBeCloseTo(ys[0]! - ys[1]!, 9);
  });
});

describe('the heat map', () => {
  it('on Rivet Wars, adds up the parts of a grid where counts are kept: one number per grid', () => {
    const source = sourceOf(m03);
    const kernel = kernelOf(source.scenario.board);
    const counts = { 'c5@0,0+1x1/2': 1, 'c5@1,0+1x1/2': 2, 'c5@0,0+2x1/2': 3, 'c5@0,1+1x2/2': 4, c5: 5, 'c7@1,1+1x1/2': 6 };
    const marks = heatMarks(kernel, counts);
    expect(marks.map((mark) => [mark.key, mark.count])).toEqual([
      ['c5', 15],
      ['c7', 6],
    ]);
    expect(marks[0]!.spot).toEqual(spotOf(kernel, cellPlace(5)));
    const texts = textsIn(heatItems(heatMap(source, { heat: only(counts) }, 'moves', LABELS)));
    expect(texts.map((item) => item.text)).toEqual(['15', '6']);
  });

  it('on Rivet Wars after real games, draws one disc per grid, none overlapping another, and every count', () => {
    const heat = playedHeat(m03, 4);
    // Counts are kept per part of a grid: the map has something to gather.
    expect(Object.keys(heat.moves).some((key) => key.includes('@'))).toBe(true);
    const source = sourceOf(m03);
    const document = heatMap(source, { heat }, 'moves', LABELS);
    const grids = new Set(Object.keys(heat.moves).map((key) => (parsePlaceKey(key) as { cell: number }).cell));
    const discs = heatItems(document).filter((item): item is CircleItem => item.kind === 'circle');
    expect(discs).toHaveLength(grids.size);
    for (let a = 0; a < discs.length; a++) {
      for (let b = a + 1; b < discs.length; b++) {
        const [one, other] = [discs[a]!, discs[b]!];
        expect(Math.sqrt((one.centre.x - other.centre.x) ** 2 + (one.centre.y - other.centre.y) ** 2)).toBeGreaterThanOrEqual(one.radiusMm + other.radiusMm);
      }
    }
    const numbers = textsIn(heatItems(document));
    expect(overlappingTexts(numbers)).toEqual([]);
    expect(numbers.reduce((total, item) => total + Number(item.text), 0)).toBe(sum(heat.moves));
  });

  it('on a free table, gathers points in squares of 3 inches lined up with the table, the far edge in the last one', () => {
    const source = sourceOf(rapid);
    const kernel = kernelOf(source.scenario.board);
    if (kernel.kind !== 'free') throw new Error('not a free table');
    const side = kernel.toMm(FREE_HEAT_SQUARE.in);
    expect(side).toBeCloseTo(76.2, 9);
    const { width, height } = kernel.boundsMm();
    const marks = heatMarks(kernel, { 'p10,10': 1, 'p70,75': 2, 'p80,10': 4, [`p${width},${height}`]: 8 });
    expect(marks.map((mark) => [mark.key, mark.count])).toEqual([
      ['s0,0', 3],
      ['s1,0', 4],
      ['s23,15', 8],
    ]);
    expect(marks[0]!.square).toEqual({ x: 0, y: 0, width: side, height: side });
    const last = marks[2]!.square!;
    expect(last.x + last.width).toBeCloseTo(width, 9);
    expect(last.y + last.height).toBeCloseTo(height, 9);
  });

  it('on Rapid 40000 after real games, tints whole squares by their count, with numbers that fit them', () => {
    const heat = playedHeat(rapid, 4);
    const source = sourceOf(rapid);
    const kernel = kernelOf(source.scenario.board);
    if (kernel.kind !== 'free') throw new Error('not a free table');
    const side = kernel.toMm(FREE_HEAT_SQUARE.in);
    const marks = heatMarks(kernel, heat.moves);
    // Exact points rarely repeat; squares gather them.
    expect(marks.length).toBeLessThan(Object.keys(heat.moves).length);
    expect(marks.reduce((total, mark) => total + mark.count, 0)).toBe(sum(heat.moves));
    const document = heatMap(source, { heat }, 'moves', LABELS);
    const squares = heatItems(document).filter((item): item is PathItem => item.kind === 'path');
    expect(squares).toHaveLength(marks.length);
    // The darker the square, the higher its count.
    const most = marks.reduce((best, mark) => (mark.count > best.count ? mark : best));
    const fewest = marks.reduce((best, mark) => (mark.count < best.count ? mark : best));
    const fillOf = (key: string) => (squares[marks.findIndex((mark) => mark.key === key)]!.fill as { colour: string }).colour;
    const lightness = (colour: string) => parseInt(colour.slice(3, 5), 16);
    if (most.count > fewest.count) expect(lightness(fillOf(most.key))).toBeLessThan(lightness(fillOf(fewest.key)));
    for (const number of textsIn(heatItems(document))) expect(textBox(number).width).toBeLessThanOrEqual(side);
    expect(textsIn(document.pages[0]!.items).map((item) => item.text)).toContain('Times in each 3" square');
  });

  it('draws the zones’ names over the tints and under the counts, on squares and on cells', () => {
    for (const [document, name] of [
      [rapid, 'Central objective'],
      [r6, 'Defenders start A'],
    ] as const) {
      const source = sourceOf(document);
      const { tints, names, counts } = heatLayers(heatMap(source, { heat: playedHeat(document, 2) }, 'moves', LABELS));
      expect(tints.items.length, name).toBeGreaterThan(0);
      expect(counts.items.length, name).toBeGreaterThan(0);
      expect(textsIn([names]).map((item) => item.text), name).toContain(name);
      expect(textsIn([tints]), name).toEqual([]);
      for (const count of textsIn([counts])) expect(count.text, name).toMatch(/^\d+$/);
    }
  });

  it('draws a cell’s disc opaque, in the legend’s colour, and its count on a plate of that colour over the zone name under it', () => {
    // R6's C4 and C5, crossed by the names of the defenders' start A and of bomb site A.
    const source = sourceOf(r6);
    const kernel = kernelOf(source.scenario.board) as CellKernel;
    const at = (label: string) => placeKey(cellPlace(kernel.indexOf(kernel.parseLabel(label)!)));
    const document = heatMap(source, { heat: only({ [at('C4')]: 27, [at('C5')]: 15 }) }, 'moves', LABELS);
    const { tints, names, counts } = heatLayers(document);
    const legend = document.pages[0]!.items.filter((item): item is CircleItem => item.kind === 'circle');
    for (const disc of tints.items as CircleItem[]) {
      expect(disc.fill?.opacity).toBeUndefined();
      expect(legend.map((swatch) => colourOf(swatch))).toContain(colourOf(disc));
    }
    const crossed = textsIn([names]).filter((name) => (counts.items as GroupItem[]).some((count) => overlaps(textBox(name), textBox(textsIn([count])[0]!))));
    expect(crossed.map((name) => name.text)).toContain('Defenders start A');
    for (const [index, count] of (counts.items as GroupItem[]).entries()) {
      const [plate, number] = count.items as [PathItem, TextItem];
      expect(colourOf(plate)).toBe(colourOf(tints.items[index] as CircleItem));
      const box = textBox(number);
      const points = plate.path[0]!.points;
      const xs = points.map((point) => point.x);
      const ys = points.map((point) => point.y);
      expect(Math.min(...xs)).toBeLessThanOrEqual(box.x);
      expect(Math.max(...xs)).toBeGreaterThanOrEqual(box.x + box.width);
      expect(Math.min(...ys)).toBeLessThanOrEqual(box.y);
      expect(Math.max(...ys)).toBeGreaterThanOrEqual(box.y + box.height);
    }
  });

  it('keeps the upper level of a SIEGE hex and each Rebellion area as places of their own', () => {
    const hexes = kernelOf(sourceOf(siege).scenario.board);
    const tower = heatMarks(hexes, { [placeKey(cellPlace(40))]: 2, [placeKey(cellPlace(40, 1))]: 3 });
    expect(tower.map((mark) => [mark.spot, mark.count])).toEqual([
      [spotOf(hexes, cellPlace(40)), 2],
      [spotOf(hexes, cellPlace(40, 1)), 3],
    ]);
    const map = kernelOf(sourceOf(rebellion).scenario.board);
    const area = (rebellion as { board: { areas: { id: string }[] } }).board.areas[0]!.id;
    expect(heatMarks(map, { [placeKey(areaPlace(area))]: 7 }).map((mark) => [mark.spot, mark.count])).toEqual([[spotOf(map, areaPlace(area)), 7]]);
  });

  it('is a page of its own: a title, the board in a margin holding all its labels, and the colour scale', () => {
    const source = sourceOf(r6, 'fr');
    const kernel = kernelOf(source.scenario.board);
    const bounds = kernel.boundsMm();
    const heat = only({ [placeKey(cellPlace(3))]: 1, [placeKey(cellPlace(4))]: 29, [placeKey(cellPlace(12))]: 7 });
    const document = heatMap(source, { heat }, 'moves', LABELS);
    const page = document.pages[0]!;
    expect(page.widthMm).toBeGreaterThan(bounds.width);
    expect(page.heightMm).toBeGreaterThan(bounds.height);
    // Screens draw the SVG's text in their own sans-serif, up to a fifth wider than the print metrics.
    const widened = (item: TextItem) => {
      const box = textBox(item);
      const grown = box.width * 1.2;
      const x = item.anchor === 'start' ? box.x : item.anchor === 'middle' ? box.x - (grown - box.width) / 2 : box.x - (grown - box.width);
      return { ...box, x, width: grown };
    };
    const texts = textsIn(page.items);
    for (const item of texts) {
      const box = widened(item);
      expect(box.x, item.text).toBeGreaterThanOrEqual(0);
      expect(box.y, item.text).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, item.text).toBeLessThanOrEqual(page.widthMm);
      expect(box.y + box.height, item.text).toBeLessThanOrEqual(page.heightMm);
    }
    // The name clipped on a page the size of the board: drawn that wide, it runs over the board's edge.
    const archives = textsIn(buildBoardScene(source, { labels: true, showHidden: false }).items).find((item) => item.text === 'Site de bombe B\u00a0: archives')!;
    const box = widened(archives);
    expect(box.x + box.width).toBeGreaterThan(bounds.x + bounds.width);
    const words = texts.map((item) => item.text);
    expect(words).toEqual(expect.arrayContaining(['The board: where pieces went', 'Test scenario · 4 games', 'Times at each place']));
    expect(legendCounts(29)).toEqual([1, 2, 7, 16, 29]);
    const legend = page.items.slice(page.items.indexOf(boardGroup(document)) + 1);
    expect(textsIn(legend).map((item) => item.text)).toEqual(['Times at each place', '1', '2', '7', '16', '29']);
    // The SVG says the same.
    const svg = writeSvg(document);
    for (const word of ['The board: where pieces went', 'Test scenario · 4 games', 'Times at each place', '>16<']) expect(svg).toContain(word);
    expect(svg).toMatch(new RegExp(`viewBox="0 0 ${page.widthMm.toFixed(2).replace(/\.?0+$/, '')}`));
  });

  it('leaves the units out: their counters would sit under the numbers', () => {
    const source = sourceOf(r6);
    const withUnits = textsIn(buildBoardScene(source, { labels: true, showHidden: false }).items).map((item) => item.text);
    expect(withUnits).toContain('Castle');
    const drawn = textsIn(heatMap(source, { heat: only({}) }, 'moves', LABELS).pages[0]!.items).map((item) => item.text);
    expect(drawn).not.toContain('Castle');
    expect(drawn).toContain('A1');
  });
});
