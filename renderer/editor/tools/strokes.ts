/**
 * A drag gathered into one edit: the cells a brush passes over, the cell sides an edge drag runs
 * along. A fast pointer jumps several cells between two events; the gaps are filled (a line of
 * cells, a walk along the grid's lines), so a quick stroke paints what a slow one would.
 */
import type { Cell, CellKernel, EdgeKey, PointMm } from '../../../engine/board/types';

export class CellStroke {
  private readonly seen = new Set<number>();
  private readonly list: Cell[] = [];
  private last: Cell | null = null;

  /** `usable` leaves out cells the edit would refuse (off the tiles), so the rest of the stroke still counts. */
  constructor(
    private readonly kernel: CellKernel,
    private readonly usable: (cell: Cell) => boolean = () => true,
  ) {}

  /** Adds the cell under the pointer and those between it and the previous one; returns how many were new. */
  add(cell: Cell | null): number {
    if (!cell) {
      this.last = null;
      return 0;
    }
    const path = this.last ? this.kernel.line(this.last, cell) : [cell];
    this.last = cell;
    let added = 0;
    for (const step of path) {
      const index = this.kernel.indexOf(step);
      if (index < 0 || this.seen.has(index) || !this.usable(step)) continue;
      this.seen.add(index);
      this.list.push(step);
      added++;
    }
    return added;
  }

  get cells(): readonly Cell[] {
    return this.list;
  }
}

const dot = (a: PointMm, b: PointMm) => a.x * b.x + a.y * b.y;
const cross = (a: PointMm, b: PointMm) => a.x * b.y - a.y * b.x;
const minus = (a: PointMm, b: PointMm): PointMm => ({ x: a.x - b.x, y: a.y - b.y });
const length = (a: PointMm) => Math.sqrt(dot(a, a));

/** The pointer must move this far (in edge lengths, and at least AXIS_PX on screen) before a drag draws along an axis. */
const AXIS_EDGES = 0.5;
const AXIS_PX = 8;
/** Until it has gone this far from where the line starts, the axis follows the pointer (a hand's first pixels wander). */
const SETTLE_EDGES = 2;
const SETTLE_PX = 24;
/** A turn: the pointer this far off the line being drawn (in edge lengths, and at least TURN_PX on screen). */
const TURN_EDGES = 0.7;
const TURN_PX = 14;
/** A side is drawn once the pointer has passed over this share of its length, measured along the line. */
const COVERED = 0.4;

interface VertexEdge {
  readonly key: EdgeKey;
  /** The other end of the side. */
  readonly to: PointMm;
}

/** One straight line of a drag: from a corner of the grid, along one axis, both ways. */
interface Run {
  /** The corner of the grid the line goes through. */
  readonly origin: PointMm;
  /** Where the pointer was when the line began: its axis is the direction from there to the pointer. */
  readonly anchor: PointMm;
  /** The first pointer sample of this line. */
  readonly from: number;
  axis: PointMm;
  settled: boolean;
  edges: EdgeKey[];
  /** The corners the line reached at either end. */
  ends: [PointMm, PointMm];
}

/**
 * A drag along cell sides (walls, doors), following the line the user means rather than the side
 * nearest each pointer sample: near a corner of the grid the nearest side is often the one across
 * the line, and sampling would add a short stray wall at almost every crossing. The drag takes the
 * axis it starts along (the grid's axes on squares, every 30° on hexes, whose lines zigzag) and walks
 * from corner to corner of the grid along it, both ways, as far as the pointer went; it turns only
 * when the pointer leaves that line clearly (most of an edge), from the corner nearest the turn.
 * A press released without moving is a click: the side under the pointer.
 */
export class EdgeStroke {
  private readonly trail: PointMm[] = [];
  /** Sides of the lines finished before the last turn. */
  private readonly done: EdgeKey[] = [];
  private click: EdgeKey | null = null;
  private run: Run | null = null;
  private readonly edgeLength: number;
  private readonly vertexEdges = new Map<string, VertexEdge[]>();

  /**
   * `clickEdge` picks the side under a point (board mm) for a click, with the editor's tolerance;
   * `mmPerPx` is the view's scale, so that thresholds never fall under a few screen pixels.
   */
  constructor(
    private readonly kernel: CellKernel,
    private readonly mmPerPx: number,
    private readonly clickEdge: (point: PointMm) => EdgeKey | null,
  ) {
    const first = kernel.edgesOf(kernel.cellAt(0))[0];
    const segment = first ? kernel.edgeSegmentMm(first) : null;
    this.edgeLength = segment ? length(minus(segment.b, segment.a)) : 1;
  }

  private distance(edges: number, px: number): number {
    return Math.max(edges * this.edgeLength, px * this.mmPerPx);
  }

  /** Follows the pointer to `point` (board mm); returns how many sides were added. */
  add(point: PointMm): number {
    const before = this.edges.length;
    this.trail.push(point);
    const start = this.trail[0] as PointMm;
    if (this.trail.length === 1) this.click = this.clickEdge(point);
    else if (!this.run) {
      const origin = length(minus(point, start)) >= this.distance(AXIS_EDGES, AXIS_PX) ? this.nearestCorner(start) : null;
      if (origin) this.run = { origin, anchor: start, from: 0, axis: this.axisOf(minus(point, start)), settled: false, edges: [], ends: [origin, origin] };
    } else this.follow(this.run, point);
    if (this.run) this.walk(this.run);
    return this.edges.length - before;
  }

