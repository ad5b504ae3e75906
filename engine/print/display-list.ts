/**
 * The drawing description every back end renders (PDF, SVG, and PNG through the PDF), so they
 * never disagree. Millimetres, origin top-left, y downwards, like the geometry kernels.
 * Colours are "#rrggbb". Texts are already reduced to what the print fonts can show (see text.ts).
 */
import type { PointMm, RectMm } from '../board/types';
import { printableText } from './text';

export type { PointMm, RectMm };

export interface Stroke {
  readonly colour: string;
  readonly widthMm: number;
  /** Dash and gap lengths in mm; solid when absent. */
  readonly dashMm?: readonly number[];
  readonly cap?: 'butt' | 'round' | 'square';
  readonly join?: 'miter' | 'round' | 'bevel';
  readonly opacity?: number;
}

/** A plain colour, or a pattern of the document (by id) painted over its own background. */
export type Fill =
  | { readonly colour: string; readonly opacity?: number }
  | { readonly pattern: string; readonly opacity?: number };

/** One polyline; `closed` joins the last point back to the first. */
export interface Subpath {
  readonly points: readonly PointMm[];
  readonly closed: boolean;
}

export type Path = readonly Subpath[];

export interface PathItem {
  readonly kind: 'path';
  readonly path: Path;
  readonly fill?: Fill;
  readonly stroke?: Stroke;
  /** Non-zero by default: cells traced the same way round merge into one area. */
  readonly fillRule?: 'nonzero' | 'evenodd';
}

export interface CircleItem {
  readonly kind: 'circle';
  readonly centre: PointMm;
  readonly radiusMm: number;
  readonly fill?: Fill;
  readonly stroke?: Stroke;
}

/** A single line of text; `at` is on the baseline, at the start, middle or end of the text. */
export interface TextItem {
  readonly kind: 'text';
  readonly at: PointMm;
  readonly text: string;
  readonly sizeMm: number;
  readonly colour: string;
  readonly anchor: 'start' | 'middle' | 'end';
  readonly bold?: boolean;
}

/** Quarter turns clockwise about the origin, then a uniform scale, then a translation: p' = turn(p) * scale + offset. */
export interface Transform {
  readonly scale: number;
  readonly offset: PointMm;
  /** Degrees clockwise (a counter turned a quarter turn to show a hit); none when absent. */
  readonly turn?: 90 | 180 | 270;
}

export interface GroupItem {
  readonly kind: 'group';
  readonly items: readonly DisplayItem[];
  /** In the coordinates of the group's items (inside the transform). */
  readonly clip?: Path;
  readonly transform?: Transform;
  /**
   * The items are a designer's vector image, whole: its art id and the matrix from its unit square
   * onto the drawing. A screen may draw it from a bitmap of the image made once per size; paper
   * draws the items.
   */
  readonly art?: { readonly id: string; readonly matrix: Matrix };
}

/** Draws a shared symbol of the document (the board, drawn once, shown on many pages). */
export interface UseItem {
  readonly kind: 'use';
  readonly symbol: string;
  readonly transform?: Transform;
  /** In the coordinates around the use (outside the transform). */
  readonly clip?: RectMm;
}

/** An affine map [a, b, c, d, e, f]: (x, y) → (a·x + c·y + e, b·x + d·y + f). */
export type Matrix = readonly [number, number, number, number, number, number];

/**
 * A raster image of the document (by id), its unit square (x right, y down, (0, 0) its top-left
 * pixel corner) mapped onto the drawing by `matrix`: placed, scaled and turned in one.
 */
export interface ImageItem {
  readonly kind: 'image';
  readonly image: string;
  readonly matrix: Matrix;
  readonly opacity?: number;
}

export type DisplayItem = PathItem | CircleItem | TextItem | GroupItem | UseItem | ImageItem;

/** A PNG or JPEG a document shows, embedded as it is: its own pixels, never resampled. */
export interface RasterImage {
  readonly format: 'png' | 'jpeg';
  readonly bytes: Uint8Array;
  readonly widthPx: number;
  readonly heightPx: number;
}

/** One tile of a repeating fill, anchored at the origin of the space that uses it. */
export interface PatternTile {
  readonly widthMm: number;
  readonly heightMm: number;
  /** Painted as a plain fill under the marks (not inside the tile, which would show seams). */
  readonly background?: string;
  readonly items: readonly DisplayItem[];
}

export interface DisplaySymbol {
  readonly bounds: RectMm;
  readonly items: readonly DisplayItem[];
}

export interface DisplayPage {
  readonly widthMm: number;
  readonly heightMm: number;
  readonly items: readonly DisplayItem[];
}

export interface DisplayDocument {
  readonly title: string;
  readonly patterns: Readonly<Record<string, PatternTile>>;
  readonly symbols: Readonly<Record<string, DisplaySymbol>>;
  /** Images the items show by id; none when absent. */
  readonly images?: Readonly<Record<string, RasterImage>>;
  readonly pages: readonly DisplayPage[];
}

// ---------------------------------------------------------------------------------------------
// Small builders
// ---------------------------------------------------------------------------------------------

