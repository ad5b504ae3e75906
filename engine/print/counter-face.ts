/**
 * A counter: the same drawing on the board, on the counter sheet, in the legend and in the
 * playtest. A unit's counter is a wargame counter: its name along the top, its picture (the
 * designer's image, else the symbol of its type) in the middle, its key numbers along the bottom,
 * on its side's colour. A token's is its kind's picture with its name. Every text is printed at
 * least 6 pt: a name that does not fit is shortened, numbers that do not fit are left out.
 */
import { artItems, type Art } from './art';
import { contrast, INK, inkOn, mix, PAPER_WHITE } from './colour';
import type { DisplayItem, PointMm, RectMm, Subpath } from './display-list';
import { placedSymbol, type SymbolData } from './symbols';
import { featureInBox, type EdgeRole } from './edge-symbols';
import type { EdgeLook } from '../scenario/types';
import { abbreviated, CAP_HEIGHT_EM, fitText, isSmallWord, MIN_PRINT_TEXT_MM, printableText, shortened, textWidthMm } from './text';

/** A number printed on a counter, in its colour. */
export interface StatText {
  readonly text: string;
  readonly colour?: string;
}

export interface CounterFace {
  readonly label: string;
  /** A second line (a token's state, a unit's profile) where there is room. */
  readonly detail?: string;
  readonly fill: string;
  /** Owner's colour, drawn as the rim. */
  readonly rim?: string | null;
  readonly count?: number;
  /** Plugs fitted to a unit (Rivet Wars' generals and turrets): « +1 » in the top-left corner. */
  readonly plugs?: number;
  readonly symbol?: SymbolData | null;
  /** Colour a symbol's accent parts take (a flag in its faction's colour). */
  readonly accent?: string;
  readonly art?: Art | null;
  readonly stats?: readonly StatText[];
  /** The name of the face shown (a back face: "Wounded"), on a band across it. */
  readonly band?: string | null;
  /** Turned a quarter turn clockwise (R6: an agent left with one health point). */
  readonly turned?: boolean;
  /** An edge piece's picture: its feature as a floor plan draws it (a door's leaf, a window's glass) in its state. */
  readonly feature?: { readonly role: EdgeRole; readonly look: EdgeLook; readonly colour: string };
}

/** A counter's drawing turned a quarter turn about its centre when its face says so. */
function turnedAbout(face: CounterFace, centre: PointMm, items: DisplayItem[]): DisplayItem[] {
  if (!face.turned) return items;
  // turn(p) + offset with turn(x, y) = (−y, x): the centre stays where it is.
  return [{ kind: 'group', items, transform: { scale: 1, offset: { x: centre.x + centre.y, y: centre.y - centre.x }, turn: 90 } }];
}

/** The colour of the band across a back face, and the contrast it needs to stand out on the counter. */
const BAND = '#b3261e';
const BAND_CONTRAST = 1.6;

/** A rectangle with rounded corners as one closed polyline (arcs in 4 steps per corner). */
export function roundedRect(x: number, y: number, width: number, height: number, radius: number): Subpath {
  const r = Math.max(0, Math.min(radius, width / 2, height / 2));
  if (r === 0) return { points: [{ x, y }, { x: x + width, y }, { x: x + width, y: y + height }, { x, y: y + height }], closed: true };
  const points: PointMm[] = [];
  const corner = (cx: number, cy: number, start: number) => {
    for (let i = 0; i <= 4; i++) {
      const angle = start + (i * Math.PI) / 8;
      points.push({ x: cx + r * Math.cos(angle), y: cy + r * Math.sin(angle) });
    }
  };
  corner(x + width - r, y + r, -Math.PI / 2);
  corner(x + width - r, y + height - r, 0);
  corner(x + r, y + height - r, Math.PI / 2);
  corner(x + r, y + r, Math.PI);
  return { points, closed: true };
}

const baseline = (centreY: number, size: number) => centreY + (size * CAP_HEIGHT_EM) / 2;

/**
 * The label on one line, or on two when that lets it print larger ("Attacking / agent") or whole
 * where one line would shorten it ("Baril d’huile / bouillante"), in bold, never under 6 pt
 * (shortened instead).
 */
