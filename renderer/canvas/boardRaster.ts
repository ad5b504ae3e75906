/**
 * The static board layer as a cache of raster tiles. The display list is drawn once per tile and
 * zoom bucket; panning and zooming then only copy tiles to the screen. Missing tiles of the view are
 * rendered within a time budget per frame, nearest the centre first, while tiles of a neighbouring
 * zoom, a low-resolution overview of the whole board, or the tiles of the previous scene stand in
 * for them, so a frame never waits for the whole board and never shows a hole. The overview and
 * the ring of tiles around the view are rendered ahead, in idle time.
 */
import type { RectMm } from '../../engine/board/types';
import type { DisplayItem, PatternTile } from '../../engine/print';
import { changedItems, itemBox, packedBoxes, type Box } from './displayBounds';
import { artSprite, decodedImage } from './artImages';
import { drawItems, type PatternCache } from './drawDisplayList';
import type { ViewTransform } from './hitTest';
import { levelFor, TILE_PX, tileMm, visibleTiles, type TileRange } from './tiles';

/** Texts below this many device pixels are not drawn: they would be unreadable smudges. */
const MIN_TEXT_PX = 3;
/** Symbols smaller than this many device pixels are not drawn: a speck, not a tree. */
const MIN_SYMBOL_PX = 5;
/** Lines thinner than this many device pixels are drawn this wide, so the grid of a zoomed-out board shows. */
const MIN_STROKE_PX = 0.6;
/** A pixel of overdraw around each tile, so scaled copies of neighbouring tiles meet without seams. */
const PAD = 1;
const TILE_CANVAS_PX = TILE_PX + 2 * PAD;
/** About 50 MB of tiles: a full-screen view at two zoom buckets, with room to pan. */
const MAX_TILES = 192;
/** The overview shows the whole board within this many pixels on its longer side (a few tiles). */
const OVERVIEW_PX = 512;
/** What a tile is expected to cost before one of its level has been timed. */
const FIRST_TILE_COST_MS = 2;

interface Tile {
  readonly canvas: HTMLCanvasElement;
  readonly level: number;
  readonly tx: number;
  readonly ty: number;
  /** The scene generation drawn; STALE when an edit touched the tile since. */
  generation: number;
}

const STALE = -1;
/** Tiles a frame may render while the view moves, whatever their expected cost: scaled stand-ins show meanwhile. */
const MOVING_TILES_PER_FRAME = 2;
/** Past this many changed items a new scene refreshes every tile: checking each item against each tile would cost more. */
const MAX_CHANGED_ITEMS = 5000;

export interface RasterFrame {
  /** True when every tile of the view is up to date. */
  readonly complete: boolean;
  readonly tilesRendered: number;
}

const keyOf = (level: number, tx: number, ty: number) => `${level}:${tx}:${ty}`;

/** The grid's items and the side of a cell: cells narrower than MIN_GRID_PX are drawn without it. */
export interface GridItems {
  readonly items: { has(item: DisplayItem): boolean };
  readonly cellMm: number;
}

/** Items drawn again as whole chunks where only some cells changed: the tiles of those cells are the only ones to refresh. */
export interface Redrawn {
  readonly cells: readonly RectMm[];
  readonly chunked: ReadonlySet<DisplayItem>;
}

/** Device pixels a cell needs for its grid to show as a grid rather than a grey moiré. */
const MIN_GRID_PX = 4;

export class BoardRaster {
  private items: readonly DisplayItem[] = [];
  private boxes: Float64Array = new Float64Array(0);
  private patterns: Readonly<Record<string, PatternTile>> = {};
  private bounds: RectMm = { x: 0, y: 0, width: 0, height: 0 };
  private grid: GridItems = { items: new Set(), cellMm: 0 };
  private generation = 0;
  private readonly tiles = new Map<string, Tile>();
  private readonly spare: HTMLCanvasElement[] = [];
  /** Pattern ids name their colours, so rasterised pattern tiles (and tiles painted with them) stay valid across scenes. */
  private readonly patternCache: PatternCache = new Map();
  /** Recent time to render a tile, per level: a tile is started only when it should end before the deadline. */
  private readonly tileCost = new Map<number, number>();

