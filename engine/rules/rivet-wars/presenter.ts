/**
 * Rivet Wars as the playtest shows it: units in their cells of each grid (up to four, a large model
 * across two or four), with their damage, plugs and what they did this phase; flags, gas clouds and
 * the last deviation's arrow as markers; the hand with each Action! card's effect and timing and each
 * Secret Mission's objective; deployment points, rivets and victory points of each side as tracks;
 * every action in words, what it targets (a grid, a cell, the unit an attack hits first), and the
 * selected unit's reach with its cost and the grids it can attack.
 */
import { translate, type Language } from '../../i18n/index';
import { localized } from '../../scenario/localized';
import type { Scenario } from '../../scenario/types';
import { cellPartPlace, cellPlace, type CellPart, type Place } from '../core/places';
import type { SetupUnit } from '../core/module';
import type { GameEvent } from '../core/types';
import type { ActionTarget, CardView, HighlightView, MarkerView, PieceView, Presenter, TrackView } from '../core/presenter';
import { activatable, actorFor } from './activation';
import { bolsterOf, diceAgainst, targetOrder } from './attack';
import { cardOf } from './cards';
import { figureIndex, gridOf, occupancy, plugsOf, profileOfFigure, sideIndex, stepOf, weaponsOf } from './common';
import { rangeBetween } from './grid';
import { setupCells, setupGarrisons, type RwInput } from './setup';
import { weaponRange } from './combat';
import { cardName, describe, nameParams, profileName, sideName, stepName, unitName, weaponName } from './describe';
import { reachOf } from './reach';
import { apply } from './rules';
import { HIDDEN_CARD, type CardInfo, type FigureState, type RwAction, type RwState, type SideInfo } from './types';

/** Decisions taken within a phase that its name does not announce. */
const ASIDE_DECISIONS: ReadonlySet<string> = new Set(['paradrop', 'retreat', 'roll']);

/** The part of its grid a unit covers: a quarter, a row of two, or the whole grid. */
export function partOfCells(cells: number): CellPart {
  const cols = [cells & 5 ? 0 : 1, cells & 10 ? 1 : 0];
  const rows = [cells & 3 ? 0 : 1, cells & 12 ? 1 : 0];
  return { col: cols[0] as number, row: rows[0] as number, width: (cols[1] as number) - (cols[0] as number) + 1, height: (rows[1] as number) - (rows[0] as number) + 1, of: 2 };
}

/** The mission's garrisons where setup puts them (missions 2 and 6); none for a scenario the rules cannot set up yet. */
export function garrisonUnits(input: RwInput): SetupUnit[] {
  const geometry = input.scenario.board.geometry;
  if (geometry.kind !== 'square') return [];
  try {
    return setupGarrisons(input).map(({ side, profile, grid, cells }) => ({ side, profile, at: { col: grid % geometry.columns, row: Math.floor(grid / geometry.columns) }, part: partOfCells(cells) }));
  } catch {
    return [];
  }
}

/** The part of its grid setup gives each unit the scenario places, by unit id; none for a scenario the rules cannot set up yet (its problems say why). */
export function setupParts(input: RwInput): ReadonlyMap<string, CellPart> {
  let cells: ReadonlyMap<string, number>;
  try {
    cells = setupCells(input);
  } catch {
    return new Map();
  }
  return new Map([...cells].map(([unit, mask]) => [unit, partOfCells(mask)] as const));
}

/** A few letters of the name and the unit's number: "Rif3", "Parm". */
function shortName(name: string): string {
  const number = /\s(\d+)$/.exec(name)?.[1] ?? '';
  const base = name.replace(/\s\d+$/, '').replace(/^(Captain|Capitaine|General|Général|Baron|Jager)\s+(\w\.\s+)?/i, '');
  return number ? `${base.slice(0, 3)}${number}` : base.slice(0, 4);
}

function cardEffect(card: CardInfo, language: Language): string {
  return localized(card.text, language);
}

function cardView(state: RwState, id: string, deck: 'action' | 'secret-mission', language: Language): CardView {
  const card = cardOf(state.fixed, id);
  const timing = card && card.deck === 'action' && card.timing ? stepName(state.fixed, card.timing, language) : undefined;
  return {
    id,
    name: card ? localized(card.name, language) : id,
    effect: card ? cardEffect(card, language) : '',
    ...(timing ? { duration: translate(language, 'rivet-wars.card.timing', { step: timing }) } : {}),
    deck: translate(language, `rivet-wars.deck.${deck}`),
  };
}

