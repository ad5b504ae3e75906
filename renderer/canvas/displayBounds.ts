/**
 * Bounding boxes of display items in board millimetres, so a tile of the raster draws only the
 * items that reach it. Boxes are generous (stroke joins, text widths are estimated): an item drawn
 * for nothing costs a little time, an item missed would leave a hole.
 */
import type { DisplayItem, Path, Stroke } from '../../engine/print';
import { applyTransform, imageBounds } from '../../engine/print/display-list';

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const EMPTY: Box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };

/** Mitre joins can reach past the line's half width; twice the width covers the scene's sharp corners. */
const strokeReach = (stroke: Stroke | undefined) => (stroke ? stroke.widthMm * 2 : 0);

/** Average advance of a character in em: wide enough for the labels the board scene writes. */
const CHARACTER_EM = 0.62;

function pathBox(path: Path, reach: number): Box {
  const box = { ...EMPTY };
  for (const subpath of path) {
    for (const point of subpath.points) {
      if (point.x < box.x0) box.x0 = point.x;
      if (point.y < box.y0) box.y0 = point.y;
      if (point.x > box.x1) box.x1 = point.x;
      if (point.y > box.y1) box.y1 = point.y;
    }
  }
  return box.x0 > box.x1 ? box : { x0: box.x0 - reach, y0: box.y0 - reach, x1: box.x1 + reach, y1: box.y1 + reach };
}

function union(a: Box, b: Box): Box {
  return { x0: Math.min(a.x0, b.x0), y0: Math.min(a.y0, b.y0), x1: Math.max(a.x1, b.x1), y1: Math.max(a.y1, b.y1) };
}

/** Boxes by item: scenes share most items from one edit to the next, and their boxes with them. */
const boxes = new WeakMap<DisplayItem, Box>();

/** The box an item may paint; empty (x0 > x1) when it paints nothing. */
export function itemBox(item: DisplayItem): Box {
  let box = boxes.get(item);
  if (!box) boxes.set(item, (box = boxOf(item)));
  return box;
}

function boxOf(item: DisplayItem): Box {
  switch (item.kind) {
    case 'path':
      return pathBox(item.path, strokeReach(item.stroke));
    case 'circle': {
      const r = item.radiusMm + strokeReach(item.stroke);
      return { x0: item.centre.x - r, y0: item.centre.y - r, x1: item.centre.x + r, y1: item.centre.y + r };
    }
    case 'text': {
      const width = item.text.length * item.sizeMm * CHARACTER_EM * (item.bold ? 1.1 : 1);
      const x0 = item.anchor === 'start' ? item.at.x : item.anchor === 'middle' ? item.at.x - width / 2 : item.at.x - width;
      return { x0, y0: item.at.y - item.sizeMm, x1: x0 + width, y1: item.at.y + item.sizeMm * 0.35 };
    }
    case 'group': {
      let box = item.clip ? pathBox(item.clip, 0) : item.items.map(boxOf).reduce(union, { ...EMPTY });
      const t = item.transform;
      if (t && box.x0 <= box.x1 && t.turn) {
        const p = applyTransform({ x: box.x0, y: box.y0 }, t);
        const q = applyTransform({ x: box.x1, y: box.y1 }, t);
        box = { x0: Math.min(p.x, q.x), y0: Math.min(p.y, q.y), x1: Math.max(p.x, q.x), y1: Math.max(p.y, q.y) };
      } else if (t && box.x0 <= box.x1) box = { x0: box.x0 * t.scale + t.offset.x, y0: box.y0 * t.scale + t.offset.y, x1: box.x1 * t.scale + t.offset.x, y1: box.y1 * t.scale + t.offset.y };
      return box;
    }
    case 'image': {
      const { x, y, width, height } = imageBounds(item);
      return { x0: x, y0: y, x1: x + width, y1: y + height };
    }
    case 'use':
      return { ...EMPTY };
  }
}

/**
 * The boxes of a list of items packed four numbers per item (x0, y0, x1, y1), for fast scans. Given
 * the list it replaces and its boxes, the items kept in place keep their boxes without a lookup.
 */
export function packedBoxes(items: readonly DisplayItem[], previous?: { readonly items: readonly DisplayItem[]; readonly boxes: Float64Array }): Float64Array {
  const boxes = new Float64Array(items.length * 4);
  const kept = previous !== undefined && previous.items.length === items.length && previous.boxes.length === boxes.length ? previous : null;
  if (kept) boxes.set(kept.boxes);
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as DisplayItem;
    if (kept && kept.items[i] === item) continue;
    const box = itemBox(item);
    const at = i * 4;
    boxes[at] = box.x0;
    boxes[at + 1] = box.y0;
    boxes[at + 2] = box.x1;
    boxes[at + 3] = box.y1;
  }
  return boxes;
}

/** Differences compared in place before the lists are compared as sets. */
const FEW = 256;

/**
 * The items one list has and the other has not (the same objects compared, not their content): what
 * an edit added and removed. Null when there are more than `limit`, which is as good as everything.
 */
export function changedItems(before: readonly DisplayItem[], after: readonly DisplayItem[], limit = Infinity): DisplayItem[] | null {
  // Scenes keep their items in place from one edit to the next: compared position by position first,
  // a few differences are found without building sets of every item.
  if (before.length === after.length) {
    const differing: DisplayItem[] = [];
    for (let i = 0; i < after.length && differing.length <= FEW; i++) {
      if (before[i] !== after[i]) differing.push(before[i] as DisplayItem, after[i] as DisplayItem);
    }
    if (differing.length <= FEW) return differing.length > limit ? null : differing;
  }
  const old = new Set(before);
  const now = new Set(after);
  const changed: DisplayItem[] = [];
  for (const item of after) {
    if (old.has(item)) continue;
    changed.push(item);
    if (changed.length > limit) return null;
  }
  for (const item of before) {
    if (now.has(item)) continue;
    changed.push(item);
    if (changed.length > limit) return null;
  }
  return changed;
}
