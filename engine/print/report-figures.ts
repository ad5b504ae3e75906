/**
 * The figures of a balance report as display documents, drawn the same on screen and in the files
 * they are exported to (SVG, and PNG from it): the length of games as a histogram, and a heat map
 * on the board itself, where each place is tinted by how often something happened there.
 */
import type { BalanceReport, HeatKind } from '../sim/balance';
import { buildBoardScene } from './board-scene';
import { kernelOf, type PrintSource } from './board-model';
import type { BoardKernel } from '../board/types';
import { inkOn } from './colour';
import { rectSubpath, text, type DisplayDocument, type DisplayItem, type PointMm, type RectMm, type Subpath } from './display-list';
import { textBox, textsIn } from './labels';
import { PatternBook } from './patterns';
import { spotOf, type Spot } from './places';
import { itemsOf, type SceneSection } from './scene-types';
import { centredBaseline, fittedSize, textWidthMm } from './text';
import { cellPlace, parsePlaceKey, placeKey, type Place } from '../rules/core/places';

const INK = '#24221e';
const BAR = '#8c2f1b';
const GRID = '#d8d1c2';

export interface ChartLabels {
  readonly title: string;
  /** Under the horizontal axis: "Turns". */
  readonly turns: string;
  /** Beside the vertical axis: "Games". */
  readonly games: string;
}

/** A step of 1, 2 or 5 times a power of ten that reaches `most` in five steps at most: the chart's ticks. */
export function tickStep(most: number): number {
  for (let power = 1; ; power *= 10) {
    for (const step of [power, 2 * power, 5 * power]) if (most <= 5 * step) return step;
  }
}

/** Games by number of turns, one bar per turn count, on a page of its own (millimetres). */
export function turnsChart(report: Pick<BalanceReport, 'turns'>, labels: ChartLabels): DisplayDocument {
  const width = 160;
  const height = 90;
  const left = 16;
  const bottom = height - 14;
  const top = 12;
  const counts = report.turns;
  const step = tickStep(Math.max(1, ...counts));
  // The axis ends on a tick, so the tallest bar reads against the tick above it.
  const axisTop = step * Math.ceil(Math.max(1, ...counts) / step);
  const slot = (width - left - 6) / Math.max(1, counts.length);
  const yOf = (games: number) => bottom - ((bottom - top) * games) / axisTop;
  const items: DisplayItem[] = [
    { kind: 'path', path: [rectSubpath({ x: 0, y: 0, width, height })], fill: { colour: '#ffffff' } },
    text({ x: width / 2, y: 7 }, labels.title, 4, INK, 'middle', true),
    text({ x: (left + width) / 2, y: height - 3 }, labels.turns, 3, INK, 'middle'),
    text({ x: 3, y: top - 4 }, labels.games, 3, INK, 'start'),
  ];
  const gridLines: Subpath[] = [];
  for (let games = 0; games <= axisTop; games += step) {
    items.push(text({ x: left - 2, y: yOf(games) + 1 }, String(games), 2.8, INK, 'end'));
    if (games > 0) gridLines.push({ points: [{ x: left, y: yOf(games) }, { x: width - 4, y: yOf(games) }], closed: false });
  }
  items.push({ kind: 'path', path: gridLines, stroke: { colour: GRID, widthMm: 0.2, dashMm: [1, 1] } });
  counts.forEach((count, turns) => {
    const x = left + turns * slot;
    if (count > 0) items.push({ kind: 'path', path: [rectSubpath({ x: x + slot * 0.15, y: yOf(count), width: slot * 0.7, height: bottom - yOf(count) })], fill: { colour: BAR } });
    // Every turn count is labelled when they fit, else every fifth.
    if (counts.length <= 30 || turns % 5 === 0) items.push(text({ x: x + slot / 2, y: bottom + 4 }, String(turns), 2.6, INK, 'middle'));
  });
  items.push({ kind: 'path', path: [{ points: [{ x: left, y: top }, { x: left, y: bottom }, { x: width - 4, y: bottom }], closed: false }], stroke: { colour: INK, widthMm: 0.3 } });
  return { title: labels.title, patterns: {}, symbols: {}, pages: [{ widthMm: width, heightMm: height, items }] };
}

/** The colour of a place where something happened `count` times out of the most at any place. */
function heatColour(count: number, most: number): string {
  const strength = Math.sqrt(count / most);
  const channel = (from: number, to: number) => Math.round(from + (to - from) * strength).toString(16).padStart(2, '0');
  return `#${channel(255, 180)}${channel(220, 20)}${channel(80, 20)}`;
}

/** A free table's squares let its terrain show through; the discs of cells and areas are opaque. */
const HEAT_OPACITY = 0.75;

/**
 * The side of the squares a free table's counts are gathered in. Exact points almost never repeat;
 * 3 inches is about what a squad on 25 mm bases covers, and half the 6-inch measuring lines the
 * table is drawn with, so the squares line up with them. A metric table takes 75 mm, nearly the same.
 */