function labelLines(label: string, room: number, preferred: number, lines: 1 | 2): { lines: string[]; sizeMm: number } {
  const minimum = Math.min(preferred, MIN_PRINT_TEXT_MM);
  const single = fitText(label, room, preferred, minimum, true);
  const whole = textWidthMm(single.text, single.sizeMm, true) <= room && !single.text.endsWith('…');
  const one = { lines: [whole ? single.text : abbreviated(label, room, minimum, true)], sizeMm: single.sizeMm };
  if (lines === 1) return one;
  const words = printableText(label).split(' ');
  // Whole lines first; then the larger size, a line ending with a small word counting as smaller:
  // « Treuil / du pont-levis » rather than « Treuil du / pont-levis ».
  let best = { ...one, whole, score: one.sizeMm };
  for (let cut = 1; cut < words.length; cut++) {
    const [first, second] = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
    const top = fitText(first, room, preferred * 0.85, minimum, true);
    const bottom = fitText(second, room, preferred * 0.85, minimum, true);
    const size = Math.min(top.sizeMm, bottom.sizeMm);
    const split = [abbreviated(first, room, size, true), abbreviated(second, room, size, true)];
    const splitWhole = split[0] === first && split[1] === second;
    const score = size * (isSmallWord(words[cut - 1] as string) ? 0.8 : 1);
    if ((splitWhole && !best.whole) || (splitWhole === best.whole && score > best.score * 1.15)) best = { lines: split, sizeMm: size, whole: splitWhole, score };
  }
  return { lines: best.lines, sizeMm: best.sizeMm };
}

/** Contrast a coloured number needs on its counter; below it, the row gets a light strip. */
const STAT_CONTRAST = 3;

/**
 * The key numbers in a row, centred, each in its colour; null when they cannot print at 6 pt. A
 * number in a colour that would not read on the counter's (SIEGE's red attack on a red counter)
 * puts the row on a light strip, where every colour reads.
 */
function statsRow(stats: readonly StatText[], centre: PointMm, room: number, preferred: number, fill: string): DisplayItem[] | null {
  const gap = (size: number) => size * 0.55;
  const widthAt = (size: number) => stats.reduce((sum, stat) => sum + textWidthMm(stat.text, size, true), 0) + gap(size) * (stats.length - 1);
  let size = preferred;
  const natural = widthAt(size);
  if (natural > room) size = (size * room) / natural;
  if (size < Math.min(preferred, MIN_PRINT_TEXT_MM)) return null;
  let x = centre.x - widthAt(size) / 2;
  const y = baseline(centre.y, size);
  const strip = stats.some((stat) => stat.colour !== undefined && contrast(stat.colour, fill) < STAT_CONTRAST);
  const ink = strip ? INK : inkOn(fill);
  const items: DisplayItem[] = [];
  if (strip) {
    const pad = size * 0.35;
    const height = size * (CAP_HEIGHT_EM + 0.7);
    items.push({ kind: 'path', path: [roundedRect(x - pad, centre.y - height / 2, widthAt(size) + pad * 2, height, height * 0.3)], fill: { colour: PAPER_WHITE } });
  }
  for (const stat of stats) {
    items.push({ kind: 'text', at: { x, y }, text: printableText(stat.text), sizeMm: size, colour: stat.colour ?? ink, anchor: 'start', bold: true });
    x += textWidthMm(stat.text, size, true) + gap(size);
  }
  return items;
}

/** The picture of a face (its art, else its symbol) fitted in `box`. */
function picture(face: CounterFace, box: RectMm, ink: string): DisplayItem[] {
  if (box.width <= 0 || box.height <= 0) return [];
  if (face.art) return artItems(face.art, box, 'contain');
  if (!face.symbol) return [];
  const size = Math.min(box.width, box.height);
  return [placedSymbol(face.symbol, { ink, paper: face.fill, accent: face.accent ?? mix(face.fill, ink, 0.35) }, { x: box.x + box.width / 2, y: box.y + box.height / 2 }, size)];
}

/** "×3" in the top-right corner (or "+1" in the top-left with `leftward`), on a small disc so it reads over the picture. */
function countBadge(count: number, corner: PointMm, size: number, fill: string, text = `×${count}`, leftward = false): DisplayItem[] {
  const textSize = Math.max(MIN_PRINT_TEXT_MM, size);
  const width = textWidthMm(text, textSize, true);
  const radius = Math.max(textSize * 0.75, width * 0.62);
  const centre = { x: corner.x + (leftward ? radius * 0.55 : -radius * 0.55), y: corner.y + radius * 0.55 };
  return [
    { kind: 'circle', centre, radiusMm: radius, fill: { colour: fill }, stroke: { colour: inkOn(fill), widthMm: Math.max(0.15, radius * 0.1) } },
    { kind: 'text', at: { x: centre.x, y: baseline(centre.y, textSize) }, text, sizeMm: textSize, colour: inkOn(fill), anchor: 'middle', bold: true },
  ];
}

