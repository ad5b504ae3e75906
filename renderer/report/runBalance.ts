/**
 * Runs a balance batch in Web Workers, one per core: each plays a contiguous share (game n is
 * seeded from the batch seed and n, so the report is the one a single thread gives), the progress
 * adds up as games end, and cancelling stops every worker at once.
 */
import type { ScenarioInput } from '../../engine/rules';
import { addBalance, type BalanceOptions, type BalanceTally } from '../../engine/sim/balance';
import type { BalanceJob, BalanceMessage } from './balanceWorker';

export interface BalanceRun {
  /** The whole batch's tally; rejects when cancelled or when a worker fails. */
  readonly done: Promise<BalanceTally>;
  readonly cancel: () => void;
}

export class Cancelled extends Error {}

/** Workers for a batch: one per core, never more than the games. */
export function workerCount(games: number, cores = navigator.hardwareConcurrency || 2): number {
  return Math.max(1, Math.min(cores, games, 8));
}

export function runBalance(input: ScenarioInput, options: BalanceOptions, onProgress: (done: number) => void): BalanceRun {
  const parts = workerCount(options.games);
  const workers: Worker[] = [];
  const progress = new Array<number>(parts).fill(0);
  let stop: (reason: Error) => void = () => undefined;
  const shares = Array.from({ length: parts }, (_, index) => {
    const first = Math.floor((index * options.games) / parts);
    const job: BalanceJob = { input, options, first, count: Math.floor(((index + 1) * options.games) / parts) - first };
    return new Promise<BalanceTally>((resolve, reject) => {
      const worker = new Worker(new URL('./balanceWorker.ts', import.meta.url), { type: 'module' });
      workers.push(worker);
      worker.onmessage = (event: MessageEvent<BalanceMessage>) => {
        const message = event.data;
        if (message.kind === 'progress') {
          progress[index] = message.done;
          onProgress(progress.reduce((sum, done) => sum + done, 0));
        } else if (message.kind === 'done') resolve(message.tally);
        else reject(new Error(message.message));
      };
      worker.onerror = (event) => reject(new Error(event.message));
      worker.postMessage(job);
    });
  });
  const cancelled = new Promise<never>((_, reject) => (stop = reject));
  const done = Promise.race([Promise.all(shares).then((tallies) => tallies.reduce(addBalance)), cancelled]).finally(() => {
    for (const worker of workers) worker.terminate();
  });
  return { done, cancel: () => stop(new Cancelled()) };
}
