/**
 * A Web Worker of the balance report: plays its share of the batch off the page's thread, so the
 * editor stays responsive, and hands over every game as it ends.
 */
import { engineFor, mechanicsOf, presenterFor, type ScenarioInput } from '../../engine/rules';
import { playBalanceShare, type BalanceOptions, type BalanceTally } from '../../engine/sim/balance';

export interface BalanceJob {
  readonly input: ScenarioInput;
  readonly options: BalanceOptions;
  readonly first: number;
  readonly count: number;
}

/** Each game's own tally as it ends, then the end of the share, or why it failed. */
export type BalanceMessage = { readonly kind: 'game'; readonly tally: BalanceTally } | { readonly kind: 'done' } | { readonly kind: 'failed'; readonly message: string };

// The worker's own global scope: the renderer's types describe a window.
const scope = self as unknown as { onmessage: ((event: MessageEvent<BalanceJob>) => void) | null; postMessage(message: BalanceMessage): void };

scope.onmessage = (event) => {
  const { input, options, first, count } = event.data;
  const post = (message: BalanceMessage) => scope.postMessage(message);
  try {
    const engine = engineFor(mechanicsOf(input.ruleset));
    const presenter = presenterFor(mechanicsOf(input.ruleset));
    if (!engine || !presenter) throw new Error(`The rules of "${input.scenario.ruleset.id}" cannot be played.`);
    playBalanceShare(engine, presenter, input, options, first, count, (tally) => post({ kind: 'game', tally }));
    post({ kind: 'done' });
  } catch (caught) {
    post({ kind: 'failed', message: caught instanceof Error ? caught.message : String(caught) });
  }
};
