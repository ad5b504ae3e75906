/**
 * The board a playtest draws under its counters: the print engine's scene of the board as it stands
 * in the game. The counters are not in it (the board draws them over it, from the presenter), so
 * the scene is told where they are: the zones' names then go where no counter stands, as they do
 * in the editor and on paper, and move aside as the pieces move.
 */
import type { BoardKernel, RectMm } from '../../engine/board/types';
import type { PrintSource } from '../../engine/print';
import { buildBoardScene } from '../../engine/print/board-scene';
import { PatternBook } from '../../engine/print/patterns';
import { shareSpot, spotOf, stackSpot, type Spot } from '../../engine/print/places';
import { placeKey } from '../../engine/rules/core/places';
import { textWidthMm } from '../../engine/print/text';
import type { MarkerView, PieceView } from '../../engine/rules/core/presenter';
import type { Scenario } from '../../engine/scenario/types';
import type { CanvasScene } from '../document/boardScene';

const square = (spot: Spot): RectMm => ({ x: spot.x - spot.size / 2, y: spot.y - spot.size / 2, width: spot.size, height: spot.size });

/** What a unit of models takes on a free table: its bases, and its name above them (as PieceCounter draws it). */
function basesBox(piece: PieceView, spot: Spot): RectMm[] {
  const bases = piece.bases ?? [];
  const boxes = bases.map((base) => ({ x: base.x - base.radiusMm, y: base.y - base.radiusMm, width: base.radiusMm * 2, height: base.radiusMm * 2 }));
  const top = Math.min(...boxes.map((box) => box.y));
  const width = textWidthMm(piece.short, spot.size * 0.55, true);
  return [...boxes, { x: spot.x - width / 2, y: top - spot.size * 0.7, width, height: spot.size * 0.7 }];
}

/**
 * The cells where the board draws a token's counter (a ladder, a siege tower, a bomb): the pieces
 * standing there are laid over it. A hidden token is not drawn, so it covers nothing.
 */
export function coveredCells(kernel: BoardKernel, scenario: Scenario): ReadonlySet<number> {
  const cells = new Set<number>();
  if (kernel.kind !== 'square' && kernel.kind !== 'hex') return cells;
  for (const token of scenario.board.tokens ?? []) {
    if (token.hidden || !('col' in token.at)) continue;
    const index = kernel.indexOf(token.at);
    if (index >= 0) cells.add(index);
  }
  return cells;
}

/**
 * Where each piece is drawn: pieces sharing a place share its spot, each in its own part of it; a
 * piece alone on a token's counter is laid over it offset, so that the counter beneath still shows.
 */
export function pieceSpots(kernel: BoardKernel, pieces: readonly PieceView[], covered: ReadonlySet<number>): ReadonlyMap<string, Spot> {
  const byPlace = new Map<string, string[]>();
  for (const piece of pieces) {
    const key = placeKey(piece.place);
    const sharing = byPlace.get(key);
    if (sharing) sharing.push(piece.id);
    else byPlace.set(key, [piece.id]);
  }
  const spots = new Map<string, Spot>();
  for (const piece of pieces) {
    const spot = spotOf(kernel, piece.place);
    if (!spot) continue;
    const sharing = byPlace.get(placeKey(piece.place)) ?? [];
    const { place } = piece;
    if (sharing.length === 1 && place.kind === 'cell' && !place.part && covered.has(place.cell)) {
      spots.set(piece.id, stackSpot(spot));
      continue;
    }
    // A crowded area (a system's fleets) spreads its counters half again past its disc, to keep them readable.
    const room = kernel.kind === 'area' && sharing.length > 2 ? { ...spot, size: spot.size * 1.5 } : spot;
    spots.set(piece.id, shareSpot(room, sharing.length)[sharing.indexOf(piece.id)] ?? room);
  }
  return spots;
}

/** The boxes, in millimetres, of the counters and markers the playtest board draws over the scene. */
export function counterBoxes(kernel: BoardKernel, pieces: readonly PieceView[], markers: readonly MarkerView[]): RectMm[] {
  const boxes: RectMm[] = [];
  for (const piece of pieces) {
    const spot = spotOf(kernel, piece.place);
    if (!spot) continue;
    // Pieces sharing a place share its spot: the whole of it is taken.
    boxes.push(...(piece.bases && piece.bases.length > 0 ? basesBox(piece, spot) : [square(spot)]));
  }
  // A place with a marker is kept clear as one with a token is in the editor; a marker's true-size
  // figure (a blast, a zone of watch) is a pale shape a name may cross.
  for (const marker of markers) {
    const spot = marker.figure ? null : spotOf(kernel, marker.place);
    if (spot) boxes.push(square(spot));
  }
  return boxes;
}

export function playtestScene(source: PrintSource, kernel: BoardKernel, pieces: readonly PieceView[], markers: readonly MarkerView[]): CanvasScene {
  const patterns = new PatternBook();
  const built = buildBoardScene(source, { labels: true, showHidden: false, keepClear: counterBoxes(kernel, pieces, markers) }, patterns);
  return { items: built.items, patterns: patterns.all() };
}
