/**
 * `skirmish simulate FILE [--games N] [--bots random,greedy] [--seed S] [--threads T] [--record DIR]
 * [--shard K/N --out FILE] [--json]`: bot games of a scenario, with the wins of each side and their
 * 95% confidence interval; or one slice of such a batch, for `skirmish merge` to join.
 */
import { mkdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { translate, type Language } from '../engine/i18n/index';
import { isBotKind, type BotKind } from '../engine/rules/core/bots';
import { gameRecord } from '../engine/rules/record';
import { titleIn, titleText } from '../engine/scenario/localized';
import type { RulesetData, Scenario } from '../engine/scenario/types';
import { addTallies, batchId, playBatch, reportOf, resultOf, shardOf, type BatchTally, type GameResult, type PlayedGame, type SimulateOptions } from '../engine/sim/index';
import type { CliIo } from './main';
import { writeErrorMessage, writeOutput } from './output';
import { CliFailure, EXIT_DONE, EXIT_IO, EXIT_REFUSED, integerOption, loadPlayableScenario, oneFile, parseOptions, type Loaded, type ParsedOptions } from './play-input';
import { catalogOption } from './rulesets';
import { shardLines, type ShardHeader } from './shards';
import { textReport } from './simulate-report';
import type { WorkerAnswer, WorkerJob } from './simulate-worker';

export const MAX_GAMES = 10_000_000;
export const MAX_THREADS = 64;
export const MAX_SHARDS = 100_000;
/** Below this many games, starting worker threads costs more than it saves. */
const THREADED_FROM = 5000;
/** Fewest games worth a worker of their own. */
const GAMES_PER_WORKER = 2500;

/** The worker entry, bundled with the engine beside this command (scripts/build-cli.ts). */
const WORKER = new URL('./simulate-worker.mjs', import.meta.url);

function botsOption(options: ParsedOptions, language: Language): BotKind[] {
  const text = options.values.get('--bots') ?? 'random';
  const bots = text.split(',').map((bot) => bot.trim());
  if (bots.length === 0 || !bots.every(isBotKind)) throw new CliFailure(translate(language, 'cli.simulate.badBots', { value: text }), EXIT_REFUSED);
  return bots as BotKind[];
}

/** `--shard K/N`: which slice of the batch this run plays, both counted from 1. */
function shardOption(options: ParsedOptions, language: Language): { readonly shard: number; readonly shards: number } | null {
  const text = options.values.get('--shard');
  if (text === undefined) return null;
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  const [shard, shards] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  if (!match || shards < 1 || shards > MAX_SHARDS || shard < 1 || shard > shards) throw new CliFailure(translate(language, 'cli.simulate.badShard', { value: text, max: MAX_SHARDS }), EXIT_REFUSED);
  return { shard, shards };
}

/** Worker threads for `games` games when the user does not say: one per core, from THREADED_FROM games on. */
function defaultThreads(games: number): number {
  return games < THREADED_FROM ? 0 : Math.max(1, Math.min(availableParallelism(), Math.ceil(games / GAMES_PER_WORKER)));
}

function runWorker(job: WorkerJob): Promise<WorkerAnswer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { workerData: job });
    worker.once('message', (answer: WorkerAnswer) => resolve(answer));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`A simulation worker stopped with code ${code}.`));
    });
  });
}

type BatchOptions = SimulateOptions & { readonly ruleset: RulesetData };

interface Share {
  readonly tally: BatchTally;
  /** Each game, in order, when listed. */
  readonly results: readonly GameResult[];
  /** Each game whole, when its actions are kept (records are played in this thread). */
  readonly played: readonly PlayedGame[];
}

/**
 * Games `first` to `first + count - 1` of the batch, in this thread or shared between worker
 * threads, each taking the next game as it finishes one. Game `n` is seeded from the batch seed
 * and `n` wherever it runs, so the tally is the one a single thread gives; only the speed differs.
 */
async function playShare(scenario: Scenario, options: BatchOptions, first: number, count: number, threads: number, listGames: boolean): Promise<Share> {
  if (threads === 0 || options.keepActions) {
    const results: GameResult[] = [];
    const played: PlayedGame[] = [];
    const onGame = (game: PlayedGame) => {
      if (listGames) results.push(resultOf(game));
      if (options.keepActions) played.push(game);
    };
    return { tally: playBatch(scenario, { ...options, onGame }, first, count), results, played };
  }
  const { clock: _clock, onGame: _onGame, ...plain } = options;
  const job: WorkerJob = { scenario, options: plain, first, count, taken: new SharedArrayBuffer(4), listGames };
  const answers = await Promise.all(Array.from({ length: Math.min(threads, count) }, () => runWorker(job)));
  const results = answers.flatMap((answer) => answer.results).sort((a, b) => a.index - b.index);
  return { tally: answers.map((answer) => answer.tally).reduce(addTallies), results, played: [] };
}

