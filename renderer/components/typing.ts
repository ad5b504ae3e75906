/**
 * Where a key belongs to the focused control rather than to the app's shortcuts. A text field, a
 * text area or a list takes letters; a checkbox, a radio button or a button takes none, so that
 * after a click on one the tool letters, Delete and Ctrl+Z still reach the board.
 */
const TAKES_NO_TEXT = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image']);

/** The focused control types what is pressed: single-key shortcuts and document edits leave it alone. */
export function takesTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !TAKES_NO_TEXT.has(target.type);
}

/** The focused control answers the space bar: a field types it, a button or a checkbox is pressed by it. */
export function takesSpace(target: EventTarget | null): boolean {
  return takesTyping(target) || target instanceof HTMLButtonElement || target instanceof HTMLInputElement;
}