export function rectSubpath(rect: RectMm): Subpath {
  const { x, y, width, height } = rect;
  return {
    points: [
      { x, y },
      { x: x + width, y },
      { x: x + width, y: y + height },
      { x, y: y + height },
    ],
    closed: true,
  };
}

export function segment(a: PointMm, b: PointMm): Subpath {
  return { points: [a, b], closed: false };
}

export function pathItem(path: Path, paint: { fill?: Fill; stroke?: Stroke; fillRule?: 'nonzero' | 'evenodd' }): PathItem {
  return { kind: 'path', path, ...paint };
}

/** A text item; the content is reduced to what the print fonts show. */
export function text(at: PointMm, content: string, sizeMm: number, colour: string, anchor: TextItem['anchor'] = 'start', bold = false): TextItem {
  const printable = printableText(content);
  return bold ? { kind: 'text', at, text: printable, sizeMm, colour, anchor, bold } : { kind: 'text', at, text: printable, sizeMm, colour, anchor };
}

/** Where a matrix takes a point. */
export function applyMatrix(matrix: Matrix, point: PointMm): PointMm {
  const [a, b, c, d, e, f] = matrix;
  return { x: a * point.x + c * point.y + e, y: b * point.x + d * point.y + f };
}

/** The box an image covers: its unit square's corners mapped. */
export function imageBounds(item: ImageItem): RectMm {
  const corners = [applyMatrix(item.matrix, { x: 0, y: 0 }), applyMatrix(item.matrix, { x: 1, y: 0 }), applyMatrix(item.matrix, { x: 0, y: 1 }), applyMatrix(item.matrix, { x: 1, y: 1 })];
  const xs = corners.map((p) => p.x);
  const ys = corners.map((p) => p.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/** The images an item list shows, nested groups included. */
export function imagesUsed(items: readonly DisplayItem[], into = new Set<string>()): Set<string> {
  for (const item of items) {
    if (item.kind === 'group') imagesUsed(item.items, into);
    else if (item.kind === 'image') into.add(item.image);
  }
  return into;
}

/** A transform as the matrix every back end takes (exact for quarter turns). */
export function transformMatrix(transform: Transform): Matrix {
  const [cos, sin] = transform.turn === 90 ? [0, 1] : transform.turn === 180 ? [-1, 0] : transform.turn === 270 ? [0, -1] : [1, 0];
  const s = transform.scale;
  return [cos * s, sin * s, -sin * s, cos * s, transform.offset.x, transform.offset.y];
}

export function applyTransform(point: PointMm, transform: Transform | undefined): PointMm {
  if (!transform) return point;
  if (!transform.turn) return { x: point.x * transform.scale + transform.offset.x, y: point.y * transform.scale + transform.offset.y };
  return applyMatrix(transformMatrix(transform), point);
}

/** The box of a rectangle of the outside seen inside a transform (its four corners mapped back). */
export function boxInside(transform: Transform, box: RectMm): RectMm {
  const [a, b, c, d, e, f] = transformMatrix(transform);
  const det = a * d - b * c;
  const back = (x: number, y: number) => ({ x: (d * (x - e) - c * (y - f)) / det, y: (a * (y - f) - b * (x - e)) / det });
  const corners = [back(box.x, box.y), back(box.x + box.width, box.y), back(box.x, box.y + box.height), back(box.x + box.width, box.y + box.height)];
  const xs = corners.map((p) => p.x);
  const ys = corners.map((p) => p.y);
  return { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
}

/** Every pattern id an item list paints with, nested groups included. */
export function patternsUsed(items: readonly DisplayItem[], into = new Set<string>()): Set<string> {
  for (const item of items) {
    if (item.kind === 'group') patternsUsed(item.items, into);
    else if ((item.kind === 'path' || item.kind === 'circle') && item.fill && 'pattern' in item.fill) into.add(item.fill.pattern);
  }
  return into;
}

/** How many leaf items (paths, circles, texts, uses, images) a list holds; the writers report progress in these. */
export function countItems(items: readonly DisplayItem[]): number {
  let count = 0;
  for (const item of items) count += item.kind === 'group' ? countItems(item.items) : 1;
  return count;
}

// ---------------------------------------------------------------------------------------------
// Culling: what a window onto a large drawing needs
// ---------------------------------------------------------------------------------------------

/** Room kept around a window: strokes and counters overhang the points they are built from. */
const CULL_SLACK_MM = 5;

function overlaps(a: RectMm, left: number, top: number, right: number, bottom: number): boolean {
  return left <= a.x + a.width && right >= a.x && top <= a.y + a.height && bottom >= a.y;
}

function subpathMeets(subpath: Subpath, window: RectMm): boolean {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const { x, y } of subpath.points) {
    if (x < left) left = x;
    if (x > right) right = x;
    if (y < top) top = y;
    if (y > bottom) bottom = y;
  }
  return overlaps(window, left, top, right, bottom);
}

/**
 * The items, and the parts of paths, that can show inside `window` (in the items' coordinates).
 * A page that shows a window of a large board stores and renders only that part of it.
 */
export function cullItems(items: readonly DisplayItem[], window: RectMm): DisplayItem[] {
  const area = { x: window.x - CULL_SLACK_MM, y: window.y - CULL_SLACK_MM, width: window.width + 2 * CULL_SLACK_MM, height: window.height + 2 * CULL_SLACK_MM };
  const kept: DisplayItem[] = [];
  for (const item of items) {
    switch (item.kind) {
      case 'path': {
        const path = item.path.filter((subpath) => subpathMeets(subpath, area));
        if (path.length === item.path.length) kept.push(item);
        else if (path.length > 0) kept.push({ ...item, path });
        break;
      }
      case 'circle': {
        const { x, y } = item.centre;
        if (overlaps(area, x - item.radiusMm, y - item.radiusMm, x + item.radiusMm, y + item.radiusMm)) kept.push(item);
        break;
      }
      case 'text': {
        // A generous box: no glyph is wider than its size.
        const width = item.text.length * item.sizeMm;
        const left = item.anchor === 'start' ? item.at.x : item.anchor === 'end' ? item.at.x - width : item.at.x - width / 2;
        if (overlaps(area, left, item.at.y - item.sizeMm, left + width, item.at.y + item.sizeMm / 2)) kept.push(item);
        break;
      }
      case 'group': {
        const t = item.transform;
        const inner = t ? boxInside(t, window) : window;
        const children = cullItems(item.items, inner);
        if (children.length > 0) kept.push({ ...item, items: children });
        break;
      }
      case 'image': {
        const box = imageBounds(item);
        if (overlaps(area, box.x, box.y, box.x + box.width, box.y + box.height)) kept.push(item);
        break;
      }
      case 'use':
        kept.push(item);
        break;
    }
  }
  return kept;
}

/** The part of a symbol a use shows, in the symbol's coordinates; null when it shows all of it. */
export function symbolWindow(use: UseItem, symbol: DisplaySymbol): RectMm | null {
  if (!use.clip) return null;
  const t = use.transform ?? { scale: 1, offset: { x: 0, y: 0 } };
  const window = { x: (use.clip.x - t.offset.x) / t.scale, y: (use.clip.y - t.offset.y) / t.scale, width: use.clip.width / t.scale, height: use.clip.height / t.scale };
  const b = symbol.bounds;
  const left = Math.max(window.x, b.x);
  const top = Math.max(window.y, b.y);
  const right = Math.min(window.x + window.width, b.x + b.width);
  const bottom = Math.min(window.y + window.height, b.y + b.height);
  const shown = Math.max(0, right - left) * Math.max(0, bottom - top);
  // Showing most of the symbol: drawing it whole is as cheap and shares one copy.
  return shown >= 0.5 * b.width * b.height ? null : window;
}

/** Paths with more subpaths than this are split by region (see {@link regionalise}). */
export const REGIONAL_FROM_SUBPATHS = 64;

/** Side of the regions a board scene's large paths are cut into: 50 mm, or 4 cells where cells are larger. */
export const regionSizeMm = (unitMm: number) => Math.max(50, unitMm * 4);

/**
 * How {@link regionalise} groups the subpaths of one path: all together up to REGIONAL_FROM_SUBPATHS,
 * else by the square region of `regionMm` where each starts, in order of first appearance. Generic
 * over what stands for a subpath, so a scene can group cached parts the same way without tracing them.
 */
export function regionGroups<T>(list: readonly T[], firstPoint: (entry: T) => PointMm | undefined, regionMm: number): T[][] {
  if (list.length <= REGIONAL_FROM_SUBPATHS) return [[...list]];
  // Region numbers as map keys: a column and row far past any board's would only merge regions.
  const regions = new Map<number, T[]>();
  for (const entry of list) {
    const first = firstPoint(entry);
    const key = first ? Math.floor(first.x / regionMm) * 1_048_576 + Math.floor(first.y / regionMm) : Number.NaN;
    const group = regions.get(key);
    if (group) group.push(entry);
    else regions.set(key, [entry]);
  }
  return [...regions.values()];
}

/**
 * Splits large paths into one path per square region of `regionMm`, by where each subpath starts,
 * keeping their paint and order. Renderers work a path over its whole bounding box: a grid or a
 * scattered terrain drawn as one board-wide path costs poppler minutes at 300 dpi, and the same
 * drawing split into regions seconds. Pages showing a window also keep fewer, smaller paths.
 * Each item is split on its own: regionalising a list is regionalising its items one by one.
 */
export function regionalise(items: readonly DisplayItem[], regionMm: number): DisplayItem[] {
  const out: DisplayItem[] = [];
  for (const item of items) {
    if (item.kind === 'group') {
      out.push({ ...item, items: regionalise(item.items, regionMm) });
      continue;
    }
    if (item.kind !== 'path' || item.path.length <= REGIONAL_FROM_SUBPATHS) {
      out.push(item);
      continue;
    }
    for (const path of regionGroups(item.path, (subpath) => subpath.points[0], regionMm)) out.push({ ...item, path });
  }
  return out;
}
