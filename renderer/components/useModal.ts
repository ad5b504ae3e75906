import { useEffect, useRef } from 'react';

/**
 * Shows a <dialog> as modal while the component is mounted (Escape closes it, as every dialog).
 * Closed, it gives the keyboard back to what had it when it opened, when that is still there and
 * nothing else took it.
 */
export function useModal() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    const before = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    element?.showModal();
    return () => {
      element?.close();
      if (before?.isConnected && (document.activeElement === null || document.activeElement === document.body)) before.focus({ preventScroll: true });
    };
  }, []);
  return dialog;
}
