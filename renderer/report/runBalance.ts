/**
 * Runs a balance batch in Web Workers, one per core: the page hands each worker the next game as
 * it ends one (game n is seeded from the batch seed and n, so the report is the one a single
 * thread gives), so that no worker idles while another plays out a longer share. Cancelling stops
 * every worker at once and drops the games; stopping keeps those played so far, for a report on
 * fewer games.
 */
import type { ScenarioInput } from '../../engine/rules';
import type { BalanceOptions, BalanceTally } from '../../engine/sim/balance';
import type { BalanceMessage, BalanceRequest } from './balanceWorker';

/** The games a run played, each with its own tally, in the order they ended (`totalOf` puts them in batch order). */
export interface BalancePlayed {
  readonly games: readonly BalanceTally[];
  /** Whether the run was stopped before it played every game. */
  readonly stopped: boolean;
}

export interface BalanceRun {
  /** The games played, once all are or the run is stopped; rejects when cancelled or when a worker fails. */
  readonly done: Promise<BalancePlayed>;
  /** Stops the run and drops its games. */
  readonly cancel: () => void;
  /** Stops the run and keeps the games played so far. */
  readonly stop: () => void;
}

export class Cancelled extends Error {}

/** Workers for a batch: one per core, never more than the games. */
export function workerCount(games: number, cores = navigator.hardwareConcurrency || 2): number {
  return Math.max(1, Math.min(cores, games, 8));
}

export function runBalance(input: ScenarioInput, options: BalanceOptions, onProgress: (done: number) => void): BalanceRun {
  const workers: Worker[] = [];
  const played: BalanceTally[] = [];
  let end: (result: BalancePlayed | Error) => void = () => undefined;
  const ended = new Promise<BalancePlayed>((resolve, reject) => (end = (result) => (result instanceof Error ? reject(result) : resolve(result))));
  let next = 0;
  const give = (worker: Worker) => {
    if (next < options.games) worker.postMessage({ kind: 'play', index: next++ } satisfies BalanceRequest);
  };
  for (let part = 0; part < workerCount(options.games); part++) {
    const worker = new Worker(new URL('./balanceWorker.ts', import.meta.url), { type: 'module' });
    workers.push(worker);
    worker.onmessage = (event: MessageEvent<BalanceMessage>) => {
      const message = event.data;
      if (message.kind === 'failed') return end(new Error(message.message));
      played.push(message.tally);
      onProgress(played.length);
      if (played.length === options.games) end({ games: played.slice(), stopped: false });
      else give(worker);
    };
    worker.onerror = (event) => end(new Error(event.message));
    worker.postMessage({ kind: 'batch', input, options } satisfies BalanceRequest);
    // Two games ahead: a worker that ends one starts the next without waiting for the page.
    give(worker);
    give(worker);
  }
  const done = ended.finally(() => {
    for (const worker of workers) worker.terminate();
  });
  return { done, cancel: () => end(new Cancelled()), stop: () => end({ games: played.slice(), stopped: true }) };
}