/** Marks of a unit: what it did this phase, what it carries, what it shares. */
function marksOf(state: RwState, unit: number, language: Language): { id: string; text: string }[] {
  const { fixed, game } = state;
  const figure = game.figures[unit] as FigureState;
  const profile = profileOfFigure(fixed, unit);
  const step = stepOf(state);
  const marks: { id: string; text: string }[] = [];
  if (profile.hero) marks.push({ id: 'hero', text: translate(language, 'rivet-wars.mark.hero') });
  for (const plug of plugsOf(fixed, game, unit)) marks.push({ id: 'plug', text: translate(language, 'rivet-wars.mark.plug', { plug: unitName(fixed, fixed.figures[plug]?.id ?? '', language) }) });
  if (game.active.includes(unit)) marks.push({ id: 'active', text: translate(language, 'rivet-wars.mark.active') });
  else if (step === 'combat' && game.activated.includes(unit)) marks.push({ id: 'done', text: translate(language, 'rivet-wars.mark.acted') });
  else if (step === 'movement' && game.activated.includes(unit)) marks.push({ id: 'done', text: translate(language, 'rivet-wars.mark.moved') });
  if (figure.assaultAt === game.stamp) marks.push({ id: 'assault', text: translate(language, 'rivet-wars.mark.assaulted') });
  if (profile.buffs.some((value) => value > 0)) marks.push({ id: 'buff', text: translate(language, 'rivet-wars.mark.buff') });
  // Damage markers on a figure that survived a hit: its counter shows its damaged side.
  if (figure.damage > 0) marks.push({ id: 'damaged', text: translate(language, 'rivet-wars.mark.damaged', { damage: figure.damage }) });
  return marks;
}

const ARROWS = ['↑', '↗', '→', '↘', '↓', '↙', '←', '↖'];

