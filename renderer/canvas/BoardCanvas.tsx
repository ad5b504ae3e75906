import type Konva from 'konva';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Group, Layer, Shape, Stage } from 'react-konva';
import type { BoardKernel, PointMm, RectMm } from '../../engine/board/types';
import type { DisplayItem } from '../../engine/print';
import type { CanvasScene } from '../document/boardScene';
import { bareBoardItems } from './bareBoard';
import { BoardView } from './boardView';
import { BOARD_COLOURS } from './drawBoard';
import type { ViewTransform } from './hitTest';
import { Minimap } from './Minimap';
import { attachPanZoom } from './panZoomInput';
import { gridMembership, visibleItems, type ViewOptions } from './viewOptions';
import { fitScale, zoomPercent } from './viewport';

interface Props {
  readonly kernel: BoardKernel;
  /** The board as it prints; null draws the bare grid (a scenario that does not pass the schema yet). */
  readonly scene: CanvasScene | null;
  /** Pixels per millimetre; null fits the board to the view. */
  readonly scale: number | null;
  readonly onFitScale: (scale: number) => void;
  /** Called when the wheel zooms the view itself, with the new pixels per millimetre. */
  readonly onScaleChange?: (scale: number) => void;
  /** Called after each frame: the transform tools need to hit-test pointer positions (see hitTest.ts). */
  readonly onViewChange?: (view: ViewTransform) => void;
  readonly label: string;
  /** Konva nodes drawn over the board in millimetres (selection, playtest highlights); the only layer that listens. */
  readonly overlay?: ReactNode;
  /** Layers hidden and the minimap; everything shown when absent. */
  readonly viewOptions?: ViewOptions;
  /** Each change fits and centres the board (View > Fit to Window). */
  readonly fitKey?: number;
  /** A point to bring to the middle of the view (a problem clicked in a panel); a new serial centres again. */
  readonly centre?: { readonly point: PointMm; readonly serial: number } | null;
}

const NOTHING_HIDDEN: ViewOptions = { hiddenLayers: [], minimap: false };

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

/** The table under the print scene: made once per board size, so an edit does not change it. */
function tableItem({ x, y, width, height }: RectMm): DisplayItem {
  return { kind: 'path', path: [{ points: [{ x, y }, { x: x + width, y }, { x: x + width, y: y + height }, { x, y: y + height }], closed: true }], fill: { colour: BOARD_COLOURS.table } };
}

/**
 * The board view. The static board is a raster of cached tiles (boardRaster.ts) drawn by one
 * non-listening shape; panning and zooming move the view without a React render and redraw once
 * per animation frame (boardView.ts); only the overlay layer listens to the pointer.
 */
export function BoardCanvas({ kernel, scene, scale, onFitScale, onScaleChange, onViewChange, label, overlay, viewOptions = NOTHING_HIDDEN, fitKey = 0, centre = null }: Props) {
  const [view] = useState(() => new BoardView());
  const [container, size] = useElementSize<HTMLDivElement>();
  const { x, y, width, height } = kernel.boundsMm();
  const bounds = useMemo(() => ({ x, y, width, height }), [x, y, width, height]);
  const fit = fitScale(bounds, size);
  const target = scale ?? fit;
  const table = useMemo(() => tableItem(bounds), [bounds]);
  const bare = useMemo(() => (scene ? null : bareBoardItems(kernel)), [kernel, scene]);
  const { hiddenLayers } = viewOptions;
  const items = useMemo(() => bare ?? (scene?.sections ? visibleItems(scene.sections, hiddenLayers, [table]) : [table, ...(scene?.items ?? [])]), [bare, table, scene, hiddenLayers]);
  const boardLayer = useRef<Konva.Layer>(null);
  const overlayLayer = useRef<Konva.Layer>(null);
  const overlayGroup = useRef<Konva.Group>(null);

  useEffect(() => {
    if (fit > 0) onFitScale(fit);
  }, [fit, onFitScale]);

  useLayoutEffect(() => {
    view.attach({ boardLayer: boardLayer.current, overlayLayer: overlayLayer.current, overlayGroup: overlayGroup.current }, { onScaleChange, onViewChange });
  });

  useLayoutEffect(() => view.setSize(size), [view, size]);

  // A board of another size starts centred, and so does a fitted one.
  useLayoutEffect(() => view.centreOn({ x: x + width / 2, y: y + height / 2 }), [view, x, y, width, height, fitKey]);

  useLayoutEffect(() => {
    if (centre) view.centreOn(centre.point);
  }, [view, centre]);

  // The menu's zoom and fitting set the scale; the view keeps its centre.
  useLayoutEffect(() => view.setScale(target), [view, target, fitKey]);

  // The grid of cells a few pixels wide is a grey moiré, not a grid: the raster leaves it out there.
  const grid = useMemo(() => ({ items: gridMembership(scene?.sections ?? []), cellMm: scene?.unitMm ?? 0 }), [scene]);
  useLayoutEffect(() => view.setScene(items, scene?.patterns ?? {}, bounds, grid, scene?.redrawn), [view, items, scene, bounds, grid]);

  useEffect(() => {
    const element = container.current;
    return element ? attachPanZoom(element, view) : undefined;
  }, [container, view]);

  useEffect(() => () => view.dispose(), [view]);

  return (
    <div className="board-canvas" ref={container} role="img" aria-label={label} data-testid="board-canvas" data-board-kind={kernel.kind} data-zoom={target > 0 ? zoomPercent(target) : undefined}>
      {size.width > 0 && size.height > 0 && (
        <Stage width={size.width} height={size.height}>
          <Layer ref={boardLayer} listening={false}>
            <Shape sceneFunc={view.drawBoard} listening={false} perfectDrawEnabled={false} />
          </Layer>
          {overlay && (
            <Layer ref={overlayLayer}>
              <Group ref={overlayGroup}>{overlay}</Group>
            </Layer>
          )}
        </Stage>
      )}
      {viewOptions.minimap && size.width > 0 && <Minimap view={view} bounds={bounds} />}
    </div>
  );
}
