/**
 * A Web Worker of the balance report: plays the games of the batch the page hands it, one at a
 * time, off the page's thread, so the editor stays responsive, and hands over every game as it ends.
 */
import { engineFor, mechanicsOf, presenterFor, type ScenarioInput } from '../../engine/rules';
import { balanceTallyOf, type BalanceOptions, type BalanceTally } from '../../engine/sim/balance';

/** What the page asks of a worker: the batch, once, then each game of it to play. */
export type BalanceRequest = { readonly kind: 'batch'; readonly input: ScenarioInput; readonly options: BalanceOptions } | { readonly kind: 'play'; readonly index: number };

/** Each game's own tally as it ends, or why the worker failed. */
export type BalanceMessage = { readonly kind: 'game'; readonly tally: BalanceTally } | { readonly kind: 'failed'; readonly message: string };

// The worker's own global scope: the renderer's types describe a window.
const scope = self as unknown as { onmessage: ((event: MessageEvent<BalanceRequest>) => void) | null; postMessage(message: BalanceMessage): void };

interface Batch {
  readonly engine: NonNullable<ReturnType<typeof engineFor>>;
  readonly presenter: NonNullable<ReturnType<typeof presenterFor>>;
  readonly input: ScenarioInput;
  readonly options: BalanceOptions;
}

let batch: Batch | null = null;

scope.onmessage = (event) => {
  const request = event.data;
  try {
    if (request.kind === 'batch') {
      const engine = engineFor(mechanicsOf(request.input.ruleset));
      const presenter = presenterFor(mechanicsOf(request.input.ruleset));
      if (!engine || !presenter) throw new Error(`The rules of "${request.input.scenario.ruleset.id}" cannot be played.`);
      batch = { engine, presenter, input: request.input, options: request.options };
      return;
    }
    if (!batch) throw new Error('A game was asked for before its batch.');
    scope.postMessage({ kind: 'game', tally: balanceTallyOf(batch.engine, batch.presenter, batch.input, batch.options, request.index) });
  } catch (caught) {
    scope.postMessage({ kind: 'failed', message: caught instanceof Error ? caught.message : String(caught) });
  }
};