  /** Bumped whenever a tile of the overview is rendered: the minimap redraws its thumbnail then. */
  overviewVersion = 0;

  /**
   * A new scene. Items the previous scene had too (the very same objects: the board scene keeps what
   * an edit did not change) need no redraw: only the tiles under changed items are refreshed, the
   * others stay as they are. Outdated tiles are still shown until redrawn.
   */
  setScene(items: readonly DisplayItem[], patterns: Readonly<Record<string, PatternTile>>, bounds: RectMm, grid: GridItems = { items: new Set(), cellMm: 0 }, redrawn?: Redrawn): void {
    // The grid left out of small cells comes back when the grid changes: compare which items it has.
    const gridChanged = grid.cellMm !== this.grid.cellMm;
    this.grid = grid;
    const moved = bounds.x !== this.bounds.x || bounds.y !== this.bounds.y || bounds.width !== this.bounds.width || bounds.height !== this.bounds.height;
    if (moved) this.clear();
    const changed = moved || gridChanged ? null : changedItems(this.items, items, MAX_CHANGED_ITEMS);
    this.boxes = packedBoxes(items, { items: this.items, boxes: this.boxes });
    this.items = items;
    this.patterns = patterns;
    this.bounds = bounds;
    if (changed === null) this.generation++;
    else {
      // Chunks of terrain and labels changed as objects, but only where their cells did.
      const boxes = (redrawn ? changed.filter((item) => !redrawn.chunked.has(item)) : changed).map(itemBox);
      for (const cell of redrawn?.cells ?? []) boxes.push({ x0: cell.x, y0: cell.y, x1: cell.x + cell.width, y1: cell.y + cell.height });
      if (boxes.length > 0) this.invalidate(boxes);
    }
  }

  /** Marks stale every tile that one of `boxes` (board mm) reaches. */
  private invalidate(boxes: readonly Box[]): void {
    for (const tile of this.tiles.values()) {
      if (tile.generation !== this.generation) continue;
      const size = tileMm(tile.level);
      const pad = PAD / tile.level;
      const left = this.bounds.x + tile.tx * size - pad;
      const top = this.bounds.y + tile.ty * size - pad;
      const right = left + size + 2 * pad;
      const bottom = top + size + 2 * pad;
      if (boxes.some((box) => box.x0 <= right && box.x1 >= left && box.y0 <= bottom && box.y1 >= top)) tile.generation = STALE;
    }
  }

  clear(): void {
    for (const tile of this.tiles.values()) this.recycle(tile.canvas);
    this.tiles.clear();
  }

  private overviewLevel(): number {
    return levelFor(OVERVIEW_PX / Math.max(this.bounds.width, this.bounds.height, 1e-6));
  }

  private recycle(canvas: HTMLCanvasElement): void {
    if (this.spare.length < 16) this.spare.push(canvas);
  }

  private canvas(): HTMLCanvasElement {
    const canvas = this.spare.pop() ?? document.createElement('canvas');
    canvas.width = TILE_CANVAS_PX;
    canvas.height = TILE_CANVAS_PX;
    return canvas;
  }

  /**
   * The expected time to render a tile of `level`: its recent cost, or else that of the nearest level
   * timed, scaled by the board area a tile covers (four times as much per halving of the zoom).
   */
  private expectedCost(level: number): number {
    const known = this.tileCost.get(level);
    if (known !== undefined) return known;
    let nearest: number | undefined;
    for (const timed of this.tileCost.keys()) if (nearest === undefined || Math.abs(Math.log(timed / level)) < Math.abs(Math.log(nearest / level))) nearest = timed;
    return nearest === undefined ? FIRST_TILE_COST_MS : (this.tileCost.get(nearest) as number) * (nearest / level) ** 2;
  }

  /** Whether a tile of `level` should be done before the deadline, going by the last ones. */
  private affordable(level: number, deadline: number): boolean {
    return performance.now() + this.expectedCost(level) <= deadline;
  }

