/**
 * What the game moves, burns or breaks, as board tokens (board.ts): the drawbridge, the ladders,
 * the siege engines, the fires and the counters the game lays (demolished walls, burnt tents), so
 * that movement and fire see the board as it stands.
 */
import type { BoardToken, SiegeBoardDynamic } from './board';
import { ENGINE_KINDS, type SiegeFixed, type SiegeGame } from './types';

/** Token kinds whose place or state the game keeps itself: the scenario's tokens of these kinds are replaced. */
const PLAYED_KINDS: ReadonlySet<string> = new Set(['drawbridge', 'ladder', 'flames', 'oil-barrel', ...ENGINE_KINDS]);

export type BoardParts = Pick<SiegeGame, 'drawbridge' | 'ladders' | 'engines' | 'fires' | 'counters'>;

/**
 * The board's tokens as the game stands. Lying ladders change neither movement nor fire: they are
 * left out, so that carrying one keeps the board; barrels change nothing either.
 */
export function dynamicBoard(fixed: SiegeFixed, game: BoardParts): SiegeBoardDynamic {
  const initial = fixed.board.initial;
  const tokens: BoardToken[] = initial.tokens.filter((token) => !PLAYED_KINDS.has(token.kind));
  for (const counter of game.counters) tokens.push({ kind: counter.kind, cell: counter.cell });
  if (game.drawbridge !== null) for (const cell of fixed.drawbridgeCells) tokens.push({ kind: 'drawbridge', cell, state: game.drawbridge });
  for (const ladder of game.ladders) if (ladder.vertical) tokens.push({ kind: 'ladder', cell: ladder.cell, state: 'vertical', facing: ladder.facing });
  for (const engine of game.engines) {
    for (const cell of engine.cells) tokens.push(engine.kind === 'mantlet' && engine.facing >= 0 ? { kind: engine.kind, cell, facing: engine.facing } : { kind: engine.kind, cell });
  }
  for (const fire of game.fires) tokens.push({ kind: 'flames', cell: fire.cell });
  return { tokens, edgeStates: initial.edgeStates };
}