/** A band across the lower part of the picture naming the face (a wounded back). */
function bandItems(band: string, box: RectMm, fill: string): DisplayItem[] {
  // Tall enough for its word at 6 pt where the picture allows; dark on a counter as red as the band.
  const height = Math.min(box.height * 0.5, Math.max(box.height * 0.2, MIN_PRINT_TEXT_MM * 1.5));
  const colour = contrast(BAND, fill) >= BAND_CONTRAST ? BAND : INK;
  const y = box.y + box.height - height;
  const items: DisplayItem[] = [{ kind: 'path', path: [{ points: [{ x: box.x, y }, { x: box.x + box.width, y }, { x: box.x + box.width, y: y + height }, { x: box.x, y: y + height }], closed: true }], fill: { colour, opacity: 0.92 } }];
  const size = Math.min(height * 0.7, 4);
  if (size >= MIN_PRINT_TEXT_MM) {
    const label = fitText(band.toUpperCase(), box.width * 0.92, size, MIN_PRINT_TEXT_MM, true);
    if (textWidthMm(label.text, label.sizeMm, true) <= box.width * 0.92 && !label.text.endsWith('…')) items.push({ kind: 'text', at: { x: box.x + box.width / 2, y: baseline(y + height / 2, label.sizeMm) }, text: label.text, sizeMm: label.sizeMm, colour: '#ffffff', anchor: 'middle', bold: true });
  }
  return items;
}

/** A state after its name reads as one phrase: « Porte ouverte », not « Porte Ouverte » (a capital then small letters only). */
const afterName = (state: string) => state.replace(/^\p{Lu}(?=\p{Ll}+(?:\s|$))/u, (c) => c.toLowerCase());

/**
 * A strip too low for two lines (a door's counter): the name in bold and the state after it, on one
 * line, clear of the strip's ends (the fold line). Where both do not fit whole, the state stays whole
 * and the name is shortened, else the state is (« Porte ouv. »), else the state alone.
 */
function sideBySide(label: string, detail: string, centre: PointMm, room: number, preferred: number, ink: string): DisplayItem[] {
  const width = room * 0.9;
  const name = printableText(label).trim();
  if (name === '') {
    const alone = fitText(detail, width, preferred, MIN_PRINT_TEXT_MM, true);
    return [{ kind: 'text', at: { x: centre.x, y: baseline(centre.y, alone.sizeMm) }, text: abbreviated(detail, width, alone.sizeMm, true), sizeMm: alone.sizeMm, colour: ink, anchor: 'middle', bold: true }];
  }
  const state = afterName(printableText(detail).trim());
  const gapAt = (size: number) => size * 0.4;
  const natural = textWidthMm(name, preferred, true) + gapAt(preferred) + textWidthMm(state, preferred);
  // A hair under the exact ratio, so rounding never makes both a hair too wide.
  const size = Math.max(MIN_PRINT_TEXT_MM, Math.min(preferred, ((preferred * width) / natural) * 0.999));
  const gap = gapAt(size);
  const y = baseline(centre.y, size);
  const nameWidth = textWidthMm(name, size, true);
  const stateWidth = textWidthMm(state, size);
  let pair: [string, string] | null = null;
  if (nameWidth + gap + stateWidth <= width) pair = [name, state];
  else {
    const shortName = shortened(name, width - gap - stateWidth, size, true);
    const shortState = shortName === null ? shortened(state, width - gap - nameWidth, size) : null;
    if (shortName !== null) pair = [shortName, state];
    else if (shortState !== null) pair = [name, shortState];
  }
  if (!pair) return [{ kind: 'text', at: { x: centre.x, y }, text: abbreviated(detail, width, size, true), sizeMm: size, colour: ink, anchor: 'middle', bold: true }];
  const [first, second] = pair;
  const firstWidth = textWidthMm(first, size, true);
  const x = centre.x - (firstWidth + gap + textWidthMm(second, size)) / 2;
  return [
    { kind: 'text', at: { x, y }, text: first, sizeMm: size, colour: ink, anchor: 'start', bold: true },
    { kind: 'text', at: { x: x + firstWidth + gap, y }, text: second, sizeMm: size, colour: ink, anchor: 'start' },
  ];
}

