/**
 * Closing a window with unsaved changes asks Save / Don't Save / Cancel first. The window closes
 * only once the work is saved or the user chose to discard it.
 */
export type CloseChoice = 'save' | 'discard' | 'cancel';

export interface CloseGuardDependencies {
  isDirty(): boolean;
  ask(): Promise<CloseChoice>;
  /** Has the renderer save the document; true once it is on disk. */
  saveInRenderer(): Promise<boolean>;
  /** Closes the window for real (the guard lets this close through). */
  close(): void;
}

export function createCloseGuard(deps: CloseGuardDependencies) {
  let allowed = false;
  let asking = false;
  return {
    /** The window's `close` event handler. */
    onClose(event: { preventDefault(): void }): void {
      if (allowed || !deps.isDirty()) return;
      event.preventDefault();
      if (asking) return;
      asking = true;
      void (async () => {
        try {
          const choice = await deps.ask();
          if (choice === 'cancel') return;
          if (choice === 'save' && !(await deps.saveInRenderer())) return;
          allowed = true;
          deps.close();
        } finally {
          asking = false;
        }
      })();
    },
  };
}
