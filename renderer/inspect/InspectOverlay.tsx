import type Konva from 'konva';
import { useMemo, useState } from 'react';
import { Group, Rect, Text } from 'react-konva';
import type { HexKernel, SquareKernel } from '../../engine/board/types';
import { engineFor, inspectorFor, mechanicsOf, type PlacedCellReport } from '../../engine/rules';
import type { Place } from '../../engine/rules/core/places';
import { spotOf } from '../../engine/print/places';
import type { PrintSource } from '../../engine/print';

interface Props {
  readonly kernel: SquareKernel | HexKernel;
  readonly source: PrintSource;
  /** Called with the report of the cell clicked, for the panel beside the board. */
  readonly onReport: (report: PlacedCellReport | null) => void;
}

/**
 * The inspect tool: click a cell to see, under the scenario's rules, the cells in its line of fire
 * and those reachable this turn with their cost, so a map can be checked before it is played.
 */
export function InspectOverlay({ kernel, source, onReport }: Props) {
  const [report, setReport] = useState<PlacedCellReport | null>(null);
  const state = useMemo(() => engineFor(mechanicsOf(source.ruleset))?.setup({ scenario: source.scenario, ruleset: source.ruleset }, 0), [source]);
  const inspect = inspectorFor(mechanicsOf(source.ruleset));
  const bounds = kernel.boundsMm();
  const size = kernel.kind === 'square' ? kernel.geometry.cellSizeMm : kernel.geometry.hexSizeMm;

  const pick = (event: Konva.KonvaEventObject<MouseEvent | TouchEvent>) => {
    const point = event.target.getParent()?.getRelativePointerPosition();
    const cell = point ? kernel.mmToCell(point) : null;
    if (!cell || !state || !inspect) return;
    const result = inspect(state, kernel.label(cell));
    const next = typeof result === 'string' ? null : result;
    setReport(next);
    onReport(next);
  };

  const centreOf = (place: Place) => spotOf(kernel, place);

  return (
    <>
      <Rect name="inspect-surface" x={bounds.x} y={bounds.y} width={bounds.width} height={bounds.height} fill="rgba(0,0,0,0.001)" onClick={pick} onTap={pick} />
      {report?.visiblePlaces.map((place, index) => {
        const centre = centreOf(place);
        return centre ? <Rect key={`v${index}`} x={centre.x - size / 2} y={centre.y - size / 2} width={size} height={size} fill="rgba(255, 196, 0, 0.35)" listening={false} /> : null;
      })}
      {report?.reachablePlaces.map(({ cell, cost, place }) => {
        const centre = centreOf(place);
        return centre ? (
          <Group key={`r${cell}`} listening={false}>
            <Rect x={centre.x - size / 2 + 1.5} y={centre.y - size / 2 + 1.5} width={size - 3} height={size - 3} stroke="#1f6feb" strokeWidth={0.7} />
            <Text x={centre.x - size / 2} y={centre.y - size * 0.12} width={size} align="center" text={String(cost)} fontSize={size * 0.28} fill="#1f6feb" fontStyle="bold" />
          </Group>
        ) : null;
      })}
      {report &&
        (() => {
          const centre = centreOf(report.fromPlace);
          return centre ? <Rect x={centre.x - size / 2} y={centre.y - size / 2} width={size} height={size} stroke="#a4161a" strokeWidth={1.2} listening={false} /> : null;
        })()}
    </>
  );
}
