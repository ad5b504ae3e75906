import { useEffect, useRef } from 'react';

/** Shows a <dialog> as modal while the component is mounted (Escape closes it, as every dialog). */
export function useModal() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);
  return dialog;
}
