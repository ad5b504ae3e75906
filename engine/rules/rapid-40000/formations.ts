/**
 * Where setup stands each model, for the editor and the print: the very layout the game starts
 * from (`layoutOf`: a unit's own positions, else two ranks about its point facing the middle of
 * the table, else a line, else a blob), back in the board's unit.
 */
import type { ScenarioInput } from '../core/module';
import { toCi } from './compile';
import { layoutOf } from './setup';

export function setupFormations(input: ScenarioInput): ReadonlyMap<string, readonly { readonly x: number; readonly y: number }[]> {
  const out = new Map<string, { x: number; y: number }[]>();
  let layout: ReturnType<typeof layoutOf>;
  try {
    layout = layoutOf(input);
  } catch {
    // A scenario the rules cannot set up yet (its problems say why) has no formations.
    return out;
  }
  const perUnit = toCi(input.scenario)(1);
  layout.sources.forEach((source, u) => {
    const unit = input.scenario.sides[source.side]?.units?.[source.index];
    const flat = layout.positions[u];
    if (!unit || !flat) return;
    const points: { x: number; y: number }[] = [];
    for (let i = 0; i + 1 < flat.length; i += 2) points.push({ x: (flat[i] as number) / perUnit, y: (flat[i + 1] as number) / perUnit });
    out.set(unit.id, points);
  });
  return out;
}
