/**
 * The minimap of a large board: the board's overview (the raster's own overview tiles, copied, not
 * drawn again) and the rectangle the view shows. Shown while part of the board is out of view. The
 * thumbnail is copied when the overview changes; each frame only moves the rectangle, a styled
 * element. A click or a drag on it moves the view there.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { RectMm } from '../../engine/board/types';
import type { BoardView } from './boardView';
import { boardExceedsView, minimapLayout, minimapToBoard, viewRectOnMinimap } from './minimap';

interface Props {
  readonly view: BoardView;
  readonly bounds: RectMm;
}

export function Minimap({ view, bounds }: Props) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const thumbnail = useRef<HTMLCanvasElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const { x, y, width, height } = bounds;
  const layout = useMemo(() => minimapLayout({ x, y, width, height }), [x, y, width, height]);

  useEffect(() => {
    const canvas = thumbnail.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const pixelRatio = window.devicePixelRatio || 1;
    canvas.width = Math.round(layout.width * pixelRatio);
    canvas.height = Math.round(layout.height * pixelRatio);
    let drawn = -1;
    let whole = false;
    return view.observe(({ view: transform, viewport, overviewVersion }) => {
      const element = root.current;
      const rectangle = frame.current;
      if (!element || !rectangle) return;
      const shown = boardExceedsView(transform, viewport, layout.bounds);
      element.style.visibility = shown ? 'visible' : 'hidden';
      if (!shown) return;
      if (overviewVersion !== drawn || !whole) {
        context.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
        context.clearRect(0, 0, layout.width, layout.height);
        whole = view.drawOverview(context, layout.scale, pixelRatio);
        drawn = overviewVersion;
        element.dataset.thumbnail = whole ? 'complete' : 'partial';
      }
      const r = viewRectOnMinimap(transform, viewport, layout);
      rectangle.style.transform = `translate(${r.left}px, ${r.top}px)`;
      rectangle.style.width = `${r.width}px`;
      rectangle.style.height = `${r.height}px`;
    });
  }, [view, layout]);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    let dragging: number | null = null;
    const moveView = (event: PointerEvent) => {
      const rect = element.getBoundingClientRect();
      view.moveTo(minimapToBoard({ x: event.clientX - rect.left, y: event.clientY - rect.top }, layout));
    };
    const onDown = (event: PointerEvent) => {
      if (event.button !== 0) return;
      // The board under the minimap must not start a pan or a tool stroke.
      event.preventDefault();
      event.stopPropagation();
      dragging = event.pointerId;
      try {
        element.setPointerCapture(event.pointerId);
      } catch {
        // A pointer the browser does not track (a synthetic event) drags without capture.
      }
      moveView(event);
    };
    const onMove = (event: PointerEvent) => {
      if (dragging !== event.pointerId) return;
      event.stopPropagation();
      moveView(event);
    };
    const onUp = (event: PointerEvent) => {
      if (dragging === event.pointerId) dragging = null;
    };
    const stop = (event: Event) => event.stopPropagation();
    element.addEventListener('pointerdown', onDown);
    element.addEventListener('pointermove', onMove);
    element.addEventListener('pointerup', onUp);
    element.addEventListener('pointercancel', onUp);
    element.addEventListener('wheel', stop);
    return () => {
      element.removeEventListener('pointerdown', onDown);
      element.removeEventListener('pointermove', onMove);
      element.removeEventListener('pointerup', onUp);
      element.removeEventListener('pointercancel', onUp);
      element.removeEventListener('wheel', stop);
    };
  }, [view, layout]);

  return (
    <div ref={root} className="minimap" style={{ width: layout.width, height: layout.height, visibility: 'hidden' }} title={t('minimap.label')} aria-label={t('minimap.label')} role="img" data-testid="minimap">
      <canvas ref={thumbnail} style={{ width: layout.width, height: layout.height }} />
      <div ref={frame} className="minimap__view" style={{ left: 0, top: 0 }} />
    </div>
  );
}
