/**
 * What a side may do in a fire step and in its melee step, gathered from the modules of each rule:
 * shots, flaming arrows and the ballista's bolts; fights, ladder pushes, a ram's blows, fires set or fought, oil poured.
 * A step with nothing left to do ends by itself (phases.ts, rules.ts).
 */
import type { SideId } from '../core/types';
import { legalBallistaShots } from './ballista';
import { fireStepOf, legalShots, anyShot } from './fire-actions';
import { legalArrows, legalFireWork } from './fires';
import { legalMelees } from './melee-actions';
import { legalOil } from './oil';
import { legalBlows } from './pounding';
import type { SiegeAction, SiegeState, Step } from './types';

type FireStep = Extract<Step, 'fire-1' | 'fire-2'>;

export function legalFireStep(state: SiegeState, side: SideId, out: SiegeAction[]): void {
  legalShots(state, side, out);
  const step = fireStepOf(state);
  if (step) legalArrows(state, side, step, out);
  if (step === 'fire-1') legalBallistaShots(state, side, out);
}

export function anyFireStep(state: SiegeState, side: SideId, step: FireStep): boolean {
  if (anyShot(state, side, step)) return true;
  const out: SiegeAction[] = [];
  legalArrows(state, side, step, out, 1);
  if (out.length === 0 && step === 'fire-1') legalBallistaShots(state, side, out, 1);
  return out.length > 0;
}

export function legalMeleeStep(state: SiegeState, side: SideId, out: SiegeAction[], limit = Infinity): void {
  legalMelees(state, side, out, limit);
  if (out.length < limit) legalBlows(state, side, out);
  if (out.length < limit) legalFireWork(state, side, out);
  if (out.length < limit) legalOil(state, side, out);
}

export function anyMeleeStep(state: SiegeState, side: SideId): boolean {
  const out: SiegeAction[] = [];
  legalMeleeStep(state, side, out, 1);
  return out.length > 0;
}
