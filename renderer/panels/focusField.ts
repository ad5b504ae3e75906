/** Finding, in the side column, the control that shows a place of the document (a problem's pointer). */

/** What can take the focus there. */
export const FOCUSABLE = 'input, select, textarea, button, output';

/** The element showing the field at `pointer`, or the nearest one showing a part that holds it. */
export function elementFor(root: HTMLElement, pointer: string): HTMLElement | null {
  let best: HTMLElement | null = null;
  let bestLength = -1;
  for (const element of root.querySelectorAll<HTMLElement>('[data-pointer]')) {
    const own = element.dataset.pointer ?? '';
    const holds = own === pointer || pointer.startsWith(`${own}/`);
    if (holds && own.length > bestLength && !element.closest('[hidden]')) {
      best = element;
      bestLength = own.length;
    }
  }
  return best;
}