/** Where game records go: a folder, made if need be. */
async function recordFolder(folder: string, language: Language): Promise<string> {
  try {
    await mkdir(folder, { recursive: true });
    return folder;
  } catch (caught) {
    throw new CliFailure(writeErrorMessage(folder, caught, language), EXIT_IO);
  }
}

/** Writes one record per game: `game-0001.game.json` and on, numbered as the games of the batch. */
async function writeRecords(folder: string, games: readonly PlayedGame[], loaded: Loaded, total: number, language: Language): Promise<void> {
  const digits = Math.max(4, String(total).length);
  for (const game of games) {
    const seats = Object.fromEntries(loaded.scenario.sides.map((side, index) => [side.id, { kind: 'bot' as const, bot: game.bots[index] ?? 'random' }]));
    const record = gameRecord(loaded, game.seed, seats, game.actions, game.state);
    await writeOutput(join(folder, `game-${String(game.index + 1).padStart(digits, '0')}.game.json`), `${JSON.stringify(record)}\n`, language);
  }
}

const VALUED = ['--games', '--bots', '--seed', '--threads', '--record', '--shard', '--out', '--rulesets'];
const SWITCHES = ['--json'];

/** The games this run plays: the batch's, or its shard's. */
function gamesToPlay(options: ParsedOptions, language: Language): { readonly games: number; readonly sharding: ReturnType<typeof shardOption>; readonly first: number; readonly count: number } {
  const games = integerOption(options, '--games', 100, 1, MAX_GAMES, language);
  const sharding = shardOption(options, language);
  const { first, count } = sharding ? shardOf(games, sharding.shard, sharding.shards) : { first: 0, count: games };
  return { games, sharding, first, count };
}

function threadsOption(options: ParsedOptions, count: number, language: Language): number {
  return integerOption(options, '--threads', defaultThreads(count), 0, MAX_THREADS, language);
}

/**
 * The worker threads `skirmish simulate` would start with these arguments; 0 where it plays in its
 * own thread, or where the arguments are refused (the command says why when it runs).
 */
export function workerThreads(args: readonly string[]): number {
  try {
    const options = parseOptions(args, VALUED, SWITCHES, 'en');
    if (options === 'help' || options.values.has('--record')) return 0;
    return threadsOption(options, gamesToPlay(options, 'en').count, 'en');
  } catch {
    return 0;
  }
}

export async function simulateCommand(args: readonly string[], language: Language, io: CliIo): Promise<number> {
  try {
    const options = parseOptions(args, VALUED, SWITCHES, language);
    if (options === 'help') {
      io.stdout(`${translate(language, 'cli.simulate.usage')}\n`);
      return EXIT_DONE;
    }
    const file = oneFile(options, language);
    const { games, sharding, first, count } = gamesToPlay(options, language);
    const seed = integerOption(options, '--seed', 1, 0, 0xffffffff, language);
    const bots = botsOption(options, language);
    const out = options.values.get('--out');
    if (sharding && out === undefined) throw new CliFailure(translate(language, 'cli.simulate.shardNeedsOut'), EXIT_REFUSED);
    const loaded = await loadPlayableScenario(file, language, await catalogOption(options.values.get('--rulesets'), language, io.stderr));
    const { scenario, ruleset } = loaded;
    const recordTo = options.values.get('--record');
    const folder = recordTo === undefined ? null : await recordFolder(recordTo, language);
    const batch: BatchOptions = { games, bots, seed, ruleset, ...(folder ? { keepActions: true } : {}) };
    const threads = threadsOption(options, count, language);
    const started = performance.now();
    const share = await playShare(scenario, batch, first, count, threads, sharding !== null);
    const seconds = (performance.now() - started) / 1000;
    if (folder) await writeRecords(folder, share.played, loaded, games, language);
    if (sharding && out !== undefined) {
      const sides = scenario.sides.map((side) => ({ id: side.id, name: side.name }));
      const header: ShardHeader = { kind: 'batch', batch: batchId(scenario, batch), file, title: titleText(scenario.meta), ruleset: scenario.ruleset.id, sides, games, seed, bots, shard: sharding.shard, shards: sharding.shards, first, count };
      await writeOutput(out, shardLines(header, share.results, share.tally, seconds), language);
      io.stdout(`${translate(language, 'cli.simulate.shardWritten', { shard: sharding.shard, shards: sharding.shards, from: first + 1, to: first + count, out })}\n`);
      return EXIT_DONE;
    }
    const report = reportOf(scenario, batch, share.tally, seconds);
    io.stdout(options.flags.has('--json') ? `${JSON.stringify({ file, title: titleIn(scenario.meta, language), bots, ...report }, null, 2)}\n` : textReport(report, { title: titleText(scenario.meta), sides: scenario.sides }, language));
    return EXIT_DONE;
  } catch (caught) {
    if (caught instanceof CliFailure) {
      io.stderr(`${caught.message}\n`);
      return caught.code;
    }
    io.stderr(`${translate(language, 'cli.play.failed', { detail: caught instanceof Error ? caught.message : String(caught) })}\n`);
    return EXIT_REFUSED;
  }
}