/** An edge piece's strip: its feature's symbol on a pale panel at the left, its state's name beside it. */
function featureStrip(feature: NonNullable<CounterFace['feature']>, state: string, centre: PointMm, w: number, h: number, ink: string): DisplayItem[] | null {
  const pad = h * 0.12;
  // The state's name is never cut for the symbol: without room for both, the strip is words only.
  const width = Math.min(h * 1.7, w * 0.36, w - pad * 3 - textWidthMm(state, MIN_PRINT_TEXT_MM, true) * 1.02);
  if (width < h * 0.9) return null;
  const panel = { x: centre.x - w / 2 + pad, y: centre.y - h / 2 + pad, width, height: h - pad * 2 };
  const room = w - panel.width - pad * 3;
  const size = Math.max(MIN_PRINT_TEXT_MM, Math.min(h * 0.55, 5, (h * 0.55 * room * 0.96) / Math.max(1e-9, textWidthMm(state, h * 0.55, true))));
  const name = abbreviated(state, room, size, true);
  return [
    { kind: 'path', path: [roundedRect(panel.x, panel.y, panel.width, panel.height, panel.height * 0.15)], fill: { colour: '#ffffff', opacity: 0.92 } },
    ...featureInBox(feature.role, feature.look, feature.colour, { x: panel.x + pad * 0.5, y: panel.y, width: panel.width - pad, height: panel.height }),
    { kind: 'text', at: { x: panel.x + panel.width + pad + room / 2, y: baseline(centre.y, size) }, text: name, sizeMm: size, colour: ink, anchor: 'middle', bold: true },
  ];
}

/** The width of a circle of `radius` at `offset` from its centre. */
const chordAt = (radius: number, offset: number) => 2 * Math.sqrt(Math.max(0, radius * radius - offset * offset));

function faceItems(face: CounterFace, centre: PointMm, width: number, height: number, ink: string, round: boolean): DisplayItem[] {
  const items: DisplayItem[] = [];
  // Round faces keep their texts inside the disc's middle square.
  const w = round ? width * 0.78 : width;
  const h = round ? height * 0.86 : height;
  const left = centre.x - w / 2;
  const top = centre.y - h / 2;
  const hasPicture = !!(face.art || face.symbol);
  const stats = face.stats ?? [];
  if (!hasPicture) {
    const strip = face.feature && face.detail && h * 0.6 >= MIN_PRINT_TEXT_MM ? featureStrip(face.feature, face.detail, centre, w, h, ink) : null;
    if (strip) return strip;
    if (face.detail && h * 0.5 < MIN_PRINT_TEXT_MM * 2.2 && h * 0.6 >= MIN_PRINT_TEXT_MM) return sideBySide(face.label, face.detail, centre, w, Math.min(h * 0.6, 5), ink);
    if (Math.min(h * 0.3, 6) < MIN_PRINT_TEXT_MM) return items;
    // Name in the middle, on one or two lines, the detail under it.
    const main = labelLines(face.label, w, Math.min(h * 0.3, 6), 2);
    const detail = face.detail && h * 0.2 >= MIN_PRINT_TEXT_MM ? fitText(face.detail, w, Math.min(main.sizeMm * 0.75, 4), MIN_PRINT_TEXT_MM) : null;
    const cap = (size: number) => size * CAP_HEIGHT_EM;
    const lineGap = main.sizeMm * 0.35;
    const mainBlock = main.lines.length * cap(main.sizeMm) + (main.lines.length - 1) * lineGap;
    const detailBlock = detail && detail.text && !detail.text.endsWith('…') ? main.sizeMm * 0.3 + cap(detail.sizeMm) : 0;
    let y = centre.y - (mainBlock + detailBlock) / 2;
    for (const line of main.lines) {
      y += cap(main.sizeMm);
      items.push({ kind: 'text', at: { x: centre.x, y }, text: line, sizeMm: main.sizeMm, colour: ink, anchor: 'middle', bold: true });
      y += lineGap;
    }
    if (detail && detailBlock > 0) items.push({ kind: 'text', at: { x: centre.x, y: y - lineGap + detailBlock }, text: detail.text, sizeMm: detail.sizeMm, colour: ink, anchor: 'middle' });
    return items;
  }
  // Rows: name, picture, numbers (or a token's state). Texts at 6 pt at least; what cannot, goes.
  const nameSize = Math.min(h * 0.2, 5);
  const lowerText = stats.length > 0 ? null : face.detail ? face.detail : null;
  const lowerSize = Math.min(h * 0.2, 5);
  const showName = face.label !== '' && nameSize >= MIN_PRINT_TEXT_MM && h >= MIN_PRINT_TEXT_MM * 3.2;
  const showLower = (stats.length > 0 || lowerText !== null) && lowerSize >= MIN_PRINT_TEXT_MM && h >= MIN_PRINT_TEXT_MM * 4.6;
  let pictureTop = top + h * 0.05;
  let pictureBottom = top + h * 0.95;
  if (showName) {
    // On a disc the name's row is narrower than the square inside it: it keeps to the chord at the row's top.
    const room = round ? Math.min(w * 0.94, 0.92 * chordAt(width / 2, centre.y - (top + h * 0.04))) : w * 0.94;
    const name = labelLines(face.label, room, nameSize, 1);
    const line = name.lines[0] as string;
    items.push({ kind: 'text', at: { x: centre.x, y: top + h * 0.04 + name.sizeMm * CAP_HEIGHT_EM }, text: line, sizeMm: name.sizeMm, colour: ink, anchor: 'middle', bold: true });
    pictureTop = top + h * 0.04 + name.sizeMm * CAP_HEIGHT_EM + h * 0.05;
  }
  if (showLower) {
    const rowCentre = { x: centre.x, y: top + h * 0.96 - (lowerSize * CAP_HEIGHT_EM) / 2 };
    const room = round ? Math.min(w * 0.92, 0.92 * chordAt(width / 2, top + h * 0.96 - centre.y)) : w * 0.92;
    const row = stats.length > 0 ? statsRow(stats, rowCentre, room, lowerSize, face.fill) : null;
    const lower = lowerText !== null ? fitText(lowerText, room, lowerSize, MIN_PRINT_TEXT_MM) : null;
    if (row) items.push(...row);
    else if (lower && !lower.text.endsWith('…') && textWidthMm(lower.text, lower.sizeMm) <= room) items.push({ kind: 'text', at: { x: centre.x, y: baseline(rowCentre.y, lower.sizeMm) }, text: lower.text, sizeMm: lower.sizeMm, colour: ink, anchor: 'middle' });
    if (row || lower) pictureBottom = top + h * 0.96 - lowerSize * CAP_HEIGHT_EM - h * 0.05;
  }
  const box: RectMm = { x: left + w * 0.08, y: pictureTop, width: w * 0.84, height: Math.max(0, pictureBottom - pictureTop) };
  items.unshift(...picture(face, box, ink));
  if (face.band) items.push(...bandItems(face.band, { x: centre.x - width / 2 + width * 0.04, y: box.y, width: width * 0.92, height: box.height }, face.fill));
  return items;
}

