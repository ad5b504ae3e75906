/**
 * Free tables: terrain polygons and zones (a drag draws a rectangle; clicks put corners, closed by
 * a click on the first corner or Enter) and a ruler that measures in the table's unit.
 */
import type { PointMm } from '../../../engine/board/types';
import { boardToScreen } from '../../canvas/hitTest';
import { addTerrainPolygon, addZonePolygon, type EditResult } from '../edits';
import { DRAG_THRESHOLD_PX } from './selectTool';
import { boardPoint, refusal } from './targets';
import type { Gesture, PointerInput, Preview, Tool, ToolAction, ToolEnv } from './types';

/** How close to the first corner, in pixels, a click closes the polygon. */
const CLOSE_PX = 10;

/** What a polygon drawn on a free table becomes: a terrain area of the palette's kind, or a zone. */
interface PolygonMaker {
  readonly kind: 'terrain' | 'zone';
  /** The edit, or a refusal key when the palette lacks what it needs. */
  make(env: ToolEnv, polygon: readonly { readonly x: number; readonly y: number }[]): EditResult | string;
}

const TERRAIN: PolygonMaker = {
  kind: 'terrain',
  make: (env, polygon) => (env.options.terrain === null ? 'tool.terrain.none' : addTerrainPolygon(env.scenario, { kind: env.options.terrain, polygon })),
};

/** The zone tool on a free table: the palette's role, side and name (else one made of them). */
const ZONE: PolygonMaker = {
  kind: 'zone',
  make: (env, polygon) => {
    const { zonePurpose: purpose, zoneSide: side, zoneName } = env.options;
    return addZonePolygon(env.scenario, { purpose, polygon, ...(side ? { side } : {}), name: zoneName.trim() || env.zoneName(purpose, side) });
  },
};

export class PolygonTool implements Tool {
  private corners: PointMm[] = [];
  private pointer: PointMm | null = null;

  constructor(private readonly maker: PolygonMaker = TERRAIN) {}

  private finish(env: ToolEnv, corners: readonly PointMm[]): ToolAction {
    this.corners = [];
    if (env.kernel.kind !== 'free') return { refusal: refusal('edit.board.needsFree') };
    const kernel = env.kernel;
    const edit = this.maker.make(env, corners.map((p) => kernel.pointFromMm(p)));
    if (typeof edit === 'string') return { refusal: refusal(edit) };
    const kind = this.maker.kind;
    return { edit, select: (created) => ({ items: created[0] ? [{ kind, id: created[0] }] : [], cells: [] }), ...(kind === 'zone' ? { options: () => ({ zoneName: '' }) } : {}) };
  }

  hover(env: ToolEnv, input: PointerInput): Preview | null {
    this.pointer = boardPoint(env, input);
    return this.preview();
  }

  private preview(): Preview | null {
    if (this.corners.length === 0) return null;
    return { line: { points: this.pointer ? [...this.corners, this.pointer] : this.corners, closed: false } };
  }

  down(env: ToolEnv, input: PointerInput): Gesture {
    const start = boardPoint(env, input);
    let end = start;
    let dragged = false;
    const rectangle = () => [start, { x: end.x, y: start.y }, end, { x: start.x, y: end.y }];
    return {
      move: (current, pointer) => {
        dragged ||= this.corners.length === 0 && Math.hypot(pointer.x - input.x, pointer.y - input.y) >= DRAG_THRESHOLD_PX;
        end = boardPoint(current, pointer);
        this.pointer = end;
      },
      end: (current) => {
        if (dragged) return this.finish(current, rectangle());
        const first = this.corners[0];
        if (first && this.corners.length >= 3) {
          const screen = boardToScreen(current.view, first);
          if (Math.hypot(screen.x - input.x, screen.y - input.y) <= CLOSE_PX) return this.finish(current, this.corners);
        }
        this.corners = [...this.corners, start];
        return null;
      },
      preview: () => (dragged ? { line: { points: rectangle(), closed: true } } : this.preview()),
    };
  }

  /** Enter closes the polygon drawn so far; Escape drops it. */
  key(env: ToolEnv, key: string): ToolAction | null | undefined {
    if (this.corners.length === 0) return undefined;
    if (key === 'Escape') {
      this.corners = [];
      return null;
    }
    if (key === 'Enter') return this.corners.length >= 3 ? this.finish(env, this.corners) : { refusal: refusal('edit.polygon.corners', { count: this.corners.length }) };
    return undefined;
  }
}

/** The zone tool of a free table: a zone drawn as a terrain polygon is. */
export const zonePolygonTool = (): PolygonTool => new PolygonTool(ZONE);

/** The ruler: drag to measure; the last measure stays shown until the next. */
export class RulerTool implements Tool {
  private last: Preview | null = null;

  hover(): Preview | null {
    return this.last;
  }

  down(env: ToolEnv, input: PointerInput): Gesture | null {
    const kernel = env.kernel;
    if (kernel.kind !== 'free') return null;
    const start = boardPoint(env, input);
    let end = start;
    const measure = (): Preview => {
      const value = kernel.distance(kernel.pointFromMm(start), kernel.pointFromMm(end));
      return { line: { points: [start, end], closed: false }, measure: { at: end, value: Math.round(value * 10) / 10, unit: kernel.unit } };
    };
    return {
      move(current, pointer) {
        end = boardPoint(current, pointer);
      },
      end: () => {
        this.last = measure();
        return null;
      },
      preview: measure,
    };
  }
}
