/**
 * Shards of a batch, as `skirmish simulate --shard K/N --out FILE` writes them and `skirmish merge`
 * reads them back: JSON Lines, one header naming the batch and the slice, one line per game, and
 * the slice's tally. The batch id (a hash of the scenario, its ruleset data, the number of games,
 * the seed and the bots) tells whether shards belong together.
 */
import { translate, type Language } from '../engine/i18n/index';
import { isBotKind, type BotKind } from '../engine/rules/core/bots';
import type { LocalizedText } from '../engine/scenario/types';
import type { BatchTally, GameResult } from '../engine/sim/index';
import { CliFailure, EXIT_REFUSED } from './play-input';

export interface ShardHeader {
  readonly kind: 'batch';
  readonly batch: string;
  readonly file: string;
  readonly title: LocalizedText;
  readonly ruleset: string;
  readonly sides: readonly { readonly id: string; readonly name: LocalizedText }[];
  readonly games: number;
  readonly seed: number;
  readonly bots: readonly BotKind[];
  readonly shard: number;
  readonly shards: number;
  readonly first: number;
  readonly count: number;
}

export interface Shard {
  readonly header: ShardHeader;
  readonly games: readonly GameResult[];
  readonly tally: BatchTally;
  readonly seconds: number;
}

export function shardLines(header: ShardHeader, games: readonly GameResult[], tally: BatchTally, seconds: number): string {
  const lines = [JSON.stringify(header), ...games.map((game) => JSON.stringify({ kind: 'game', ...game })), JSON.stringify({ kind: 'tally', ...tally, seconds })];
  return `${lines.join('\n')}\n`;
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** A text, or one per language: what a title or a side's name may be. */
const isText = (value: unknown): boolean => typeof value === 'string' || (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((text) => typeof text === 'string'));

const isSide = (value: unknown): boolean => typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string' && isText((value as { name?: unknown }).name);

function isHeader(value: Record<string, unknown>): boolean {
  return value.kind === 'batch' && typeof value.batch === 'string' && isText(value.title) && typeof value.ruleset === 'string' && Array.isArray(value.sides) && value.sides.every(isSide) && Array.isArray(value.bots) && value.bots.every((bot) => typeof bot === 'string' && isBotKind(bot)) && [value.games, value.seed, value.shard, value.shards, value.first, value.count].every(isCount);
}

function isTally(value: Record<string, unknown>): boolean {
  return value.kind === 'tally' && typeof value.wins === 'object' && value.wins !== null && [value.games, value.draws, value.unfinished, value.turns, value.actions].every(isCount);
}

/** Reads one shard file's text; anything else is refused with a sentence naming the file. */
export function readShard(text: string, file: string, language: Language): Shard {
  const refuse = () => new CliFailure(translate(language, 'cli.merge.notAShard', { file }), EXIT_REFUSED);
  let lines: Record<string, unknown>[];
  try {
    lines = text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  } catch {
    throw refuse();
  }
  const first = lines[0];
  const last = lines[lines.length - 1];
  if (lines.length < 2 || !first || !last || !isHeader(first) || !isTally(last)) throw refuse();
  const games = lines.slice(1, -1).filter((line) => line.kind === 'game') as unknown as GameResult[];
  const { kind: _kind, seconds, ...tally } = last;
  return { header: first as unknown as ShardHeader, games, tally: tally as unknown as BatchTally, seconds: typeof seconds === 'number' ? seconds : 0 };
}
