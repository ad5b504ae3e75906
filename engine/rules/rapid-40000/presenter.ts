/**
 * Rapid' 40000 in the playtest view: each unit a piece with one base per model at its true size,
 * marks for overwatch, melee, immobilised vehicles, flight and units that have acted; markers for
 * the zones of watch and a declared template with the models under it; for the selected unit, its
 * move ring drawn from its bases, its coherency links, its lines of sight to the enemy (those cut
 * drawn as such, with what cuts them), and every action in words with its cost and its odds.
 */
import { chanceText, translate, type Language } from '../../i18n/index';
import { localized } from '../../scenario/localized';
import type { Scenario } from '../../scenario/types';
import { pointPlace, type PointPlace } from '../core/places';
import type { FigureView, HighlightView, Mark, MarkerView, PieceView, Presenter, TrackView } from '../core/presenter';
import { contest } from './dice';
import { describe, lengthText, nameParams, sideName, unitName } from './describe';
import { HEADINGS } from './headings';
import { budgetOf, centroid, crossesDifficult, headingBetween } from './moves';
import { aimCover, fireGroups, firingPair, flameOf, targetFault, templateWeaponOf } from './shooting';
import { basesOf, engaged, livingModels, livingPositions, modelHull, modelsTouching, onTable, sightBlocker, sightRadius, type Blocker } from './table';
import { MM_PER_CI, type Aim, type Fixed, type Game, type R40Action, type R40State, type UnitInfo, type UnitState } from './types';
import { chargeCost } from './rules';
import { combatOf, leaderHas, testQuality } from './units';
import { hullCorners, type Hull } from '../../board/free/hull';
import { distance } from '../../board/free/measure';
import { atLeast } from './dice';

const mm = (ci: number) => Math.round(ci * MM_PER_CI * 10) / 10;
const at = (x: number, y: number): PointPlace => pointPlace(mm(x), mm(y));

function indexOf(fixed: Fixed, id: string): number {
  return fixed.units.findIndex((unit) => unit.id === id);
}

