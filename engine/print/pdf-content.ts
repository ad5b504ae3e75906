/**
 * Display items to PDF content-stream operators, in millimetres with y downwards: the streams are
 * painted under a matrix that maps mm to points and flips y (see pdf-writer.ts).
 */
import { rgbOf } from './colour';
import { transformMatrix, type CircleItem, type DisplayItem, type Fill, type ImageItem, type Path, type PathItem, type Stroke, type TextItem, type UseItem } from './display-list';
import type { ProgressMeter } from './progress';
import { textWidthMm } from './text';

/** Resource names the content refers to; the writer builds the dictionaries behind them. */
export interface PdfNames {
  pattern(id: string): string;
  /** The colour under a pattern's marks, painted as a plain fill first. */
  patternBackground(id: string): string | undefined;
  /** The form XObject a use draws: the whole shared symbol, or a form of just the window it shows. */
  formFor(use: UseItem): Promise<string>;
  opacity(fill: number, stroke: number): string;
  /** The image XObject of a document image. */
  image(id: string): string;
  /** The text as a hex string of the font's encoding. */
  encode(text: string, bold: boolean): string;
}

/** Short decimal numbers: 0.001 mm is far below what a printer resolves. */
export function num(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** Matrix entries keep more digits: they scale a whole image. */
const num6 = (value: number) => String(Math.round(value * 1e6) / 1e6);

export function colourOps(colour: string, operator: 'rg' | 'RG'): string {
  const { r, g, b } = rgbOf(colour);
  return `${num(r / 255)} ${num(g / 255)} ${num(b / 255)} ${operator}`;
}

const CAPS = { butt: 0, round: 1, square: 2 } as const;
const JOINS = { miter: 0, round: 1, bevel: 2 } as const;
/** Bézier handle length for a quarter circle. */
const KAPPA = 0.5522847498;

export class PdfContent {
  private readonly out: string[] = [];

  constructor(
    private readonly names: PdfNames,
    private readonly meter?: ProgressMeter,
  ) {}

  toString(): string {
    return this.out.join('\n');
  }

  push(operators: string): void {
    this.out.push(operators);
  }

  async items(items: readonly DisplayItem[]): Promise<void> {
    for (const item of items) {
      if (item.kind === 'group') {
        this.out.push('q');
        if (item.transform) this.out.push(`${transformMatrix(item.transform).map(num).join(' ')} cm`);
        if (item.clip) this.out.push(`${this.pathOps(item.clip)} W n`);
        await this.items(item.items);
        this.out.push('Q');
        continue;
      }
      if (item.kind === 'path') this.path(item);
      else if (item.kind === 'circle') this.circle(item);
      else if (item.kind === 'text') this.text(item);
      else if (item.kind === 'image') this.image(item);
      else await this.use(item);
      await this.meter?.advance();
    }
  }

  private pathOps(path: Path): string {
    const ops: string[] = [];
    for (const subpath of path) {
      const [first, ...rest] = subpath.points;
      if (!first) continue;
      ops.push(`${num(first.x)} ${num(first.y)} m`);
      for (const point of rest) ops.push(`${num(point.x)} ${num(point.y)} l`);
      if (subpath.closed) ops.push('h');
    }
    return ops.join(' ');
  }

  private circleOps({ centre: { x, y }, radiusMm: r }: CircleItem): string {
    const k = r * KAPPA;
    return [
      `${num(x + r)} ${num(y)} m`,
      `${num(x + r)} ${num(y + k)} ${num(x + k)} ${num(y + r)} ${num(x)} ${num(y + r)} c`,
      `${num(x - k)} ${num(y + r)} ${num(x - r)} ${num(y + k)} ${num(x - r)} ${num(y)} c`,
      `${num(x - r)} ${num(y - k)} ${num(x - k)} ${num(y - r)} ${num(x)} ${num(y - r)} c`,
      `${num(x + k)} ${num(y - r)} ${num(x + r)} ${num(y - k)} ${num(x + r)} ${num(y)} c`,
      'h',
    ].join(' ');
  }

  /** Graphics state for a fill and a stroke; returns the painting operator. */
  private paint(fill: Fill | undefined, stroke: Stroke | undefined, evenOdd: boolean): string | null {
    if (!fill && !stroke) return null;
    const fillOpacity = fill?.opacity ?? 1;
    const strokeOpacity = stroke?.opacity ?? 1;
    if (fillOpacity < 1 || strokeOpacity < 1) this.out.push(`/${this.names.opacity(fillOpacity, strokeOpacity)} gs`);
    if (fill) this.out.push('pattern' in fill ? `/Pattern cs /${this.names.pattern(fill.pattern)} scn` : colourOps(fill.colour, 'rg'));
    if (stroke) {
      this.out.push(`${colourOps(stroke.colour, 'RG')} ${num(stroke.widthMm)} w ${CAPS[stroke.cap ?? 'butt']} J ${JOINS[stroke.join ?? 'miter']} j`);
      if (stroke.dashMm && stroke.dashMm.length > 0) this.out.push(`[${stroke.dashMm.map(num).join(' ')}] 0 d`);
    }
    const star = evenOdd ? '*' : '';
    return fill && stroke ? `B${star}` : fill ? `f${star}` : 'S';
  }

  /**
   * A pattern's background goes down as a plain fill under the marks: tiles painted with their own
   * background leave hairline seams in some renderers (poppler), a plain fill has none.
   */
  private background(fill: Fill | undefined, ops: string, evenOdd: boolean): void {
    const colour = fill && 'pattern' in fill ? this.names.patternBackground(fill.pattern) : undefined;
    if (colour === undefined) return;
    if (fill?.opacity !== undefined && fill.opacity < 1) this.out.push(`/${this.names.opacity(fill.opacity, 1)} gs`);
    this.out.push(`${colourOps(colour, 'rg')} ${ops} f${evenOdd ? '*' : ''}`);
  }

  private path(item: PathItem): void {
    const ops = this.pathOps(item.path);
    const evenOdd = item.fillRule === 'evenodd';
    this.out.push('q');
    this.background(item.fill, ops, evenOdd);
    const operator = this.paint(item.fill, item.stroke, evenOdd);
    if (operator) this.out.push(`${ops} ${operator}`);
    this.out.push('Q');
  }

  private circle(item: CircleItem): void {
    const ops = this.circleOps(item);
    this.out.push('q');
    this.background(item.fill, ops, false);
    const operator = this.paint(item.fill, item.stroke, false);
    if (operator) this.out.push(`${ops} ${operator}`);
    this.out.push('Q');
  }

  private text(item: TextItem): void {
    if (item.text.length === 0) return;
    const bold = item.bold === true;
    const width = item.anchor === 'start' ? 0 : textWidthMm(item.text, item.sizeMm, bold);
    const x = item.at.x - (item.anchor === 'middle' ? width / 2 : item.anchor === 'end' ? width : 0);
    // The page matrix flips y; the text matrix flips it back so glyphs stand upright.
    this.out.push(`${colourOps(item.colour, 'rg')} BT /${bold ? 'F2' : 'F1'} ${num(item.sizeMm)} Tf 1 0 0 -1 ${num(x)} ${num(item.at.y)} Tm ${this.names.encode(item.text, bold)} Tj ET`);
  }

  /**
   * PDF paints an image into the unit square with its top row at y = 1; the item's matrix puts the
   * top row at y = 0 in the drawing's y-down space, so v becomes 1 − v.
   */
  private image(item: ImageItem): void {
    const [a, b, c, d, e, f] = item.matrix;
    this.out.push('q');
    if (item.opacity !== undefined && item.opacity < 1) this.out.push(`/${this.names.opacity(item.opacity, item.opacity)} gs`);
    this.out.push(`${num6(a)} ${num6(b)} ${num6(-c)} ${num6(-d)} ${num6(c + e)} ${num6(d + f)} cm /${this.names.image(item.image)} Do Q`);
  }

  private async use(item: UseItem): Promise<void> {
    const form = await this.names.formFor(item);
    this.out.push('q');
    if (item.clip) this.out.push(`${num(item.clip.x)} ${num(item.clip.y)} ${num(item.clip.width)} ${num(item.clip.height)} re W n`);
    if (item.transform) this.out.push(`${num(item.transform.scale)} 0 0 ${num(item.transform.scale)} ${num(item.transform.offset.x)} ${num(item.transform.offset.y)} cm`);
    this.out.push(`/${form} Do Q`);
  }
}
