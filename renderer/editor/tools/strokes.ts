/**
 * A drag gathered into one edit: the cells a brush passes over, the cell sides an edge drag runs
 * along. A fast pointer jumps several cells between two events; the gaps are filled (a line of cells,
 * samples every few pixels), so a quick stroke paints what a slow one would.
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

/** Screen pixels between samples of a drag along cell sides: well under the edge tolerance. */
const SAMPLE_PX = 3;

export class EdgeStroke {
  private readonly seen = new Set<EdgeKey>();
  private readonly list: EdgeKey[] = [];
  private last: PointMm | null = null;

  constructor(private readonly edgeAt: (screen: PointMm) => EdgeKey | null) {}

  /** Adds the sides met between the previous pointer position and this one. */
  add(screen: PointMm): number {
    const from = this.last;
    this.last = screen;
    if (!from) return this.sample(screen);
    const steps = Math.max(1, Math.ceil(Math.hypot(screen.x - from.x, screen.y - from.y) / SAMPLE_PX));
    let added = 0;
    for (let i = 1; i <= steps; i++) added += this.sample({ x: from.x + ((screen.x - from.x) * i) / steps, y: from.y + ((screen.y - from.y) * i) / steps });
    return added;
  }

  private sample(screen: PointMm): number {
    const key = this.edgeAt(screen);
    if (key === null || this.seen.has(key)) return 0;
    this.seen.add(key);
    this.list.push(key);
    return 1;
  }

  get edges(): readonly EdgeKey[] {
    return this.list;
  }
}