export const FREE_HEAT_SQUARE = { in: 3, mm: 75 } as const;

/** The side of a free table's heat squares as its legend says it, like the table's measuring lines ('3"', "75 mm"); null on other boards. */
export function heatSquareLabel(kernel: BoardKernel): string | null {
  if (kernel.kind !== 'free') return null;
  return kernel.unit === 'in' ? `${FREE_HEAT_SQUARE.in}"` : `${FREE_HEAT_SQUARE.mm}\u00a0mm`;
}

/** Where the heat map shows a count: a disc on a spot, or a square of a free table. */
export interface HeatMark {
  readonly key: string;
  readonly spot: Spot;
  /** Free tables: the square the count was gathered in (clipped to the table). */
  readonly square?: RectMm;
  readonly count: number;
}

/**
 * The counts gathered where the map shows them: a cell whole (the parts of a Rivet Wars grid, where
 * counts are kept, added up so each grid has one number), a square of a free table, an area.
 */
export function heatMarks(kernel: BoardKernel, counts: Readonly<Record<string, number>>): HeatMark[] {
  const marks = new Map<string, HeatMark>();
  for (const [key, count] of Object.entries(counts)) {
    const place = parsePlaceKey(key);
    const mark = place ? heatMarkOf(kernel, place) : null;
    if (!mark) continue;
    const seen = marks.get(mark.key);
    marks.set(mark.key, { ...mark, count: (seen?.count ?? 0) + count });
  }
  return [...marks.values()];
}

function heatMarkOf(kernel: BoardKernel, place: Place): Omit<HeatMark, 'count'> | null {
  if (place.kind === 'point') {
    if (kernel.kind !== 'free') return null;
    const side = kernel.toMm(FREE_HEAT_SQUARE[kernel.unit]);
    const bounds = kernel.boundsMm();
    // A point on the far edge belongs to the last square, not to one off the table (72 in / 3 in
    // in millimetres is a hair over 24).
    const last = (length: number) => Math.ceil(length / side - 1e-9) - 1;
    const col = Math.max(0, Math.min(Math.floor(place.x / side), last(bounds.width)));
    const row = Math.max(0, Math.min(Math.floor(place.y / side), last(bounds.height)));
    const square = { x: col * side, y: row * side, width: Math.min(side, bounds.width - col * side), height: Math.min(side, bounds.height - row * side) };
    return { key: `s${col},${row}`, spot: { x: square.x + square.width / 2, y: square.y + square.height / 2, size: Math.min(square.width, square.height) }, square };
  }
  const whole = place.kind === 'cell' ? cellPlace(place.cell, place.level ?? 0) : place;
  const spot = spotOf(kernel, whole);
  return spot ? { key: placeKey(whole), spot } : null;
}

export interface HeatLabels {
  /** What the map shows: "The board: where pieces died". */
  readonly title: string;
  /** Under the title: the scenario and the number of games played. */
  readonly subtitle: string;
  /** Beside the colour scale: what its numbers count, given the side of a free table's squares or null. */
  readonly scale: (square: string | null) => string;
}

/** Counts shown in the legend: 1, the most, and three between them spread as the colours are. */
export function legendCounts(most: number): number[] {
  const counts = new Set<number>([1]);
  for (const part of [0.25, 0.5, 0.75]) counts.add(Math.max(1, Math.round(most * part * part)));
  counts.add(most);
  return [...counts].sort((a, b) => a - b);
}

/**
 * The board with each place where `kind` happened tinted by how often, the most at the darkest, on a
 * page that says what it is: a title with the scenario and the number of games above, the colour
 * scale below, and a margin wide enough for every label of the board. Units are left out: where they
 * started says nothing of what happened, and their counters would sit under the numbers. The zones'
 * names go over the tints, on their pale bands, and under the counts, each on a plate of its disc's
 * colour: both stay readable.
 */
