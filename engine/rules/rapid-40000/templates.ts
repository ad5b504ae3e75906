/**
 * Actions with continuous parameters, as templates a person can drag on the table: a unit's move
 * (and run), its charge at each enemy unit in reach, the template of its special weapon, and where
 * a unit deploys. Each gives what the view draws (the reach from the bases, the template's shape),
 * the candidates the action list and bots also get, and the concrete action for a point on the
 * table (in millimetres), which `check` then decides.
 */
import { distance } from '../../board/free/measure';
import { firstContactWithDisc } from '../../board/free/sweep';
import type { ActionTemplate, SideId } from '../core/types';
import { actCandidates, aimPoint, deployCandidates, shootCandidates } from './legal';
import { budgetOf, centroid, layoutAbout } from './moves';
import { decisionOf } from './rules';
import { aimCover, targetFault, templateFirers } from './shooting';
import { engaged, livingModels, livingPositions, onTable } from './table';
import { MM_PER_CI, type Aim, type Fixed, type Game, type R40Action, type R40State, type UnitInfo, type UnitState } from './types';

const mm = (ci: number) => Math.round(ci * MM_PER_CI * 10) / 10;
const ci = (millimetres: number) => Math.round(millimetres / MM_PER_CI);

/** The unit's living bases in millimetres, for the view. */
export function basesMm(fixed: Fixed, game: Game, u: number): { x: number; y: number; radiusMm: number }[] {
  const state = game.units[u] as UnitState;
  const info = fixed.units[u] as UnitInfo;
  // A hull's reach is drawn from the circle through its corners: it may turn any way first.
  return livingModels(state).map((m) => ({ x: mm(state.pos[2 * m] as number), y: mm(state.pos[2 * m + 1] as number), radiusMm: mm(info.models[m]?.radius ?? 0) }));
}

function translate(from: readonly number[], dx: number, dy: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < from.length; i += 2) out.push((from[i] as number) + dx, (from[i + 1] as number) + dy);
  return out;
}

/** A move or run of the whole unit that brings the middle of its models to (x, y) in ci. */
export function moveToward(state: R40State, u: number, x: number, y: number): R40Action {
  const { fixed, game } = state;
  const info = fixed.units[u] as UnitInfo;
  const from = livingPositions(game.units[u] as UnitState);
  const [cx, cy] = centroid(from);
  const to = translate(from, Math.round(x - cx), Math.round(y - cy));
  const ap = game.active === u ? (game.units[u]?.ap ?? 0) : fixed.constants.actionPoints;
  const far = distance(cx, cy, x, y);
  const run = fixed.constants.run && ap >= 2 && far > budgetOf(fixed, u, 'move') && far <= budgetOf(fixed, u, 'run');
  return { type: run ? 'run' : 'move', side: info.side, unit: info.id, to };
}

/**
 * A charge of unit u on unit v toward (x, y): the unit goes that way together and stops where its
 * first model meets an enemy base, or at the point when none does (which `check` refuses).
 */
export function chargeToward(state: R40State, u: number, v: number, x: number, y: number): R40Action {
  const { fixed, game } = state;
  const info = fixed.units[u] as UnitInfo;
  const models = livingModels(game.units[u] as UnitState);
  const from = livingPositions(game.units[u] as UnitState);
  const [cx, cy] = centroid(from);
  const dx = x - cx;
  const dy = y - cy;
  const target = game.units[v] as UnitState;
  const tinfo = fixed.units[v] as UnitInfo;
  let meet = 1;
  for (let i = 0; i < models.length; i++) {
    const r = info.models[models[i] as number]?.radius ?? 0;
    for (let b = 0; b < target.alive.length; b++) {
      if (!target.alive[b]) continue;
      const t = firstContactWithDisc(from[2 * i] as number, from[2 * i + 1] as number, dx, dy, target.pos[2 * b] as number, target.pos[2 * b + 1] as number, r + (tinfo.models[b]?.radius ?? 0) + 1);
      if (t < meet) meet = t;
    }
  }
  return { type: 'charge', side: info.side, unit: info.id, target: tinfo.id, to: translate(from, Math.round(dx * meet), Math.round(dy * meet)) };
}

/**
 * The shot that lays each of the unit's templates at its own point (ci); its hand weapons go at the
 * enemy unit the templates cover most, when they may.
 */
