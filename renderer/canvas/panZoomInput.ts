/**
 * How pointer and wheel input moves the view: the wheel zooms about the cursor, the middle button
 * or the left button with Space held pans. Plain DOM listeners, attached once to the canvas
 * container, so a drag costs no React render.
 */
import { takesSpace } from '../components/typing';
import { clampScale, ZOOM_STEP } from './viewport';

export interface PanZoomTarget {
  /** Pans by a screen distance in CSS pixels. */
  panBy(dx: number, dy: number): void;
  /** Zooms by a factor about a point of the container, in CSS pixels. */
  zoomAt(factor: number, x: number, y: number): void;
}

/** Wheel deltas in lines or pages become pixels the way browsers scroll them. */
const PIXELS_PER_LINE = 33;
/** One notch of a mouse wheel (100 pixels) zooms by one menu zoom step; trackpads zoom smoothly. */
const PIXELS_PER_STEP = 100;


export function wheelZoomFactor(event: Pick<WheelEvent, 'deltaY' | 'deltaMode'>): number {
  const pixels = event.deltaY * (event.deltaMode === 1 ? PIXELS_PER_LINE : event.deltaMode === 2 ? PIXELS_PER_STEP * 4 : 1);
  return ZOOM_STEP ** (-pixels / PIXELS_PER_STEP);
}

/** The scale after zooming by `factor`, within the zoom limits. */
/** The zoom a wheel turn leads to; a view fitted below the floor may zoom out no further, and back in. */
export const zoomedScale = (scale: number, factor: number) => clampScale(scale * factor, scale);

/** Attaches the listeners; returns the function that detaches them. */
export function attachPanZoom(element: HTMLElement, target: PanZoomTarget): () => void {
  let spaceHeld = false;
  let hovering = false;
  let panning: { id: number; x: number; y: number } | null = null;

  const cursor = () => {
    element.style.cursor = panning ? 'grabbing' : spaceHeld && hovering ? 'grab' : '';
  };
  const onWheel = (event: WheelEvent) => {
    event.preventDefault();
    const rect = element.getBoundingClientRect();
    target.zoomAt(wheelZoomFactor(event), event.clientX - rect.left, event.clientY - rect.top);
  };
  const onPointerDown = (event: PointerEvent) => {
    if (!(event.button === 1 || (event.button === 0 && spaceHeld))) return;
    event.preventDefault();
    panning = { id: event.pointerId, x: event.clientX, y: event.clientY };
    try {
      element.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser does not track (a synthetic event) pans without capture.
    }
    cursor();
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!panning || event.pointerId !== panning.id) return;
    target.panBy(event.clientX - panning.x, event.clientY - panning.y);
    panning = { ...panning, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    if (!panning || event.pointerId !== panning.id) return;
    panning = null;
    cursor();
  };
  // The middle button would otherwise start the browser's autoscroll (or paste, on Linux).
  const onMouseDown = (event: MouseEvent) => {
    if (event.button === 1) event.preventDefault();
  };
  const onEnter = () => {
    hovering = true;
    cursor();
  };
  const onLeave = () => {
    hovering = false;
    cursor();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== ' ' || takesSpace(event.target)) return;
    const held = event.type === 'keydown';
    // Space pans only over the board; elsewhere it keeps its usual meaning. The browser's own hover
    // state is asked, not the enter and leave events, which a pointer capture just released may skip.
    if (held && !spaceHeld && !element.matches(':hover')) return;
    event.preventDefault();
    spaceHeld = held;
    cursor();
  };
  const onBlur = () => {
    spaceHeld = false;
    panning = null;
    cursor();
  };

  element.addEventListener('wheel', onWheel, { passive: false });
  element.addEventListener('pointerdown', onPointerDown);
  element.addEventListener('pointermove', onPointerMove);
  element.addEventListener('pointerup', onPointerUp);
  element.addEventListener('pointercancel', onPointerUp);
  element.addEventListener('mousedown', onMouseDown);
  element.addEventListener('pointerenter', onEnter);
  element.addEventListener('pointerleave', onLeave);
  window.addEventListener('keydown', onKey);
  window.addEventListener('keyup', onKey);
  window.addEventListener('blur', onBlur);
  return () => {
    element.removeEventListener('wheel', onWheel);
    element.removeEventListener('pointerdown', onPointerDown);
    element.removeEventListener('pointermove', onPointerMove);
    element.removeEventListener('pointerup', onPointerUp);
    element.removeEventListener('pointercancel', onPointerUp);
    element.removeEventListener('mousedown', onMouseDown);
    element.removeEventListener('pointerenter', onEnter);
    element.removeEventListener('pointerleave', onLeave);
    window.removeEventListener('keydown', onKey);
    window.removeEventListener('keyup', onKey);
    window.removeEventListener('blur', onBlur);
  };
}
