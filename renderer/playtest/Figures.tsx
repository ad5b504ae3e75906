/**
 * True-size shapes of a free table, in millimetres: a presenter's figures (reach rings drawn from
 * the bases, lines of sight clear or cut, coherency links, zones of watch, a template laid and the
 * models under it), and the shape of a template a person is about to lay. Styles by name; the view
 * knows no game.
 */
import { Circle, Group, Line, Shape, Text } from 'react-konva';
import type { FigureView, HighlightView } from '../../engine/rules/core/presenter';

interface Look {
  readonly stroke: string;
  readonly fill?: string;
  readonly width: number;
  readonly dash?: readonly number[];
}

const LOOKS: Readonly<Record<string, Look>> = {
  reach: { stroke: '#1a7f37', width: 0.6, dash: [3, 2] },
  link: { stroke: '#1a7f37', width: 0.8 },
  sight: { stroke: '#1f6feb', width: 0.7 },
  blocked: { stroke: '#a4161a', width: 0.7, dash: [2, 2] },
  watch: { stroke: '#c75000', fill: 'rgba(230,120,20,0.12)', width: 0.5, dash: [2, 1.5] },
  template: { stroke: '#a4161a', fill: 'rgba(200,30,30,0.28)', width: 0.8 },
  placing: { stroke: '#a4161a', fill: 'rgba(200,30,30,0.18)', width: 0.8, dash: [3, 2] },
  under: { stroke: '#e0b020', width: 1.4 },
  path: { stroke: '#c75000', width: 1.2 },
  ahead: { stroke: '#c75000', width: 0.8, dash: [4, 3] },
};

/** The hull of a circle at a and one at b: two round ends joined by their tangents. */
function hullPath(ax: number, ay: number, ar: number, bx: number, by: number, br: number): (context: { beginPath(): void; arc(x: number, y: number, r: number, a: number, b: number): void; closePath(): void }) => void {
  const dx = bx - ax;
  const dy = by - ay;
  const length = Math.hypot(dx, dy) || 1;
  const axis = Math.atan2(dy, dx);
  // The tangents leave each circle at this angle from the axis.
  const open = Math.acos(Math.max(-1, Math.min(1, (ar - br) / length)));
  return (context) => {
    context.beginPath();
    context.arc(bx, by, br, axis - open, axis + open);
    context.arc(ax, ay, ar, axis + open, axis - open + 2 * Math.PI);
    context.closePath();
  };
}

export function FigureShape({ x, y, figure, style }: { readonly x: number; readonly y: number; readonly figure: FigureView; readonly style: string }) {
  const look = LOOKS[style] ?? LOOKS.reach!;
  const common = { stroke: look.stroke, strokeWidth: look.width, listening: false, ...(look.dash ? { dash: [...look.dash] } : {}), ...(look.fill ? { fill: look.fill } : {}) };
  switch (figure.kind) {
    case 'circle':
      return <Circle name={`figure figure-${style}`} x={x} y={y} radius={figure.radiusMm} {...common} />;
    case 'line':
      return <Line name={`figure figure-${style}`} points={[x, y, figure.to.x, figure.to.y]} {...common} />;
    case 'polygon':
      return <Line name={`figure figure-${style}`} points={figure.points.flatMap((point) => [point.x, point.y])} closed {...common} />;
    case 'hull': {
      const path = hullPath(x, y, figure.radiusMm, figure.to.x, figure.to.y, figure.toRadiusMm);
      return (
        <Group name={`figure figure-${style}`} listening={false}>
          <Shape
            sceneFunc={(context, shape) => {
              path(context);
              context.fillStrokeShape(shape);
            }}
            {...common}
          />
        </Group>
      );
    }
  }
}

/** The smallest a line of sight's words are drawn, in screen pixels: a table seen whole shrinks them past reading. */
const LABEL_MIN_PX = 11;

/**
 * A highlight's figure: a reach ring or coherency link, or a line of sight naming whom it reaches
 * or what cuts it, half-way along. `pixelsPerMm` is the board's zoom (0 while unknown).
 */
export function HighlightFigure({ highlight, figure, spot, size, pixelsPerMm }: { readonly highlight: HighlightView; readonly figure: FigureView; readonly spot: { readonly x: number; readonly y: number }; readonly size: number; readonly pixelsPerMm: number }) {
  const style = highlight.kind === 'reach' ? (figure.kind === 'line' ? 'link' : 'reach') : highlight.blocked ? 'blocked' : 'sight';
  const words = highlight.kind === 'target' && highlight.label && figure.kind === 'line' ? { x: (spot.x + figure.to.x) / 2, y: (spot.y + figure.to.y) / 2 } : null;
  return (
    <Group listening={false}>
      <FigureShape x={spot.x} y={spot.y} figure={figure} style={style} />
      {words && <Text name="sight-label" x={words.x} y={words.y} text={highlight.label} fontSize={Math.max(size * 0.45, pixelsPerMm > 0 ? LABEL_MIN_PX / pixelsPerMm : 0)} fill={highlight.blocked ? '#a4161a' : '#1f3f7a'} />}
    </Group>
  );
}
