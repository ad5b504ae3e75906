/**
 * The hexes a line of fire crosses, walked with integers into a reusable buffer: the same
 * supercover as the board kernel's `lineSteps` (every hex whose interior the segment crosses; a
 * hex touched only at a corner is left out; where the segment runs exactly along a side, the two
 * hexes beside it come as one pair step), but without allocating. A line starts at a hex centre
 * or at the middle of one of its sides (a rampart's wall or an arrow slit, 1.44) and ends at a
 * hex centre.
 *
 * Geometry: with u = q - r, v = q + 2r, w = -2q - r (cube uvw, doubled so that side midpoints
 * are integers too), hex C is the set of points X with |X_k - 2 C_k| <= 2 on each axis k. Along
 * X(t) = S + t D, the segment leaves a hex through axis k at t = N_k / |D_k|, where the integer
 * N_k only changes by a fixed amount when the walk crosses an axis: the walk compares these
 * fractions by cross-multiplication and follows hexes through a padded neighbour table.
 *
 * Which sides a line crosses depends only on the axial offset between its ends and on the side it
 * starts or ends at, not on where it lies: the grid is the same everywhere. So each board memoises
 * the shape of its lines (`findLineShape`): the side crossed at each step, found once by the exact
 * walk, then followed through the neighbour table from any hex with one load per step.
 */
import { directionsOf } from '../../board/hex/hexCoords';
import { indexOfAxial, offsetCol, offsetRow, type SiegeBoard } from './board';
import { cachedPer } from '../core/cache';

export interface LineBuffer {
  /** Number of steps written. */
  length: number;
  /** Each step's hex as an index of the padded board (see `paddedBoard`), and as a board index (-1 off it); for a pair, its first hex. */
  readonly pad: Int32Array;
  readonly cell: Int32Array;
  /** The side (0-5) of the previous step's hex the line crossed into this one; -1 after a pair or at the start. */
  readonly side: Int8Array;
  /** Whether the line has pair steps (it runs along sides); only then is `pair` meaningful. */
  hasPairs: boolean;
  /** The second hex of a pair step (`pair` 1), else unused. */
  readonly pad2: Int32Array;
  readonly cell2: Int32Array;
  readonly pair: Uint8Array;
  /** The walk in progress: whether it has reached the target, its board and its integer state (see `beginLine`). */
  done: boolean;
  padded: PaddedBoard | null;
  readonly state: Int32Array;
}

// Slots of `LineBuffer.state`.
const P = 0;
const NU = 1;
const NV = 2;
const NW = 3;
const AU = 4;
const AV = 5;
const AW = 6;
const DU = 7;
const DV = 8;
const DW = 9;
const SU = 10;
const SV = 11;
const SW = 12;
const TARGET = 13;
const INC = 14; // nine numerator increments, axis by axis
const SIDES = 23; // the side crossed through each axis
const STATE_SIZE = 26;

export function createLineBuffer(capacity = 256): LineBuffer {
  return {
    length: 0,
    pad: new Int32Array(capacity),
    cell: new Int32Array(capacity),
    side: new Int8Array(capacity),
    hasPairs: false,
    pad2: new Int32Array(capacity),
    cell2: new Int32Array(capacity),
    pair: new Uint8Array(capacity),
    done: true,
    padded: null,
    state: new Int32Array(STATE_SIZE),
  };
}

/** Side index of the axial step (dq, dr), at (dq + 1) * 3 + dr + 1, per board orientation. */
function sideTable(orientation: 'flat' | 'pointy'): Int8Array {
  const table = new Int8Array(9).fill(-1);
  directionsOf(orientation).forEach(([dq, dr], side) => (table[(dq + 1) * 3 + dr + 1] = side));
  return table;
}
const flatSides = sideTable('flat');
const pointySides = sideTable('pointy');

/** The side of hex (q, r) that (q + dq, r + dr) lies across. */
function sideOfStep(board: SiegeBoard, dq: number, dr: number): number {
  return (board.flat ? flatSides : pointySides)[(dq + 1) * 3 + dr + 1] as number;
}

/**
 * The board with a margin of hexes around it (a segment between two centres of the board never
 * leaves it by more than one hex): axial coordinates, board index and neighbours of each padded hex.
 */