export function templateShot(state: R40State, u: number, aims: readonly Aim[], aimed = false): R40Action {
  const { fixed, game } = state;
  const info = fixed.units[u] as UnitInfo;
  const under = new Map<number, number>();
  for (const { model, at } of aims) {
    for (const { unit, models } of aimCover(fixed, game, u, model, at[0], at[1])) under.set(unit, (under.get(unit) ?? 0) + models.length);
  }
  let best = -1;
  let most = 0;
  for (const [unit, count] of [...under].sort((a, b) => a[0] - b[0])) {
    if (fixed.units[unit]?.sideIndex === info.sideIndex || count <= most) continue;
    if (targetFault(fixed, game, u, unit, false) !== null) continue;
    best = unit;
    most = count;
  }
  return best >= 0 ? { type: 'shoot', side: info.side, unit: info.id, target: fixed.units[best]?.id ?? '', aims, aimed } : { type: 'shoot', side: info.side, unit: info.id, aims, aimed };
}

/** Where each template model's template starts on the table before a person moves it: its best point, else 4" toward the nearest enemy. */
function defaultAims(state: R40State, u: number, models: readonly number[]): Aim[] {
  const { fixed, game } = state;
  const unit = game.units[u] as UnitState;
  const foes = (fixed.unitsOf[1 - (fixed.units[u]?.sideIndex ?? 0)] ?? []).filter((v) => onTable(game.units[v] as UnitState));
  return models.map((m) => {
    let best: { at: [number, number]; count: number } | null = null;
    for (const v of foes) {
      const point = aimPoint(state, u, m, v);
      if (point && (!best || point.count > best.count)) best = point;
    }
    if (best) return { model: m, at: best.at };
    const x = unit.pos[2 * m] as number;
    const y = unit.pos[2 * m + 1] as number;
    let way: [number, number] = [0, fixed.units[u]?.sideIndex === 0 ? 1 : -1];
    let nearest = Infinity;
    for (const v of foes) {
      const [tx, ty] = centroid(livingPositions(game.units[v] as UnitState));
      const far = distance(x, y, tx, ty);
      if (far > 0 && far < nearest) {
        nearest = far;
        way = [(tx - x) / far, (ty - y) / far];
      }
    }
    return { model: m, at: [Math.round(x + way[0] * 400), Math.round(y + way[1] * 400)] };
  });
}

/** The templates of unit u; `listed` its actions a drag may land on, `shots` the actions its template shots are checked against. */
function unitTemplates(state: R40State, u: number, listed: readonly R40Action[], shots: readonly R40Action[] = listed): ActionTemplate<R40Action>[] {
  const { fixed, game } = state;
  const info = fixed.units[u] as UnitInfo;
  const unit = game.units[u] as UnitState;
  const bases = basesMm(fixed, game, u);
  const own = listed.filter((action) => 'unit' in action && action.unit === info.id);
  const out: ActionTemplate<R40Action>[] = [];
  if (unit.fleeing || engaged(fixed, game, u)) return out;
  if (!unit.immobilised) {
    out.push({
      kind: 'move',
      piece: info.id,
      domain: { shape: 'reach', bases, radiusMm: mm(budgetOf(fixed, u, 'move')), runRadiusMm: fixed.constants.run ? mm(budgetOf(fixed, u, 'run')) : 0, coherencyMm: mm(fixed.constants.coherency) },
      candidates: own.filter((action) => action.type === 'move' || action.type === 'run'),
      build: (point) => moveToward(state, u, ci(point.x), ci(point.y)),
    });
  }
  if (!info.vehicle) {
    for (const v of fixed.unitsOf[1 - info.sideIndex] ?? []) {
      const tinfo = fixed.units[v] as UnitInfo;
      if (tinfo.vehicle || !onTable(game.units[v] as UnitState)) continue;
      const candidates = own.filter((action) => action.type === 'charge' && action.target === tinfo.id);
      out.push({
        kind: 'charge',
        piece: info.id,
        domain: { shape: 'reach', bases, radiusMm: mm(budgetOf(fixed, u, 'charge')), target: tinfo.id },
        candidates,
        build: (point) => chargeToward(state, u, v, ci(point.x), ci(point.y)),
      });
    }
  }
  // One template per template weapon, each laid at its own point (R36–R37): a person drags each one.
  // Offered only while such a shot is among the unit's actions: with no enemy in reach a template is a dead end.
  const firers = templateFirers(fixed, game, u).filter(({ model }, index, all) => all.findIndex((other) => other.model === model) === index);
  const templateShots = shots.filter((action) => action.type === 'shoot' && action.aims !== undefined && action.unit === info.id);
  if (firers.length > 0 && !unit.unloaded && templateShots.length > 0) {
    const c = fixed.constants;
    const starts = defaultAims(state, u, firers.map(({ model }) => model));
    const aims = firers.map(({ model, weapon }, k) => {
      const firer = { x: mm(unit.pos[2 * model] as number), y: mm(unit.pos[2 * model + 1] as number), radiusMm: mm(info.models[model]?.radius ?? 0) };
      const start = starts[k]?.at ?? [0, 0];
      const common = { model, name: fixed.weapons[weapon]?.name ?? '', firer, atMm: { x: mm(start[0]), y: mm(start[1]) } };
      return fixed.weapons[weapon]?.template === 'flame'
        ? { ...common, shape: 'flame', tipRadiusMm: mm(c.flameTipRadius), reachMm: mm(c.flameReach), endRadiusMm: mm(c.flameEndRadius) }
        : { ...common, shape: 'blast', radiusMm: mm(c.blastRadius), rangeMm: mm(fixed.weapons[weapon]?.range ?? 0), deviationMm: mm(c.deviation) };
    });
    out.push({
      kind: 'place-template',
      piece: info.id,
      // A single template keeps its own shape; several come as a list, one point each.
      domain: aims.length === 1 ? (aims[0] as Record<string, unknown>) : { shape: 'aims', aims },
      candidates: templateShots,
      build: (point, ...more) =>
        templateShot(
          state,
          u,
          aims.map(({ model }, k) => {
            const chosen = k === 0 ? point : more[k - 1];
            return { model, at: chosen ? [ci(chosen.x), ci(chosen.y)] : (starts[k]?.at ?? [0, 0]) };
          }),
        ),
    });
  }
  return out;
}

