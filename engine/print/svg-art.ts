/**
 * An SVG file a designer attaches (a counter's picture, a tile face) read as display items, so it
 * prints as vectors at any size and draws the same on screen. The file is untrusted data: only
 * shapes are read (path, rect, circle, ellipse, line, polyline, polygon, in groups and <use>), with
 * their fill, stroke and transforms; scripts, links, embedded images, text and filters are
 * ignored, gradients paint with their first stop. Malformed markup yields what was read before it.
 */
import { applyMatrix, type DisplayItem, type Fill, type Matrix, type PointMm, type RectMm, type Stroke, type Subpath } from './display-list';
import { parsePathData } from './path-data';

export interface VectorArt {
  readonly items: readonly DisplayItem[];
  /** The drawing's own frame (its viewBox), which placing fits into a box. */
  readonly box: RectMm;
}

interface Element {
  readonly name: string;
  readonly attributes: Map<string, string>;
  readonly children: Element[];
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(raw: string): string {
  return raw.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-z]+);/g, (whole, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16) % 0x110000);
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10) % 0x110000);
    return ENTITIES[name] ?? whole;
  });
}

/** Most elements a file may have: past it the rest is ignored (a drawing, not a denial of service). */
const MAX_ELEMENTS = 20_000;

/** A tolerant XML reader: elements and attributes only; comments, CDATA, doctypes and text skipped. */
function parseElements(source: string): Element | null {
  const root: Element = { name: '#root', attributes: new Map(), children: [] };
  const stack: Element[] = [root];
  let count = 0;
  let i = 0;
  while (i < source.length && count < MAX_ELEMENTS) {
    const lt = source.indexOf('<', i);
    if (lt < 0) break;
    if (source.startsWith('<!--', lt)) {
      const end = source.indexOf('-->', lt + 4);
      i = end < 0 ? source.length : end + 3;
      continue;
    }
    if (source.startsWith('<![CDATA[', lt)) {
      const end = source.indexOf(']]>', lt);
      i = end < 0 ? source.length : end + 3;
      continue;
    }
    if (source[lt + 1] === '?' || source[lt + 1] === '!') {
      const end = source.indexOf('>', lt);
      i = end < 0 ? source.length : end + 1;
      continue;
    }
    if (source[lt + 1] === '/') {
      const end = source.indexOf('>', lt);
      const name = source.slice(lt + 2, end < 0 ? source.length : end).trim();
      // Close up to the matching element; a stray closing tag is ignored.
      const at = stack.map((element) => element.name).lastIndexOf(name);
      if (at > 0) stack.length = at;
      i = end < 0 ? source.length : end + 1;
      continue;
    }
    const tag = /^<([A-Za-z_][\w.:-]*)/.exec(source.slice(lt, lt + 200));
    if (!tag) {
      i = lt + 1;
      continue;
    }
    const element: Element = { name: tag[1] as string, attributes: new Map(), children: [] };
    let j = lt + tag[0].length;
    const attribute = /\s*([A-Za-z_][\w.:-]*)\s*=\s*("([^"]*)"|'([^']*)')|\s*(\/?>)/y;
    let selfClosing = false;
    for (;;) {
      attribute.lastIndex = j;
      const match = attribute.exec(source);
      if (!match) {
        j = source.indexOf('>', j);
        j = j < 0 ? source.length : j + 1;
        break;
      }
      j = attribute.lastIndex;
      if (match[5]) {
        selfClosing = match[5] === '/>';
        break;
      }
      element.attributes.set(match[1] as string, decode(match[3] ?? match[4] ?? ''));
    }
    (stack.at(-1) as Element).children.push(element);
    count++;
    if (!selfClosing) stack.push(element);
    i = j;
  }
  return root.children.find((element) => element.name === 'svg' || element.name.endsWith(':svg')) ?? null;
}

// ---------------------------------------------------------------------------------------------
// Colours, styles, transforms
// ---------------------------------------------------------------------------------------------

const NAMED: Readonly<Record<string, string>> = {
  black: '#000000', white: '#ffffff', red: '#ff0000', green: '#008000', blue: '#0000ff', yellow: '#ffff00', orange: '#ffa500',
  purple: '#800080', gray: '#808080', grey: '#808080', silver: '#c0c0c0', maroon: '#800000', olive: '#808000', lime: '#00ff00',
  aqua: '#00ffff', cyan: '#00ffff', teal: '#008080', navy: '#000080', fuchsia: '#ff00ff', magenta: '#ff00ff', brown: '#a52a2a',
  gold: '#ffd700', pink: '#ffc0cb', beige: '#f5f5dc', tan: '#d2b48c', khaki: '#f0e68c', darkgreen: '#006400', darkred: '#8b0000',
  darkblue: '#00008b', darkgray: '#a9a9a9', darkgrey: '#a9a9a9', lightgray: '#d3d3d3', lightgrey: '#d3d3d3', dimgray: '#696969',
  forestgreen: '#228b22', saddlebrown: '#8b4513', sienna: '#a0522d', steelblue: '#4682b4', skyblue: '#87ceeb', crimson: '#dc143c',
};

