/**
 * Canvas frames are timed with the User Timing API under one name, so benchmarks and the browser's
 * performance panel see how long each frame's drawing took. Entries are cleared now and then:
 * observers still receive every one, and a long session does not pile them up.
 */
export const CANVAS_FRAME_MEASURE = 'skirmish:canvas-frame';
const CLEAR_EVERY = 600;
let recorded = 0;

export function recordCanvasFrame(start: number, end: number): void {
  performance.measure(CANVAS_FRAME_MEASURE, { start, end });
  if (++recorded % CLEAR_EVERY === 0) performance.clearMeasures(CANVAS_FRAME_MEASURE);
}
