/**
 * Dice on demand for rule tests: the game's PRNG set to a state whose next six-sided dice are the
 * faces wanted, found by trying seeds (a few thousand at most for four dice). The rules roll from
 * the game's own PRNG, so the test then reads exactly those dice in the events.
 */
import { Rng, seedRng } from '../../core/prng';
import type { RwState } from '../types';

export function withDice(state: RwState, faces: readonly number[]): RwState {
  for (let seed = 1; seed < 1_000_000; seed++) {
    const start = seedRng(seed);
    const rng = new Rng(start);
    if (faces.every((face) => rng.int(6) + 1 === face)) return { ...state, rng: start };
  }
  throw new Error(`No seed rolls ${faces.join(' ')}`);
}
