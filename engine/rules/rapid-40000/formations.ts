/**
 * Where setup stands each model, for the editor and the print: the very layout the game starts
 * from (`layoutOf`: a unit's own positions, else two ranks about its point facing the middle of
 * the table, else a line, else a blob), back in the board's unit, with the way each hull faces.
 */
import type { ScenarioInput, SetupModel } from '../core/module';
import { toCi } from './compile';
import { layoutOf } from './setup';

export function setupFormations(input: ScenarioInput): ReadonlyMap<string, readonly SetupModel[]> {
  const out = new Map<string, SetupModel[]>();
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
    const facing = layout.facings[u] ?? [];
    if (!unit || !flat) return;
    const points: SetupModel[] = [];
    for (let i = 0; i + 1 < flat.length; i += 2) {
      const point = { x: (flat[i] as number) / perUnit, y: (flat[i + 1] as number) / perUnit };
      const fx = facing[i] ?? 0;
      const fy = facing[i + 1] ?? 0;
      points.push(fx !== 0 || fy !== 0 ? { ...point, facing: { x: fx, y: fy } } : point);
    }
    out.set(unit.id, points);
  });
  return out;
}