export function heatMap(source: PrintSource, report: Pick<BalanceReport, 'heat'>, kind: HeatKind, labels: HeatLabels): DisplayDocument {
  const patterns = new PatternBook();
  const scene = buildBoardScene(source, { labels: true, showHidden: false }, patterns);
  const shown = scene.sections.filter((section) => section.layer !== 'units');
  const board = itemsOf(shown.filter((section) => !isZoneNames(section)));
  const names = itemsOf(shown.filter(isZoneNames));
  const kernel = kernelOf(source.scenario.board);
  const marks = heatMarks(kernel, report.heat[kind]);
  const most = Math.max(1, ...marks.map((mark) => mark.count));
  const bounds = kernel.boundsMm();
  // Text sizes follow the board, so the page reads the same shown at any size.
  const em = Math.max(bounds.width, bounds.height) / 40;
  const tints: DisplayItem[] = [];
  const counts: DisplayItem[] = [];
  for (const mark of marks) {
    const [tint, count] = heatMarkItems(mark, most, em);
    tints.push(tint);
    if (count) counts.push(count);
  }
  const drawn: DisplayItem[] = [...board, { kind: 'group', items: tints }, { kind: 'group', items: names }, { kind: 'group', items: counts }];
  const extent = textsIn(drawn).reduce((box, item) => union(box, textBox(item)), bounds);
  const pad = em;
  const header = pad + em * 2.9;
  const legend = legendItems(labels.scale(heatSquareLabel(kernel)), most, kernel.kind === 'free', em, { x: pad, y: header + extent.height + em });
  const titleWidth = Math.max(textWidthMm(labels.title, em * 1.4, true), textWidthMm(labels.subtitle, em)) * 1.25;
  const widthMm = Math.max(extent.width, legend.width, titleWidth) + pad * 2;
  const heightMm = header + extent.height + em + legend.height + pad;
  const items: DisplayItem[] = [
    { kind: 'path', path: [rectSubpath({ x: 0, y: 0, width: widthMm, height: heightMm })], fill: { colour: '#ffffff' } },
    text({ x: pad, y: pad + em * 1.1 }, labels.title, em * 1.4, INK, 'start', true),
    text({ x: pad, y: pad + em * 2.5 }, labels.subtitle, em, INK, 'start'),
    { kind: 'group', items: drawn, transform: { scale: 1, offset: { x: pad - extent.x, y: header - extent.y } } },
    ...legend.items,
  ];
  return { title: labels.title, patterns: patterns.all(), symbols: {}, pages: [{ widthMm, heightMm, items }] };
}

function union(a: RectMm, b: RectMm): RectMm {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, width: Math.max(a.x + a.width, b.x + b.width) - x, height: Math.max(a.y + a.height, b.y + b.height) - y };
}

/** The sections of a scene that name its zones: the only ones of the zones' layer with texts. */
function isZoneNames(section: SceneSection): boolean {
  return section.layer === 'zones' && textsIn(section.items).length > 0;
}

/** A disc and its count, or a tinted square of a free table and its count, left out where too small to read (under `em` / 3): its colour says it. */
function heatMarkItems(mark: HeatMark, most: number, em: number): [DisplayItem, DisplayItem | null] {
  const colour = heatColour(mark.count, most);
  const { spot, square } = mark;
  if (square) {
    const size = fittedSize(String(mark.count), square.width * 0.85, square.height * 0.45, 0);
    return [
      { kind: 'path', path: [rectSubpath(square)], fill: { colour, opacity: HEAT_OPACITY }, stroke: { colour: INK, widthMm: em * 0.02, opacity: 0.4 } },
      size >= em / 3 ? text({ x: spot.x, y: centredBaseline(spot.y, size) }, String(mark.count), size, inkOn(colour), 'middle', true) : null,
    ];
  }
  // A disc is opaque, so that its colour is the legend's whatever lies under it; its count sits on a
  // plate of that colour, over any zone name that crosses the disc.
  const size = spot.size * 0.28;
  const label = String(mark.count);
  const width = textWidthMm(label, size, true) + size * 0.3;
  return [
    { kind: 'circle', centre: { x: spot.x, y: spot.y }, radiusMm: spot.size * 0.42, fill: { colour }, stroke: { colour: INK, widthMm: 0.15 } },
    {
      kind: 'group',
      items: [{ kind: 'path', path: [rectSubpath({ x: spot.x - width / 2, y: spot.y - size * 0.65, width, height: size * 1.35 })], fill: { colour } }, text({ x: spot.x, y: spot.y + spot.size * 0.1 }, label, size, INK, 'middle', true)],
    },
  ];
}

/** The colour scale: what a number counts, then a swatch for each of a few counts from 1 to the most. */
function legendItems(caption: string, most: number, squares: boolean, em: number, at: PointMm): { items: DisplayItem[]; width: number; height: number } {
  const items: DisplayItem[] = [text({ x: at.x, y: at.y + em * 1.1 }, caption, em, INK, 'start')];
  const swatch = em * 1.6;
  // Screens draw the caption in their own sans-serif, which may be wider than the print metrics.
  let x = at.x + textWidthMm(caption, em) * 1.25 + em;
  for (const count of legendCounts(most)) {
    const fill = squares ? { colour: heatColour(count, most), opacity: HEAT_OPACITY } : { colour: heatColour(count, most) };
    const stroke = { colour: INK, widthMm: em * 0.03 };
    items.push(squares ? { kind: 'path', path: [rectSubpath({ x, y: at.y, width: swatch, height: swatch })], fill, stroke } : { kind: 'circle', centre: { x: x + swatch / 2, y: at.y + swatch / 2 }, radiusMm: swatch / 2, fill, stroke });
    items.push(text({ x: x + swatch / 2, y: at.y + swatch + em * 1.1 }, String(count), em * 0.9, INK, 'middle'));
    x += swatch + em * 0.8;
  }
  return { items, width: x - at.x, height: swatch + em * 1.4 };
}
