/**
 * One worker of `skirmish simulate`: plays its share of the batch and posts the tally. The command
 * runs it as an esbuild bundle of this file and the engine (see simulate.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { RulesetData, Scenario } from '../engine/scenario/types';
import { playBatch, type SimulateOptions } from '../engine/sim/index';

export interface WorkerJob {
  readonly scenario: Scenario;
  readonly options: Omit<SimulateOptions, 'clock'> & { readonly ruleset: RulesetData };
  readonly first: number;
  readonly count: number;
}

const job = workerData as WorkerJob | null;
if (parentPort && job) parentPort.postMessage(playBatch(job.scenario, job.options, job.first, job.count));
