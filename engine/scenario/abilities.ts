import type { AbilityRef } from './types';

/** The id of an ability reference, bare or with its value and marks. */
export function abilityId(ref: AbilityRef): string {
  return typeof ref === 'string' ? ref : ref.id;
}
