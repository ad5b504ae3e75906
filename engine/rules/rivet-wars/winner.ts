/** The outcome the rules decided at the end of a round (objectives.ts), or null while the game goes on. */
import type { Outcome } from '../core/types';
import type { RwState } from './types';

export function winnerOf(state: RwState): Outcome | null {
  return state.game.result;
}
