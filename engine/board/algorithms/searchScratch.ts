import type { CellKernel } from '../types';
import { MinHeap } from './minHeap';

/**
 * Per-kernel working memory for searches, reused from one search to the next so that a small
 * search on a large board (a hover preview at 60 fps) costs what it explores, not the board size.
 * A slot's value is valid only when its stamp equals the current generation.
 */
export interface SearchScratch {
  readonly best: Float64Array;
  readonly previous: Int32Array;
  readonly stamp: Uint32Array;
  readonly heap: MinHeap;
  generation: number;
  busy: boolean;
}

const scratchByKernel = new WeakMap<CellKernel, SearchScratch>();

function createScratch(size: number): SearchScratch {
  return {
    best: new Float64Array(size),
    previous: new Int32Array(size),
    stamp: new Uint32Array(size),
    heap: new MinHeap(64),
    generation: 0,
    busy: false,
  };
}

/** Scratch for `size` states, starting a new generation; a nested search gets its own. */
export function takeScratch(kernel: CellKernel, size: number): SearchScratch {
  let scratch = scratchByKernel.get(kernel);
  if (scratch === undefined || scratch.best.length < size) {
    scratch = createScratch(size);
    scratchByKernel.set(kernel, scratch);
  } else if (scratch.busy) {
    scratch = createScratch(size);
  }
  scratch.busy = true;
  scratch.heap.clear();
  if (scratch.generation === 0xffffffff) {
    scratch.stamp.fill(0);
    scratch.generation = 0;
  }
  scratch.generation++;
  return scratch;
}

export function releaseScratch(scratch: SearchScratch): void {
  scratch.busy = false;
}
