/** The drawbridge and the ladders as board tokens (board.ts), so that movement and fire see them as they stand. */
import type { BoardToken, SiegeBoardDynamic } from './board';
import type { SiegeFixed, SiegeGame } from './types';

const MOVING_KINDS = new Set(['drawbridge', 'ladder']);

/**
 * The board's tokens with the drawbridge's state and the ladders standing against the walls. Lying
 * ladders change neither movement nor fire: they are left out, so that carrying one keeps the board.
 */
export function dynamicBoard(fixed: SiegeFixed, game: Pick<SiegeGame, 'drawbridge' | 'ladders'>): SiegeBoardDynamic {
  const initial = fixed.board.initial;
  const tokens: BoardToken[] = initial.tokens.filter((token) => !MOVING_KINDS.has(token.kind));
  if (game.drawbridge !== null) for (const cell of fixed.drawbridgeCells) tokens.push({ kind: 'drawbridge', cell, state: game.drawbridge });
  for (const ladder of game.ladders) if (ladder.vertical) tokens.push({ kind: 'ladder', cell: ladder.cell, state: 'vertical', facing: ladder.facing });
  return { tokens, edgeStates: initial.edgeStates };
}