function rimWidth(face: CounterFace, side: number): number {
  return face.rim ? Math.max(0.5, side * 0.07) : Math.max(0.2, side * 0.015);
}

/** A counter centred on a point, its corners rounded by `cornerFactor` of its smaller side (0: square, for cutting with a ruler). */
export function rectCounter(face: CounterFace, centre: PointMm, width: number, height: number, cornerFactor = 0.12): DisplayItem[] {
  const side = Math.min(width, height);
  const rim = rimWidth(face, side);
  const outline = roundedRect(centre.x - width / 2, centre.y - height / 2, width, height, side * cornerFactor);
  const ink = inkOn(face.fill);
  const items: DisplayItem[] = [
    { kind: 'path', path: [outline], fill: { colour: face.fill } },
    ...faceItems(face, centre, width - rim * 2 - side * 0.04, height - rim * 2 - side * 0.04, ink, false),
    { kind: 'path', path: [outline], stroke: { colour: face.rim ?? INK, widthMm: rim, join: 'round' } },
  ];
  if ((face.count ?? 1) > 1) items.push(...countBadge(face.count ?? 1, { x: centre.x + width / 2, y: centre.y - height / 2 }, Math.min(side * 0.2, 3.5), face.fill));
  if ((face.plugs ?? 0) > 0) items.push(...countBadge(face.plugs ?? 0, { x: centre.x - width / 2, y: centre.y - height / 2 }, Math.min(side * 0.2, 3.5), face.fill, `+${face.plugs}`, true));
  return turnedAbout(face, centre, items);
}

/** A round counter (a model's base on a free table, a marker on an area map). */
export function roundCounter(face: CounterFace, centre: PointMm, diameter: number): DisplayItem[] {
  const rim = rimWidth(face, diameter);
  const ink = inkOn(face.fill);
  const items: DisplayItem[] = [
    { kind: 'circle', centre, radiusMm: diameter / 2, fill: { colour: face.fill } },
    ...faceItems(face, centre, diameter - rim * 2, diameter - rim * 2, ink, true),
    { kind: 'circle', centre, radiusMm: diameter / 2, stroke: { colour: face.rim ?? INK, widthMm: rim } },
  ];
  if ((face.count ?? 1) > 1) items.push(...countBadge(face.count ?? 1, { x: centre.x + diameter * 0.42, y: centre.y - diameter * 0.42 }, Math.min(diameter * 0.2, 3.5), face.fill));
  return turnedAbout(face, centre, items);
}
