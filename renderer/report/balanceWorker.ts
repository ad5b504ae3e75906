/**
 * A Web Worker of the balance report: plays the games of the batch the page hands it, one at a
 * time and of the variant asked for, off the page's thread, so the editor stays responsive, and
 * hands over every game as it ends.
 */
import { engineFor, mechanicsOf, presenterFor, type ScenarioInput } from '../../engine/rules';
import { balanceTallyOf, type BalanceOptions, type BalanceTally } from '../../engine/sim/balance';

/** What the page asks of a worker: the batch and its variants, once, then each game to play, of a variant. */
export type BalanceRequest = { readonly kind: 'batch'; readonly variants: readonly ScenarioInput[]; readonly options: BalanceOptions } | { readonly kind: 'play'; readonly variant: number; readonly index: number };

/** Each game's own tally as it ends, with its variant, or why the worker failed. */
export type BalanceMessage = { readonly kind: 'game'; readonly variant: number; readonly tally: BalanceTally } | { readonly kind: 'failed'; readonly message: string };

// The worker's own global scope: the renderer's types describe a window.
const scope = self as unknown as { onmessage: ((event: MessageEvent<BalanceRequest>) => void) | null; postMessage(message: BalanceMessage): void };

interface Variant {
  readonly engine: NonNullable<ReturnType<typeof engineFor>>;
  readonly presenter: NonNullable<ReturnType<typeof presenterFor>>;
  readonly input: ScenarioInput;
}

let batch: { readonly variants: readonly Variant[]; readonly options: BalanceOptions } | null = null;

function variantOf(input: ScenarioInput): Variant {
  const engine = engineFor(mechanicsOf(input.ruleset));
  const presenter = presenterFor(mechanicsOf(input.ruleset));
  if (!engine || !presenter) throw new Error(`The rules of "${input.scenario.ruleset.id}" cannot be played.`);
  return { engine, presenter, input };
}

scope.onmessage = (event) => {
  const request = event.data;
  try {
    if (request.kind === 'batch') {
      batch = { variants: request.variants.map(variantOf), options: request.options };
      return;
    }
    const variant = batch?.variants[request.variant];
    if (!batch || !variant) throw new Error('A game was asked for before its batch.');
    scope.postMessage({ kind: 'game', variant: request.variant, tally: balanceTallyOf(variant.engine, variant.presenter, variant.input, batch.options, request.index) });
  } catch (caught) {
    scope.postMessage({ kind: 'failed', message: caught instanceof Error ? caught.message : String(caught) });
  }
};