export const rivetWarsPresenter: Presenter<RwState, RwAction> = {
  costUnit: 'movementPoints',
  // The rulebook's rounds, in French as in English.
  turnName: { en: 'round', fr: 'round' },

  boardScenario(scenario, state) {
    const { game } = state;
    // Wire torn down is gone from the board; units are drawn from the game.
    const tokens = (scenario.board.tokens ?? []).filter((token) => {
      if (token.kind !== 'barbed-wire' || !('col' in token.at)) return true;
      const grid = token.at.row * state.fixed.columns + token.at.col;
      return game.wire.includes(grid);
    });
    const sides = scenario.sides.map((side) => ({ ...side, units: [] }));
    return { ...scenario, board: { ...scenario.board, tokens }, sides } as Scenario;
  },

  pieces(state, language) {
    const { fixed, game } = state;
    const pieces: PieceView[] = [];
    fixed.figures.forEach((info, unit) => {
      const figure = game.figures[unit] as FigureState;
      if (figure.grid < 0) return;
      const profile = profileOfFigure(fixed, unit);
      const name = unitName(fixed, info.id, language);
      pieces.push({
        id: info.id,
        side: (fixed.sides[info.side] as SideInfo).id,
        name,
        short: shortName(name),
        place: cellPartPlace(figure.grid, partOfCells(figure.cells)),
        health: profile.health - figure.damage,
        maxHealth: profile.health,
        marks: marksOf(state, unit, language),
      });
    });
    return pieces;
  },

  markers(state, language) {
    const { fixed, game } = state;
    const markers: MarkerView[] = [];
    fixed.objectives.forEach((grid, index) => {
      const flag = game.flags[index] as number;
      if (flag < 0) return;
      const side = (fixed.sides[flag] as SideInfo).id;
      markers.push({ id: `flag-${grid}`, place: cellPlace(grid), style: 'flag', side, text: translate(language, 'rivet-wars.marker.flag', { side: sideName(fixed, side, language), cell: fixed.labels[grid] ?? '' }) });
    });
    game.gas.forEach((cloud, index) => {
      const rounds = Math.max(0, fixed.constants.gasRounds - (state.turn - cloud.round));
      markers.push({ id: `gas-${index}`, place: cellPlace(cloud.grid), style: 'gas', label: String(rounds), text: translate(language, 'rivet-wars.marker.gas', { side: sideName(fixed, (fixed.sides[cloud.side] as SideInfo).id, language), cell: fixed.labels[cloud.grid] ?? '', rounds }) });
    });
    if (game.activeGrid >= 0) markers.push({ id: 'active-grid', place: cellPlace(game.activeGrid), style: 'active', text: translate(language, 'rivet-wars.marker.active', { cell: fixed.labels[game.activeGrid] ?? '' }) });
    const deviation = game.deviation;
    if (deviation) {
      markers.push({ id: 'deviation', place: cellPlace(deviation.from), style: 'arrow', label: ARROWS[deviation.direction] ?? '•', text: translate(language, deviation.to < 0 ? 'rivet-wars.marker.deviationOff' : 'rivet-wars.marker.deviation', { from: fixed.labels[deviation.from] ?? '', to: deviation.to < 0 ? '' : (fixed.labels[deviation.to] ?? '') }) });
      if (deviation.to >= 0) markers.push({ id: 'deviation-landing', place: cellPlace(deviation.to), style: 'landing', text: translate(language, 'rivet-wars.marker.landing', { cell: fixed.labels[deviation.to] ?? '' }) });
    }
    const retreat = game.retreat;
    if (retreat) markers.push({ id: 'shock', place: cellPlace(retreat.grid), style: 'alert', text: translate(language, 'rivet-wars.marker.shock', { cell: fixed.labels[retreat.grid] ?? '' }) });
    return markers;
  },

  hand(state, side, language) {
    const s = sideIndex(state.fixed, side);
    if (s < 0) return null;
    const cards = [
      ...(state.game.hands[s] ?? []).filter((id) => id !== HIDDEN_CARD).map((id) => cardView(state, id, 'action', language)),
      ...(state.game.missions[s] ?? []).filter((id) => id !== HIDDEN_CARD).map((id) => cardView(state, id, 'secret-mission', language)),
    ];
    return cards;
  },

  tracks(state, _viewer, language) {
    const { fixed, game } = state;
    const tracks: TrackView[] = [{ id: 'round', name: translate(language, 'rivet-wars.track.round'), value: state.turn, max: fixed.constants.roundLimit }];
    fixed.sides.forEach((side, s) => {
      const vp: TrackView = Number.isFinite(side.target) ? { id: `vp-${side.id}`, side: side.id, name: translate(language, 'rivet-wars.track.vp'), value: game.vp[s] as number, max: side.target } : { id: `vp-${side.id}`, side: side.id, name: translate(language, 'rivet-wars.track.vp'), value: game.vp[s] as number };
      tracks.push(vp);
      tracks.push({ id: `dp-${side.id}`, side: side.id, name: translate(language, 'rivet-wars.track.dp'), value: game.dp[s] as number });
      if (fixed.mission.infantryPoints > 0) tracks.push({ id: `infantry-dp-${side.id}`, side: side.id, name: translate(language, 'rivet-wars.track.infantryDp'), value: game.infantryDp[s] as number });
      tracks.push({ id: `rivets-${side.id}`, side: side.id, name: translate(language, 'rivet-wars.track.rivets'), value: game.rivets[s] as number });
      if (fixed.mission.escalation) {
        tracks.push({ id: `level-${side.id}`, side: side.id, name: translate(language, 'rivet-wars.track.level'), value: game.level[s] as number });
        if ((game.free[s] as number) > 0) tracks.push({ id: `free-${side.id}`, side: side.id, name: translate(language, 'rivet-wars.track.free'), value: game.free[s] as number });
      }
      if (fixed.mission.drawAction) tracks.push({ id: `hand-${side.id}`, side: side.id, name: translate(language, 'rivet-wars.track.hand'), value: game.hands[s]?.length ?? 0, max: fixed.constants.actionHandMax });
      if (fixed.mission.drawMissions) tracks.push({ id: `missions-${side.id}`, side: side.id, name: translate(language, 'rivet-wars.track.missions'), value: game.missions[s]?.length ?? 0, max: fixed.constants.secretMissionHandMax });
    });
    tracks.push({ id: 'action-pile', name: translate(language, 'rivet-wars.track.actionPile'), value: game.actionPile.length });
    if (fixed.mission.drawMissions) tracks.push({ id: 'mission-pile', name: translate(language, 'rivet-wars.track.missionPile'), value: game.missionPile.length });
    tracks.push({ id: 'gas', name: translate(language, 'rivet-wars.track.gas'), value: fixed.gasTokens - game.gas.length, max: fixed.gasTokens });
    return tracks;
  },

  sideName(state, side, language) {
    return sideName(state.fixed, side, language);
  },

  phaseName(state, language) {
    // The side whose phase it is is told beside it by the playtest ("… · Allies to play"); a decision
    // the phase's name does not say is told after it (the paradrop aimed in the card phase, mission 9).
    const step = stepName(state.fixed, stepOf(state) ?? state.phase, language);
    const kind = state.pending[0]?.kind;
    return kind !== undefined && ASIDE_DECISIONS.has(kind) ? `${step} · ${translate(language, `rivet-wars.status.${kind}`)}` : step;
  },

  turnLimit(state) {
    return state.fixed.constants.roundLimit;
  },

  describeAction(state, action, language) {
    const { fixed, game } = state;
    const cell = (grid: number | undefined) => (grid === undefined ? '' : (fixed.labels[grid] ?? String(grid)));
    const unit = (id: string) => unitName(fixed, id, language);
    switch (action.type) {
      case 'initiative':
        return translate(language, 'rivet-wars.action.initiative');
      case 'paradrop':
        return translate(language, 'rivet-wars.action.paradrop', { cell: cell(action.grid) });
      case 'draw':
        return translate(language, 'rivet-wars.action.draw');
      case 'discard':
        return translate(language, 'rivet-wars.action.discard', { card: cardName(fixed, action.card, language) });
      case 'deploy': {
        const profile = fixed.profiles.find((candidate) => candidate.id === action.profile);
        return translate(language, 'rivet-wars.action.deploy', { profile: profileName(fixed, action.profile, language), cell: cell(action.grid), points: profile?.cost ?? 0, rivets: profile?.rivets ?? 0 });
      }
      case 'plug': {
        const profile = fixed.profiles.find((candidate) => candidate.id === action.profile);
        return translate(language, 'rivet-wars.action.plug', { profile: profileName(fixed, action.profile, language), host: unit(action.host), points: profile?.cost ?? 0, rivets: profile?.rivets ?? 0 });
      }
      case 'play': {
        const card = cardName(fixed, action.card, language);
        if (action.grid !== undefined) return translate(language, 'rivet-wars.action.playOnGrid', { card, cell: cell(action.grid) });
        if (action.unit !== undefined) return translate(language, 'rivet-wars.action.playOnUnit', { card, unit: unit(action.unit) });
        return translate(language, 'rivet-wars.action.play', { card });
      }
      case 'activate': {
        const count = activatable(state, occupancy(state), sideIndex(fixed, action.side), action.grid).length;
        return translate(language, 'rivet-wars.action.activate', { cell: cell(action.grid), count });
      }
      case 'attack': {
        const index = figureIndex(fixed, action.unit);
        const occupied = occupancy(state);
        const first = action.target ?? fixed.figures[targetOrder(state, occupied, action.grid)[0] ?? -1]?.id;
        // The dice against the unit hit first, as they will be rolled (its armour, its Bolster).
        const target = first === undefined ? -1 : figureIndex(fixed, first);
        const weapon = index >= 0 ? weaponsOf(fixed, game, index)[action.weapon] : undefined;
        const dice = weapon && target >= 0 ? diceAgainst(weapon.dice[profileOfFigure(fixed, target).armour] ?? 0, bolsterOf(state, occupied, target)) : -1;
        const params = { unit: unit(action.unit), weapon: index >= 0 ? weaponName(fixed, game, index, action.weapon, language) : String(action.weapon), cell: cell(action.grid), target: first ? unit(first) : '—', dice };
        // No die against it: the attack cannot hurt, and says so rather than « 0 dé ».
        if (dice === 0) return translate(language, action.target !== undefined ? 'rivet-wars.action.snipeNoDice' : 'rivet-wars.action.attackNoDice', params);
        if (dice > 0) return translate(language, action.target !== undefined ? 'rivet-wars.action.snipeDice' : 'rivet-wars.action.attackDice', params);
        return translate(language, action.target !== undefined ? 'rivet-wars.action.snipe' : 'rivet-wars.action.attack', params);
      }
      case 'roll':
        return translate(language, game.barrage ? 'rivet-wars.action.rollBarrage' : 'rivet-wars.action.roll');
      case 'assault':
        return translate(language, 'rivet-wars.action.assault', { unit: unit(action.unit), cell: cell(action.grid) });
      case 'dash':
        return translate(language, 'rivet-wars.action.dash', { unit: unit(action.unit), cell: cell(action.grid) });
      case 'move': {
        const owner = occupancy(state).owner[action.grid] as number;
        const mover = fixed.figures[figureIndex(fixed, action.unit)]?.side ?? -1;
        return translate(language, owner >= 0 && owner !== mover ? 'rivet-wars.action.shock' : 'rivet-wars.action.move', { unit: unit(action.unit), cell: cell(action.grid) });
      }
      case 'arrange':
        return translate(language, 'rivet-wars.action.arrange', { unit: unit(action.unit), cells: nameParams(fixed, { cells: action.cells }, language).cells as string });
      case 'retreat':
        return translate(language, 'rivet-wars.action.retreat', { unit: unit(action.unit), cell: cell(action.grid) });
      case 'endPhase':
        return translate(language, 'rivet-wars.action.endPhase', { step: stepName(fixed, stepOf(state) ?? '', language) });
    }
  },

  describe(state, message, language) {
    return describe(state.fixed, message, language);
  },

  target(state, action): ActionTarget {
    const { fixed, game } = state;
    switch (action.type) {
      case 'paradrop':
      case 'activate':
      case 'deploy':
        return { place: cellPlace(action.grid) };
      case 'plug':
        return { piece: action.host };
      case 'play':
        if (action.grid !== undefined) return { place: cellPlace(action.grid) };
        return action.unit !== undefined ? { piece: action.unit } : {};
      case 'attack': {
        const first = action.target ?? fixed.figures[targetOrder(state, occupancy(state), action.grid)[0] ?? -1]?.id;
        return first ? { piece: action.unit, place: cellPlace(action.grid), targetPiece: first } : { piece: action.unit, place: cellPlace(action.grid) };
      }
      case 'assault':
      case 'dash':
      case 'move':
      case 'retreat':
        return { piece: action.unit, place: cellPlace(action.grid) };
      case 'arrange': {
        const unit = figureIndex(fixed, action.unit);
        const grid = unit >= 0 ? (game.figures[unit] as FigureState).grid : -1;
        return grid >= 0 ? { piece: action.unit, place: cellPartPlace(grid, partOfCells(action.cells)) } : { piece: action.unit };
      }
      default:
        return {};
    }
  },

  highlights(state, piece) {
    const { fixed, game } = state;
    const unit = figureIndex(fixed, piece);
    if (unit < 0 || gridOf(game, unit) < 0) return [];
    // Units move in the combat phase (Rapid Assault, Dash) and the movement phase only: elsewhere a reach would read as where to deploy.
    const step = stepOf(state);
    const moving = step === 'combat' || step === 'movement';
    const reach: HighlightView[] = moving ? reachOf(state, unit).map(({ grid, cost }) => ({ place: cellPlace(grid), kind: 'reach', label: String(cost) })) : [];
    const occupied = occupancy(state);
    const s = fixed.figures[unit]?.side ?? -1;
    const actor = actorFor(state, unit);
    const weapons = weaponsOf(fixed, game, unit);
    const from = gridOf(game, unit);
    const targets: HighlightView[] = [];
    for (let grid = 0; grid < occupied.owner.length; grid++) {
      const owner = occupied.owner[grid] as number;
      if (owner < 0 || owner === s) continue;
      const first = targetOrder(state, occupied, grid)[0] as number;
      const range = rangeBetween(fixed.columns, from, grid);
      const air = profileOfFigure(fixed, first).airborne;
      if (weapons.some((weapon, w) => (actor.shots[w] ?? 0) > 0 && range <= weaponRange(state, occupied, unit, weapon, air, actor.from))) targets.push({ place: cellPlace(grid), kind: 'target', piece: fixed.figures[first]?.id ?? '' });
    }
    return [...reach, ...targets];
  },

  // A minefield attacks every vehicle that enters its grid (movement.ts). The step is played again
  // with its events to tell that attack apart from the others, even when it destroyed the vehicle.
  sprungTraps(before, action, after) {
    const { fixed } = before;
    if (!fixed.minefield.includes(1)) return [];
    const vehicleMoved = before.game.figures.some((figure, unit) => figure.grid !== after.game.figures[unit]?.grid && !profileOfFigure(fixed, unit).infantry);
    if (!vehicleMoved) return [];
    const events: GameEvent[] = [];
    apply(before, action, (event) => events.push(event));
    const entered = new Map<string, number>();
    const places: Place[] = [];
    for (const { key, params } of events) {
      if (key === 'rivet-wars.event.moved') entered.set(String(params.unit), Number(params.toGrid));
      else if ((key === 'rivet-wars.event.hit' || key === 'rivet-wars.event.missed') && params.what === 'minefield') {
        const grid = entered.get(String(params.unit));
        if (grid !== undefined) places.push(cellPlace(grid));
      }
    }
    return places;
  },
};