  /** The sides of the drag, in the order drawn; the side clicked while the pointer has not moved. */
  get edges(): readonly EdgeKey[] {
    if (!this.run) return this.click ? [this.click] : [];
    const seen = new Set(this.done);
    return [...this.done, ...this.run.edges.filter((key) => !seen.has(key))];
  }

  private follow(run: Run, point: PointMm): void {
    if (!run.settled) {
      run.axis = this.axisOf(minus(point, run.anchor));
      run.settled = length(minus(point, run.anchor)) >= this.distance(SETTLE_EDGES, SETTLE_PX);
      return;
    }
    const { offset } = this.reach(run);
    const drift = Math.abs(cross(run.axis, minus(point, run.origin)) - offset);
    if (drift <= this.distance(TURN_EDGES, TURN_PX)) return;
    // A clear turn: a new line from the end of this one nearest the pointer, along another axis.
    const corner = run.ends.reduce((best, end) => (length(minus(point, end)) < length(minus(point, best)) ? end : best));
    const axis = this.axisOf(minus(point, corner));
    if (Math.abs(cross(axis, run.axis)) < 0.1) return;
    this.walk(run);
    const seen = new Set(this.done);
    for (const key of run.edges) if (!seen.has(key)) this.done.push(key);
    this.run = { origin: corner, anchor: corner, from: this.trail.length - 1, axis, settled: false, edges: [], ends: [corner, corner] };
  }

  /** The axis nearest a direction: the grid's axes on squares, every 30° on hexes. */
  private axisOf(direction: PointMm): PointMm {
    const step = this.kernel.kind === 'square' ? Math.PI / 2 : Math.PI / 6;
    const angle = Math.round(Math.atan2(direction.y, direction.x) / step) * step;
    return { x: Math.cos(angle), y: Math.sin(angle) };
  }

  /** How far the pointer went along the line since it began, both ways, and its mean distance from it. */
  private reach(run: Run): { min: number; max: number; offset: number } {
    let min = 0;
    let max = 0;
    let sum = 0;
    const points = this.trail.slice(run.from);
    for (const point of points) {
      const relative = minus(point, run.origin);
      const along = dot(relative, run.axis);
      min = Math.min(min, along);
      max = Math.max(max, along);
      sum += cross(run.axis, relative);
    }
    return { min, max, offset: sum / Math.max(1, points.length) };
  }

  /**
   * The line's sides: from its corner, each way, the side going on along the axis that stays
   * nearest the pointer's mean line (on hexes, which of the two zigzags), while the pointer has
   * covered it.
   */
  private walk(run: Run): void {
    const { min, max, offset } = this.reach(run);
    const edges: EdgeKey[] = [];
    const ends: PointMm[] = [];
    for (const sign of [1, -1] as const) {
      let at = run.origin;
      let via: EdgeKey | null = null;
      for (let guard = 0; guard < 100_000; guard++) {
        let best: { edge: VertexEdge; cost: number; progress: number } | null = null;
        for (const edge of this.edgesAt(at)) {
          if (edge.key === via) continue;
          const progress = sign * dot(minus(edge.to, at), run.axis);
          if (progress < 0.25 * this.edgeLength) continue;
          const cost = Math.abs(cross(run.axis, minus(edge.to, run.origin)) - offset);
          if (!best || cost < best.cost - 1e-6 || (Math.abs(cost - best.cost) <= 1e-6 && progress > best.progress)) best = { edge, cost, progress };
        }
        if (!best) break;
        const a = dot(minus(at, run.origin), run.axis);
        const b = dot(minus(best.edge.to, run.origin), run.axis);
        const covered = Math.min(Math.max(a, b), max) - Math.max(Math.min(a, b), min);
        if (covered <= COVERED * Math.abs(b - a)) break;
        edges.push(best.edge.key);
        at = best.edge.to;
        via = best.edge.key;
      }
      ends.push(at);
    }
    run.edges = edges;
    run.ends = [ends[0] as PointMm, ends[1] as PointMm];
  }

  /** The corner of the grid nearest a point: an end of the nearest side. */
  private nearestCorner(point: PointMm): PointMm | null {
    const key = this.kernel.nearestEdge(point, this.edgeLength * 2);
    if (key === null) return null;
    const { a, b } = this.kernel.edgeSegmentMm(key);
    return length(minus(point, a)) <= length(minus(point, b)) ? a : b;
  }

  /** The sides meeting at a corner of the grid, found from the cells around it. */
  private edgesAt(corner: PointMm): readonly VertexEdge[] {
    const id = `${Math.round(corner.x * 1000)},${Math.round(corner.y * 1000)}`;
    const cached = this.vertexEdges.get(id);
    if (cached) return cached;
    const near = this.edgeLength * 0.3;
    const close = this.edgeLength * 0.01;
    const keys = new Set<EdgeKey>();
    const found: VertexEdge[] = [];
    for (let i = 0; i < 12; i++) {
      const cell = this.kernel.mmToCell({ x: corner.x + near * Math.cos((i * Math.PI) / 6), y: corner.y + near * Math.sin((i * Math.PI) / 6) });
      if (!cell) continue;
      for (const key of this.kernel.edgesOf(cell)) {
        if (keys.has(key)) continue;
        keys.add(key);
        const { a, b } = this.kernel.edgeSegmentMm(key);
        if (length(minus(a, corner)) < close) found.push({ key, to: b });
        else if (length(minus(b, corner)) < close) found.push({ key, to: a });
      }
    }
    this.vertexEdges.set(id, found);
    return found;
  }
}