export interface PaddedBoard {
  readonly width: number;
  readonly q: Int32Array;
  readonly r: Int32Array;
  readonly cell: Int32Array;
  /** Per padded hex and side: the padded neighbour, -1 past the margin. */
  readonly next: Int32Array;
  /** Padded index of each board cell. */
  readonly of: Int32Array;
  /** Side crossing axis u, v, w forwards (index 0-2) and backwards (3-5). */
  readonly axisSide: Int8Array;
}

const MARGIN = 2;

/** Each board with a margin of hexes around it, so that a walk steps past the border without a test. */
const paddedOf = cachedPer((board: SiegeBoard): PaddedBoard => {
  const width = board.columns + 2 * MARGIN;
  const height = board.rows + 2 * MARGIN;
  const size = width * height;
  const q = new Int32Array(size);
  const r = new Int32Array(size);
  const cell = new Int32Array(size);
  const next = new Int32Array(size * 6).fill(-1);
  const at = new Map<string, number>();
  const origin = { q: board.q[0] as number, r: board.r[0] as number };
  // Axial coordinates of the padded hexes: the board's offset layout continued past its borders.
  const axialOf = (col: number, row: number): [number, number] => {
    if (board.flat) {
      const shift = board.oddOffset ? (col - (col & 1)) >> 1 : (col + (col & 1)) >> 1;
      return [col, row - shift];
    }
    const shift = board.oddOffset ? (row - (row & 1)) >> 1 : (row + (row & 1)) >> 1;
    return [col - shift, row];
  };
  const base = axialOf(0, 0);
  for (let p = 0; p < size; p++) {
    const [aq, ar] = axialOf((p % width) - MARGIN, Math.floor(p / width) - MARGIN);
    q[p] = aq - base[0] + origin.q;
    r[p] = ar - base[1] + origin.r;
    cell[p] = indexOfAxial(board, q[p] as number, r[p] as number);
    at.set(`${q[p]},${r[p]}`, p);
  }
  for (let p = 0; p < size; p++) {
    for (let side = 0; side < 6; side++) {
      const found = at.get(`${(q[p] as number) + (board.directions[side * 2] as number)},${(r[p] as number) + (board.directions[side * 2 + 1] as number)}`);
      if (found !== undefined) next[p * 6 + side] = found;
    }
  }
  const of = new Int32Array(board.cellCount);
  for (let p = 0; p < size; p++) if ((cell[p] as number) >= 0) of[cell[p] as number] = p;
  // Across axis u: (q+1, r-1); v: (q, r+1); w: (q-1, r).
  const axisSide = new Int8Array([sideOfStep(board, 1, -1), sideOfStep(board, 0, 1), sideOfStep(board, -1, 0), sideOfStep(board, -1, 1), sideOfStep(board, 0, -1), sideOfStep(board, 1, 0)]);
  return { width, q, r, cell, next, of, axisSide };
});

/**
 * The padded neighbour table with the attention of each step folded in: `~next` (negative) where
 * crossing that side, or entering the hex beyond, needs a closer look (`stepAttention`, per board
 * cell side), or where either hex is off the board; `next` otherwise.
 */
export function watchedSteps(board: SiegeBoard, stepAttention: Uint8Array): Int32Array {
  const padded = paddedOf(board);
  const table = new Int32Array(padded.next.length);
  for (let p = 0; p < padded.cell.length; p++) {
    const cell = padded.cell[p] as number;
    for (let side = 0; side < 6; side++) {
      const at = p * 6 + side;
      const next = padded.next[at] as number;
      const beyond = next < 0 ? -1 : (padded.cell[next] as number);
      const watched = next < 0 || cell < 0 || beyond < 0 || stepAttention[cell * 6 + side] === 1;
      table[at] = watched ? ~next : next;
    }
  }
  return table;
}

/**
 * `watchedSteps` for `stepAttention`, made from `base`, the table of `baseAttention` on the same
 * board: only the steps of the board's sides whose attention differs are worked out again (a
 * step's entry depends on nothing else that a view changes).
 */
export function watchedStepsFrom(board: SiegeBoard, stepAttention: Uint8Array, baseAttention: Uint8Array, base: Int32Array): Int32Array {
  const padded = paddedOf(board);
  const table = base.slice();
  for (let at = 0; at < stepAttention.length; at++) {
    if (stepAttention[at] === baseAttention[at]) continue;
    const cell = (at / 6) | 0;
    const side = at - cell * 6;
    const step = (padded.of[cell] as number) * 6 + side;
    const next = padded.next[step] as number;
    const beyond = next < 0 ? -1 : (padded.cell[next] as number);
    table[step] = next < 0 || beyond < 0 || stepAttention[at] === 1 ? ~next : next;
  }
  return table;
}

