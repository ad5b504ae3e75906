/**
 * Board labels placed so none covers another: each name tries its places in order of preference
 * and takes the first where it overlaps nothing placed before (names, coordinates, counters); a
 * name that fits nowhere at 6 pt is shortened ("Crossbow.") before it is left out, unless it must
 * show (an area map's system names): it then covers counters, never another name. Every label is
 * printed at 6 pt at least, what reads on paper.
 */
import { applyMatrix, rectSubpath, transformMatrix, type DisplayItem, type Matrix, type PointMm, type RectMm, type TextItem } from './display-list';
import { abbreviated, CAP_HEIGHT_EM, MIN_PRINT_TEXT_MM, printableText, textWidthMm } from './text';

/** How far above its baseline a text's letters reach, and below it, in em (Helvetica: accents, descenders). */
const ASCENT_EM = 0.8;
const DESCENT_EM = 0.22;

/** The box a text's letters cover. */
export function textBox(item: Pick<TextItem, 'at' | 'text' | 'sizeMm' | 'anchor' | 'bold'>): RectMm {
  const width = textWidthMm(item.text, item.sizeMm, item.bold ?? false);
  const x = item.anchor === 'start' ? item.at.x : item.anchor === 'middle' ? item.at.x - width / 2 : item.at.x - width;
  return { x, y: item.at.y - item.sizeMm * ASCENT_EM, width, height: item.sizeMm * (ASCENT_EM + DESCENT_EM) };
}

export function boxesOverlap(a: RectMm, b: RectMm, gap = 0): boolean {
  return a.x < b.x + b.width + gap && b.x < a.x + a.width + gap && a.y < b.y + b.height + gap && b.y < a.y + a.height + gap;
}

/** A place a label may take: centred on `at` (its letters' middle), at most `width` wide. */
export interface LabelSpot {
  readonly at: PointMm;
  readonly width: number;
}

export interface LabelRequest {
  readonly text: string;
  readonly colour: string;
  readonly bold?: boolean;
  /** Size wanted; never under 6 pt. */
  readonly sizeMm: number;
  readonly spots: readonly LabelSpot[];
  /** Placed over what `block` marked soft (counters) when no spot is free: a name the board cannot do without. */
  readonly mustShow?: boolean;
}

/** Cell side of the grid the placer files boxes in: lookups stay local on large boards. */
const BUCKET_MM = 40;

export class LabelPlacer {
  private readonly buckets = new Map<string, { readonly box: RectMm; readonly soft: boolean }[]>();

  /** `within`: the board, which labels never leave. */
  constructor(private readonly within?: RectMm) {}

  /** Something labels must not cover (a coordinate, a disc); `soft`: a name that must show may cover it (a counter). */
  block(box: RectMm, soft = false): void {
    for (const key of this.keys(box)) {
      const list = this.buckets.get(key);
      if (list) list.push({ box, soft });
      else this.buckets.set(key, [{ box, soft }]);
    }
  }

  free(box: RectMm, gap: number, overSoft = false): boolean {
    for (const key of this.keys(box)) for (const other of this.buckets.get(key) ?? []) if (!(overSoft && other.soft) && boxesOverlap(box, other.box, gap)) return false;
    return true;
  }

  /** The label at its first free spot (shortened if needed), or null when every spot is taken. */
  place(request: LabelRequest): TextItem | null {
    return this.placeAt(request, false) ?? (request.mustShow ? this.placeAt(request, true) : null);
  }

