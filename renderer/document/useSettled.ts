import { useEffect, useState } from 'react';

/**
 * A value that follows `value` once a frame has been drawn with it and nothing newer came: work that
 * reads the whole document (validation) waits for the frame that shows an edit, and a run of edits
 * in quick succession is worked on once, at its end.
 */
export function useSettled<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(settled, value)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setSettled(() => value));
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [value, settled]);
  return settled;
}
