/**
 * What an editing command gives back: the next scenario (the same object when nothing changed, so
 * the undo history records no empty step), or a refusal the editor shows at the cursor.
 */
import type { MessageParams } from '../../../engine/i18n';
import type { Id, Scenario } from '../../../engine/scenario/types';

export interface Refusal {
  /** An i18n key of renderer/i18n (or of the engine's problem messages). */
  readonly key: string;
  readonly params: MessageParams;
}

export type EditResult =
  | { readonly ok: true; readonly scenario: Scenario; readonly created?: Id }
  | { readonly ok: false; readonly refusal: Refusal };

export type Edit<P> = (scenario: Scenario, params: P) => EditResult;

export function accept(scenario: Scenario, created?: Id): EditResult {
  return created === undefined ? { ok: true, scenario } : { ok: true, scenario, created };
}

export function refuse(key: string, params: MessageParams = {}): EditResult & { ok: false } {
  return { ok: false, refusal: { key, params } };
}
