/**
 * What the editor has selected: pieces by id and board places by key. Shared by the canvas tools
 * (which change it) and the panels (the inspector shows it, the problems panel sets it).
 */
export type SelectedKind = 'tile' | 'terrain' | 'area' | 'edge' | 'zone' | 'token' | 'unit';

export interface SelectedItem {
  readonly kind: SelectedKind;
  /** The id of the scenario item (`board.edges[i].id`, `units[i].id`, ...). */
  readonly id: string;
}

export interface Selection {
  readonly items: readonly SelectedItem[];
  /** Cells picked without a piece on them (cell keys of the board kernel), e.g. from a problem's cell. */
  readonly cells: readonly string[];
}

export const EMPTY_SELECTION: Selection = { items: [], cells: [] };

export function isSelected(selection: Selection, kind: SelectedKind, id: string): boolean {
  return selection.items.some((item) => item.kind === kind && item.id === id);
}

/** Adds the item, or removes it when already there (shift-click). */
export function toggleSelected(selection: Selection, item: SelectedItem): Selection {
  return isSelected(selection, item.kind, item.id)
    ? { ...selection, items: selection.items.filter((other) => other.kind !== item.kind || other.id !== item.id) }
    : { ...selection, items: [...selection.items, item] };
}