/** The padded board a line's `pad` indices point to. */
export function paddedBoard(board: SiegeBoard): PaddedBoard {
  return paddedOf(board);
}

/** Padded index of the hex at axial (q, r), -1 past the margin. */
function padIndexOf(board: SiegeBoard, padded: PaddedBoard, q: number, r: number): number {
  const col = offsetCol(board, q, r) + MARGIN;
  const row = offsetRow(board, q, r) + MARGIN;
  return col >= 0 && col < padded.width && row >= 0 && row * padded.width < padded.q.length ? row * padded.width + col : -1;
}

function push(buffer: LineBuffer, board: SiegeBoard, q: number, r: number, side: number): void {
  const i = buffer.length++;
  buffer.pad[i] = padIndexOf(board, paddedOf(board), q, r);
  buffer.cell[i] = indexOfAxial(board, q, r);
  buffer.side[i] = side;
  buffer.pair[i] = 0;
}

function pushPair(buffer: LineBuffer, board: SiegeBoard, q: number, r: number, q2: number, r2: number): void {
  const i = buffer.length++;
  const padded = paddedOf(board);
  buffer.pad[i] = padIndexOf(board, padded, q, r);
  buffer.cell[i] = indexOfAxial(board, q, r);
  buffer.side[i] = -1;
  buffer.pad2[i] = padIndexOf(board, padded, q2, r2);
  buffer.cell2[i] = indexOfAxial(board, q2, r2);
  buffer.pair[i] = 1;
  buffer.hasPairs = true;
}

/** Along a "between directions" line from centre to centre: centres every two steps, pairs between. */
function alongSides(board: SiegeBoard, buffer: LineBuffer, aq: number, ar: number, bq: number, br: number): void {
  const dq = bq - aq;
  const dr = br - ar;
  const m = Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr)) / 2;
  const sq = dq / m;
  const sr = dr / m;
  // The two side-sharing unit steps whose sum is the diagonal step.
  let fq: number;
  let fr: number;
  let gq: number;
  let gr: number;
  if (sq === 2 || sq === -2) {
    fq = sq / 2;
    fr = sr;
    gq = sq / 2;
    gr = 0;
  } else if (sr === 2 || sr === -2) {
    fq = sq;
    fr = sr / 2;
    gq = 0;
    gr = sr / 2;
  } else {
    fq = sq;
    fr = 0;
    gq = 0;
    gr = sr;
  }
  push(buffer, board, aq, ar, -1);
  let q = aq;
  let r = ar;
  for (let j = 1; j <= m; j++) {
    pushPair(buffer, board, q + fq, r + fr, q + gq, r + gr);
    q += sq;
    r += sr;
    push(buffer, board, q, r, -1);
  }
}

/**
 * Starts the segment from the centre of `from` (or, with `side` 0-5, from the middle of that side
 * of `from`) to the centre of `to`, writing its first step; `advance` writes the next ones. From
 * a side, the walk starts in the hex across it, and only when the segment leaves `from` through
 * that side; returns false (and writes nothing) otherwise.
 */
