/**
 * One worker of `skirmish simulate`: plays its share of the batch and posts the tally, and the
 * games one by one when they are listed. The command runs it from its bundle (see simulate.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { RulesetData, Scenario } from '../engine/scenario/types';
import { playBatch, resultOf, type BatchTally, type GameResult, type SimulateOptions } from '../engine/sim/index';

export interface WorkerJob {
  readonly scenario: Scenario;
  readonly options: Omit<SimulateOptions, 'clock' | 'onGame'> & { readonly ruleset: RulesetData };
  readonly first: number;
  readonly count: number;
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
  const tally = playBatch(job.scenario, { ...job.options, ...(onGame ? { onGame } : {}) }, job.first, job.count);
  const answer: WorkerAnswer = { tally, results };
  parentPort.postMessage(answer);
}
