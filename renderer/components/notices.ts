/**
 * The notices shown at the bottom of the window, free of React: a confirmation ("Saved") fades after
 * a few seconds, an error stays until it is dismissed or its document is closed, and no more than
 * three show at once (the oldest confirmation gives way first, then the oldest error).
 */
export interface Notice {
  readonly id: number;
  readonly text: string;
  readonly tone: 'info' | 'error';
  /** The document the notice is about; it goes when that document closes. Null for the app itself. */
  readonly documentId: number | null;
}

export const MAX_NOTICES = 3;
/** How long a confirmation stays. */
export const CONFIRMATION_MS = 4000;

/** The list with `notice` added last, trimmed to MAX_NOTICES. */
export function withNotice(notices: readonly Notice[], notice: Notice): Notice[] {
  const next = [...notices.filter((other) => other.text !== notice.text || other.tone !== notice.tone), notice];
  while (next.length > MAX_NOTICES) {
    const confirmation = next.findIndex((other) => other.tone === 'info' && other !== notice);
    next.splice(confirmation >= 0 ? confirmation : 0, 1);
  }
  return next;
}

/** The list without the notices about a document that closed. */
export function withoutDocument(notices: readonly Notice[], documentId: number): Notice[] {
  return notices.filter((notice) => notice.documentId !== documentId);
}