  /** Whether a frame that rendered `rendered` tiles so far renders one more of `level`. */
  private mayRender(level: number, deadline: number, rendered: number, moving: boolean): boolean {
    if (moving) return rendered < MOVING_TILES_PER_FRAME && this.affordable(level, deadline);
    return rendered === 0 || this.affordable(level, deadline);
  }

  /** Renders a tile and keeps the time it took for the next decisions. */
  private render(level: number, tx: number, ty: number): Tile {
    const start = performance.now();
    const tile = this.paint(level, tx, ty);
    const spent = performance.now() - start;
    const known = this.tileCost.get(level);
    this.tileCost.set(level, known === undefined ? spent : known * 0.7 + spent * 0.3);
    return tile;
  }

  /** Draws the items reaching one tile into its canvas. */
  private paint(level: number, tx: number, ty: number): Tile {
    const key = keyOf(level, tx, ty);
    const existing = this.tiles.get(key);
    const canvas = existing?.canvas ?? this.canvas();
    const context = canvas.getContext('2d');
    const size = tileMm(level);
    const x0 = this.bounds.x + tx * size;
    const y0 = this.bounds.y + ty * size;
    if (context) {
      context.setTransform(1, 0, 0, 1, 0, 0);
      context.clearRect(0, 0, TILE_CANVAS_PX, TILE_CANVAS_PX);
      context.setTransform(level, 0, 0, level, PAD - x0 * level, PAD - y0 * level);
      const pad = PAD / level;
      const [left, top, right, bottom] = [x0 - pad, y0 - pad, x0 + size + pad, y0 + size + pad];
      const reaching: DisplayItem[] = [];
      const boxes = this.boxes;
      const gridless = this.grid.cellMm * level < MIN_GRID_PX;
      for (let i = 0; i < this.items.length; i++) {
        const b = i * 4;
        if ((boxes[b] as number) <= right && (boxes[b + 2] as number) >= left && (boxes[b + 1] as number) <= bottom && (boxes[b + 3] as number) >= top) {
          const item = this.items[i] as DisplayItem;
          if (!gridless || !this.grid.items.has(item)) reaching.push(item);
        }
      }
      drawItems(context, reaching, this.patterns, this.patternCache, { minTextMm: MIN_TEXT_PX / level, minStrokeMm: MIN_STROKE_PX / level, minSymbolMm: MIN_SYMBOL_PX / level, images: decodedImage, sprites: artSprite, view: { x0: left, y0: top, x1: right, y1: bottom } });
    }
    const tile = existing ?? { canvas, level, tx, ty, generation: 0 };
    tile.generation = this.generation;
    if (level === this.overviewLevel()) this.overviewVersion++;
    this.tiles.delete(key);
    this.tiles.set(key, tile);
    return tile;
  }

  /** A cached tile, marked as recently used; undefined when there is none. */
  private cached(level: number, tx: number, ty: number): Tile | undefined {
    const key = keyOf(level, tx, ty);
    const tile = this.tiles.get(key);
    if (tile) {
      this.tiles.delete(key);
      this.tiles.set(key, tile);
    }
    return tile;
  }

  /** Every tile of the board at a level (used for the overview, a few tiles at most). */
  private wholeBoard(level: number): TileRange {
    const size = tileMm(level);
    return { tx0: 0, ty0: 0, tx1: Math.max(0, Math.ceil(this.bounds.width / size) - 1), ty1: Math.max(0, Math.ceil(this.bounds.height / size) - 1) };
  }

  private tilesOf(range: TileRange, centreX: number, centreY: number): [number, number][] {
    const list: [number, number][] = [];
    for (let ty = range.ty0; ty <= range.ty1; ty++) for (let tx = range.tx0; tx <= range.tx1; tx++) list.push([tx, ty]);
    return list.sort((a, b) => Math.hypot(a[0] - centreX, a[1] - centreY) - Math.hypot(b[0] - centreX, b[1] - centreY));
  }