function beginLine(board: SiegeBoard, buffer: LineBuffer, from: number, to: number, side = -1): boolean {
  buffer.length = 0;
  buffer.done = true;
  buffer.hasPairs = false;
  const padded = paddedOf(board);
  buffer.padded = padded;
  let p = padded.of[from] as number;
  const target = padded.of[to] as number;
  const aq = padded.q[p] as number;
  const ar = padded.r[p] as number;
  const tq = padded.q[target] as number;
  const tr = padded.r[target] as number;
  // Doubled uvw of the start point and of the end.
  let su = (2 * (aq - ar)) | 0;
  let sv = (2 * (aq + 2 * ar)) | 0;
  let sw = (0 - 4 * aq - 2 * ar) | 0;
  let cu = su;
  let cv = sv;
  let cw = sw;
  let entered = -1;
  if (side >= 0) {
    const dq = board.directions[side * 2] as number;
    const dr = board.directions[side * 2 + 1] as number;
    const du = (dq - dr) | 0;
    const dv = (dq + 2 * dr) | 0;
    const dw = (0 - 2 * dq - dr) | 0;
    su += du;
    sv += dv;
    sw += dw;
    // The side's own axis is the one where the step is +-2: the segment must move that way.
    const gap = du === 2 || du === -2 ? 2 * (tq - tr) - su : dv === 2 || dv === -2 ? 2 * (tq + 2 * tr) - sv : 0 - 4 * tq - 2 * tr - sw;
    const step = du === 2 || du === -2 ? du : dv === 2 || dv === -2 ? dv : dw;
    if (step > 0 ? gap <= 0 : gap >= 0) return false;
    cu += 2 * du;
    cv += 2 * dv;
    cw += 2 * dw;
    p = padded.next[p * 6 + side] as number;
    entered = side;
  }
  const du = (2 * (tq - tr) - su) | 0;
  const dv = (2 * (tq + 2 * tr) - sv) | 0;
  const dw = (0 - 4 * tq - 2 * tr - sw) | 0;
  if (side < 0 && (du === 0 || dv === 0 || dw === 0)) {
    // Centre to centre along sides (or onto itself): written whole at once.
    if (from === to) push(buffer, board, aq, ar, -1);
    else alongSides(board, buffer, aq, ar, tq, tr);
    return true;
  }
  const su1 = du > 0 ? 1 : -1;
  const sv1 = dv > 0 ? 1 : -1;
  const sw1 = dw > 0 ? 1 : -1;
  const state = buffer.state;
  state[P] = p;
  // Exit numerators: (2 C_k + 2 sign_k - S_k) * sign_k; an axis the segment does not move along never exits.
  // (`| 0` keeps these small integers, never -0, which would throw the optimised code away.)
  state[NU] = ((cu + 2 * su1 - su) * su1) | 0;
  state[NV] = ((cv + 2 * sv1 - sv) * sv1) | 0;
  state[NW] = ((cw + 2 * sw1 - sw) * sw1) | 0;
  state[AU] = du === 0 ? 0 : du * su1;
  state[AV] = dv === 0 ? 0 : dv * sv1;
  state[AW] = dw === 0 ? 0 : dw * sw1;
  state[DU] = du;
  state[DV] = dv;
  state[DW] = dw;
  state[SU] = su1;
  state[SV] = sv1;
  state[SW] = sw1;
  state[TARGET] = target;
  // What crossing each axis adds to the three exit numerators, and the side it crosses.
  // Crossing axis j adds 2 uvw(step j)_k sign_j sign_k to numerator k, uvw(step) being (2, -1, -1) turned to axis j.
  state[INC] = 4;
  state[INC + 1] = (-2 * su1 * sv1) | 0;
  state[INC + 2] = (-2 * su1 * sw1) | 0;
  state[INC + 3] = (-2 * sv1 * su1) | 0;
  state[INC + 4] = 4;
  state[INC + 5] = (-2 * sv1 * sw1) | 0;
  state[INC + 6] = (-2 * sw1 * su1) | 0;
  state[INC + 7] = (-2 * sw1 * sv1) | 0;
  state[INC + 8] = 4;
  const axisSide = padded.axisSide;
  state[SIDES] = axisSide[su1 > 0 ? 0 : 3] as number;
  state[SIDES + 1] = axisSide[sv1 > 0 ? 1 : 4] as number;
  state[SIDES + 2] = axisSide[sw1 > 0 ? 2 : 5] as number;
  buffer.pad[0] = p;
  buffer.cell[0] = padded.cell[p] as number;
  buffer.side[0] = entered;
  buffer.length = 1;
  buffer.done = p === state[TARGET];
  return true;
}

