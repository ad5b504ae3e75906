/**
 * Placing the background scan: the designer clicks on the board where the image's two reference
 * points lie, the first then the second; each click is marked with its number. Clicks are read
 * in board millimetres, like every tool's.
 */
import type Konva from 'konva';
import { Circle, Group, Rect, Text } from 'react-konva';
import type { PointMm, RectMm } from '../../engine/board/types';

interface Props {
  readonly bounds: RectMm;
  /** The points clicked so far, in board millimetres. */
  readonly points: readonly PointMm[];
  /** Marker size in millimetres (about a cell, a disc, an inch). */
  readonly sizeMm: number;
  readonly onPoint: (point: PointMm) => void;
}

export function AnchorOverlay({ bounds, points, sizeMm, onPoint }: Props) {
  // Clicks a little past the board count too: a scan's corner may lie just outside it.
  const margin = Math.max(bounds.width, bounds.height) * 0.1;
  const pick = (event: Konva.KonvaEventObject<MouseEvent | TouchEvent>) => {
    const point = event.target.getParent()?.getRelativePointerPosition();
    if (point) onPoint({ x: point.x, y: point.y });
  };
  return (
    <>
      {/* The press is the anchor's: the editing tool under it (select, brush) leaves it alone. */}
      <Rect name="anchor-surface" x={bounds.x - margin} y={bounds.y - margin} width={bounds.width + margin * 2} height={bounds.height + margin * 2} fill="rgba(0,0,0,0.001)" onPointerDown={(event) => event.evt.stopPropagation()} onClick={pick} onTap={pick} />
      {points.map((point, index) => (
        <Group key={index} name="anchor-point" x={point.x} y={point.y} listening={false}>
          <Circle radius={sizeMm * 0.35} fill="#a4161a" stroke="#ffffff" strokeWidth={sizeMm * 0.06} />
          <Text x={-sizeMm * 0.35} y={-sizeMm * 0.2} width={sizeMm * 0.7} align="center" text={String(index + 1)} fontSize={sizeMm * 0.4} fontStyle="bold" fill="#ffffff" />
        </Group>
      ))}
    </>
  );
}
