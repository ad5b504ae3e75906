/**
 * The figures of a balance report as display documents, drawn the same on screen and in the files
 * they are exported to (SVG, and PNG from it): the length of games as a histogram, and a heat map
 * on the board itself, where each place is tinted by how often something happened there.
 */
import type { BalanceReport, HeatKind } from '../sim/balance';
import { buildBoardScene } from './board-scene';
import { kernelOf, type PrintSource } from './board-model';
import { rectSubpath, text, type DisplayDocument, type DisplayItem } from './display-list';
import { PatternBook } from './patterns';
import { spotOf } from './places';
import { parsePlaceKey } from '../rules/core/places';

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

/** Games by number of turns, one bar per turn count, on a page of its own (millimetres). */
export function turnsChart(report: Pick<BalanceReport, 'turns'>, labels: ChartLabels): DisplayDocument {
  const width = 160;
  const height = 90;
  const left = 16;
  const bottom = height - 14;
  const top = 12;
  const counts = report.turns;
  const most = Math.max(1, ...counts);
  const slot = (width - left - 6) / Math.max(1, counts.length);
  const items: DisplayItem[] = [
    { kind: 'path', path: [rectSubpath({ x: 0, y: 0, width, height })], fill: { colour: '#ffffff' } },
    text({ x: width / 2, y: 7 }, labels.title, 4, INK, 'middle', true),
    { kind: 'path', path: [{ points: [{ x: left, y: top }, { x: left, y: bottom }, { x: width - 4, y: bottom }], closed: false }], stroke: { colour: INK, widthMm: 0.3 } },
    text({ x: left - 2, y: top + 2 }, String(most), 2.8, INK, 'end'),
    text({ x: left - 2, y: bottom }, '0', 2.8, INK, 'end'),
    text({ x: (left + width) / 2, y: height - 3 }, labels.turns, 3, INK, 'middle'),
    text({ x: 3, y: top - 3 }, labels.games, 3, INK, 'start'),
  ];
  counts.forEach((count, turns) => {
    const x = left + turns * slot;
    const barHeight = ((bottom - top) * count) / most;
    if (count > 0) items.push({ kind: 'path', path: [rectSubpath({ x: x + slot * 0.15, y: bottom - barHeight, width: slot * 0.7, height: barHeight })], fill: { colour: BAR } });
    // Every turn count is labelled when they fit, else every fifth.
    if (counts.length <= 30 || turns % 5 === 0) items.push(text({ x: x + slot / 2, y: bottom + 4 }, String(turns), 2.6, INK, 'middle'));
  });
  items.push({ kind: 'path', path: [{ points: [{ x: left, y: top }, { x: width - 4, y: top }], closed: false }], stroke: { colour: GRID, widthMm: 0.2, dashMm: [1, 1] } });
  return { title: labels.title, patterns: {}, symbols: {}, pages: [{ widthMm: width, heightMm: height, items }] };
}

/** The colour of a place where something happened `count` times out of the most at any place. */
function heatColour(count: number, most: number): string {
  const strength = Math.sqrt(count / most);
  const channel = (from: number, to: number) => Math.round(from + (to - from) * strength).toString(16).padStart(2, '0');
  return `#${channel(255, 180)}${channel(220, 20)}${channel(80, 20)}`;
}

/** The board with each place where `kind` happened tinted by how often, the most at the darkest. */
export function heatMap(source: PrintSource, report: Pick<BalanceReport, 'heat'>, kind: HeatKind, title: string): DisplayDocument {
  const patterns = new PatternBook();
  const scene = buildBoardScene(source, { labels: true, showHidden: false }, patterns);
  const kernel = kernelOf(source.scenario.board);
  const counts = report.heat[kind];
  const most = Math.max(1, ...Object.values(counts));
  const marks: DisplayItem[] = [];
  for (const [key, count] of Object.entries(counts)) {
    const place = parsePlaceKey(key);
    const spot = place ? spotOf(kernel, place) : null;
    if (!spot) continue;
    const colour = heatColour(count, most);
    marks.push({ kind: 'circle', centre: { x: spot.x, y: spot.y }, radiusMm: spot.size * 0.42, fill: { colour, opacity: 0.75 }, stroke: { colour: INK, widthMm: 0.15 } });
    marks.push(text({ x: spot.x, y: spot.y + spot.size * 0.1 }, String(count), spot.size * 0.28, INK, 'middle', true));
  }
  const bounds = kernel.boundsMm();
  const page = { widthMm: bounds.x + bounds.width, heightMm: bounds.y + bounds.height, items: [...scene.items, ...marks] };
  return { title, patterns: patterns.all(), symbols: {}, pages: [page] };
}
