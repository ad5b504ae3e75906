/**
 * Draws what the tools show over the board, in board millimetres under the view's transform: the
 * selection, the preview of a stroke or a drag, hidden pieces (dashed), derived rooms while zones
 * are painted, and the handles of a selected polygon. One canvas pass per frame, no Konva node per
 * item, so a 50-cell stroke costs the same frame time as a 1-cell one.
 */
import type { BoardKernel, Cell, CellKernel, PointMm } from '../../../engine/board/types';
import type { DisplayItem, PatternTile } from '../../../engine/print';
import { PatternBook } from '../../../engine/print/patterns';
import { own } from '../../../engine/scenario/lookup';
import type { RulesetData } from '../../../engine/scenario/types';
import { drawItems, type PatternCache } from '../../canvas/drawDisplayList';
import type { Selection } from '../selection';
import { shapeOf, type ItemShape } from './itemShapes';
import type { BoardContext, Preview } from './types';

/** User Timing mark set each time a stroke preview is drawn, with the number of cells in `detail` (bench/canvas.bench.ts). */
export const STROKE_PREVIEW_MARK = 'skirmish:stroke-preview';

const SELECTION = '#1f6feb';
const ERASE = '#a4161a';
const HIDDEN = '#5a3e8c';

export interface OverlayState {
  readonly board: BoardContext;
  readonly ruleset: RulesetData | undefined;
  readonly selection: Selection;
  readonly preview: Preview | null;
  /** Pixels per millimetre: lines keep the same width on screen at every zoom. */
  readonly scale: number;
  /** Ids of tokens and units laid face down. */
  readonly hidden: ReadonlySet<string>;
  /** Rooms found from the walls, shown while painting zones; null otherwise. */
  readonly rooms: readonly (readonly Cell[])[] | null;
  /** Handles of a selected free-table polygon, in board mm. */
  readonly handles: { readonly rotate: PointMm; readonly resize: PointMm } | null;
  /** A ruler's distance as the language writes it: "12.5 in", « 12,5 po ». */
  readonly reading: (value: number, unit: string) => string;
}

const cellKernel = (kernel: BoardKernel): CellKernel | null => (kernel.kind === 'square' || kernel.kind === 'hex' ? kernel : null);

function traceCells(context: CanvasRenderingContext2D, kernel: CellKernel, cells: readonly Cell[], offset: PointMm = { x: 0, y: 0 }): void {
  context.beginPath();
  for (const cell of cells) {
    const corners = kernel.cellPolygonMm(cell);
    corners.forEach((p, i) => (i === 0 ? context.moveTo(p.x + offset.x, p.y + offset.y) : context.lineTo(p.x + offset.x, p.y + offset.y)));
    context.closePath();
  }
}

/** Fills and patterns of terrain kinds, as the board scene draws them. */
class TerrainLook {
  private readonly book = new PatternBook();
  private readonly cache: PatternCache = new Map();

  constructor(private readonly ruleset: RulesetData | undefined) {}

  draw(context: CanvasRenderingContext2D, kernel: CellKernel, cells: readonly Cell[], kind: string): void {
    const terrain = own(this.ruleset?.terrain, kind);
    const fill = this.book.fill(terrain?.pattern, terrain?.colour ?? '#cccccc');
    const item: DisplayItem = { kind: 'path', path: cells.map((cell) => ({ points: kernel.cellPolygonMm(cell), closed: true })), fill };
    const tiles: Readonly<Record<string, PatternTile>> = this.book.all();
    drawItems(context, [item], tiles, this.cache);
  }
}

const looks = new WeakMap<RulesetData, TerrainLook>();
function lookOf(ruleset: RulesetData | undefined): TerrainLook {
  if (!ruleset) return new TerrainLook(undefined);
  let look = looks.get(ruleset);
  if (!look) looks.set(ruleset, (look = new TerrainLook(ruleset)));
  return look;
}

function traceShape(context: CanvasRenderingContext2D, kernel: CellKernel | null, shape: ItemShape, offset: PointMm, pad: number): void {
  switch (shape.kind) {
    case 'box':
      context.beginPath();
      if (shape.round) context.arc(shape.centre.x + offset.x, shape.centre.y + offset.y, shape.halfWidth + pad, 0, Math.PI * 2);
      else context.rect(shape.centre.x - shape.halfWidth - pad + offset.x, shape.centre.y - shape.halfHeight - pad + offset.y, (shape.halfWidth + pad) * 2, (shape.halfHeight + pad) * 2);
      return;
    case 'disc':
      context.beginPath();
      context.arc(shape.centre.x + offset.x, shape.centre.y + offset.y, shape.radius + pad, 0, Math.PI * 2);
      return;
    case 'segment':
      context.beginPath();
      context.moveTo(shape.a.x + offset.x, shape.a.y + offset.y);
      context.lineTo(shape.b.x + offset.x, shape.b.y + offset.y);
      return;
    case 'polygon':
      context.beginPath();
      shape.points.forEach((p, i) => (i === 0 ? context.moveTo(p.x + offset.x, p.y + offset.y) : context.lineTo(p.x + offset.x, p.y + offset.y)));
      context.closePath();
      return;
    case 'cells':
      if (kernel) traceCells(context, kernel, shape.cells, offset);
      return;
  }
}