  private placeAt(request: LabelRequest, overSoft: boolean): TextItem | null {
    const bold = request.bold ?? false;
    const preferred = Math.max(MIN_PRINT_TEXT_MM, request.sizeMm);
    const full = printableText(request.text);
    for (const spot of request.spots) {
      const natural = textWidthMm(full, preferred, bold);
      const size = Math.max(MIN_PRINT_TEXT_MM, natural > spot.width ? (preferred * spot.width) / natural : preferred);
      const content = textWidthMm(full, size, bold) <= spot.width ? full : abbreviated(full, spot.width, size, bold);
      if (content === '') continue;
      const item: TextItem = { kind: 'text', at: { x: spot.at.x, y: spot.at.y + (size * CAP_HEIGHT_EM) / 2 }, text: content, sizeMm: size, colour: request.colour, anchor: 'middle', ...(bold ? { bold } : {}) };
      const box = textBox(item);
      const inside = !this.within || (box.x >= this.within.x && box.y >= this.within.y && box.x + box.width <= this.within.x + this.within.width && box.y + box.height <= this.within.y + this.within.height);
      if (!inside || !this.free(box, size * 0.15, overSoft)) continue;
      this.block(box);
      return item;
    }
    return null;
  }

  private keys(box: RectMm): string[] {
    const keys: string[] = [];
    for (let x = Math.floor(box.x / BUCKET_MM); x <= Math.floor((box.x + box.width) / BUCKET_MM); x++) {
      for (let y = Math.floor(box.y / BUCKET_MM); y <= Math.floor((box.y + box.height) / BUCKET_MM); y++) keys.push(`${x},${y}`);
    }
    return keys;
  }
}

/** Every text of a list of items, with group transforms applied (for checks). */
export function textsIn(items: readonly DisplayItem[], matrix: Matrix = [1, 0, 0, 1, 0, 0], into: TextItem[] = []): TextItem[] {
  const scale = Math.sqrt(Math.abs(matrix[0] * matrix[3] - matrix[1] * matrix[2]));
  const plain = matrix[0] === 1 && matrix[1] === 0 && matrix[2] === 0 && matrix[3] === 1 && matrix[4] === 0 && matrix[5] === 0;
  for (const item of items) {
    if (item.kind === 'text') into.push(plain ? item : { ...item, at: applyMatrix(matrix, item.at), sizeMm: item.sizeMm * scale });
    else if (item.kind === 'group') textsIn(item.items, item.transform ? multiplied(matrix, transformMatrix(item.transform)) : matrix, into);
  }
  return into;
}

/** The matrix of `outer` applied after `inner`. */
function multiplied(outer: Matrix, inner: Matrix): Matrix {
  const [a, b, c, d, e, f] = outer;
  const [a2, b2, c2, d2, e2, f2] = inner;
  return [a * a2 + c * b2, b * a2 + d * b2, a * c2 + c * d2, b * c2 + d * d2, a * e2 + c * f2 + e, b * e2 + d * f2 + f];
}

/** Pairs of texts whose letters overlap: none on a well-labelled board. */
export function overlappingTexts(texts: readonly TextItem[]): [TextItem, TextItem][] {
  const placer = new Map<string, { box: RectMm; item: TextItem }[]>();
  const pairs: [TextItem, TextItem][] = [];
  for (const item of texts) {
    const box = textBox(item);
    const seen = new Set<{ box: RectMm; item: TextItem }>();
    for (let x = Math.floor(box.x / BUCKET_MM); x <= Math.floor((box.x + box.width) / BUCKET_MM); x++) {
      for (let y = Math.floor(box.y / BUCKET_MM); y <= Math.floor((box.y + box.height) / BUCKET_MM); y++) {
        const key = `${x},${y}`;
        const list = placer.get(key) ?? [];
        for (const other of list) {
          if (seen.has(other)) continue;
          seen.add(other);
          if (boxesOverlap(box, other.box)) pairs.push([other.item, item]);
        }
        list.push({ box, item });
        placer.set(key, list);
      }
    }
  }
  return pairs;
}

/** A name on a pale band, so it reads across hatching, links and terrain. */
export function onBand(item: TextItem, opacity = 0.7): DisplayItem {
  const box = textBox(item);
  const pad = item.sizeMm * 0.15;
  return { kind: 'group', items: [{ kind: 'path', path: [rectSubpath({ x: box.x - pad, y: box.y, width: box.width + pad * 2, height: box.height })], fill: { colour: '#ffffff', opacity } }, item] };
}
