/**
 * Runs a balance batch in Web Workers, one per core: the page hands each worker the next game as
 * it ends one (game n is seeded from the batch seed and n, so the report is the one a single
 * thread gives), so that no worker idles while another plays out a longer share. Variants to
 * compare are played game by game, game n of each before game n + 1 of any, so that a run stopped
 * early still pairs them on the games both played. Cancelling stops every worker at once and drops
 * the games; stopping keeps those played so far, for a report on fewer games.
 */
import type { ScenarioInput } from '../../engine/rules';
import type { BalanceOptions, BalanceTally } from '../../engine/sim/balance';
import type { BalanceMessage, BalanceRequest } from './balanceWorker';

export interface BalancePlayed {
  /** Per variant, the games played, each with its own tally, in the order they ended (`totalOf` puts them in batch order); when stopped, only the games every variant played. */
  readonly games: readonly (readonly BalanceTally[])[];
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

/** How far a run is: games played in all, and games played by every variant. */
export interface BalanceProgressCount {
  readonly done: number;
  readonly paired: number;
}

export class Cancelled extends Error {}

/** Workers for a batch: one per core, never more than the games. */
export function workerCount(games: number, cores = navigator.hardwareConcurrency || 2): number {
  return Math.max(1, Math.min(cores, games, 8));
}

export function runBalance(variants: readonly ScenarioInput[], options: BalanceOptions, onProgress: (count: BalanceProgressCount) => void): BalanceRun {
  const workers: Worker[] = [];
  const played: BalanceTally[][] = variants.map(() => []);
  /** Per game of the batch, how many variants played it. */
  const playedBy = new Uint8Array(options.games);
  let done = 0;
  let paired = 0;
  let end: (result: BalancePlayed | Error) => void = () => undefined;
  const ended = new Promise<BalancePlayed>((resolve, reject) => (end = (result) => (result instanceof Error ? reject(result) : resolve(result))));
  const total = options.games * variants.length;
  let next = 0;
  const give = (worker: Worker) => {
    if (next >= total) return;
    worker.postMessage({ kind: 'play', variant: next % variants.length, index: Math.floor(next / variants.length) } satisfies BalanceRequest);
    next++;
  };
  const stopped = (): BalancePlayed => ({ games: played.map((games) => games.filter((tally) => tally.games.every((game) => playedBy[game.index] === variants.length))), stopped: true });
  for (let part = 0; part < workerCount(total); part++) {
    const worker = new Worker(new URL('./balanceWorker.ts', import.meta.url), { type: 'module' });
    workers.push(worker);
    worker.onmessage = (event: MessageEvent<BalanceMessage>) => {
      const message = event.data;
      if (message.kind === 'failed') return end(new Error(message.message));
      played[message.variant]?.push(message.tally);
      for (const game of message.tally.games) if (++playedBy[game.index]! === variants.length) paired++;
      onProgress({ done: ++done, paired });
      if (done === total) end({ games: played.map((games) => games.slice()), stopped: false });
      else give(worker);
    };
    worker.onerror = (event) => end(new Error(event.message));
    worker.postMessage({ kind: 'batch', variants, options } satisfies BalanceRequest);
    // Two games ahead: a worker that ends one starts the next without waiting for the page.
    give(worker);
    give(worker);
  }
  const finished = ended.finally(() => {
    for (const worker of workers) worker.terminate();
  });
  return { done: finished, cancel: () => end(new Cancelled()), stop: () => end(stopped()) };
}
