/**
 * What a side may see. SIEGE has next to no hidden information: both sides see the whole map, every
 * figure and its state, the ladders and the drawbridge, as on the table. The only secret is the
 * dice to come, and the core already hides the PRNG state from every view; nothing else is hidden.
 */
import type { SiegeState } from './types';

export function viewOf(state: SiegeState): SiegeState {
  return state;
}

/** SIEGE has no secret simultaneous choices. */
export function sealedFaceOf(): null {
  return null;
}
