import { useEffect, useRef } from 'react';
import type { DisplayItem } from '../../../engine/print';
import { PatternBook } from '../../../engine/print/patterns';
import { drawItems } from '../../canvas/drawDisplayList';

const SIZE_MM = 6;

interface Props {
  readonly colour: string;
  readonly pattern?: string | undefined;
  /** Drawn with a dashed rim: a piece laid face down. */
  readonly dashed?: boolean;
  /** Drawn as a line: an edge feature. */
  readonly line?: boolean;
  readonly size?: number;
}

/** A palette swatch drawn as the board draws the kind: its colour with its pattern, or a thick line for edges. */
export function SwatchCanvas({ colour, pattern, dashed = false, line = false, size = 22 }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    const ratio = window.devicePixelRatio || 1;
    element.width = Math.round(size * ratio);
    element.height = Math.round(size * ratio);
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.clearRect(0, 0, element.width, element.height);
    context.scale(element.width / SIZE_MM, element.height / SIZE_MM);
    const book = new PatternBook();
    const square = [
      { x: 0, y: 0 },
      { x: SIZE_MM, y: 0 },
      { x: SIZE_MM, y: SIZE_MM },
      { x: 0, y: SIZE_MM },
    ];
    const items: DisplayItem[] = line
      ? [{ kind: 'path', path: [{ points: [{ x: 0.6, y: SIZE_MM - 0.6 }, { x: SIZE_MM - 0.6, y: 0.6 }], closed: false }], stroke: { colour, widthMm: 1.4, cap: 'round' } }]
      : [{ kind: 'path', path: [{ points: square, closed: true }], fill: book.fill(pattern, colour), stroke: { colour: '#6b665c', widthMm: 0.3, ...(dashed ? { dashMm: [0.8, 0.6] } : {}) } }];
    drawItems(context, items, book.all(), new Map());
  }, [colour, pattern, dashed, line, size]);
  return <canvas ref={canvas} className="swatch" style={{ width: size, height: size }} aria-hidden="true" />;
}