function deployTemplates(state: R40State, side: SideId): ActionTemplate<R40Action>[] {
  const { fixed, game } = state;
  const out: ActionTemplate<R40Action>[] = [];
  for (const u of fixed.unitsOf[fixed.sides.indexOf(side)] ?? []) {
    if (game.units[u]?.status !== 'reserve') continue;
    const info = fixed.units[u] as UnitInfo;
    const zone = fixed.zones[info.zone]?.polygon;
    if (!zone) continue;
    const candidates: R40Action[] = [];
    deployCandidates(state, u, candidates);
    const polygonMm: { x: number; y: number }[] = [];
    for (let i = 0; i < zone.xy.length; i += 2) polygonMm.push({ x: mm(zone.xy[i] as number), y: mm(zone.xy[i + 1] as number) });
    const facing = (zone.minY + zone.maxY) / 2 < fixed.height / 2 ? 1 : -1;
    out.push({
      kind: 'deploy',
      piece: info.id,
      domain: { shape: 'zone', polygonMm, radiiMm: info.models.map((model) => mm(model.radius)) },
      candidates,
      build: (point) => ({ type: 'deploy', side, unit: info.id, to: layoutAbout(info, fixed.weapons, ci(point.x), ci(point.y), 0, facing, 'ranks') }),
    });
  }
  return out;
}

export function templatesOf(state: R40State, side: SideId): ActionTemplate<R40Action>[] {
  const { fixed, game } = state;
  switch (decisionOf(state, side)) {
    case 'deploy':
      return deployTemplates(state, side);
    case 'act': {
      const listed: R40Action[] = [];
      actCandidates(state, game.active, listed);
      return unitTemplates(state, game.active, listed);
    }
    case 'activate': {
      // A unit not yet activated may be dragged at once, or lay its template: its first action activates it.
      const out: ActionTemplate<R40Action>[] = [];
      for (const u of fixed.unitsOf[fixed.sides.indexOf(side)] ?? []) {
        const unit = game.units[u] as UnitState;
        if (!onTable(unit) || unit.done) continue;
        // Its shots as its first action would be, with a fresh activation's points.
        const shots: R40Action[] = [];
        if (templateFirers(fixed, game, u).length > 0) shootCandidates(state, u, fixed.constants.actionPoints, shots);
        out.push(...unitTemplates(state, u, [], shots));
      }
      return out;
    }
    default:
      return [];
  }
}