  /**
   * Cached tiles of another level that together cover tile (tx, ty) of `level` (its part on the
   * board): a neighbouring zoom bucket, or else the overview. Null when no level has them all.
   */
  private standIn(level: number, tx: number, ty: number): [Tile, number, number, number][] | null {
    const size = tileMm(level);
    const right = Math.min((tx + 1) * size, this.bounds.width);
    const bottom = Math.min((ty + 1) * size, this.bounds.height);
    for (const other of [level * Math.SQRT1_2, level * Math.SQRT2, level / 2, level * 2, this.overviewLevel()]) {
      if (other === level) continue;
      const otherSize = tileMm(other);
      const first = { x: Math.floor((tx * size) / otherSize), y: Math.floor((ty * size) / otherSize) };
      const last = { x: Math.floor(right / otherSize - 1e-9), y: Math.floor(bottom / otherSize - 1e-9) };
      const found: [Tile, number, number, number][] = [];
      for (let oy = first.y; oy <= last.y; oy++) {
        for (let ox = first.x; ox <= last.x; ox++) {
          const tile = this.tiles.get(keyOf(other, ox, oy));
          if (tile) found.push([tile, other, ox, oy]);
        }
      }
      if (found.length === (last.x - first.x + 1) * (last.y - first.y + 1)) return found;
    }
    return null;
  }

  /** The screen rectangle of a tile, its corners snapped to device pixels so neighbours meet exactly. */
  private screenRect(level: number, tx: number, ty: number, view: ViewTransform, pixelRatio: number) {
    const size = tileMm(level);
    const snap = (value: number) => Math.round(value * pixelRatio) / pixelRatio;
    const left = snap((this.bounds.x + tx * size) * view.scale + view.x);
    const top = snap((this.bounds.y + ty * size) * view.scale + view.y);
    const right = snap((this.bounds.x + (tx + 1) * size) * view.scale + view.x);
    const bottom = snap((this.bounds.y + (ty + 1) * size) * view.scale + view.y);
    return { left, top, width: right - left, height: bottom - top };
  }

  private copy(context: CanvasRenderingContext2D, tile: Tile, level: number, tx: number, ty: number, view: ViewTransform, pixelRatio: number): void {
    const r = this.screenRect(level, tx, ty, view, pixelRatio);
    context.drawImage(tile.canvas, PAD, PAD, TILE_PX, TILE_PX, r.left, r.top, r.width, r.height);
  }

  /**
   * Draws the board for a view into `context` (CSS pixel units), rendering missing or outdated tiles
   * until `deadline` (a performance.now() time). A tile nothing can stand in for is rendered whatever
   * the deadline, so the first frame of a board is always whole. While the view `moving`, at most
   * MOVING_TILES_PER_FRAME others are rendered, so a tile whose cost was misjudged cannot take
   * several frames' time; at rest, at least one is, so tiles dearer than the budget still come.
   */
  draw(context: CanvasRenderingContext2D, view: ViewTransform, viewport: { width: number; height: number }, pixelRatio: number, deadline: number, moving = false): RasterFrame {
    if (this.bounds.width <= 0 || this.bounds.height <= 0 || view.scale <= 0) return { complete: true, tilesRendered: 0 };
    const level = levelFor(view.scale * pixelRatio);
    const range = visibleTiles(view, viewport, level, this.bounds);
    if (!range) return { complete: true, tilesRendered: 0 };
    const centre = { x: (range.tx0 + range.tx1) / 2, y: (range.ty0 + range.ty1) / 2 };
    let rendered = 0;
    let complete = true;
    const shown: [Tile, number, number][] = [];
    /** Tiles of other levels standing in for missing ones, each drawn once, by key. */
    const standIns = new Map<string, [Tile, number, number, number]>();
    for (const [tx, ty] of this.tilesOf(range, centre.x, centre.y)) {
      let tile = this.cached(level, tx, ty);
      if (tile && tile.generation === this.generation) {
        shown.push([tile, tx, ty]);
        continue;
      }
      const alternative = tile ? null : this.standIn(level, tx, ty);
      if ((!tile && !alternative) || this.mayRender(level, deadline, rendered, moving)) {
        tile = this.render(level, tx, ty);
        rendered++;
      } else complete = false;
      if (tile) shown.push([tile, tx, ty]);
      else for (const found of alternative ?? []) standIns.set(keyOf(found[1], found[2], found[3]), found);
    }
    // The overview is what stands in for tiles not rendered yet: it is made first, in frames.
    const overview = this.overviewLevel();
    for (const [tx, ty] of this.tilesOf(this.wholeBoard(overview), 0, 0)) {
      if (this.tiles.has(keyOf(overview, tx, ty))) continue;
      if (!this.mayRender(overview, deadline, rendered, moving)) {
        complete = false;
        break;
      }
      this.render(overview, tx, ty);
      rendered++;
    }
    // Stand-ins go under the tiles of the right level, coarsest first; whatever of them shows
    // outside their missing tiles is covered by those.
    for (const [tile, lv, ox, oy] of [...standIns.values()].sort((a, b) => a[1] - b[1])) this.copy(context, tile, lv, ox, oy, view, pixelRatio);
    for (const [tile, tx, ty] of shown) this.copy(context, tile, level, tx, ty, view, pixelRatio);
    this.evict(shown.length);
    return { complete, tilesRendered: rendered };
  }