/** Initials of a unit's name and its number: "ET1" for "Escouade tactique 1". */
function shortName(name: string): string {
  const words = name.replace(/\s\d+$/, '').split(/[\s'’-]+/).filter(Boolean);
  const number = /\s(\d+)$/.exec(name)?.[1] ?? '';
  const letters = words.length > 1 ? words.map((w) => w[0]?.toUpperCase() ?? '').join('').slice(0, 3) : name.slice(0, 3);
  return `${letters}${number}`;
}

function marksOf(fixed: Fixed, game: Game, u: number, language: Language): Mark[] {
  const state = game.units[u] as UnitState;
  const marks: Mark[] = [];
  const mark = (id: string, params: Record<string, string | number> = {}) => marks.push({ id, text: translate(language, `rapid-40000.mark.${id}`, params) });
  if (game.active === u) mark('active', { ap: state.ap });
  else if (state.done) mark('activated');
  if (state.overwatch) mark('overwatch');
  if (engaged(fixed, game, u)) mark('engaged');
  if (state.immobilised) mark('immobilised');
  if (state.fleeing) mark('fleeing');
  if (state.unloaded) mark('unloaded');
  if (game.ordered === u) mark('ordered');
  return marks;
}

/** How far the unit's models go (the longest path) and which way, in words. */
function stepText(state: R40State, u: number, to: readonly number[], language: Language): { distance: string; way: string } {
  const from = livingPositions(state.game.units[u] as UnitState);
  let longest = 0;
  for (let i = 0; i < from.length && i < to.length; i += 2) longest = Math.max(longest, distance(from[i] as number, from[i + 1] as number, to[i] as number, to[i + 1] as number));
  return { distance: lengthText(state.fixed, longest, language), way: translate(language, `rapid-40000.compass.${headingBetween(from, to)}`) };
}

/** The odds of a shot at unit v, group by group, in words. */
function shotOdds(state: R40State, u: number, v: number, aimed: boolean, language: Language): string {
  const { fixed, game } = state;
  const left = game.units[v]?.left ?? 0;
  const parts = fireGroups(fixed, game, u, v).map((group) => {
    const bonus = combatOf(fixed, game, u) + (fixed.weapons[group.weapon]?.bonus ?? 0) + (aimed ? 1 + (leaderHas(fixed, game, u, 'marksman') ? 1 : 0) : 0);
    const defence = combatOf(fixed, game, v);
    const odds = fixed.units[v]?.vehicle ? contest(group.dice, bonus, 1, defence) : contest(group.dice, bonus, left, defence);
    return translate(language, 'rapid-40000.odds.shot', { weapon: localized(fixed.weapons[group.weapon]?.name ?? '', language), dice: group.dice, bonus, defenceDice: fixed.units[v]?.vehicle ? 1 : left, defence, chance: chanceText(language, odds.win) });
  });
  return parts.join(' ; ');
}

/** The models each of a unit's templates would cover at its point, unit by unit, in words (the weapon named when there are several). */
function coverText(state: R40State, u: number, aims: readonly Aim[], language: Language): string {
  const { fixed, game } = state;
  return aims
    .map(({ model, at }) => {
      const parts = aimCover(fixed, game, u, model, at[0], at[1]).map(({ unit, models }) => translate(language, 'rapid-40000.odds.under', { unit: unitName(fixed, fixed.units[unit]?.id ?? '', language), count: models.length }));
      const cover = parts.join(', ');
      return aims.length > 1 ? translate(language, 'rapid-40000.odds.aim', { weapon: localized(fixed.weapons[templateWeaponOf(fixed, u, model)]?.name ?? '', language), cover }) : cover;
    })
    .join(' ; ');
}

/** The odds of a melee: `contacts` attacking models in contact, `defenders` of the other side (the charge's estimate when not known yet). */
function meleeOdds(state: R40State, u: number, v: number, power: boolean, charge: boolean, contacts: number, language: Language, defending?: number): string {
  const { fixed, game } = state;
  const bonus = combatOf(fixed, game, u) + (power ? 1 : 0) + (charge && leaderHas(fixed, game, u, 'ferociousCharge') ? 1 : 0);
  const defenders = defending ?? Math.min(contacts, game.units[v]?.left ?? 0);
  const odds = contest(contacts, bonus, Math.max(1, defenders), combatOf(fixed, game, v));
  return translate(language, 'rapid-40000.odds.melee', { dice: contacts, bonus, defenceDice: Math.max(1, defenders), defence: combatOf(fixed, game, v), win: chanceText(language, odds.win), tie: chanceText(language, odds.tie), loss: chanceText(language, odds.loss) });
}

/** The unit's nearest living model to a point. */
function nearestModel(state: UnitState, x: number, y: number): number {
  let best = -1;
  let bestDistance = Infinity;
  for (let m = 0; m < state.alive.length; m++) {
    if (!state.alive[m]) continue;
    const far = distance(state.pos[2 * m] as number, state.pos[2 * m + 1] as number, x, y);
    if (far < bestDistance) {
      bestDistance = far;
      best = m;
    }
  }
  return best;
}

/** A hull's corners on the table, in millimetres, the front ones first. */
function outlineMm(hull: Hull): { x: number; y: number }[] {
  const corners = hullCorners(hull);
  const out: { x: number; y: number }[] = [];
  for (let i = 0; i < corners.length; i += 2) out.push({ x: mm(corners[i] as number), y: mm(corners[i + 1] as number) });
  return out;
}

/** The ground within `by` ci of a hull: its corners rounded on sixteen headings of its own frame (for drawing only). */
function aroundHull(hull: Hull, by: number): PointPlace[] {
  const points: PointPlace[] = [];
  const nx = -hull.uy;
  const ny = hull.ux;
  for (const [a, b] of HEADINGS) {
    // The direction a·u + b·n, and the corner of the hull furthest that way.
    const dx = a * hull.ux + b * nx;
    const dy = a * hull.uy + b * ny;
    const along = a >= 0 ? hull.halfLength : -hull.halfLength;
    const across = b >= 0 ? hull.halfWidth : -hull.halfWidth;
    points.push(at(hull.x + along * hull.ux + across * nx + by * dx, hull.y + along * hull.uy + across * ny + by * dy));
  }
  return points;
}

function blockerText(fixed: Fixed, blocker: Blocker, language: Language): string {
  if (blocker.kind === 'terrain') return localized(fixed.terrain[blocker.terrain]?.name ?? '', language);
  if (blocker.kind === 'base') return unitName(fixed, fixed.units[blocker.unit]?.id ?? '', language);
  return '';
}

export const rapidPresenter: Presenter<R40State, R40Action> = {
  costUnit: 'actions',
  // Units still to deploy are not on the table: their actions are headed by their name all the same.
  pieceName: (state, piece, language) => unitName(state.fixed, piece, language),

  boardScenario(scenario) {
    // The units are the presenter's pieces; the board keeps its terrain, zones and tokens.
    return { ...scenario, sides: scenario.sides.map((side) => ({ ...side, units: [] })) } as Scenario;
  },

  pieces(state, language) {
    const { fixed, game } = state;
    const pieces: PieceView[] = [];
    fixed.units.forEach((info, u) => {
      const unit = game.units[u] as UnitState;
      if (!onTable(unit)) return;
      const [cx, cy] = centroid(livingPositions(unit));
      const name = unitName(fixed, info.id, language);
      pieces.push({
        id: info.id,
        side: info.side,
        name,
        short: shortName(name),
        place: at(cx, cy),
        health: unit.left,
        maxHealth: info.models.length,
        marks: marksOf(fixed, game, u, language),
        bases: livingModels(unit).map((m) => {
          const hull = modelHull(fixed, unit, u, m);
          const base = { x: mm(unit.pos[2 * m] as number), y: mm(unit.pos[2 * m + 1] as number), radiusMm: mm(info.models[m]?.radius ?? 0) };
          return hull ? { ...base, outline: outlineMm(hull) } : base;
        }),
      });
    });
    return pieces;
  },

  markers(state, language) {
    const { fixed, game } = state;
    const markers: MarkerView[] = [];
    fixed.units.forEach((info, u) => {
      const unit = game.units[u] as UnitState;
      if (!onTable(unit) || !unit.overwatch) return;
      for (const m of livingModels(unit)) {
        const hull = modelHull(fixed, unit, u, m);
        markers.push({
          id: `watch-${info.id}-${m}`,
          place: at(unit.pos[2 * m] as number, unit.pos[2 * m + 1] as number),
          style: 'watch',
          text: translate(language, 'rapid-40000.marker.watch', { unit: unitName(fixed, info.id, language) }),
          figure: hull ? { kind: 'polygon', points: aroundHull(hull, fixed.constants.overwatch) } : { kind: 'circle', radiusMm: mm((info.models[m]?.radius ?? 0) + fixed.constants.overwatch) },
        });
      }
    });
    // A move paused by overwatch: the way come so far, and (for its own side only) the way on.
    const moving = game.moving;
    if (moving && game.watch) {
      const unit = game.units[moving.unit] as UnitState;
      const alive = (all: readonly number[]) => livingModels(unit).flatMap((m) => [all[2 * m] as number, all[2 * m + 1] as number]);
      const [sx, sy] = centroid(alive(moving.from));
      const [px, py] = centroid(livingPositions(unit));
      const watcher = game.watch.queue[0] ?? -1;
      markers.push({ id: 'paused', place: at(sx, sy), style: 'path', text: translate(language, 'rapid-40000.marker.paused', nameParams(fixed, { unit: fixed.units[moving.unit]?.id ?? '', target: fixed.units[watcher]?.id ?? '' }, language)), figure: { kind: 'line', to: at(px, py) } });
      if (moving.to) {
        const [ex, ey] = centroid(alive(moving.to));
        markers.push({ id: 'paused-ahead', place: at(px, py), style: 'ahead', text: translate(language, 'rapid-40000.marker.ahead', nameParams(fixed, { unit: fixed.units[moving.unit]?.id ?? '' }, language)), figure: { kind: 'line', to: at(ex, ey) } });
      }
    }
    const roll = game.roll;
    if (roll?.kind === 'shoot') {
      // Each template declared, laid at its point, and the models under it outlined before the roll.
      roll.aims.forEach(({ model, at: [x, y] }, k) => {
        const weapon = templateWeaponOf(fixed, roll.unit, model);
        const flame = fixed.weapons[weapon]?.template === 'flame' ? flameOf(fixed, game, roll.unit, model, x, y) : null;
        const figure: FigureView = flame ? { kind: 'hull', radiusMm: mm(flame.ar), to: at(flame.bx, flame.by), toRadiusMm: mm(flame.br) } : { kind: 'circle', radiusMm: mm(fixed.constants.blastRadius) };
        const place = flame ? at(flame.ax, flame.ay) : at(x, y);
        markers.push({ id: `template-${k}`, place, style: 'template', text: translate(language, 'rapid-40000.marker.template', { cover: coverText(state, roll.unit, [{ model, at: [x, y] }], language) }), figure });
        for (const { unit: v, models } of aimCover(fixed, game, roll.unit, model, x, y)) {
          const target = game.units[v] as UnitState;
          for (const m of models) {
            markers.push({ id: `under-${k}-${v}-${m}`, place: at(target.pos[2 * m] as number, target.pos[2 * m + 1] as number), style: 'under', text: translate(language, 'rapid-40000.marker.under', { unit: unitName(fixed, fixed.units[v]?.id ?? '', language) }), figure: { kind: 'circle', radiusMm: mm((fixed.units[v]?.models[m]?.radius ?? 0) + 10) } });
          }
        }
      });
    }
    return markers;
  },

  hand() {
    return null;
  },

  tracks(state, _viewer, language) {
    const { fixed, game } = state;
    const tracks: TrackView[] = [];
    fixed.sides.forEach((side, index) => {
      let models = 0;
      let total = 0;
      for (const u of fixed.unitsOf[index] ?? []) {
        const unit = game.units[u] as UnitState;
        total += fixed.units[u]?.models.length ?? 0;
        if (onTable(unit) || unit.status === 'reserve') models += unit.left;
      }
      tracks.push({ id: `models-${side}`, side, name: translate(language, 'rapid-40000.track.models'), value: models, max: total });
      tracks.push({ id: `points-${side}`, side, name: translate(language, 'rapid-40000.track.points'), value: game.lost[1 - index] ?? 0 });
    });
    if (game.active >= 0) tracks.push({ id: 'ap', side: fixed.units[game.active]?.side ?? '', name: translate(language, 'rapid-40000.track.ap', { unit: unitName(fixed, fixed.units[game.active]?.id ?? '', language) }), value: game.units[game.active]?.ap ?? 0, max: fixed.constants.actionPoints });
    if (game.initiative.length === 2) tracks.push({ id: 'initiative', name: translate(language, 'rapid-40000.track.initiative', { side: sideName(fixed, fixed.sides[game.first] ?? '', language) }), value: game.initiative.map((roll, index) => `${sideName(fixed, fixed.sides[index] ?? '', language)} ${roll}`).join(' · ') });
    return tracks;
  },

  sideName(state, side, language) {
    return sideName(state.fixed, side, language);
  },

  phaseName(state, language) {
    return translate(language, `rapid-40000.phase.${state.phase}`);
  },

  turnLimit(state) {
    return state.fixed.turnLimit;
  },

  describeAction(state, action, language) {
    const { fixed, game } = state;
    const say = (key: string, params: Record<string, string | number>) => translate(language, `rapid-40000.action.${key}`, nameParams(fixed, params, language));
    const u = 'unit' in action ? indexOf(fixed, action.unit) : -1;
    switch (action.type) {
      case 'deploy': {
        const [x, y] = centroid(action.to);
        return say('deploy', { unit: action.unit, x: Math.round(x), y: Math.round(y) });
      }
      case 'activate':
        return say('activate', { unit: action.unit, ap: fixed.constants.actionPoints });
      case 'move':
      case 'run': {
        if (u < 0) return say('move', { unit: action.unit, distance: '?', way: '', cost: 1 });
        const step = stepText(state, u, action.to, language);
        const cost = action.type === 'run' || crossesDifficult(fixed, game, u, action.to) ? 2 : 1;
        return say(action.type === 'run' ? 'run' : cost === 2 ? 'moveDifficult' : 'move', { unit: action.unit, distance: step.distance, way: step.way, cost });
      }
      case 'charge': {
        const v = indexOf(fixed, action.target);
        if (u < 0 || v < 0) return say('charge', { unit: action.unit, target: action.target, distance: '?', cost: 2, contacts: 0, odds: '' });
        const step = stepText(state, u, action.to, language);
        let contacts = 0;
        const target = game.units[v] as UnitState;
        const models = livingModels(game.units[u] as UnitState);
        models.forEach((m, i) => {
          for (let b = 0; b < target.alive.length; b++) {
            if (target.alive[b] && distance(action.to[2 * i] as number, action.to[2 * i + 1] as number, target.pos[2 * b] as number, target.pos[2 * b + 1] as number) - (fixed.units[u]?.models[m]?.radius ?? 0) - (fixed.units[v]?.models[b]?.radius ?? 0) <= fixed.constants.contact) {
              contacts++;
              break;
            }
          }
        });
        const cost = chargeCost(state, u, crossesDifficult(fixed, game, u, action.to));
        return say('charge', { unit: action.unit, target: action.target, distance: step.distance, cost, contacts, odds: meleeOdds(state, u, v, false, true, contacts, language) });
      }
      case 'hitAndRun':
        return say('hitAndRun', { unit: action.unit, target: action.target });
      case 'shoot': {
        const v = action.target === undefined ? -1 : indexOf(fixed, action.target);
        const odds = u >= 0 && v >= 0 ? shotOdds(state, u, v, action.aimed, language) : '';
        const aims = action.aims ?? [];
        const cover = u >= 0 && aims.length > 0 ? coverText(state, u, aims, language) : '';
        const key = aims.length > 1 ? (v >= 0 ? 'shootBothVolley' : 'shootVolley') : aims.length === 1 ? (v >= 0 ? 'shootBoth' : 'shootTemplate') : 'shoot';
        return say(action.aimed ? `${key}Aimed` : key, { unit: action.unit, target: action.target ?? '', odds, cover, count: aims.length });
      }
      case 'melee': {
        const v = indexOf(fixed, action.target);
        if (u < 0 || v < 0) return say(action.power ? 'powerAttack' : 'melee', { unit: action.unit, target: action.target, odds: '' });
        const contacts = modelsTouching(fixed, game.units, u, v).length;
        return say(action.power ? 'powerAttack' : 'melee', { unit: action.unit, target: action.target, odds: meleeOdds(state, u, v, action.power, false, contacts, language, modelsTouching(fixed, game.units, v, u).length) });
      }
      case 'disengage':
      case 'plantCharge':
      case 'rally': {
        const quality = u >= 0 ? testQuality(fixed, game, u, action.type === 'rally') : 4;
        const chance = chanceText(language, atLeast(fixed.constants.moraleDice, quality, 2));
        return say(action.type, { unit: action.unit, target: 'target' in action ? action.target : '', quality, chance });
      }
      case 'overwatch':
      case 'reload':
        return say(action.type, { unit: action.unit });
      case 'order':
        return say('order', { unit: action.unit, team: action.team, cost: fixed.constants.ncoOrderAp });
      case 'endActivation':
        return say('endActivation', { unit: action.unit, ap: game.active === u ? (game.units[u]?.ap ?? 0) : fixed.constants.actionPoints });
      case 'overwatchFire':
      case 'holdFire': {
        const target = game.watch ? (fixed.units[game.watch.target]?.id ?? '') : '';
        const quality = u >= 0 ? testQuality(fixed, game, u, false) : 4;
        return say(action.type, { unit: action.unit, target, quality, odds: u >= 0 && game.watch ? shotOdds(state, u, game.watch.target, false, language) : '' });
      }
      case 'roll':
        return say('roll', {});
      case 'reroll':
        return say(`reroll.${action.use}`, {});
    }
  },

  describe(state, message, language) {
    return describe(state.fixed, message, language);
  },

  target(state, action) {
    const { fixed, game } = state;
    switch (action.type) {
      case 'roll':
      case 'reroll':
        return {};
      case 'deploy': {
        const [x, y] = centroid(action.to);
        return { piece: action.unit, place: at(x, y) };
      }
      case 'move':
      case 'run': {
        const [x, y] = centroid(action.to);
        return { piece: action.unit, place: at(x, y) };
      }
      case 'charge':
      case 'hitAndRun':
      case 'melee':
      case 'plantCharge':
        return { piece: action.unit, targetPiece: action.target };
      case 'order':
        // Played from the list: a click on a friendly unit selects it, it gives no order.
        return { piece: action.unit };
      case 'shoot':
        if (action.aims && action.aims.length > 0) {
          const [x, y] = centroid(action.aims.flatMap(({ at: point }) => [point[0], point[1]]));
          return { piece: action.unit, place: at(x, y), ...(action.target ? { targetPiece: action.target } : {}) };
        }
        return { piece: action.unit, ...(action.target ? { targetPiece: action.target } : {}) };
      case 'overwatchFire':
      case 'holdFire':
        return { piece: action.unit, ...(game.watch ? { targetPiece: fixed.units[game.watch.target]?.id ?? '' } : {}) };
      default:
        return { piece: action.unit };
    }
  },

  prompt(state, side, language) {
    const { fixed, game } = state;
    const kind = state.pending.find((decision) => decision.side === side)?.kind;
    const name = (u: number) => fixed.units[u]?.id ?? '';
    const say = (key: string, params: Record<string, string | number>) => translate(language, `rapid-40000.prompt.${key}`, nameParams(fixed, params, language));
    if (kind === 'overwatch' && game.watch) {
      const o = game.watch.queue[0] ?? -1;
      return say('overwatch', { unit: name(o), target: name(game.watch.target), quality: testQuality(fixed, game, o, false) });
    }
    if (kind === 'reroll' && game.reroll) return say('reroll', { unit: name(game.reroll.hero) });
    const roll = game.roll;
    if (kind !== 'roll' || !roll) return null;
    switch (roll.kind) {
      case 'shoot':
        if (roll.aims.length > 1) return say(roll.target >= 0 ? 'shootBothVolley' : 'volley', { unit: name(roll.unit), target: name(roll.target), count: roll.aims.length });
        return roll.target >= 0 ? say(roll.aims.length > 0 ? 'shootBoth' : 'shoot', { unit: name(roll.unit), target: name(roll.target) }) : say('template', { unit: name(roll.unit) });
      case 'melee':
        return say(roll.charge ? 'charge' : 'melee', { unit: name(roll.unit), target: name(roll.target) });
      default:
        return say('test', { unit: name(roll.unit), test: roll.kind === 'plant' ? 'plant' : roll.kind });
    }
  },

  highlights(state, piece, language) {
    const { fixed, game } = state;
    const u = indexOf(fixed, piece);
    if (u < 0 || !onTable(game.units[u] as UnitState)) return [];
    const info = fixed.units[u] as UnitInfo;
    const unit = game.units[u] as UnitState;
    const out: HighlightView[] = [];
    const models = livingModels(unit);
    const free = !unit.immobilised && !engaged(fixed, game, u);
    // The move ring, drawn from every base (R3: measured from the base's edge).
    if (free) {
      const budget = budgetOf(fixed, u, 'move');
      for (const m of models) {
        const r = info.models[m]?.radius ?? 0;
        const hull = modelHull(fixed, unit, u, m);
        // The first ring says in words what the rings show, for the side panel: a move of up to 6" (a hull's edge, 12") for 1 action point.
        const text = m === models[0] ? { text: translate(language, 'rapid-40000.reach.move', { distance: lengthText(fixed, budget, language) }) } : {};
        out.push({ place: at(unit.pos[2 * m] as number, unit.pos[2 * m + 1] as number), kind: 'reach', ...text, figure: hull ? { kind: 'polygon', points: aroundHull(hull, budget) } : { kind: 'circle', radiusMm: mm(budget + r) } });
      }
    }
    // Coherency links: each model to the others within 2" of its base.
    for (let i = 0; i < models.length; i++) {
      for (let j = i + 1; j < models.length; j++) {
        const a = models[i] as number;
        const b = models[j] as number;
        const gap = distance(unit.pos[2 * a] as number, unit.pos[2 * a + 1] as number, unit.pos[2 * b] as number, unit.pos[2 * b + 1] as number) - (info.models[a]?.radius ?? 0) - (info.models[b]?.radius ?? 0);
        if (gap <= fixed.constants.coherency) out.push({ place: at(unit.pos[2 * a] as number, unit.pos[2 * a + 1] as number), kind: 'reach', figure: { kind: 'line', to: at(unit.pos[2 * b] as number, unit.pos[2 * b + 1] as number) } });
      }
    }
    // Lines of sight to every enemy unit within range: clear, or cut with what cuts them.
    const bases = basesOf(fixed, game.units);
    const [cx, cy] = centroid(livingPositions(unit));
    for (const v of fixed.unitsOf[1 - info.sideIndex] ?? []) {
      const target = game.units[v] as UnitState;
      if (!onTable(target)) continue;
      const [tx, ty] = centroid(livingPositions(target));
      // A unit that may be shot at is drawn along a line a shot follows; else between the nearest models.
      const fault = targetFault(fixed, game, u, v, false);
      const canShoot = fault === null;
      const pair = canShoot ? firingPair(fixed, game, u, v) : null;
      const a = pair ? pair[0] : nearestModel(unit, tx, ty);
      const b = pair ? pair[1] : nearestModel(target, cx, cy);
      if (a < 0 || b < 0) continue;
      const ax = unit.pos[2 * a] as number;
      const ay = unit.pos[2 * a + 1] as number;
      const bx = target.pos[2 * b] as number;
      const by = target.pos[2 * b + 1] as number;
      const blocker = sightBlocker(fixed, bases, ax, ay, sightRadius(info.models[a]), bx, by, sightRadius(fixed.units[v]?.models[b]), u, v);
      const name = unitName(fixed, fixed.units[v]?.id ?? '', language);
      // A clear line to a unit that cannot be shot at says why not: out of reach, hidden, in melee.
      const label = blocker.kind !== 'clear' ? translate(language, 'rapid-40000.sight.blocked', { unit: name, by: blockerText(fixed, blocker, language) }) : canShoot ? name : translate(language, `rapid-40000.sight.${fault.slice(fault.lastIndexOf('.') + 1)}`, { unit: name });
      out.push({ place: at(ax, ay), kind: 'target', label, figure: { kind: 'line', to: at(bx, by) }, ...(blocker.kind === 'clear' ? {} : { blocked: true }) });
      if (canShoot) out.push({ place: at(tx, ty), kind: 'target', piece: fixed.units[v]?.id ?? '' });
    }
    return out;
  },
};
