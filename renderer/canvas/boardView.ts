/**
 * The state of the board view outside React: zoom, the board point at the centre, the raster of
 * the static board, and the animation-frame loop that redraws the Konva layers. Input changes the
 * view here and asks for a frame; a drag or a wheel turn costs no React render.
 */
import type Konva from 'konva';
import type { PointMm, RectMm } from '../../engine/board/types';
import type { DisplayItem, PatternTile } from '../../engine/print';
import { BoardRaster, type GridItems, type Redrawn } from './boardRaster';
import { recordCanvasFrame } from './frameTiming';
import type { ViewTransform } from './hitTest';
import { zoomedScale, type PanZoomTarget } from './panZoomInput';
import { viewOf, zoomAbout } from './tiles';

/** Time a frame may spend rendering board tiles while the view moves, and when it is still. */
const TILE_BUDGET_MS = { moving: 3, still: 12 } as const;
/** The view counts as moving for this long after the last pan or zoom. */
const MOVING_MS = 150;
/** The zoom is reported (status bar) once the wheel rests this long: a React render per wheel event would cost frames. */
const ZOOM_REPORT_MS = 100;
/** Idle-time rendering ahead of the view works in slices this long, so a frame arriving is not kept waiting. */
const IDLE_SLICE_MS = 8;

/** Konva's context wraps the browser's; the raster draws on the latter. */
const nativeContext = (context: Konva.Context) => (context as unknown as { _context: CanvasRenderingContext2D })._context;

export interface ViewListeners {
  onScaleChange?: ((scale: number) => void) | undefined;
  onViewChange?: ((view: ViewTransform) => void) | undefined;
}

/** What a view observer (the minimap) hears after each frame. */
export interface ViewFrame {
  readonly view: ViewTransform;
  readonly viewport: { readonly width: number; readonly height: number };
  /** Changes whenever the board's overview was redrawn (see BoardRaster.overviewVersion). */
  readonly overviewVersion: number;
}

export class BoardView implements PanZoomTarget {
  private readonly observers = new Set<(frame: ViewFrame) => void>();
  private readonly raster = new BoardRaster();
  private scale = 0;
  private centre: PointMm = { x: 0, y: 0 };
  private size = { width: 0, height: 0 };
  private pending = 0;
  private movingUntil = 0;
  private rasterComplete = true;
  private zoomReport: ReturnType<typeof setTimeout> | undefined;
  private idle = 0;
  private restTimer: ReturnType<typeof setTimeout> | undefined;
  private boardLayer: Konva.Layer | null = null;
  private overlayLayer: Konva.Layer | null = null;
  private overlayGroup: Konva.Group | null = null;
  private listeners: ViewListeners = {};

  /** The Konva nodes drawn each frame, and who hears about zoom and view changes. */
  attach(nodes: { boardLayer: Konva.Layer | null; overlayLayer: Konva.Layer | null; overlayGroup: Konva.Group | null }, listeners: ViewListeners): void {
    this.boardLayer = nodes.boardLayer;
    this.overlayLayer = nodes.overlayLayer;
    if (nodes.overlayGroup !== this.overlayGroup) {
      // A new overlay takes the view's transform at once, before its first draw.
      const view = this.transform();
      nodes.overlayGroup?.setAttrs({ x: view.x, y: view.y, scaleX: view.scale, scaleY: view.scale });
    }
    this.overlayGroup = nodes.overlayGroup;
    this.listeners = listeners;
    this.request();
  }

  transform(): ViewTransform {
    return viewOf(this.centre, this.scale, this.size);
  }

  /** Asks for a redraw at the next animation frame (several requests make one frame). */
  request(): void {
    if (this.pending === 0) this.pending = requestAnimationFrame(this.frame);
  }

  dispose(): void {
    clearTimeout(this.zoomReport);
    cancelIdleCallback(this.idle);
    this.idle = 0;
    clearTimeout(this.restTimer);
    this.restTimer = undefined;
    cancelAnimationFrame(this.pending);
    this.pending = 0;
    this.raster.clear();
  }

