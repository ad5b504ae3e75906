/**
 * Select and move: a click picks the item on top (Shift adds or removes it), a drag from empty board
 * draws a marquee, a drag from a selected item moves the whole selection as one edit, snapped from
 * cell to cell on square and hex boards; a free table's zone moves so once selected, and a drag from
 * one not selected draws a marquee. On free tables a single selected terrain polygon or zone has two
 * handles: turn it about its centre, or resize it.
 */
import type { PointMm } from '../../../engine/board/types';
import { boardToScreen } from '../../canvas/hitTest';
import { resizePolygon, rotatePolygon } from '../edits';
import { isSelected, toggleSelected, type SelectedItem } from '../selection';
import { itemsInRect, pickItem, rectBetween, shapeOf } from './itemShapes';
import { moveItems, snapDelta } from './selectionEdits';
import { boardPoint, cellKernelOf, cellUnder, refusal } from './targets';
import type { Gesture, PointerInput, Tool, ToolAction, ToolEnv } from './types';

/** A press that moves less than this many pixels is a click. */
export const DRAG_THRESHOLD_PX = 4;
/** How far from a handle, in pixels, a press still takes it. */
const HANDLE_PX = 9;
/** The turning handle sits this many pixels above the polygon. */
const HANDLE_OFFSET_PX = 22;

const moved = (a: PointerInput, b: PointerInput) => Math.hypot(b.x - a.x, b.y - a.y) >= DRAG_THRESHOLD_PX;

/** The polygon whose handles are shown: the only item selected, when it is a terrain polygon or a zone of a free table. */
function handledPolygon(env: ToolEnv): { id: string; points: readonly PointMm[] } | null {
  const only = env.selection.items.length === 1 ? env.selection.items[0] : undefined;
  if (!only || (only.kind !== 'terrain' && only.kind !== 'zone') || env.kernel.kind !== 'free') return null;
  const shape = shapeOf(env, only);
  return shape?.kind === 'polygon' ? { id: only.id, points: shape.points } : null;
}

/** Screen positions of the turning and resizing handles, and the polygon's centre in mm. */
export function polygonHandles(env: ToolEnv): { rotate: PointMm; resize: PointMm; centre: PointMm; id: string; points: readonly PointMm[] } | null {
  const polygon = handledPolygon(env);
  if (!polygon) return null;
  const xs = polygon.points.map((p) => p.x);
  const ys = polygon.points.map((p) => p.y);
  const centre = { x: xs.reduce((a, b) => a + b, 0) / xs.length, y: ys.reduce((a, b) => a + b, 0) / ys.length };
  const top = boardToScreen(env.view, { x: (Math.min(...xs) + Math.max(...xs)) / 2, y: Math.min(...ys) });
  return {
    rotate: { x: top.x, y: top.y - HANDLE_OFFSET_PX },
    resize: boardToScreen(env.view, { x: Math.max(...xs), y: Math.max(...ys) }),
    centre,
    id: polygon.id,
    points: polygon.points,
  };
}

const near = (a: PointMm, b: PointMm) => Math.hypot(a.x - b.x, a.y - b.y) <= HANDLE_PX;

function handleGesture(env: ToolEnv, input: PointerInput): Gesture | null {
  const handles = polygonHandles(env);
  if (!handles) return null;
  const { centre, id, points } = handles;
  const start = boardPoint(env, input);
  if (near(input, handles.rotate)) {
    const angle0 = Math.atan2(start.y - centre.y, start.x - centre.x);
    let degrees = 0;
    return {
      move(current, pointer) {
        const p = boardPoint(current, pointer);
        const raw = ((Math.atan2(p.y - centre.y, p.x - centre.x) - angle0) * 180) / Math.PI;
        degrees = Math.round(pointer.shift ? Math.round(raw / 15) * 15 : raw);
      },
      end: (current) => (degrees === 0 ? null : { edit: rotatePolygon(current.scenario, { id, degrees }) }),
      preview() {
        const [cos, sin] = [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180)];
        return { line: { points: points.map((p) => ({ x: centre.x + (p.x - centre.x) * cos - (p.y - centre.y) * sin, y: centre.y + (p.x - centre.x) * sin + (p.y - centre.y) * cos })), closed: true } };
      },
    };
  }
  if (near(input, handles.resize)) {
    const reach0 = Math.max(1e-6, Math.hypot(start.x - centre.x, start.y - centre.y));
    let factor = 1;
    return {
      move(current, pointer) {
        const p = boardPoint(current, pointer);
        factor = Math.max(0.05, Math.round((Math.hypot(p.x - centre.x, p.y - centre.y) / reach0) * 100) / 100);
      },
      end: (current) => (factor === 1 ? null : { edit: resizePolygon(current.scenario, { id, factor }) }),
      preview: () => ({ line: { points: points.map((p) => ({ x: centre.x + (p.x - centre.x) * factor, y: centre.y + (p.y - centre.y) * factor })), closed: true } }),
    };
  }
  return null;
}