/** Writes the remaining steps of the line begun, up to the target; false when the target was written already. */
function advance(buffer: LineBuffer): boolean {
  if (buffer.done) return false;
  const padded = buffer.padded as PaddedBoard;
  const state = buffer.state;
  let p = state[P] as number;
  let nu = state[NU] as number;
  let nv = state[NV] as number;
  let nw = state[NW] as number;
  const au = state[AU] as number;
  const av = state[AV] as number;
  const aw = state[AW] as number;
  const target = state[TARGET] as number;
  const u0 = state[INC] as number;
  const v0 = state[INC + 1] as number;
  const w0 = state[INC + 2] as number;
  const u1 = state[INC + 3] as number;
  const v1 = state[INC + 4] as number;
  const w1 = state[INC + 5] as number;
  const u2 = state[INC + 6] as number;
  const v2 = state[INC + 7] as number;
  const w2 = state[INC + 8] as number;
  const side0 = state[SIDES] as number;
  const side1 = state[SIDES + 1] as number;
  const side2 = state[SIDES + 2] as number;
  const next = padded.next;
  // All three axes move unless the line starts from a side and runs parallel to one of them.
  const allMove = au !== 0 && av !== 0 && aw !== 0;
  const qs = padded.q;
  const rs = padded.r;
  const outPad = buffer.pad;
  const outSide = buffer.side;
  const limit = outPad.length - 1;
  let n = buffer.length - 1;
  while (n < limit) {
    // The smallest exit time (fractions compared cross-multiplied); a tie is a corner.
    let axis: number;
    let tied = -1;
    if (allMove) {
      const a = nv * au;
      const b = nu * av;
      let num = nu;
      let den = au;
      if (a < b) {
        axis = 1;
        num = nv;
        den = av;
      } else {
        axis = 0;
        if (a === b) tied = 1;
      }
      const c = nw * den;
      const d = num * aw;
      if (c < d) {
        axis = 2;
        tied = -1;
      } else if (c === d) tied = 2;
    } else {
      axis = au === 0 ? 1 : 0;
      let num = au === 0 ? nv : nu;
      let den = au === 0 ? av : au;
      if (axis === 0 && av !== 0) {
        const a = nv * den;
        const b = num * av;
        if (a < b) {
          axis = 1;
          num = nv;
          den = av;
        } else if (a === b) tied = 1;
      }
      if (aw !== 0) {
        const a = nw * den;
        const b = num * aw;
        if (a < b) {
          axis = 2;
          tied = -1;
        } else if (a === b) tied = 2;
      }
    }
    if (tied >= 0) {
      // Through a corner: of the two hexes beyond it, enter the one the segment goes into.
      const sign = state[SU + axis] as number;
      const otherSign = state[SU + tied] as number;
      if (!entersAtCorner(qs[p] as number, rs[p] as number, axis, sign, tied, otherSign, state[DU] as number, state[DV] as number, state[DW] as number)) axis = tied;
    }
    // Cross: the centre moves by the axis step, each exit numerator by its share of it.
    let stepSide: number;
    if (axis === 0) {
      nu += u0;
      nv += v0;
      nw += w0;
      stepSide = side0;
    } else if (axis === 1) {
      nu += u1;
      nv += v1;
      nw += w1;
      stepSide = side1;
    } else {
      nu += u2;
      nv += v2;
      nw += w2;
      stepSide = side2;
    }
    p = next[p * 6 + stepSide] as number;
    n++;
    outPad[n] = p;
    outSide[n] = stepSide;
    if (p === target) break;
  }
  buffer.done = true;
  state[P] = p;
  state[NU] = nu;
  state[NV] = nv;
  state[NW] = nw;
  buffer.length = n + 1;
  return true;
}

/** The whole line at once (see `beginLine`). */
export function walkLine(board: SiegeBoard, buffer: LineBuffer, from: number, to: number, side = -1): boolean {
  if (!beginLine(board, buffer, from, to, side)) return false;
  while (advance(buffer));
  const cells = paddedOf(board).cell;
  for (let i = 0; i < buffer.length; i++) buffer.cell[i] = cells[buffer.pad[i] as number] as number;
  return true;
}

/**
 * Whether, just past the corner of hex (cq, cr) on axes `axis` and `other`, the segment is in the
 * hex across `axis`.
 */
function entersAtCorner(cq: number, cr: number, axis: number, sign: number, other: number, otherSign: number, du: number, dv: number, dw: number): boolean {
  const nq = axis === 0 ? cq + sign : axis === 1 ? cq : cq - sign;
  const nr = axis === 0 ? cr - sign : axis === 1 ? cr + sign : cr;
  // Corner relative to the candidate's centre, doubled: 2 (C - N) plus 2 sign on the two exit axes.
  const relU = 2 * (cq - cr - (nq - nr)) + (axis === 0 ? 2 * sign : other === 0 ? 2 * otherSign : 0);
  const relV = 2 * (cq + 2 * cr - (nq + 2 * nr)) + (axis === 1 ? 2 * sign : other === 1 ? 2 * otherSign : 0);
  const relW = 2 * (-2 * cq - cr - (-2 * nq - nr)) + (axis === 2 ? 2 * sign : other === 2 ? 2 * otherSign : 0);
  if ((relU >= 2 && du > 0) || (relU <= -2 && du < 0)) return false;
  if ((relV >= 2 && dv > 0) || (relV <= -2 && dv < 0)) return false;
  if ((relW >= 2 && dw > 0) || (relW <= -2 && dw < 0)) return false;
  return true;
}

