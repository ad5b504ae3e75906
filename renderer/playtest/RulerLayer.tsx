/**
 * The playtest's ruler on a free table, as the editor's: while it is on, a drag anywhere on the
 * table measures from where it starts to the pointer, in the table's unit, and the last measure
 * stays until the next one. The pieces take no click meanwhile: the ruler is over them.
 */
import type Konva from 'konva';
import { useState } from 'react';
import { Line, Rect, Text } from 'react-konva';
import { useTranslation } from 'react-i18next';
import type { FreeKernel, PointMm } from '../../engine/board/types';

const INK = '#1f3d7a';

/** The distance between two points of the table, in its unit, to a tenth. */
export function measured(kernel: FreeKernel, a: PointMm, b: PointMm): number {
  return Math.round(kernel.distance(kernel.pointFromMm(a), kernel.pointFromMm(b)) * 10) / 10;
}

export function RulerLayer({ kernel, size }: { readonly kernel: FreeKernel; readonly size: number }) {
  const { t } = useTranslation();
  const [line, setLine] = useState<{ readonly from: PointMm; readonly to: PointMm } | null>(null);
  const [dragging, setDragging] = useState(false);
  const at = (event: Konva.KonvaEventObject<MouseEvent>) => event.target.getRelativePointerPosition();
  const bounds = kernel.boundsMm();
  const reading = line ? t('tool.ruler.reading', { distance: measured(kernel, line.from, line.to), symbol: t(`length.unit.${kernel.unit}`) }) : '';
  return (
    <>
      <Rect
        name="ruler-area"
        {...bounds}
        fill="rgba(0,0,0,0.001)"
        onMouseDown={(event) => {
          const point = at(event);
          if (!point) return;
          setLine({ from: point, to: point });
          setDragging(true);
        }}
        onMouseMove={(event) => {
          const point = at(event);
          if (dragging && point) setLine((current) => current && { ...current, to: point });
        }}
        onMouseUp={() => setDragging(false)}
        onMouseLeave={() => setDragging(false)}
      />
      {line && (
        <>
          <Line name="ruler-line" points={[line.from.x, line.from.y, line.to.x, line.to.y]} stroke={INK} strokeWidth={size * 0.08} dash={[size * 0.4, size * 0.2]} listening={false} />
          <Text name="ruler-reading" x={line.to.x + size * 0.5} y={line.to.y - size * 0.9} text={reading} fontSize={size * 1.1} fontStyle="bold" fill={INK} stroke="#ffffff" strokeWidth={size * 0.04} listening={false} />
        </>
      )}
    </>
  );
}