  /**
   * Renders, until `deadline`, what the next frames will likely need: the overview of the whole
   * board, then the ring of tiles just outside the view. Meant for idle time between frames.
   * Returns true when nothing is left to do.
   */
  prefetch(view: ViewTransform, viewport: { width: number; height: number }, pixelRatio: number, deadline: number): boolean {
    if (this.bounds.width <= 0 || this.bounds.height <= 0 || view.scale <= 0) return true;
    const level = levelFor(view.scale * pixelRatio);
    const range = visibleTiles(view, viewport, level, this.bounds, 1);
    if (!range) return true;
    const overview = this.overviewLevel();
    const centre = { x: (range.tx0 + range.tx1) / 2, y: (range.ty0 + range.ty1) / 2 };
    const overviewTiles = this.tilesOf(this.wholeBoard(overview), 0, 0);
    const wanted = [...overviewTiles.map(([tx, ty]) => [overview, tx, ty] as const), ...this.tilesOf(range, centre.x, centre.y).map(([tx, ty]) => [level, tx, ty] as const)];
    let rendered = 0;
    for (const [lv, tx, ty] of wanted) {
      const tile = this.tiles.get(keyOf(lv, tx, ty));
      if (tile && tile.generation === this.generation) continue;
      // One tile per call whatever it costs: a tile dearer than any idle slice still gets done.
      if (rendered > 0 && !this.affordable(lv, deadline)) return false;
      this.render(lv, tx, ty);
      rendered++;
    }
    this.evict(wanted.length);
    return true;
  }

  /**
   * Draws the whole board's overview, `scale` CSS pixels per mm, from the top-left corner of the
   * board (the minimap's thumbnail). Only copies the tiles there are; returns whether all were.
   */
  drawOverview(context: CanvasRenderingContext2D, scale: number, pixelRatio: number): boolean {
    if (this.bounds.width <= 0 || this.bounds.height <= 0) return true;
    const level = this.overviewLevel();
    const view = { scale, x: -this.bounds.x * scale, y: -this.bounds.y * scale };
    let complete = true;
    for (const [tx, ty] of this.tilesOf(this.wholeBoard(level), 0, 0)) {
      const tile = this.tiles.get(keyOf(level, tx, ty));
      if (tile) this.copy(context, tile, level, tx, ty, view, pixelRatio);
      if (!tile || tile.generation !== this.generation) complete = false;
    }
    return complete;
  }

  /** Drops the least recently used tiles beyond the cap, never those this frame used. */
  private evict(inUse: number): void {
    const cap = Math.max(MAX_TILES, inUse);
    const overview = this.overviewLevel();
    for (const [key, tile] of this.tiles) {
      if (this.tiles.size <= cap) break;
      // The overview stands in for every tile not rendered yet (and draws the minimap): it stays.
      if (tile.level === overview) continue;
      this.tiles.delete(key);
      this.recycle(tile.canvas);
    }
  }
}
