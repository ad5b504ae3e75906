/** What a board scene is made of: its drawing, the patterns it uses and what its legend explains. */
import type { CounterFace } from './counter-face';
import type { DisplayItem, Fill, RectMm, Stroke } from './display-list';
import type { PatternBook } from './patterns';

export type LegendSwatch =
  | { readonly type: 'area'; readonly fill: Fill }
  | { readonly type: 'edge'; readonly strokes: readonly Stroke[] }
  | { readonly type: 'zone'; readonly fill?: Fill; readonly stroke: Stroke }
  | { readonly type: 'counter'; readonly face: CounterFace; readonly round: boolean };

export type LegendSection = 'terrain' | 'edges' | 'zones' | 'pieces';

export interface LegendEntry {
  readonly section: LegendSection;
  readonly label: string;
  readonly swatch: LegendSwatch;
}

export interface SceneOptions {
  /** Coordinate labels on cells (A1, 0304) and measuring lines on free tables. */
  readonly labels: boolean;
  /** Also print what is hidden from opponents (traps, hidden units). */
  readonly showHidden: boolean;
}

export interface BoardScene {
  readonly bounds: RectMm;
  readonly items: readonly DisplayItem[];
  readonly legend: readonly LegendEntry[];
  /** Side of a cell in mm (free and area boards: a typical counter size). */
  readonly unitMm: number;
}

/** Collects legend entries once each, in the order they are met. */
export class LegendCollector {
  private readonly entries = new Map<string, LegendEntry>();

  add(key: string, entry: LegendEntry): void {
    if (!this.entries.has(key)) this.entries.set(key, entry);
  }

  all(): LegendEntry[] {
    const order: readonly LegendSection[] = ['terrain', 'edges', 'zones', 'pieces'];
    return [...this.entries.values()].sort((a, b) => order.indexOf(a.section) - order.indexOf(b.section));
  }
}

export interface SceneContext {
  readonly patterns: PatternBook;
  readonly legend: LegendCollector;
  readonly options: SceneOptions;
}
