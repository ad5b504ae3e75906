/**
 * `skirmish simulate FILE [--games N] [--bots random,greedy] [--seed S] [--json]`: bot games of a
 * scenario, with the wins of each side and their 95% confidence interval.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type * as Esbuild from 'esbuild';
import { translate, type Language } from '../engine/i18n/index';
import { isBotKind, type BotKind } from '../engine/rules/core/bots';
import type { LocalizedText, Scenario } from '../engine/scenario/types';
import type { WorkerJob } from './simulate-worker';
import { gameRecord } from '../engine/rules/record';
import { addTallies, reportOf, simulate, type BatchTally, type PlayedGame, type SimulateOptions, type SimulationReport } from '../engine/sim/index';
import type { RulesetData } from '../engine/scenario/types';
import type { CliIo } from './main';
import { writeErrorMessage, writeOutput } from './output';
import { CliFailure, EXIT_DONE, EXIT_IO, EXIT_REFUSED, integerOption, loadPlayableScenario, oneFile, parseOptions, type Loaded, type ParsedOptions } from './play-input';

function botsOption(options: ParsedOptions, language: Language): BotKind[] {
  const text = options.values.get('--bots') ?? 'random';
  const bots = text.split(',').map((bot) => bot.trim());
  if (bots.length === 0 || !bots.every(isBotKind)) throw new CliFailure(translate(language, 'cli.simulate.badBots', { value: text }), EXIT_REFUSED);
  return bots as BotKind[];
}

function textOf(text: LocalizedText, language: Language): string {
  return typeof text === 'string' ? text : (text[language] ?? text.en ?? Object.values(text)[0] ?? '');
}

function textReport(report: SimulationReport, scenario: Scenario, language: Language): string {
  const percent = new Intl.NumberFormat(language, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format;
  const decimal = (digits: number) => new Intl.NumberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format;
  const whole = new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format;
  const lines = [translate(language, 'cli.simulate.header', { title: scenario.meta.title, games: whole(report.games), seed: report.seed })];
  for (const side of report.sides) {
    const named = scenario.sides.find((candidate) => candidate.id === side.side);
    lines.push(
      translate(language, 'cli.simulate.side', {
        side: named ? textOf(named.name, language) : side.side,
        bot: side.bot,
        wins: whole(side.wins),
        rate: percent(side.rate),
        low: percent(side.ci95[0]),
        high: percent(side.ci95[1]),
      }),
    );
  }
  lines.push(translate(language, 'cli.simulate.draws', { draws: report.draws, unfinished: report.unfinished }));
  lines.push(translate(language, 'cli.simulate.averages', { turns: decimal(2)(report.averageTurns), actions: decimal(1)(report.averageActions) }));
  lines.push(translate(language, 'cli.simulate.speed', { games: whole(report.gamesPerSecond), actions: whole(report.actionsPerSecond) }));
  return `${lines.join('\n')}\n`;
}

export const MAX_GAMES = 10_000_000;
export const MAX_THREADS = 64;
/** Below this many games, bundling the engine for worker threads costs more than it saves. */
const THREADED_FROM = 5000;
/** Fewest games worth a worker of their own. */
const GAMES_PER_WORKER = 2500;

/** Worker threads for a batch of `games` when the user does not say: one per core, from THREADED_FROM games on. */
function defaultThreads(games: number): number {
  return games < THREADED_FROM ? 0 : Math.max(1, Math.min(availableParallelism(), Math.ceil(games / GAMES_PER_WORKER)));
}

/**
 * The worker entry bundled with the engine by esbuild (a dev dependency, as tsx is): workers run
 * plain JavaScript, whatever loader started the command. Null when esbuild is not there.
 */
async function bundleWorker(): Promise<{ readonly file: string; readonly folder: string } | null> {
  let esbuild: typeof Esbuild;
  try {
    esbuild = await import('esbuild');
  } catch {
    return null;
  }
  const folder = await mkdtemp(join(tmpdir(), 'skirmish-simulate-'));
  const file = join(folder, 'worker.mjs');
  await esbuild.build({
    entryPoints: [fileURLToPath(new URL('./simulate-worker.ts', import.meta.url))],
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'silent',
  });
  return { file, folder };
}

function runWorker(file: string, job: WorkerJob): Promise<BatchTally> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(file, { workerData: job });
    worker.once('message', (tally: BatchTally) => resolve(tally));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`A simulation worker stopped with code ${code}.`));
    });
  });
}

/**
 * The batch split into `threads` contiguous shares played by worker threads on a bundled engine.
 * Game `n` is seeded from the batch seed and `n` wherever it runs, so the report is the one a
 * single thread gives; only the speed differs. Without esbuild, the batch runs in this thread.
 */
async function simulateInThreads(scenario: Scenario, options: SimulateOptions & { readonly ruleset: RulesetData }, threads: number): Promise<SimulationReport> {
  const started = performance.now();
  const bundle = await bundleWorker();
  if (!bundle) return simulate(scenario, { ...options, clock: () => performance.now() });
  try {
    const { clock: _clock, ...plain } = options;
    const shares = Math.min(threads, options.games);
    const jobs = Array.from({ length: shares }, (_, index): WorkerJob => {
      const first = Math.floor((index * options.games) / shares);
      return { scenario, options: plain, first, count: Math.floor(((index + 1) * options.games) / shares) - first };
    });
    const tallies = await Promise.all(jobs.map((job) => runWorker(bundle.file, job)));
    return reportOf(scenario, options, tallies.reduce(addTallies), (performance.now() - started) / 1000);
  } finally {
    await rm(bundle.folder, { recursive: true, force: true });
  }
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

export async function simulateCommand(args: readonly string[], language: Language, io: CliIo): Promise<number> {
  try {
    const options = parseOptions(args, ['--games', '--bots', '--seed', '--threads', '--record'], ['--json'], language);
    if (options === 'help') {
      io.stdout(`${translate(language, 'cli.simulate.usage')}\n`);
      return EXIT_DONE;
    }
    const file = oneFile(options, language);
    const games = integerOption(options, '--games', 100, 1, MAX_GAMES, language);
    const seed = integerOption(options, '--seed', 1, 0, 0xffffffff, language);
    const bots = botsOption(options, language);
    const recordTo = options.values.get('--record');
    // Recorded games are played in this thread, which keeps their actions.
    const threads = recordTo === undefined ? integerOption(options, '--threads', defaultThreads(games), 0, MAX_THREADS, language) : 0;
    const loaded = await loadPlayableScenario(file, language);
    const { scenario, ruleset } = loaded;
    const folder = recordTo === undefined ? null : await recordFolder(recordTo, language);
    const played: PlayedGame[] = [];
    const report =
      threads === 0
        ? simulate(scenario, { games, bots, seed, ruleset, clock: () => performance.now(), ...(folder ? { onGame: (game: PlayedGame) => played.push(game) } : {}) })
        : await simulateInThreads(scenario, { games, bots, seed, ruleset }, threads);
    if (folder) await writeRecords(folder, played, loaded, games, language);
    io.stdout(options.flags.has('--json') ? `${JSON.stringify({ file, title: scenario.meta.title, bots, ...report }, null, 2)}\n` : textReport(report, scenario, language));
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
