import type { RefusalTip as Tip } from './useEditorTools';

/** Why an edit was refused, shown where the pointer was, over the canvas. */
export function RefusalTip({ tip }: { readonly tip: Tip | null }) {
  if (!tip) return null;
  return (
    <div key={tip.id} className={tip.leftward ? 'refusal-tip refusal-tip--leftward' : 'refusal-tip'} role="status" aria-live="polite" data-testid="refusal" style={{ left: tip.leftward ? tip.x - 14 : tip.x + 14, top: tip.y + 14 }}>
      {tip.text}
    </div>
  );
}
