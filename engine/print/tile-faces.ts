/**
 * A board tile drawn as the printed piece it is, where the designer gave it no image: its terrain
 * (drawn with the board's), a frame around its edge with a light bevel inside, rivets along the
 * frame where the game's tiles have them (Rivet Wars), and its id ("5A") on a plate at a corner.
 * The ruleset's `look.tile` gives the frame's and the plate's colours; a tile with the designer's
 * image keeps its own edge (a scan shows it), and only its plate is added.
 */
import type { RulesetData } from '../scenario/types';
import { darker, INK, inkOn, mix, normalColour } from './colour';
import { roundedRect } from './counter-face';
import { rectSubpath, type DisplayItem, type PointMm, type RectMm } from './display-list';
import { fitText, MIN_PRINT_TEXT_MM, textWidthMm } from './text';

/** A placed tile as drawn: the box of its cells on the board, its id, the colour of its ground. */
export interface PrintedTile {
  readonly id: string;
  readonly box: RectMm;
  readonly ground: string;
  /** The designer's image covers it: its own edge shows, only the plate is drawn. */
  readonly hasArt: boolean;
}

const DEFAULT_FRAME_DARKNESS = 0.5;

/** The frame's colour: the ruleset's, else a dark shade of the tile's ground. */
export function frameColour(ruleset: RulesetData, ground: string): string {
  return normalColour(ruleset.look?.tile?.frame, darker(ground, DEFAULT_FRAME_DARKNESS));
}

/** A rivet: a domed head with a rim and a glint. */
function rivet(x: number, y: number, radius: number, metal: string): DisplayItem[] {
  return [
    { kind: 'circle', centre: { x, y }, radiusMm: radius, fill: { colour: metal }, stroke: { colour: darker(metal, 0.55), widthMm: radius * 0.3 } },
    { kind: 'circle', centre: { x: x - radius * 0.3, y: y - radius * 0.3 }, radiusMm: radius * 0.32, fill: { colour: '#ffffff', opacity: 0.6 } },
  ];
}

/** Points every half square along a side, ends included. */
function along(from: number, length: number, step: number): number[] {
  const count = Math.max(1, Math.round(length / step));
  return Array.from({ length: count + 1 }, (_, i) => from + (length * i) / count);
}

/** The frame, bevel and rivets of a tile without art (drawn over the grid, under zones and pieces). */
export function tileFrameItems(ruleset: RulesetData, tile: PrintedTile, cellMm: number): DisplayItem[] {
  if (tile.hasArt) return [];
  const frame = frameColour(ruleset, tile.ground);
  const width = Math.max(0.8, cellMm * 0.04);
  const { x, y, width: w, height: h } = tile.box;
  const items: DisplayItem[] = [
    { kind: 'path', path: [rectSubpath({ x: x + width / 2, y: y + width / 2, width: w - width, height: h - width })], stroke: { colour: frame, widthMm: width, join: 'miter' } },
    // A light line inside the frame, as a die-cut piece's bevel catches the light.
    { kind: 'path', path: [rectSubpath({ x: x + width * 1.2, y: y + width * 1.2, width: w - width * 2.4, height: h - width * 2.4 })], stroke: { colour: mix(tile.ground, '#ffffff', 0.55), widthMm: width * 0.22, opacity: 0.8 } },
  ];
  if (ruleset.look?.tile?.rivets) {
    const metal = mix(frame, '#ffffff', 0.45);
    const radius = width * 0.4;
    const inset = width / 2;
    for (const px of along(x + inset, w - width, cellMm / 2)) items.push(...rivet(px, y + inset, radius, metal), ...rivet(px, y + h - inset, radius, metal));
    const ys = along(y + inset, h - width, cellMm / 2);
    for (const py of ys.slice(1, -1)) items.push(...rivet(x + inset, py, radius, metal), ...rivet(x + w - inset, py, radius, metal));
  }
  return items;
}

export type Corner = 'top-right' | 'top-left' | 'bottom-right' | 'bottom-left';
const CORNERS: readonly Corner[] = ['top-right', 'top-left', 'bottom-right', 'bottom-left'];

/** The first corner of a tile whose cell holds no counter (`free`: the centres of its free cells); the top right when none is. */
export function freeCorner(free: readonly PointMm[], box: RectMm, cellMm: number): Corner {
  const near = (corner: Corner) => {
    const x = corner.endsWith('right') ? box.x + box.width - cellMm / 2 : box.x + cellMm / 2;
    const y = corner.startsWith('top') ? box.y + cellMm / 2 : box.y + box.height - cellMm / 2;
    return free.some((centre) => Math.abs(centre.x - x) < cellMm / 2 && Math.abs(centre.y - y) < cellMm / 2);
  };
  return CORNERS.find(near) ?? 'top-right';
}

/** The id plate at a corner of the tile (the top right unless a counter stands there), inside its frame, clear of the cells' coordinates at their top left. */
export function tilePlateItems(ruleset: RulesetData, tile: PrintedTile, cellMm: number, corner: Corner = 'top-right'): DisplayItem[] {
  const textSize = Math.min(10, Math.max(MIN_PRINT_TEXT_MM, cellMm * 0.11));
  const label = fitText(tile.id, cellMm, textSize, MIN_PRINT_TEXT_MM, true);
  const textWidth = textWidthMm(label.text, label.sizeMm, true);
  const pad = label.sizeMm * 0.35;
  const rivets = !tile.hasArt && !!ruleset.look?.tile?.rivets;
  const frameWidth = tile.hasArt ? 0 : Math.max(0.8, cellMm * 0.04);
  const ends = rivets ? label.sizeMm * 0.55 : 0;
  const plateWidth = textWidth + pad * 2 + ends * 2;
  const height = label.sizeMm * 1.2;
  // A plate at the left clears the coordinates (top left of a cell) by starting past them.
  const x = corner.endsWith('right') ? tile.box.x + tile.box.width - frameWidth - pad - plateWidth : tile.box.x + frameWidth + pad + (corner === 'top-left' ? cellMm * 0.22 : 0);
  const y = corner.startsWith('top') ? tile.box.y + frameWidth + pad : tile.box.y + tile.box.height - frameWidth - pad - height;
  const plate = { x, y, width: plateWidth, height };
  const colour = normalColour(ruleset.look?.tile?.plate, INK);
  const items: DisplayItem[] = [
    { kind: 'path', path: [roundedRect(plate.x, plate.y, plate.width, plate.height, pad)], fill: { colour, opacity: ruleset.look?.tile?.plate ? 1 : 0.85 }, ...(ruleset.look?.tile?.plate ? { stroke: { colour: darker(colour, 0.5), widthMm: Math.max(0.2, pad * 0.2) } } : {}) },
    { kind: 'text', at: { x: plate.x + plate.width / 2, y: plate.y + plate.height / 2 + (label.sizeMm * 0.718) / 2 }, text: label.text, sizeMm: label.sizeMm, colour: inkOn(colour), anchor: 'middle', bold: true },
  ];
  if (rivets) {
    const metal = mix(colour, '#ffffff', 0.35);
    items.push(...rivet(plate.x + ends * 0.75, plate.y + plate.height / 2, ends * 0.32, metal), ...rivet(plate.x + plate.width - ends * 0.75, plate.y + plate.height / 2, ends * 0.32, metal));
  }
  return items;
}