const hex2 = (value: number) => Math.round(Math.min(255, Math.max(0, value))).toString(16).padStart(2, '0');

/** A CSS colour as #rrggbb; null for none; undefined when unreadable (then the parent's applies). */
function colourOf(value: string, gradients: Map<string, string>): string | null | undefined {
  const v = value.trim().toLowerCase();
  if (v === 'none' || v === 'transparent') return null;
  if (v === 'currentcolor') return '#000000';
  const url = /^url\(\s*['"]?#([^'")]+)['"]?\s*\)/.exec(v);
  if (url) return gradients.get(url[1] as string) ?? '#808080';
  if (/^#[0-9a-f]{6}$/.test(v)) return v;
  if (/^#[0-9a-f]{3}$/.test(v)) return `#${v[1]}${v[1]}${v[2]}${v[2]}${v[3]}${v[3]}`;
  const rgb = /^rgba?\(\s*([\d.]+)(%?)\s*[, ]\s*([\d.]+)(%?)\s*[, ]\s*([\d.]+)(%?)/.exec(v);
  if (rgb) {
    const channel = (n: string, percent: string) => (percent ? (Number(n) * 255) / 100 : Number(n));
    return `#${hex2(channel(rgb[1] as string, rgb[2] as string))}${hex2(channel(rgb[3] as string, rgb[4] as string))}${hex2(channel(rgb[5] as string, rgb[6] as string))}`;
  }
  return NAMED[v];
}

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

function multiply(m: Matrix, n: Matrix): Matrix {
  return [m[0] * n[0] + m[2] * n[1], m[1] * n[0] + m[3] * n[1], m[0] * n[2] + m[2] * n[3], m[1] * n[2] + m[3] * n[3], m[0] * n[4] + m[2] * n[5] + m[4], m[1] * n[4] + m[3] * n[5] + m[5]];
}

function transformOf(value: string | undefined): Matrix {
  let result = IDENTITY;
  if (!value) return result;
  const part = /(matrix|translate|scale|rotate|skewX|skewY)\s*\(([^)]*)\)/g;
  for (let match = part.exec(value); match; match = part.exec(value)) {
    const n = (match[2] as string).split(/[\s,]+/).filter((s) => s !== '').map(Number);
    if (n.some((x) => !Number.isFinite(x))) continue;
    let m: Matrix = IDENTITY;
    switch (match[1]) {
      case 'matrix':
        if (n.length === 6) m = n as unknown as Matrix;
        break;
      case 'translate':
        m = [1, 0, 0, 1, n[0] ?? 0, n[1] ?? 0];
        break;
      case 'scale':
        m = [n[0] ?? 1, 0, 0, n[1] ?? n[0] ?? 1, 0, 0];
        break;
      case 'rotate': {
        const a = ((n[0] ?? 0) * Math.PI) / 180;
        const [cx, cy] = [n[1] ?? 0, n[2] ?? 0];
        m = multiply(multiply([1, 0, 0, 1, cx, cy], [Math.cos(a), Math.sin(a), -Math.sin(a), Math.cos(a), 0, 0]), [1, 0, 0, 1, -cx, -cy]);
        break;
      }
      case 'skewX':
        m = [1, 0, Math.tan(((n[0] ?? 0) * Math.PI) / 180), 1, 0, 0];
        break;
      case 'skewY':
        m = [1, Math.tan(((n[0] ?? 0) * Math.PI) / 180), 0, 1, 0, 0];
        break;
    }
    result = multiply(result, m);
  }
  return result;
}

interface Paint {
  readonly fill: string | null;
  readonly stroke: string | null;
  readonly strokeWidth: number;
  readonly opacity: number;
  readonly fillOpacity: number;
  readonly strokeOpacity: number;
  readonly evenOdd: boolean;
  readonly hidden: boolean;
}

const INITIAL: Paint = { fill: '#000000', stroke: null, strokeWidth: 1, opacity: 1, fillOpacity: 1, strokeOpacity: 1, evenOdd: false, hidden: false };

/** Presentation attributes and the style attribute's declarations (which win), inherited down. */
function paintOf(element: Element, parent: Paint, gradients: Map<string, string>): Paint {
  const declared = new Map(element.attributes);
  for (const declaration of (element.attributes.get('style') ?? '').split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0) declared.set(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim());
  }
  const number = (name: string, fallback: number) => {
    const value = Number.parseFloat(declared.get(name) ?? '');
    return Number.isFinite(value) ? value : fallback;
  };
  const colour = (name: string, fallback: string | null) => {
    const value = declared.get(name);
    if (value === undefined) return fallback;
    const read = colourOf(value, gradients);
    return read === undefined ? fallback : read;
  };
  return {
    fill: colour('fill', parent.fill),
    stroke: colour('stroke', parent.stroke),
    strokeWidth: Math.max(0, number('stroke-width', parent.strokeWidth)),
    opacity: parent.opacity * Math.min(1, Math.max(0, number('opacity', 1))),
    fillOpacity: Math.min(1, Math.max(0, number('fill-opacity', parent.fillOpacity))),
    strokeOpacity: Math.min(1, Math.max(0, number('stroke-opacity', parent.strokeOpacity))),
    evenOdd: declared.has('fill-rule') ? declared.get('fill-rule') === 'evenodd' : parent.evenOdd,
    hidden: parent.hidden || declared.get('display') === 'none' || declared.get('visibility') === 'hidden',
  };
}

// ---------------------------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------------------------

const num = (element: Element, name: string, fallback = 0) => {
  const value = Number.parseFloat(element.attributes.get(name) ?? '');
  return Number.isFinite(value) ? value : fallback;
};

function ellipse(cx: number, cy: number, rx: number, ry: number): Subpath {
  const points: PointMm[] = [];
  for (let i = 0; i < 48; i++) {
    const a = (i * Math.PI * 2) / 48;
    points.push({ x: cx + rx * Math.cos(a), y: cy + ry * Math.sin(a) });
  }
  return { points, closed: true };
}

function pointsOf(value: string | undefined): PointMm[] {
  const n = (value ?? '').split(/[\s,]+/).filter((s) => s !== '').map(Number);
  const points: PointMm[] = [];
  for (let i = 0; i + 1 < n.length; i += 2) if (Number.isFinite(n[i]) && Number.isFinite(n[i + 1])) points.push({ x: n[i] as number, y: n[i + 1] as number });
  return points;
}

function shapeOf(element: Element): { path: Subpath[]; closedShape: boolean } | null {
  switch (element.name) {
    case 'path':
      return { path: parsePathData(element.attributes.get('d') ?? ''), closedShape: false };
    case 'rect': {
      const [x, y, w, h] = [num(element, 'x'), num(element, 'y'), num(element, 'width'), num(element, 'height')];
      if (w <= 0 || h <= 0) return null;
      const rx = Math.min(w / 2, num(element, 'rx', num(element, 'ry')));
      const ry = Math.min(h / 2, num(element, 'ry', rx));
      if (rx <= 0 || ry <= 0) return { path: [{ points: [{ x, y }, { x: x + w, y }, { x: x + w, y: y + h }, { x, y: y + h }], closed: true }], closedShape: true };
      return { path: parsePathData(`M${x + rx} ${y}H${x + w - rx}A${rx} ${ry} 0 0 1 ${x + w} ${y + ry}V${y + h - ry}A${rx} ${ry} 0 0 1 ${x + w - rx} ${y + h}H${x + rx}A${rx} ${ry} 0 0 1 ${x} ${y + h - ry}V${y + ry}A${rx} ${ry} 0 0 1 ${x + rx} ${y}Z`), closedShape: true };
    }
    case 'circle': {
      const r = num(element, 'r');
      return r > 0 ? { path: [ellipse(num(element, 'cx'), num(element, 'cy'), r, r)], closedShape: true } : null;
    }
    case 'ellipse': {
      const [rx, ry] = [num(element, 'rx'), num(element, 'ry')];
      return rx > 0 && ry > 0 ? { path: [ellipse(num(element, 'cx'), num(element, 'cy'), rx, ry)], closedShape: true } : null;
    }
    case 'line':
      return { path: [{ points: [{ x: num(element, 'x1'), y: num(element, 'y1') }, { x: num(element, 'x2'), y: num(element, 'y2') }], closed: false }], closedShape: false };
    case 'polyline':
    case 'polygon': {
      const points = pointsOf(element.attributes.get('points'));
      return points.length > 1 ? { path: [{ points, closed: element.name === 'polygon' }], closedShape: element.name === 'polygon' } : null;
    }
    default:
      return null;
  }
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** The first stop colour of each gradient, by id: gradients paint as that plain colour. */
function gradientsOf(root: Element): Map<string, string> {
  const gradients = new Map<string, string>();
  const visit = (element: Element) => {
    const name = localName(element.name);
    if ((name === 'linearGradient' || name === 'radialGradient') && element.attributes.has('id')) {
      const stop = element.children.find((child) => localName(child.name) === 'stop');
      const style = stop?.attributes.get('style') ?? '';
      const fromStyle = /stop-color\s*:\s*([^;]+)/.exec(style)?.[1];
      const colour = colourOf(fromStyle ?? stop?.attributes.get('stop-color') ?? '#808080', new Map());
      gradients.set(element.attributes.get('id') as string, colour ?? '#808080');
    }
    element.children.forEach(visit);
  };
  visit(root);
  return gradients;
}

/** The drawing of an SVG file, or null when it holds no <svg> element. */
export function readSvgArt(source: string): VectorArt | null {
  const root = parseElements(source);
  if (!root) return null;
  const gradients = gradientsOf(root);
  const byId = new Map<string, Element>();
  const index = (element: Element) => {
    const id = element.attributes.get('id');
    if (id !== undefined && !byId.has(id)) byId.set(id, element);
    element.children.forEach(index);
  };
  index(root);

  const items: DisplayItem[] = [];
  const walk = (element: Element, matrix: Matrix, parent: Paint, depth: number) => {
    if (depth > 32) return;
    const name = localName(element.name);
    if (name === 'defs' || name === 'symbol' || name === 'clipPath' || name === 'mask' || name === 'pattern' || name === 'linearGradient' || name === 'radialGradient' || name === 'style' || name === 'script' || name === 'text' || name === 'image' || name === 'foreignObject' || name === 'metadata' || name === 'title' || name === 'desc') return;
    const paint = paintOf(element, parent, gradients);
    if (paint.hidden) return;
    const own = multiply(matrix, transformOf(element.attributes.get('transform')));
    if (name === 'g' || name === 'svg' || name === 'a') {
      for (const child of element.children) walk(child, own, paint, depth + 1);
      return;
    }
    if (name === 'use') {
      const href = (element.attributes.get('href') ?? element.attributes.get('xlink:href') ?? '').replace(/^#/, '');
      const target = byId.get(href);
      if (!target) return;
      const placed = multiply(own, [1, 0, 0, 1, num(element, 'x'), num(element, 'y')]);
      const inner = localName(target.name) === 'symbol' ? { ...target, name: 'g' } : target;
      walk(inner, placed, paint, depth + 1);
      return;
    }
    const shape = shapeOf({ ...element, name });
    if (!shape || shape.path.length === 0) return;
    const path = shape.path.map((subpath) => ({ points: subpath.points.map((p) => applyMatrix(own, p)), closed: subpath.closed }));
    const scale = Math.sqrt(Math.abs(own[0] * own[3] - own[1] * own[2]));
    const fill: Fill | undefined = paint.fill !== null && (shape.closedShape || name === 'path' || name === 'polyline') ? { colour: paint.fill, ...(paint.opacity * paint.fillOpacity < 1 ? { opacity: paint.opacity * paint.fillOpacity } : {}) } : undefined;
    const stroke: Stroke | undefined =
      paint.stroke !== null && paint.strokeWidth > 0 ? { colour: paint.stroke, widthMm: paint.strokeWidth * scale, join: 'round', cap: 'round', ...(paint.opacity * paint.strokeOpacity < 1 ? { opacity: paint.opacity * paint.strokeOpacity } : {}) } : undefined;
    if (!fill && !stroke) return;
    items.push({ kind: 'path', path, ...(fill ? { fill } : {}), ...(stroke ? { stroke } : {}), ...(paint.evenOdd ? { fillRule: 'evenodd' as const } : {}) });
  };

  const viewBox = (root.attributes.get('viewBox') ?? '').split(/[\s,]+/).filter((s) => s !== '').map(Number);
  const width = num(root, 'width', 0);
  const height = num(root, 'height', 0);
  const box: RectMm =
    viewBox.length === 4 && viewBox.every(Number.isFinite) && (viewBox[2] as number) > 0 && (viewBox[3] as number) > 0
      ? { x: viewBox[0] as number, y: viewBox[1] as number, width: viewBox[2] as number, height: viewBox[3] as number }
      : { x: 0, y: 0, width: width > 0 ? width : 100, height: height > 0 ? height : 100 };
  for (const child of root.children) walk(child, IDENTITY, paintOf(root, INITIAL, gradients), 1);
  return { items, box };
}
