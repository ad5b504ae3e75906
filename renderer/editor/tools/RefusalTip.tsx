import { useLayoutEffect, useRef } from 'react';
import type { RefusalTip as Tip } from './useEditorTools';

/**
 * Why an edit was refused, shown where the pointer was, over the canvas: below the pointer, or
 * above it where the canvas ends below (a drop at the board's bottom edge), so it is read whole.
 */
export function RefusalTip({ tip }: { readonly tip: Tip | null }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = box.current;
    const area = element?.offsetParent;
    if (!element || !tip || !area) return;
    if (tip.y + 14 + element.offsetHeight > area.clientHeight) element.style.top = `${Math.max(0, tip.y - 14 - element.offsetHeight)}px`;
  }, [tip]);
  if (!tip) return null;
  return (
    <div ref={box} key={tip.id} className={tip.leftward ? 'refusal-tip refusal-tip--leftward' : 'refusal-tip'} role="status" aria-live="polite" data-testid="refusal" style={{ left: tip.leftward ? tip.x - 14 : tip.x + 14, top: tip.y + 14 }}>
      {tip.text}
    </div>
  );
}