/** Whether a board point is off the board: no cell there, or outside a free table or an area map. */
function offBoard(env: ToolEnv, point: PointMm): boolean {
  const cells = cellKernelOf(env);
  if (cells) return cells.mmToCell(point) === null;
  const { x, y, width, height } = env.kernel.boundsMm();
  return point.x < x || point.y < y || point.x > x + width || point.y > y + height;
}

/**
 * Dragging the selection: a ghost follows the pointer, snapped from cell to cell; off the board it
 * follows the pointer unsnapped and shows the drop would be refused, and a drop there is refused
 * with a message at the cursor (nothing moves; nothing is clamped to the edge).
 */
function moveGesture(env: ToolEnv, input: PointerInput, items: readonly SelectedItem[], picked: SelectedItem): Gesture {
  const start = boardPoint(env, input);
  const cells = cellKernelOf(env);
  let dragged = false;
  let delta: PointMm = { x: 0, y: 0 };
  let outside = false;
  // A piece shown beside the board (it stands off it) lands where it is dropped: no cell to snap from.
  const fromOffBoard = items.some((item) => env.pieces.some((piece) => piece.offBoard && piece.what === item.kind && piece.id === item.id));
  return {
    move(current, pointer) {
      dragged ||= moved(input, pointer);
      if (!dragged) return;
      const p = boardPoint(current, pointer);
      const raw = { x: p.x - start.x, y: p.y - start.y };
      outside = offBoard(current, p);
      delta = cells && !outside && !fromOffBoard ? (snapDelta(cells, start, raw) ?? raw) : raw;
    },
    end(current): ToolAction {
      if (!dragged) return { selection: { items: [picked], cells: [] } };
      if (outside) return { refusal: refusal('tool.move.offBoard') };
      return { edit: moveItems(current, items, delta), selection: { items, cells: [] } };
    },
    preview: () => (dragged ? { offset: delta, ...(outside ? { offBoard: true } : {}), ...(items !== env.selection.items ? { moving: items } : {}) } : null),
  };
}

/** A drag from the board draws a marquee; a click picks `clicked` (a zone under the pointer), else the cell. */
function marqueeGesture(env: ToolEnv, input: PointerInput, clicked: SelectedItem | null = null): Gesture {
  const start = boardPoint(env, input);
  let end = start;
  let dragged = false;
  return {
    move(current, pointer) {
      dragged ||= moved(input, pointer);
      end = boardPoint(current, pointer);
    },
    end(current, pointer): ToolAction {
      if (!dragged) {
        if (clicked) return { selection: { items: [clicked], cells: [] } };
        // A click on the bare board picks the cell, for the inspector; Shift keeps the selection.
        if (pointer.shift) return { selection: current.selection };
        const cell = cellUnder(current, pointer);
        const kernel = cellKernelOf(current);
        return { selection: { items: [], cells: cell && kernel ? [kernel.cellKey(cell)] : [] } };
      }
      const found = itemsInRect(current, rectBetween(start, end));
      const items = pointer.shift ? [...current.selection.items, ...found.filter((item) => !isSelected(current.selection, item.kind, item.id))] : found;
      return { selection: { items, cells: [] } };
    },
    preview: () => (dragged ? { marquee: rectBetween(start, end) } : null),
  };
}

export const selectTool: Tool = {
  down(env, input) {
    const handle = handleGesture(env, input);
    if (handle) return handle;
    const hit = pickItem(env, env.view, input);
    if (hit && input.shift) return { selection: toggleSelected(env.selection, hit) };
    // A free table's zone spans much of the table: a drag from it draws a marquee unless the zone is selected.
    if (hit?.kind === 'zone' && !isSelected(env.selection, hit.kind, hit.id)) return marqueeGesture(env, input, hit);
    if (hit) return moveGesture(env, input, isSelected(env.selection, hit.kind, hit.id) ? env.selection.items : [hit], hit);
    return marqueeGesture(env, input);
  },
};