  private readonly frame = (): void => {
    this.pending = 0;
    // Nothing to draw before the stage is mounted and the board has a zoom.
    if (!this.boardLayer || this.scale <= 0) return;
    const start = performance.now();
    const view = this.transform();
    this.overlayGroup?.setAttrs({ x: view.x, y: view.y, scaleX: view.scale, scaleY: view.scale });
    this.boardLayer.draw();
    this.overlayLayer?.draw();
    recordCanvasFrame(start, performance.now());
    this.listeners.onViewChange?.(view);
    this.notify(view);
    // Tiles of the view left to render (or to refresh) are done over the next frames; then, in idle
    // time, the overview and the tiles around the view, ready for the next pan or zoom.
    if (!this.rasterComplete) this.request();
    else if (this.idle === 0 && this.restTimer === undefined) this.scheduleAhead();
  };

  /**
   * Renders ahead once the view rests: while it moves, and above all while it zooms, tiles around the
   * view would be of a zoom about to change, and the time they take would delay the next frames.
   */
  private scheduleAhead(): void {
    const wait = this.movingUntil - performance.now();
    if (wait > 0) {
      this.restTimer = setTimeout(() => {
        this.restTimer = undefined;
        this.scheduleAhead();
      }, wait);
    } else this.idle = requestIdleCallback(this.renderAhead);
  }

  private readonly renderAhead = (deadline: IdleDeadline): void => {
    this.idle = 0;
    if (!this.boardLayer || this.scale <= 0) return;
    const pixelRatio = this.boardLayer.getCanvas().getPixelRatio();
    const version = this.raster.overviewVersion;
    const done = this.raster.prefetch(this.transform(), this.size, pixelRatio, performance.now() + Math.min(deadline.timeRemaining(), IDLE_SLICE_MS));
    if (!done) this.scheduleAhead();
    // The overview redrawn after an edit: the minimap's thumbnail follows.
    if (this.raster.overviewVersion !== version) this.notify(this.transform());
  };

  private notify(view: ViewTransform): void {
    if (this.observers.size === 0) return;
    const frame = { view, viewport: this.size, overviewVersion: this.raster.overviewVersion };
    for (const observer of this.observers) observer(frame);
  }

  /** The board shape's draw function: copies the raster's tiles for the current view. */
  readonly drawBoard = (context: Konva.Context): void => {
    const moving = performance.now() < this.movingUntil;
    const budget = moving ? TILE_BUDGET_MS.moving : TILE_BUDGET_MS.still;
    const pixelRatio = this.boardLayer?.getCanvas().getPixelRatio() ?? 1;
    this.rasterComplete = this.raster.draw(nativeContext(context), this.transform(), this.size, pixelRatio, performance.now() + budget, moving).complete;
  };

  /** Calls `observer` after every frame drawn; returns the function that stops it. */
  observe(observer: (frame: ViewFrame) => void): () => void {
    this.observers.add(observer);
    this.request();
    return () => this.observers.delete(observer);
  }

  /** Draws the board's overview at `scale` CSS pixels per mm (the minimap); false while part of it is not rendered yet. */
  drawOverview(context: CanvasRenderingContext2D, scale: number, pixelRatio: number): boolean {
    return this.raster.drawOverview(context, scale, pixelRatio);
  }

  /** Moves the view so that `point` is in its middle, as a pan does (the minimap). */
  moveTo(point: PointMm): void {
    this.centre = point;
    this.moved();
  }

  setScene(items: readonly DisplayItem[], patterns: Readonly<Record<string, PatternTile>>, bounds: RectMm, grid?: GridItems, redrawn?: Redrawn): void {
    this.raster.setScene(items, patterns, bounds, grid, redrawn);
    this.request();
  }

  setSize(size: { width: number; height: number }): void {
    this.size = size;
    this.request();
  }

  /** Zooms to `scale` keeping the centre (the menu's zoom commands, fitting). */
  setScale(scale: number): void {
    if (scale <= 0 || scale === this.scale) return;
    this.scale = scale;
    this.request();
  }

  centreOn(point: PointMm): void {
    this.centre = point;
    this.request();
  }

  private moved(): void {
    this.movingUntil = performance.now() + MOVING_MS;
    this.request();
  }

  panBy(dx: number, dy: number): void {
    this.centre = { x: this.centre.x - dx / this.scale, y: this.centre.y - dy / this.scale };
    this.moved();
  }

  zoomAt(factor: number, x: number, y: number): void {
    const next = zoomedScale(this.scale, factor);
    if (next === this.scale || this.scale <= 0) return;
    this.centre = zoomAbout(this.centre, this.scale, next, { x, y }, this.size);
    this.scale = next;
    this.moved();
    clearTimeout(this.zoomReport);
    this.zoomReport = setTimeout(() => this.listeners.onScaleChange?.(this.scale), ZOOM_REPORT_MS);
  }
}