/**
 * The segment from the centre of `from` to the middle of side `side` of `to`, then `to` itself:
 * the same line as from that side to `from`, walked the other way (a shot at a figure behind a
 * rampart's wall arrives over that wall, as the figure's own shots leave from it).
 */
export function walkLineToSide(board: SiegeBoard, buffer: LineBuffer, from: number, to: number, side: number): boolean {
  if (!walkLine(board, buffer, to, from, side)) return false;
  buffer.done = true;
  const { pad, cell, pad2, cell2, pair } = buffer;
  const n = buffer.length;
  for (let i = 0, j = n - 1; i < j; i++, j--) {
    swap(pad, i, j);
    swap(cell, i, j);
    swap(pad2, i, j);
    swap(cell2, i, j);
    swap(pair, i, j);
  }
  // Walked backwards, step i is entered from step i - 1 through the side opposite the one the
  // forward walk crossed the other way, noted (after the swap) at i - 1.
  const entered = buffer.side;
  for (let i = 0, j = n - 1; i < j; i++, j--) swap(entered, i, j);
  for (let i = n - 1; i > 0; i--) entered[i] = ((entered[i - 1] as number) + 3) % 6;
  entered[0] = -1;
  push(buffer, board, board.q[to] as number, board.r[to] as number, (side + 3) % 6);
  return true;
}

function swap(values: Int32Array | Uint8Array | Int8Array, i: number, j: number): void {
  const kept = values[i] as number;
  values[i] = values[j] as number;
  values[j] = kept;
}

/** Most steps a line between two hexes of the board can take (with room to spare). */
export function lineCapacity(board: SiegeBoard): number {
  return 4 * (board.columns + board.rows) + 16;
}

/**
 * Step code of a pair step (the line runs along the side between two hexes): PAIR_STEP + 8 × the
 * side from the step before to the first hex + the side to the second. The step after a pair is
 * coded from the pair's first hex. Other codes, 0-5, are the side crossed from the step before.
 */
export const PAIR_STEP = 64;

/** Index entries: a line not looked for yet, or a side the segment does not leave by. */
const UNKNOWN = 0;
const REFUSED = -1;
/** A memoised line's header in the pool: its step count (two bytes) and whether it runs along sides. */
const HEADER = 3;
const MAX_STEPS = 0xffff;

/** How much a board's line shapes may take; lines past these bounds are walked each time they are met. */
export interface ShapeBounds {
  /** Bytes of line codes. */
  readonly poolBytes: number;
  /** Entries of each kind's index (4 bytes each): one per axial offset between two hexes of the board. */
  readonly indexEntries: number;
}

/** 4 MiB of codes (every line of the castle sample takes 400 KB), 4 MiB per index (boards up to about 350 hexes across). */
const BOUNDS: ShapeBounds = { poolBytes: 1 << 22, indexEntries: 1 << 20 };

/**
 * The memoised shapes of a board's lines, by kind (from a centre, from the middle of side 0-5, to
 * the middle of side 0-5 of the target) and axial offset from `from` to `to`, and the line
 * `findLineShape` found last: its codes from `at` (one per step after step 0) and its step count.
 */
export interface LineShapes {
  codes: Uint8Array;
  at: number;
  steps: number;
  /** Whether the line found runs along sides (centres and pair steps in turn, from a centre only). */
  pairs: boolean;
  /** Lines memoised, and bytes of the pool they take (from 1: the first byte is never a line's offset). */
  count: number;
  used: number;
  pool: Uint8Array;
  readonly poolBytes: number;
  /** Per kind of line, the pool offset of each axial offset's shape, UNKNOWN or REFUSED. */
  readonly index: (Int32Array | null)[];
  /** False on a board too wide for the index: nothing is memoised. */
  readonly memoised: boolean;
  readonly board: SiegeBoard;
  readonly q: Int32Array;
  readonly r: Int32Array;
  /** Largest axial offset between two hexes of the board, along q and r. */
  readonly qSpan: number;
  readonly rSpan: number;
  /** Where a line is written when the pool is full. */
  readonly scratch: Uint8Array;
  readonly walk: LineBuffer;
}

