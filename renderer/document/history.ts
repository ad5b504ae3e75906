/**
 * Undo history of a document: immutable snapshots (structural sharing keeps them cheap), a bounded
 * past, and the index of the snapshot last saved, from which the dirty state is derived.
 */
export const HISTORY_LIMIT = 500;

export interface History<T> {
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
  /** Position of the saved snapshot counted as `past.length` at save time; null when it left the history. */
  readonly savedAt: number | null;
}

export function createHistory<T>(present: T, saved = true): History<T> {
  return { past: [], present, future: [], savedAt: saved ? 0 : null };
}

export function record<T>(history: History<T>, next: T, limit = HISTORY_LIMIT): History<T> {
  if (Object.is(next, history.present)) return history;
  const past = [...history.past, history.present];
  const dropped = Math.max(0, past.length - limit);
  const savedAt = history.savedAt === null || history.savedAt > past.length - 1 ? null : history.savedAt - dropped;
  return { past: past.slice(dropped), present: next, future: [], savedAt: savedAt !== null && savedAt < 0 ? null : savedAt };
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (history.past.length === 0) return history;
  return { ...history, past: history.past.slice(0, -1), present: previous as T, future: [history.present, ...history.future] };
}

export function redo<T>(history: History<T>): History<T> {
  if (history.future.length === 0) return history;
  const [next, ...future] = history.future;
  return { ...history, past: [...history.past, history.present], present: next as T, future };
}

export function markSaved<T>(history: History<T>): History<T> {
  return { ...history, savedAt: history.past.length };
}

export const canUndo = (history: History<unknown>) => history.past.length > 0;
export const canRedo = (history: History<unknown>) => history.future.length > 0;
export const isDirty = (history: History<unknown>) => history.savedAt !== history.past.length;
