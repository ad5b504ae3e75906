import type Konva from 'konva';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Group, Layer, Rect, Shape, Stage } from 'react-konva';
import type { BoardKernel } from '../../engine/board/types';
import type { CanvasScene } from '../document/boardScene';
import { BOARD_COLOURS, areaRadiusMm, isCellKernel, traceAreaLinks, traceAreas, traceCells, traceTableGrid } from './drawBoard';
import { drawItems, type PatternCache } from './drawDisplayList';
import { fitScale } from './viewport';

interface Props {
  readonly kernel: BoardKernel;
  /** The board as it prints; null draws the bare grid (a scenario that does not pass the schema yet). */
  readonly scene: CanvasScene | null;
  /** Pixels per millimetre; null fits the board to the view. */
  readonly scale: number | null;
  readonly onFitScale: (scale: number) => void;
  readonly label: string;
  /** Konva nodes drawn over the board in millimetres (selection, playtest highlights); the only layer that listens. */
  readonly overlay?: ReactNode;
}

function useElementSize<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: Math.floor(entry.contentRect.width), height: Math.floor(entry.contentRect.height) });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, size] as const;
}

/** The board view: the static board layer drawn from the geometry kernel, centred and zoomed. */
/** Konva's context wraps the browser's; the display list is drawn on the latter. */
const nativeContext = (context: Konva.Context) => (context as unknown as { _context: CanvasRenderingContext2D })._context;

export function BoardCanvas({ kernel, scene, scale, onFitScale, label, overlay }: Props) {
  // Pattern ids name their colours, so rasterised tiles stay valid across scenes.
  const [patternCache] = useState<PatternCache>(() => new Map());
  const [container, size] = useElementSize<HTMLDivElement>();
  const bounds = useMemo(() => kernel.boundsMm(), [kernel]);
  const fit = fitScale(bounds, size);

  useEffect(() => {
    if (fit > 0) onFitScale(fit);
  }, [fit, onFitScale]);

  const pxPerMm = scale ?? fit;
  const x = (size.width - bounds.width * pxPerMm) / 2 - bounds.x * pxPerMm;
  const y = (size.height - bounds.height * pxPerMm) / 2 - bounds.y * pxPerMm;
  const hairline = 1 / Math.max(pxPerMm, 1e-6);

  const drawBoard = (context: Konva.Context, shape: Konva.Shape) => {
    if (isCellKernel(kernel)) traceCells(context, kernel);
    else if (kernel.kind === 'free') traceTableGrid(context, kernel);
    else traceAreaLinks(context, kernel);
    context.fillStrokeShape(shape);
  };

  return (
    <div className="board-canvas" ref={container} role="img" aria-label={label} data-testid="board-canvas" data-board-kind={kernel.kind}>
      {size.width > 0 && size.height > 0 && (
        <Stage width={size.width} height={size.height}>
          <Layer listening={false}>
            <Group x={x} y={y} scaleX={pxPerMm} scaleY={pxPerMm}>
              <Rect
                x={bounds.x}
                y={bounds.y}
                width={bounds.width}
                height={bounds.height}
                fill={BOARD_COLOURS.table}
                stroke={BOARD_COLOURS.border}
                strokeWidth={2 * hairline}
                perfectDrawEnabled={false}
              />
              {scene && (
                <Shape sceneFunc={(context) => drawItems(nativeContext(context), scene.items, scene.patterns, patternCache)} perfectDrawEnabled={false} />
              )}
              <Shape
                visible={!scene}
                sceneFunc={drawBoard}
                fill={isCellKernel(kernel) ? BOARD_COLOURS.cellFill : undefined}
                stroke={kernel.kind === 'area' ? BOARD_COLOURS.link : BOARD_COLOURS.grid}
                strokeWidth={hairline}
                perfectDrawEnabled={false}
              />
              {!scene && kernel.kind === 'area' && (
                <Shape
                  sceneFunc={(context, shape) => {
                    traceAreas(context, kernel, areaRadiusMm(kernel));
                    context.fillStrokeShape(shape);
                  }}
                  fill={BOARD_COLOURS.area}
                  stroke={BOARD_COLOURS.border}
                  strokeWidth={hairline}
                  perfectDrawEnabled={false}
                />
              )}
            </Group>
          </Layer>
          {overlay && (
            <Layer>
              <Group x={x} y={y} scaleX={pxPerMm} scaleY={pxPerMm}>
                {overlay}
              </Group>
            </Layer>
          )}
        </Stage>
      )}
    </div>
  );
}