/** Kinds of line: from a centre, from the middle of each side, to the middle of each side. */
const KINDS = 13;
const shapeMemos = new WeakMap<SiegeBoard, LineShapes>();

function span(values: readonly number[]): number {
  let low = Infinity;
  let high = -Infinity;
  for (const value of values) {
    if (value < low) low = value;
    if (value > high) high = value;
  }
  return values.length === 0 ? 0 : high - low;
}

/** The line shapes of a board, empty at first (`bounds` are read when they are made). */
export function lineShapes(board: SiegeBoard, bounds = BOUNDS): LineShapes {
  let shapes = shapeMemos.get(board);
  if (shapes === undefined) {
    const capacity = lineCapacity(board);
    const qSpan = span(board.q);
    const rSpan = span(board.r);
    const memoised = (2 * qSpan + 1) * (2 * rSpan + 1) <= bounds.indexEntries;
    const pool = new Uint8Array(memoised ? Math.min(4096, bounds.poolBytes) : 0);
    shapes = {
      codes: pool,
      at: 0,
      steps: 0,
      pairs: false,
      count: 0,
      used: 1,
      pool,
      poolBytes: bounds.poolBytes,
      index: new Array<Int32Array | null>(KINDS).fill(null),
      memoised,
      board,
      q: Int32Array.from(board.q),
      r: Int32Array.from(board.r),
      qSpan,
      rSpan,
      scratch: new Uint8Array(capacity),
      walk: createLineBuffer(capacity),
    };
    shapeMemos.set(board, shapes);
  }
  return shapes;
}

/** What a board's line shapes hold: lines memoised, bytes of their codes, and bytes allocated (the pool and the index tables). */
export function lineShapeMemo(board: SiegeBoard): { lines: number; codeBytes: number; bytes: number } {
  const shapes = shapeMemos.get(board);
  if (shapes === undefined) return { lines: 0, codeBytes: 0, bytes: 0 };
  const indexBytes = shapes.index.reduce((sum, table) => sum + (table?.byteLength ?? 0), 0);
  return { lines: shapes.count, codeBytes: shapes.used - 1, bytes: shapes.pool.byteLength + indexBytes };
}

/**
 * Finds the shape of the line from the centre of `from` (or from the middle of its side
 * `startSide`) to the centre of `to` (or to the middle of its side `endSide`, then `to`), and
 * points `shapes.codes`, `at`, `steps` and `pairs` at it; false when the segment does not leave
 * `from` by `startSide` (or reach `to` by `endSide`). Step 0 is `from`, or from a side the hex
 * across it.
 */
export function findLineShape(shapes: LineShapes, from: number, to: number, startSide: number, endSide: number): boolean {
  if (!shapes.memoised) return walkShape(shapes, null, 0, from, to, startSide, endSide);
  const kind = startSide >= 0 ? 1 + startSide : endSide >= 0 ? 7 + endSide : 0;
  const index = shapes.index[kind] ?? indexOf(shapes, kind);
  const key = ((shapes.q[to] as number) - (shapes.q[from] as number) + shapes.qSpan) * (2 * shapes.rSpan + 1) + (shapes.r[to] as number) - (shapes.r[from] as number) + shapes.rSpan;
  const offset = index[key] as number;
  if (offset === REFUSED) return false;
  if (offset === UNKNOWN) return walkShape(shapes, index, key, from, to, startSide, endSide);
  const pool = shapes.pool;
  shapes.codes = pool;
  shapes.at = offset + HEADER;
  shapes.steps = (pool[offset] as number) | ((pool[offset + 1] as number) << 8);
  shapes.pairs = pool[offset + 2] === 1;
  return true;
}

function indexOf(shapes: LineShapes, kind: number): Int32Array {
  const index = new Int32Array((2 * shapes.qSpan + 1) * (2 * shapes.rSpan + 1));
  shapes.index[kind] = index;
  return index;
}

