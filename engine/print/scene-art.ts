/**
 * The designer's images on the board: a scan under the whole board, placed by two reference
 * points; each tile's face over its footprint, turned with the tile; a terrain kind's image in
 * each of its cells. Only images the host could read are drawn; the others leave the vector
 * drawing (fills and symbols) in their place.
 */
import type { Cell, CellKernel, PointMm, RectMm } from '../board/types';
import type { ArtAnchor, PointPosition } from '../scenario/types';
import { footprintOf } from '../scenario/index';
import { artAspect, artItems, type Art } from './art';
import type { BoardModel } from './board-model';
import type { DisplayItem, Matrix, Subpath } from './display-list';
import { artFor } from './faces';

const isCell = (point: PointPosition | Cell): point is Cell => 'col' in point;

/** A board point in millimetres: a cell's centre, or a point in the board's unit. */
function boardPointMm(model: BoardModel, point: PointPosition | Cell): PointMm | null {
  if (isCell(point)) return model.kind === 'cells' ? model.kernel.cellToMm(point) : null;
  return model.kind === 'free' ? model.kernel.pointToMm(point) : { x: point.x, y: point.y };
}

/**
 * The matrix taking the image's unit square onto the board so that its two anchors land on their
 * board points: scaled and turned about them (a similarity), never sheared.
 */
export function anchoredMatrix(art: Art, anchors: readonly [ArtAnchor, ArtAnchor], model: BoardModel): Matrix | null {
  const [first, second] = anchors;
  const p = boardPointMm(model, first.board);
  const q = boardPointMm(model, second.board);
  if (!p || !q) return null;
  const size = art.kind === 'raster' ? { width: art.image.widthPx, height: art.image.heightPx } : { width: art.vector.box.width, height: art.vector.box.height };
  const origin = art.kind === 'raster' ? { x: 0, y: 0 } : { x: art.vector.box.x, y: art.vector.box.y };
  // Image points in the unit square.
  const u1 = { x: (first.image.x - origin.x) / size.width, y: (first.image.y - origin.y) / size.height };
  const u2 = { x: (second.image.x - origin.x) / size.width, y: (second.image.y - origin.y) / size.height };
  // Work in image pixels so the similarity keeps the image's proportions.
  const dx = (u2.x - u1.x) * size.width;
  const dy = (u2.y - u1.y) * size.height;
  const bx = q.x - p.x;
  const by = q.y - p.y;
  const length = dx * dx + dy * dy;
  if (length === 0) return null;
  // z = (bx + i by) / (dx + i dy): scale and turn per image pixel.
  const re = (bx * dx + by * dy) / length;
  const im = (by * dx - bx * dy) / length;
  const a = re * size.width;
  const b = im * size.width;
  const c = -im * size.height;
  const d = re * size.height;
  return [a, b, c, d, p.x - (a * u1.x + c * u1.y), p.y - (b * u1.x + d * u1.y)];
}

/** The scan under the board, or nothing. */
export function backgroundItems(model: BoardModel): DisplayItem[] {
  const { scenario, art } = model.source;
  const background = scenario.art?.background;
  const image = background ? art?.get(background.image) : undefined;
  if (!background || !image) return [];
  const bounds = boundsOf(model);
  const opacity = background.opacity ?? 1;
  const clip: Subpath = { points: [{ x: bounds.x, y: bounds.y }, { x: bounds.x + bounds.width, y: bounds.y }, { x: bounds.x + bounds.width, y: bounds.y + bounds.height }, { x: bounds.x, y: bounds.y + bounds.height }], closed: true };
  const matrix = background.anchors ? anchoredMatrix(image, background.anchors, model) : null;
  if (!matrix) return artItems(image, bounds, 'stretch', { clip: [clip], opacity });
  if (image.kind === 'raster') return [{ kind: 'group', clip: [clip], items: [{ kind: 'image', image: image.id, matrix, ...(opacity < 1 ? { opacity } : {}) }] }];
  // Vector scans: the same matrix through artItems' box form, from the unit square's corners.
  const corner = (u: number, v: number) => ({ x: matrix[0] * u + matrix[2] * v + matrix[4], y: matrix[1] * u + matrix[3] * v + matrix[5] });
  const a = corner(0, 0);
  const b = corner(1, 1);
  return artItems(image, { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), width: Math.abs(b.x - a.x), height: Math.abs(b.y - a.y) }, 'stretch', { clip: [clip], opacity });
}

function boundsOf(model: BoardModel): RectMm {
  return model.kernel.boundsMm();
}

/** Each tile's face over its footprint, turned with it. */
export function tileArtItems(model: BoardModel & { kind: 'cells' }): DisplayItem[] {
  const { scenario, ruleset, art } = model.source;
  if (!art || !scenario.art?.tiles) return [];
  const kernel = model.kernel as CellKernel;
  const library = ruleset.tiles ?? {};
  const items: DisplayItem[] = [];
  for (const placement of scenario.board.tiles ?? []) {
    const tile = Object.hasOwn(library, placement.tile) ? library[placement.tile] : undefined;
    const image = tile ? artFor(scenario, art, 'tiles', placement.tile) : null;
    if (!tile || !image) continue;
    const print = footprintOf(placement, tile);
    const cells: Subpath[] = [];
    const xs: number[] = [];
    const ys: number[] = [];
    for (let row = print.row; row < print.row + print.rows; row++) {
      for (let col = print.col; col < print.col + print.columns; col++) {
        if (kernel.indexOf({ col, row }) < 0) continue;
        const points = kernel.cellPolygonMm({ col, row });
        cells.push({ points, closed: true });
        for (const point of points) {
          xs.push(point.x);
          ys.push(point.y);
        }
      }
    }
    if (cells.length === 0) continue;
    const box = { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
    items.push(...artItems(image, box, 'stretch', { rotation: placement.rotation ?? 0, clip: cells }));
  }
  return items;
}

/** A terrain kind's image in one cell (or shape): covering its box, clipped to its outline. */
export function terrainArtItems(image: Art, outline: Subpath): DisplayItem[] {
  const xs = outline.points.map((point) => point.x);
  const ys = outline.points.map((point) => point.y);
  const box = { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
  if (box.width <= 0 || box.height <= 0 || artAspect(image) <= 0) return [];
  return artItems(image, box, 'cover', { clip: [outline] });
}
