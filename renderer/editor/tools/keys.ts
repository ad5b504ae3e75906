/**
 * The editor's own keys: a letter picks a tool, Delete removes the selection, Ctrl+C / Ctrl+X /
 * Ctrl+V copy, cut and paste it, Ctrl+A selects everything, Escape drops what is under way, and
 * the arrows move the selection a cell (Shift: five). R turns the tile about to be placed with the
 * tile tool, and what is selected with the select tool (what cannot turn is refused with a word,
 * rather than the press silently changing tool); with nothing selected it picks the rectangle
 * tool. Other Ctrl keys are the application's.
 */
import { toolForKey, type ToolId, type ToolSpec } from './toolSet';
import type { KeyPress } from '../../../engine/app/commands';

export type KeyCommand =
  | { readonly kind: 'tool'; readonly tool: ToolId }
  | { readonly kind: 'delete' | 'copy' | 'cut' | 'paste' | 'selectAll' | 'escape' | 'enter' | 'rotateGhost' }
  | { readonly kind: 'rotate'; readonly degrees: number }
  /** Moves the selection by steps (cells, or on a free table a unit of length); Shift makes each step five. */
  | { readonly kind: 'nudge'; readonly dx: number; readonly dy: number };

export type { KeyPress };

const ARROWS: Readonly<Record<string, readonly [number, number]>> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** Degrees a press of R turns a polygon or a base by (Shift+R the other way). */
export const ROTATE_STEP = 15;

export function keyCommand(press: KeyPress, state: { readonly tool: ToolId; readonly tools: readonly ToolSpec[]; readonly selected: boolean }): KeyCommand | null {
  if (press.altKey) return null;
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  if (press.ctrlKey || press.metaKey) {
    if (press.shiftKey) return null;
    const chords: Readonly<Record<string, KeyCommand>> = { c: { kind: 'copy' }, x: { kind: 'cut' }, v: { kind: 'paste' }, a: { kind: 'selectAll' } };
    return chords[key] ?? null;
  }
  if (key === 'Delete' || key === 'Backspace') return { kind: 'delete' };
  // The arrows move what the select tool holds, a cell at a time: the board without a mouse.
  const arrow = ARROWS[key];
  if (arrow && state.tool === 'select' && state.selected) {
    const steps = press.shiftKey ? 5 : 1;
    return { kind: 'nudge', dx: arrow[0] * steps, dy: arrow[1] * steps };
  }
  if (key === 'Escape') return { kind: 'escape' };
  if (key === 'Enter') return { kind: 'enter' };
  if (key === 'r') {
    if (state.tool === 'tile') return { kind: 'rotateGhost' };
    if (state.tool === 'select' && state.selected) return { kind: 'rotate', degrees: press.shiftKey ? -ROTATE_STEP : ROTATE_STEP };
  }
  if (press.shiftKey) return null;
  const tool = toolForKey(key, state.tools);
  return tool ? { kind: 'tool', tool } : null;
}
