/** What Ctrl+C copied, kept for the session: it survives opening another document of the same kind of board. */
import type { Clipboard } from './selectionEdits';

let copied: Clipboard | null = null;

export const clipboard = {
  get: (): Clipboard | null => copied,
  set(next: Clipboard | null): void {
    copied = next;
  },
};

export const hasClipboard = (): boolean => copied !== null;