/** Walks a line not memoised yet with the exact walk, codes it and memoises it (in `index` at `key`) while the pool has room. */
function walkShape(shapes: LineShapes, index: Int32Array | null, key: number, from: number, to: number, startSide: number, endSide: number): boolean {
  const walk = shapes.walk;
  const board = shapes.board;
  if (!(endSide >= 0 ? walkLineToSide(board, walk, from, to, endSide) : walkLine(board, walk, from, to, startSide))) {
    if (index !== null) index[key] = REFUSED;
    return false;
  }
  const steps = walk.length;
  const offset = index !== null && steps <= MAX_STEPS ? room(shapes, HEADER + steps - 1) : -1;
  const codes = offset < 0 ? shapes.scratch : shapes.pool;
  const at = offset < 0 ? 0 : offset + HEADER;
  codeSteps(paddedOf(board), board, walk, codes, at);
  shapes.codes = codes;
  shapes.at = at;
  shapes.steps = steps;
  shapes.pairs = walk.hasPairs;
  if (index !== null && offset >= 0) {
    codes[offset] = steps & 0xff;
    codes[offset + 1] = steps >> 8;
    codes[offset + 2] = walk.hasPairs ? 1 : 0;
    index[key] = offset;
    shapes.count++;
  }
  return true;
}

/** Offset of `size` free bytes at the end of the pool, grown as needed; -1 past the bound. */
function room(shapes: LineShapes, size: number): number {
  const offset = shapes.used;
  if (offset + size > shapes.pool.length) {
    if (offset + size > shapes.poolBytes) return -1;
    let length = shapes.pool.length * 2;
    while (length < offset + size) length *= 2;
    const pool = new Uint8Array(Math.min(length, shapes.poolBytes));
    pool.set(shapes.pool.subarray(0, offset));
    shapes.pool = pool;
  }
  shapes.used = offset + size;
  return offset;
}

/** The side of padded hex a that padded hex b lies across. */
function sideBetween(padded: PaddedBoard, board: SiegeBoard, a: number, b: number): number {
  return sideOfStep(board, (padded.q[b] as number) - (padded.q[a] as number), (padded.r[b] as number) - (padded.r[a] as number));
}

/** Writes the codes of steps 1 to the last of a walked line at `at`. */
function codeSteps(padded: PaddedBoard, board: SiegeBoard, walk: LineBuffer, codes: Uint8Array, at: number): void {
  for (let i = 1; i < walk.length; i++) {
    const before = walk.pad[i - 1] as number;
    const side = sideBetween(padded, board, before, walk.pad[i] as number);
    codes[at + i - 1] = walk.hasPairs && walk.pair[i] === 1 ? PAIR_STEP + 8 * side + sideBetween(padded, board, before, walk.pad2[i] as number) : side;
  }
}

/** `walkLine` from the board's memoised line shapes. */
export function followLine(board: SiegeBoard, buffer: LineBuffer, from: number, to: number, side = -1): boolean {
  return follow(board, buffer, from, to, side, -1);
}

/** `walkLineToSide` from the board's memoised line shapes. */
export function followLineToSide(board: SiegeBoard, buffer: LineBuffer, from: number, to: number, side: number): boolean {
  return follow(board, buffer, from, to, -1, side);
}

function follow(board: SiegeBoard, buffer: LineBuffer, from: number, to: number, startSide: number, endSide: number): boolean {
  const shapes = lineShapes(board);
  buffer.length = 0;
  buffer.hasPairs = false;
  if (!findLineShape(shapes, from, to, startSide, endSide)) return false;
  const { next, cell, of } = paddedOf(board);
  const start = of[from] as number;
  buffer.pad[0] = startSide >= 0 ? (next[start * 6 + startSide] as number) : start;
  buffer.side[0] = startSide;
  buffer.pair[0] = 0;
  for (let i = 1; i < shapes.steps; i++) {
    const before = buffer.pad[i - 1] as number;
    const code = shapes.codes[shapes.at + i - 1] as number;
    const pair = code >= PAIR_STEP;
    buffer.pad[i] = next[before * 6 + (pair ? (code - PAIR_STEP) >> 3 : code)] as number;
    buffer.pair[i] = pair ? 1 : 0;
    // After a pair or in one, the step has no single side crossed (as the walk writes it).
    buffer.side[i] = pair || buffer.pair[i - 1] === 1 ? -1 : code;
    if (pair) {
      buffer.pad2[i] = next[before * 6 + (code & 7)] as number;
      buffer.cell2[i] = cell[buffer.pad2[i] as number] as number;
    }
  }
  buffer.length = shapes.steps;
  buffer.hasPairs = shapes.pairs;
  for (let i = 0; i < buffer.length; i++) buffer.cell[i] = cell[buffer.pad[i] as number] as number;
  return true;
}
