import type Konva from 'konva';
import { useEffect, useRef } from 'react';
import { Shape } from 'react-konva';
import { paintOverlay, type OverlayState } from './paintOverlay';

/** What the overlay draws, read at each draw: tools change it between React renders (a stroke under way). */
export class OverlaySource {
  private redraw: (() => void) | null = null;

  constructor(public state: (scale: number) => OverlayState | null) {}

  attach(redraw: (() => void) | null): void {
    this.redraw = redraw;
  }

  /** Asks for a redraw at the next animation frame. */
  changed(): void {
    this.redraw?.();
  }
}

/** Konva's context wraps the browser's; the overlay draws on the latter. */
const nativeContext = (context: Konva.Context) => (context as unknown as { _context: CanvasRenderingContext2D })._context;

/** One non-listening shape that paints the tools' overlay (paintOverlay.ts) in board millimetres. */
export function ToolOverlay({ source }: { readonly source: OverlaySource }) {
  const shape = useRef<Konva.Shape>(null);
  useEffect(() => {
    source.attach(() => shape.current?.getLayer()?.batchDraw());
    source.changed();
    return () => source.attach(null);
  }, [source]);
  return (
    <Shape
      ref={shape}
      listening={false}
      perfectDrawEnabled={false}
      sceneFunc={(context, node) => {
        const state = source.state(node.getAbsoluteScale().x);
        if (state) paintOverlay(nativeContext(context), state);
      }}
    />
  );
}
