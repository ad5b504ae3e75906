/** What a board scene is made of: its drawing, the patterns it uses and what its legend explains. */
import { listText, type Language } from '../i18n/index';
import type { EdgeLook } from '../scenario/types';
import type { CounterFace } from './counter-face';
import type { EdgeRole } from './edge-symbols';
import type { DisplayItem, Fill, RectMm, Stroke } from './display-list';
import type { PatternBook } from './patterns';
import type { SceneMemo } from './scene-memo';

export type LegendSwatch =
  | { readonly type: 'area'; readonly fill: Fill }
  | { readonly type: 'edge'; readonly strokes: readonly Stroke[] }
  | { readonly type: 'feature'; readonly role: EdgeRole; readonly look: EdgeLook; readonly colour: string }
  | { readonly type: 'zone'; readonly fill?: Fill; readonly stroke: Stroke }
  /** `ghost`: a unit still to deploy in its zone, drawn as the board draws it (scene-pieces.ts). */
  | { readonly type: 'counter'; readonly face: CounterFace; readonly round: boolean; readonly ghost?: boolean }
  /** An area map's signs as the map draws them: an allegiance's dot, a build icon's lettered square. */
  | { readonly type: 'dot'; readonly fill: Fill }
  | { readonly type: 'badge'; readonly letters: string; readonly fill: Fill };

export type LegendSection = 'terrain' | 'regions' | 'allegiances' | 'icons' | 'edges' | 'zones' | 'pieces';

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
  /**
   * Side, in cells, of the regions large paths are cut into on cell boards. Paper renderers want
   * small ones (the default: about 50 mm); a screen, which culls by region, wants few of them.
   */
  readonly regionCells?: number;
  /**
   * Boxes of what is drawn over the scene and not in it (a playtest's counters, which the game
   * moves): zone names keep clear of them as they do of the scene's own counters.
   */
  readonly keepClear?: readonly RectMm[];
}

/**
 * What a drawn item shows, so a view can hide one kind of thing (the editor's layer toggles):
 * terrain (fills, area discs and names), zones (hatching, outlines, names), the grid (cell sides,
 * board frame, area links), edge features, coordinate labels (and a free table's measuring lines),
 * tokens and units.
 */
export const SCENE_LAYERS = ['terrain', 'zones', 'grid', 'edges', 'labels', 'tokens', 'units'] as const;
export type SceneLayer = (typeof SCENE_LAYERS)[number];

/** A run of consecutive items of one layer; a scene's sections in order are its items in order. */
export interface SceneSection {
  readonly layer: SceneLayer;
  readonly items: readonly DisplayItem[];
}

/** Builds the sections of a scene, joining consecutive runs of the same layer. */
export class SectionList {
  private readonly list: { layer: SceneLayer; items: DisplayItem[] }[] = [];

  add(layer: SceneLayer, items: readonly DisplayItem[]): void {
    if (items.length === 0) return;
    const last = this.list.at(-1);
    if (last?.layer !== layer) this.list.push({ layer, items: [...items] });
    else for (const item of items) last.items.push(item);
  }

  all(): SceneSection[] {
    return this.list;
  }
}

/** Every item of the sections in order (a plain loop: `flatMap` costs a board of a million cells a millisecond or more). */
export function itemsOf(sections: readonly SceneSection[]): DisplayItem[] {
  const items: DisplayItem[] = [];
  for (const section of sections) for (let i = 0; i < section.items.length; i++) items.push(section.items[i] as DisplayItem);
  return items;
}

export interface BoardScene {
  readonly bounds: RectMm;
  /** Every item in drawing order: the sections' items one after the other. */
  readonly items: readonly DisplayItem[];
  readonly sections: readonly SceneSection[];
  readonly legend: readonly LegendEntry[];
  /** Side of a cell in mm (free and area boards: a typical counter size). */
  readonly unitMm: number;
  /**
   * Cell boards: what changed since the memo's previous build, when only some cells' terrain (and so
   * label) did; null when everything was drawn anew.
   */
  readonly redrawn?: Redrawn | null;
}

/**
 * The cells whose terrain changed since the previous build, the only places the terrain and label
 * items differ from it, and the chunks' items drawn anew for them (which cover more than those cells).
 */
export interface Redrawn {
  readonly cells: readonly number[];
  readonly items: readonly DisplayItem[];
}

/** Collects legend entries once each, in the order they are met. */
export class LegendCollector {
  private readonly entries = new Map<string, LegendEntry>();
  private readonly zoneNames = new Map<string, string[]>();

  add(key: string, entry: LegendEntry): void {
    if (!this.entries.has(key)) this.entries.set(key, entry);
  }

  /**
   * A zone as the board draws it. Zones drawn alike (two bomb sites, the rooms of a building) share
   * one swatch, which names each of them: separate rows of one swatch would not say which is which.
   */
  addZone(name: string, swatch: LegendSwatch, language: Language): void {
    const key = `zone:${JSON.stringify(swatch)}`;
    const names = this.zoneNames.get(key) ?? [];
    if (names.includes(name)) return;
    names.push(name);
    this.zoneNames.set(key, names);
    this.entries.set(key, { section: 'zones', label: listText(language, names), swatch });
  }

  all(): LegendEntry[] {
    const order: readonly LegendSection[] = ['terrain', 'regions', 'allegiances', 'icons', 'edges', 'zones', 'pieces'];
    // Signs read best in their own order (« T, T+, V, V+ »); the rest as the board meets them.
    const byLabel = new Set<LegendSection>(['allegiances', 'icons']);
    return [...this.entries.values()].sort((a, b) => order.indexOf(a.section) - order.indexOf(b.section) || (byLabel.has(a.section) && a.section === b.section ? a.label.localeCompare(b.label) : 0));
  }
}

export interface SceneContext {
  readonly patterns: PatternBook;
  readonly legend: LegendCollector;
  readonly options: SceneOptions;
  /** Parts of the previous scene of the same board, reused where their content did not change. */
  readonly memo: SceneMemo;
}