const ROOM_TINTS = ['#e76f51', '#2a9d8f', '#e9c46a', '#8e5ea2', '#f4a261', '#457b9d', '#6a994e', '#bc4749'];

function drawRooms(context: CanvasRenderingContext2D, kernel: CellKernel, rooms: readonly (readonly Cell[])[]): void {
  // Open ground the walls leave as one room around the others is the largest by far: left untinted.
  const largest = rooms.reduce((best, room, i) => (room.length > (rooms[best]?.length ?? 0) ? i : best), 0);
  const cells = rooms.reduce((sum, room) => sum + room.length, 0);
  rooms.forEach((room, i) => {
    if (i === largest && rooms.length > 1 && room.length * 2 > cells) return;
    traceCells(context, kernel, room);
    context.globalAlpha = 0.22;
    context.fillStyle = ROOM_TINTS[i % ROOM_TINTS.length] as string;
    context.fill();
    context.globalAlpha = 1;
  });
}

export function paintOverlay(context: CanvasRenderingContext2D, state: OverlayState): void {
  const { board, preview, selection } = state;
  const kernel = cellKernel(board.kernel);
  const px = 1 / Math.max(1e-6, state.scale);
  context.save();
  context.lineJoin = 'round';
  context.lineCap = 'round';

  if (kernel && state.rooms) drawRooms(context, kernel, state.rooms);

  // Pieces on cells off the board: beside its edge, in warning colours, with their name, to be dragged back on.
  for (const piece of board.pieces) {
    if (!piece.offBoard) continue;
    const { centre, halfWidth, halfHeight } = piece;
    context.beginPath();
    context.rect(centre.x - halfWidth, centre.y - halfHeight, halfWidth * 2, halfHeight * 2);
    context.fillStyle = '#fff4f2';
    context.fill();
    context.setLineDash([4 * px, 3 * px]);
    context.strokeStyle = ERASE;
    context.lineWidth = 2 * px;
    context.stroke();
    context.setLineDash([]);
    const size = Math.min(halfHeight * 0.7, 14 * px);
    context.fillStyle = ERASE;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.font = `bold ${size}px "DejaVu Sans", sans-serif`;
    context.fillText('⚠', centre.x, centre.y - halfHeight * 0.35);
    context.font = `${size * 0.7}px "DejaVu Sans", sans-serif`;
    context.fillText(piece.offBoard.label, centre.x, centre.y + halfHeight * 0.4, halfWidth * 1.9);
  }
  context.textAlign = 'start';
  context.textBaseline = 'alphabetic';

  // Pieces laid face down: a dashed ring, so the designer sees what opponents will not.
  context.setLineDash([4 * px, 3 * px]);
  context.strokeStyle = HIDDEN;
  context.lineWidth = 2 * px;
  for (const piece of board.pieces) {
    if (!state.hidden.has(piece.id)) continue;
    traceShape(context, kernel, { kind: 'box', centre: piece.centre, halfWidth: piece.halfWidth, halfHeight: piece.halfHeight, round: piece.round }, { x: 0, y: 0 }, 2.5 * px);
    context.stroke();
  }
  context.setLineDash([]);

  const cells = preview?.cells;
  if (kernel && cells && cells.cells.length > 0) {
    if (cells.terrain !== undefined) lookOf(state.ruleset).draw(context, kernel, cells.cells, cells.terrain);
    traceCells(context, kernel, cells.cells);
    context.globalAlpha = cells.terrain !== undefined ? 1 : 0.35;
    if (cells.terrain === undefined) {
      context.fillStyle = cells.erase ? '#ffffff' : (cells.colour ?? SELECTION);
      context.fill();
    }
    context.globalAlpha = 1;
    context.strokeStyle = cells.erase ? ERASE : (cells.colour ?? SELECTION);
    context.lineWidth = 1.5 * px;
    if (cells.erase) context.setLineDash([4 * px, 3 * px]);
    context.stroke();
    context.setLineDash([]);
    performance.mark(STROKE_PREVIEW_MARK, { detail: cells.cells.length });
  }

  const offset = preview?.offset ?? { x: 0, y: 0 };
  const moving = preview?.offset !== undefined;
  const ink = preview?.offBoard ? ERASE : SELECTION;
  for (const item of (moving && preview?.moving) || selection.items) {
    const shape = shapeOf(board, item);
    if (!shape) continue;
    if (moving) {
      // Where it stands now stays outlined; the ghost shows where it lands.
      traceShape(context, kernel, shape, { x: 0, y: 0 }, 2 * px);
      context.strokeStyle = SELECTION;
      context.lineWidth = 1.5 * px;
      context.stroke();
      if (kernel && shape.kind === 'box' && !preview?.offBoard) {
        const cell = kernel.mmToCell({ x: shape.centre.x + offset.x, y: shape.centre.y + offset.y });
        if (cell) {
          traceCells(context, kernel, [cell]);
          context.strokeStyle = SELECTION;
          context.lineWidth = 2 * px;
          context.stroke();
        }
      }
    }
    traceShape(context, kernel, shape, offset, 2 * px);
    context.strokeStyle = ink;
    context.lineWidth = (shape.kind === 'segment' ? 6 : 2.5) * px;
    if (moving) context.setLineDash([5 * px, 4 * px]);
    context.stroke();
    context.setLineDash([]);
    if (moving || shape.kind === 'cells' || shape.kind === 'polygon') {
      context.globalAlpha = moving ? 0.35 : 0.12;
      context.fillStyle = ink;
      context.fill();
      context.globalAlpha = 1;
    }
    if (moving && preview?.offBoard && (shape.kind === 'box' || shape.kind === 'disc')) {
      // A no-entry bar across the ghost: it cannot be dropped here.
      const centre = { x: shape.centre.x + offset.x, y: shape.centre.y + offset.y };
      const r = (shape.kind === 'box' ? Math.max(shape.halfWidth, shape.halfHeight) : shape.radius) * 0.8;
      context.beginPath();
      context.moveTo(centre.x - r, centre.y + r);
      context.lineTo(centre.x + r, centre.y - r);
      context.strokeStyle = ERASE;
      context.lineWidth = 3 * px;
      context.stroke();
    }
  }
  if (kernel) {
    for (const key of selection.cells) {
      const cell = kernel.cellOfKey(key);
      if (!cell) continue;
      traceCells(context, kernel, [cell]);
      context.strokeStyle = SELECTION;
      context.lineWidth = 2.5 * px;
      context.stroke();
    }
  }

  const edges = preview?.edges;
  if (kernel && edges) {
    context.beginPath();
    for (const key of edges.keys) {
      if (!kernel.isEdge(key)) continue;
      const { a, b } = kernel.edgeSegmentMm(key);
      context.moveTo(a.x, a.y);
      context.lineTo(b.x, b.y);
    }
    context.strokeStyle = edges.erase ? ERASE : edges.colour;
    context.lineWidth = 5 * px;
    if (edges.erase) context.setLineDash([5 * px, 4 * px]);
    context.stroke();
    context.setLineDash([]);
  }

  const line = preview?.line;
  if (line && line.points.length > 0) {
    context.beginPath();
    line.points.forEach((p, i) => (i === 0 ? context.moveTo(p.x, p.y) : context.lineTo(p.x, p.y)));
    if (line.closed) context.closePath();
    context.strokeStyle = SELECTION;
    context.lineWidth = 2 * px;
    context.setLineDash([6 * px, 4 * px]);
    context.stroke();
    context.setLineDash([]);
    for (const p of line.points) {
      context.beginPath();
      context.arc(p.x, p.y, 3 * px, 0, Math.PI * 2);
      context.fillStyle = SELECTION;
      context.fill();
    }
  }

  if (preview?.measure) {
    const { at, value, unit } = preview.measure;
    const text = state.reading(value, unit);
    context.font = `bold ${13 * px}px "DejaVu Sans", sans-serif`;
    const width = context.measureText(text).width;
    context.fillStyle = 'rgba(255,253,248,0.92)';
    context.fillRect(at.x + 8 * px, at.y - 20 * px, width + 8 * px, 18 * px);
    context.fillStyle = SELECTION;
    context.fillText(text, at.x + 12 * px, at.y - 6 * px);
  }

  if (preview?.marquee) {
    const { x, y, width, height } = preview.marquee;
    context.beginPath();
    context.rect(x, y, width, height);
    context.globalAlpha = 0.1;
    context.fillStyle = SELECTION;
    context.fill();
    context.globalAlpha = 1;
    context.strokeStyle = SELECTION;
    context.lineWidth = 1 * px;
    context.setLineDash([4 * px, 3 * px]);
    context.stroke();
    context.setLineDash([]);
  }

  if (kernel && preview?.hover) {
    traceCells(context, kernel, [preview.hover]);
    context.strokeStyle = 'rgba(31,111,235,0.8)';
    context.lineWidth = 1.5 * px;
    context.stroke();
  }

  if (state.handles && !moving) {
    for (const handle of [state.handles.rotate, state.handles.resize]) {
      context.beginPath();
      context.arc(handle.x, handle.y, 5 * px, 0, Math.PI * 2);
      context.fillStyle = '#ffffff';
      context.fill();
      context.strokeStyle = SELECTION;
      context.lineWidth = 2 * px;
      context.stroke();
    }
  }
  context.restore();
}
