/**
 * One worker of `skirmish simulate`: plays games of the batch as it takes them from the counter it
 * shares with the other workers, and posts the tally, with the games' results when they are listed.
 * The command runs it from its bundle (see simulate.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { RulesetData, Scenario } from '../engine/scenario/types';
import { playGames, resultOf, type BatchTally, type GameResult, type SimulateOptions } from '../engine/sim/index';

export interface WorkerJob {
  readonly scenario: Scenario;
  readonly options: Omit<SimulateOptions, 'clock' | 'onGame'> & { readonly ruleset: RulesetData };
  /** The games to share: `first` to `first + count - 1`. */
  readonly first: number;
  readonly count: number;
  /** One 32-bit integer, shared by the workers: how many of those games were taken. */
  readonly taken: SharedArrayBuffer;
  /** Post each game's result too (shards list their games). */
  readonly listGames: boolean;
}

export interface WorkerAnswer {
  readonly tally: BatchTally;
  readonly results: readonly GameResult[];
}

const job = workerData as WorkerJob | null;
if (parentPort && job) {
  const results: GameResult[] = [];
  const onGame = job.listGames ? (game: Parameters<typeof resultOf>[0]) => results.push(resultOf(game)) : undefined;
  const taken = new Int32Array(job.taken);
  const take = () => {
    const next = Atomics.add(taken, 0, 1);
    return next < job.count ? job.first + next : -1;
  };
  const tally = playGames(job.scenario, { ...job.options, ...(onGame ? { onGame } : {}) }, take);
  const answer: WorkerAnswer = { tally, results };
  parentPort.postMessage(answer);
}
