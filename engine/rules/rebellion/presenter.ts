/**
 * How a Rebellion game looks to the people playing it: systems are areas; each stack of units is a
 * counter with its count; leaders stand on systems; loyalty, subjugation, sabotage, the base (for
 * whoever may see it) and the systems ruled out for the base are markers; the hand holds missions
 * (the assigned ones face down with their leaders), action cards, objectives, probe cards and, in a
 * combat, tactic cards, each with its effect in words; time, reputation, the build tracks and the
 * combat under way are tracks. The state given is the viewer's view, so nothing hidden shows.
 */
import { translate, type Language } from '../../i18n/index';
import { localized } from '../../scenario/localized';
import type { Scenario, Token } from '../../scenario/types';
import { areaPlace } from '../core/places';
import type { ActionTarget, CardView, HighlightView, MarkerView, Mark, PieceView, Presenter, TrackView } from '../core/presenter';
import type { GameState, Params } from '../core/types';
import { campOf, decisionOf, leaderIn, stack } from './common';
import { lastRound } from './compile';
import { theatreOf } from './combat';
import { leadersQualify, missionDice } from './missions';
import { movable, origins } from './orders';
import { cardName, describe, nameParams, profileName, sideName, systemName } from './describe';
import { spaceId } from './production';
import { EMPIRE, HIDDEN, ON_MISSION, REBELLION, RESERVE, SKILLS, SPENT, type Camp, type LeaderDef, type RebAction, type RebFixed, type RebState } from './types';

function reb(state: GameState): RebState {
  return state as RebState;
}

/** What fits on a counter: the initials of the name (or its first letters), and the count. */
export function shortName(name: string): string {
  const words = name.split(/[\s']+/).filter((word) => word.length > 0);
  if (words.length === 1) return (words[0] as string).slice(0, 5);
  return words.map((word) => (word[0] as string).toUpperCase()).join('').slice(0, 4);
}

export function stackId(fixed: RebFixed, space: number, profile: number): string {
  return `${fixed.profiles[profile]?.id ?? profile}@${spaceId(fixed, space)}`;
}

export function leaderPieceId(fixed: RebFixed, leader: number): string {
  return `leader:${fixed.leaders[leader]?.id ?? leader}`;
}

/** Where a space is drawn: the base space stands on the base's system when the viewer knows it. */
function placeOfSpace(fixed: RebFixed, state: RebState, space: number): string | null {
  if (space < fixed.systems.length) return fixed.systems[space]?.id ?? null;
  return state.game.base >= 0 ? (fixed.systems[state.game.base]?.id ?? null) : null;
}

/** Places off the map, for pieces a person picks from the list: leaders in reserve or on missions, units to place or to deploy, a base the viewer cannot locate. */
export const OFF_MAP = { reserve: '@reserve', mission: '@mission', setup: '@setup', queue: '@queue', base: '@base' } as const;

export function offMapId(kind: keyof typeof OFF_MAP, profile: number | string): string {
  return `${String(profile)}${OFF_MAP[kind]}`;
}

function stackView(fixed: RebFixed, camp: Camp, profile: number, count: number, id: string, area: string, where: string, damage: number, marks: Mark[], language: Language): PieceView {
  const def = fixed.profiles[profile];
  const health = def?.health ?? 1;
  const name = profileName(fixed, def?.id ?? '', language);
  return {
    id,
    side: fixed.sides[camp],
    name: `${translate(language, 'rebellion.piece.stack', { profile: name, count })} · ${where}`,
    short: `${shortName(localized(def?.name ?? '', 'en', def?.id ?? ''))}×${count}`,
    place: areaPlace(area),
    // The unit in front: a damaged one first, then the others whole.
    health: health - (damage % health),
    maxHealth: health,
    marks,
    count,
    kind: def?.id ?? String(profile),
  };
}

function pieces(state: RebState, language: Language): PieceView[] {
  const { fixed, game } = state;
  const out: PieceView[] = [];
  const combat = game.combat;
  for (let space = 0; space <= fixed.baseSpace; space++) {
    const atBase = space === fixed.baseSpace;
    const area = placeOfSpace(fixed, state, space) ?? OFF_MAP.base;
    const where = atBase ? translate(language, 'rebellion.base') : systemName(fixed, area, language);
    for (let profile = 0; profile < fixed.profiles.length; profile++) {
      const count = stack(fixed, game.units, space, profile);
      const def = fixed.profiles[profile];
      if (count === 0 || !def) continue;
      const damage = combat && combat.system === space ? (combat.damage[profile] as number) : 0;
      const marks: Mark[] = damage > 0 ? [{ id: 'damage', text: translate(language, 'rebellion.mark.damage', { damage }) }] : [];
      if (atBase) marks.push({ id: 'at-base', text: translate(language, 'rebellion.marker.base') });
      out.push(stackView(fixed, def.camp, profile, count, stackId(fixed, space, profile), area, where, damage, marks, language));
    }
  }
  // Units still to place at setup, and units coming off a build track.
  game.unplaced.forEach((count, profile) => {
    const def = fixed.profiles[profile];
    if (count > 0 && def) out.push(stackView(fixed, def.camp, profile, count, offMapId('setup', def.id), OFF_MAP.setup, translate(language, 'rebellion.piece.toPlace'), 0, [], language));
  });
  for (const camp of [EMPIRE, REBELLION] as Camp[]) {
    const leaving = new Map<number, number>();
    for (const profile of game.deploying[camp]) leaving.set(profile, (leaving.get(profile) ?? 0) + 1);
    for (const [profile, count] of leaving) out.push(stackView(fixed, camp, profile, count, offMapId('queue', fixed.profiles[profile]?.id ?? ''), OFF_MAP.queue, translate(language, 'rebellion.piece.toDeploy'), 0, [], language));
  }
  fixed.leaders.forEach((leader, index) => {
    const at = game.leaderAt[index] as number;
    const onMap = at >= 0 ? placeOfSpace(fixed, state, at) : null;
    const off = at === RESERVE ? 'reserve' : at === ON_MISSION || at === SPENT ? 'mission' : null;
    if (onMap === null && off === null && at !== fixed.baseSpace) return;
    const marks: Mark[] = [];
    if (game.captured[index] === 1) marks.push({ id: 'captured', text: translate(language, 'rebellion.mark.captured') });
    if (at === fixed.baseSpace) marks.push({ id: 'at-base', text: translate(language, 'rebellion.marker.base') });
    marks.push(...leaderValues(leader, language));
    const own = localized(leader.name, language, leader.id);
    const name = off === null ? own : `${own} (${translate(language, `rebellion.piece.${off}`)})`;
    out.push({ id: leaderPieceId(fixed, index), side: fixed.sides[leader.camp], name, short: shortName(own), place: areaPlace(onMap ?? (off ? OFF_MAP[off] : OFF_MAP.base)), health: 1, maxHealth: 1, marks });
  });
  return out;
}

function markers(state: RebState, language: Language): MarkerView[] {
  const { fixed, game } = state;
  const out: MarkerView[] = [];
  fixed.systems.forEach((system, index) => {
    const place = areaPlace(system.id);
    const loyalty = game.loyalty[index] as number;
    if (loyalty >= 0) {
      const side = fixed.sides[loyalty as Camp];
      out.push({ id: `loyalty@${system.id}`, place, style: 'loyalty', side, text: translate(language, 'rebellion.marker.loyalty', { side: sideName(fixed, side, language) }) });
    }
    if (game.subjugated[index] === 1) out.push({ id: `subjugation@${system.id}`, place, style: 'subjugation', text: translate(language, 'rebellion.marker.subjugated') });
    if (game.sabotage[index] === 1) out.push({ id: `sabotage@${system.id}`, place, style: 'sabotage', text: translate(language, 'rebellion.marker.sabotage') });
    if (game.base === index) out.push({ id: 'rebel-base', place, style: 'rebel-base', text: translate(language, 'rebellion.marker.base') });
    else if (!game.baseRevealed && (game.candidates[index] === 0 || game.probes.includes(index))) out.push({ id: `excluded@${system.id}`, place, style: 'excluded', text: translate(language, 'rebellion.marker.excluded') });
  });
  const combat = game.combat;
  const at = combat ? placeOfSpace(fixed, state, combat.system) : null;
  if (combat && at !== null) {
    const theatre = translate(language, `rebellion.theatre.${theatreOf(combat.attack)}`);
    out.push({ id: 'combat', place: areaPlace(at), style: 'combat', text: translate(language, 'rebellion.marker.combat', { round: combat.round, theatre }) });
  }
  return out;
}

/** Skills in words, those above zero: « 1 renseignement + 2 opérations spéciales ». */
function skillsText(skills: readonly number[], language: Language): string {
  const parts = SKILLS.flatMap((skill, index) => ((skills[index] as number) > 0 ? [translate(language, 'rebellion.skillCount', { count: skills[index] as number, skill: translate(language, `rebellion.skill.${skill}`) })] : []));
  return parts.length > 0 ? parts.join(' + ') : translate(language, 'rebellion.skills.none');
}

/** A leader's skills (the mission dice it brings, R49) and tactics (R21, R34), as its tip lists them: its counter's numbers say neither which is which. */
function leaderValues(leader: LeaderDef, language: Language): Mark[] {
  return [
    { id: 'skills', text: translate(language, 'rebellion.mark.skills', { skills: skillsText(leader.skills, language) }) },
    leader.space < 0 ? { id: 'tactics', text: translate(language, 'rebellion.mark.noTactics') } : { id: 'tactics', text: translate(language, 'rebellion.mark.tactics', { space: leader.space, ground: leader.ground }) },
  ];
}

/** What a card does, in words. */
export function cardEffect(fixed: RebFixed, card: number, language: Language): string {
  const def = fixed.cards[card];
  if (!def) return '';
  const effect = translate(language, `rebellion.effect.${def.effect}`, { amount: def.amount });
  switch (def.kind) {
    case 'mission': {
      const kind = [translate(language, def.attempt ? 'rebellion.card.attempt' : 'rebellion.card.resolve')];
      if (def.starting) kind.push(translate(language, 'rebellion.card.starting'));
      if (def.leader !== '') kind.push(translate(language, 'rebellion.card.pictured', { bonus: fixed.constants.pictureBonus, leader: localized(def.leaderName, language, def.leader) }));
      return translate(language, 'rebellion.card.mission', { effect, skills: skillsText(def.skills, language), kind: kind.join(', ') });
    }
    case 'action':
      return def.leader === '' ? effect : `${translate(language, 'rebellion.card.recruits', { leader: localized(def.leaderName, language, def.leader) })} ${effect}`;
    case 'objective':
      return `${effect} ${translate(language, 'rebellion.card.objective', { part: def.part, reputation: def.reputation })}`;
    case 'tactic':
      return effect;
  }
}

function cardView(fixed: RebFixed, card: number, deck: string, language: Language, index: number): CardView {
  if (card === HIDDEN) return { id: `hidden-${deck}-${index}`, name: translate(language, 'rebellion.hiddenCard'), effect: '', deck: translate(language, `rebellion.deck.${deck}`) };
  return { id: `${deck}-${card}`, name: cardName(fixed, card, language), effect: cardEffect(fixed, card, language), deck: translate(language, `rebellion.deck.${deck}`) };
}

function hand(state: RebState, side: string, language: Language): CardView[] {
  const { fixed, game } = state;
  const camp = campOf(fixed, side);
  if (camp < 0) return [];
  const own = camp as Camp;
  const cards: CardView[] = [];
  game.missions[own].forEach((card, i) => cards.push(cardView(fixed, card, 'mission', language, i)));
  game.assigned[own].forEach((assignment, i) => {
    const leaders = nameParams(fixed, { leaders: assignment.leaders.map((leader) => fixed.leaders[leader]?.id ?? '').join(',') }, language).leaders as string;
    const view = cardView(fixed, assignment.card, 'mission', language, 100 + i);
    const def = fixed.cards[assignment.card];
    const bluff = def !== undefined && !leadersQualify(fixed, def, assignment.leaders);
    cards.push({ ...view, id: `assigned-${i}`, duration: translate(language, bluff ? 'rebellion.card.assignedBluff' : 'rebellion.card.assigned', { leaders }) });
  });
  game.actions[own].forEach((card, i) => cards.push(cardView(fixed, card, 'action', language, i)));
  game.recruitDraws[own].forEach((card, i) => cards.push(cardView(fixed, card, 'action', language, 200 + i)));
  if (own === REBELLION) game.objectives.forEach((card, i) => cards.push(cardView(fixed, card, 'objective', language, i)));
  if (own === EMPIRE) {
    game.probes.forEach((system, i) =>
      cards.push({
        id: system === HIDDEN ? `hidden-probe-${i}` : `probe-${system}`,
        name: system === HIDDEN ? translate(language, 'rebellion.hiddenCard') : (fixed.systems[system]?.name ?? ''),
        effect: system === HIDDEN ? '' : translate(language, 'rebellion.event.probe', { system: fixed.systems[system]?.name ?? '' }),
        deck: translate(language, 'rebellion.deck.probe'),
      }),
    );
  }
  if (game.combat) {
    for (const theatre of [0, 1]) game.combat.tactics[own * 2 + theatre]?.forEach((card, i) => cards.push(cardView(fixed, card, 'tactic', language, theatre * 100 + i)));
  }
  return cards;
}

function queueText(fixed: RebFixed, state: RebState, camp: Camp, language: Language): string {
  const queue = state.game.queues[camp];
  if (queue.length === 0) return '—';
  return queue.map((queued) => `${profileName(fixed, fixed.profiles[queued.profile]?.id ?? '', language)} (${queued.space})`).join(', ');
}

function tracks(state: RebState, language: Language): TrackView[] {
  const { fixed, game } = state;
  const out: TrackView[] = [
    { id: 'round', name: translate(language, 'rebellion.track.round'), value: state.turn, max: lastRound(fixed.constants) },
    { id: 'time', name: translate(language, 'rebellion.track.time'), value: game.time, max: fixed.timeMax },
    // Reputation falls as time rises (a « 14 / 14 » read as a full gauge): how far apart they are is what the Rebellion plays for.
    { id: 'reputation', name: translate(language, 'rebellion.track.reputation'), value: game.reputation },
    { id: 'meet', name: translate(language, 'rebellion.track.meet'), value: translate(language, 'rebellion.track.meetValue', { count: Math.max(0, game.reputation - game.time) }) },
  ];
  for (const camp of [EMPIRE, REBELLION] as Camp[]) {
    out.push({ id: `queue-${fixed.sides[camp]}`, name: translate(language, 'rebellion.track.queue'), value: queueText(fixed, state, camp, language), side: fixed.sides[camp] });
    const reserve = fixed.leaders.flatMap((leader, index) => (leader.camp === camp && game.leaderAt[index] === RESERVE && game.captured[index] === 0 ? [localized(leader.name, language, leader.id)] : []));
    out.push({ id: `reserve-${fixed.sides[camp]}`, name: translate(language, 'rebellion.track.reserve'), value: reserve.length > 0 ? reserve.join(', ') : '—', side: fixed.sides[camp] });
  }
  let possible = 0;
  for (let system = 0; system < fixed.systems.length; system++) if (game.candidates[system] === 1 && !game.probes.includes(system)) possible++;
  out.push({ id: 'probes', name: translate(language, 'rebellion.track.probes'), value: game.probes.length, side: fixed.sides[EMPIRE] });
  if (!game.baseRevealed) out.push({ id: 'candidates', name: translate(language, 'rebellion.track.candidates'), value: possible, max: fixed.systems.length });
  const baseUnits = fixed.campProfiles[REBELLION].reduce((sum, profile) => sum + stack(fixed, game.units, fixed.baseSpace, profile), 0);
  const baseValue = game.base >= 0 ? systemName(fixed, fixed.systems[game.base]?.id ?? '', language) : translate(language, 'rebellion.track.baseHidden');
  out.push({ id: 'base', name: translate(language, 'rebellion.track.baseAt'), value: translate(language, 'rebellion.track.baseValue', { where: baseValue, units: baseUnits }) });
  if (game.combat) {
    const combat = game.combat;
    out.push({
      id: 'combat',
      name: translate(language, 'rebellion.track.combat'),
      value: translate(language, 'rebellion.track.combatValue', {
        system: systemName(fixed, spaceId(fixed, combat.system), language),
        round: combat.round,
        theatre: translate(language, `rebellion.theatre.${theatreOf(combat.attack)}`),
        black: combat.black,
        red: combat.red,
        direct: combat.direct,
        specials: combat.specials,
      }),
    });
    // Each side's forces there, with the damage they took this combat, and its leaders: what the map's small counters leave to a zoom.
    for (const camp of [EMPIRE, REBELLION] as Camp[]) {
      const forces = fixed.campProfiles[camp].flatMap((profile) => {
        const count = stack(fixed, game.units, combat.system, profile);
        if (count <= 0) return [];
        const damage = combat.damage[profile] as number;
        const name = `${count} × ${profileName(fixed, fixed.profiles[profile]?.id ?? '', language)}`;
        return [damage > 0 ? translate(language, 'rebellion.track.forceDamaged', { force: name, count: damage }) : name];
      });
      const leaders = fixed.leaders.flatMap((leader, index) => (leader.camp === camp && game.leaderAt[index] === combat.system && game.captured[index] === 0 ? [localized(leader.name, language, leader.id)] : []));
      out.push({ id: `combat-${fixed.sides[camp]}`, name: translate(language, 'rebellion.track.forces'), value: [...forces, ...leaders].join(', ') || '—', side: fixed.sides[camp] });
    }
  }
  return out;
}

function describeAction(state: RebState, action: RebAction, language: Language): string {
  const { fixed } = state;
  const named = (key: string, params: Params) => translate(language, `rebellion.action.${key}`, nameParams(fixed, params, language));
  const system = (space: number) => spaceId(fixed, space);
  const profile = (index: number) => fixed.profiles[index]?.id ?? '';
  const leader = (index: number) => fixed.leaders[index]?.id ?? '';
  switch (action.type) {
    case 'place':
      return named('place', { count: action.count, profile: profile(action.profile), system: system(action.system) });
    case 'assign': {
      // Bluffing is legal (R43): a card whose skills the leaders lack is assigned, never revealed; the list says which.
      const card = fixed.cards[action.card];
      const bluff = card !== undefined && !leadersQualify(fixed, card, action.leaders);
      return named(bluff ? 'assignBluff' : 'assign', { leaders: action.leaders.map(leader).join(','), card: action.card });
    }
    case 'activate':
      return named('activate', { system: system(action.system), leader: leader(action.leader) });
    case 'move':
      return named('move', { count: action.count, profile: profile(action.profile), from: system(action.from) });
    case 'reveal':
    case 'play':
      return named(action.type, { card: action.card, on: action.target >= 0 ? system(action.target) : '' });
    case 'oppose':
    case 'noOpposition': {
      // The dice each side would roll, the leaders already there counted (R49, R50): a leader sent for none is sent for nothing.
      const mission = state.game.mission;
      const card = mission ? fixed.cards[mission.card] : undefined;
      const camp = campOf(fixed, action.side);
      if (!mission || !card || mission.target < 0 || camp < 0) return action.type === 'oppose' ? named('oppose', { leader: leader(action.leader) }) : named('noOpposition', {});
      const theirs = missionDice(fixed, state.game, card, mission.target, mission.camp);
      if (action.type === 'oppose') return named('opposeDice', { leader: leader(action.leader), count: missionDice(fixed, state.game, card, mission.target, camp as Camp, action.leader), theirs });
      const there = missionDice(fixed, state.game, card, mission.target, camp as Camp);
      return leaderIn(fixed, state.game, mission.target, camp as Camp) ? named('noOtherOpposition', { count: there, theirs }) : named('noOpposition', {});
    }
    case 'commitLeader':
      return named(action.type, { leader: leader(action.leader) });
    case 'playTactic':
      return action.profile < 0 ? named('playAttack', { card: action.card }) : named('playDefence', { card: action.card, profile: profile(action.profile) });
    case 'damage': {
      const combat = state.game.combat;
      const def = fixed.profiles[action.profile];
      const die = def && combat && (def.red ? combat.red > 0 : combat.black > 0) ? (def.red ? 'red' : 'black') : 'direct';
      const count = combat ? stack(fixed, state.game.units, combat.system, action.profile) : 0;
      return named('damage', { profile: profile(action.profile), die, count, health: def?.health ?? 1, damage: combat ? (combat.damage[action.profile] as number) : 0 });
    }
    case 'retreat':
      return named('retreat', { to: system(action.to) });
    case 'relocate':
      return named('relocate', { system: system(action.system) });
    case 'discard':
      return named('discard', { card: action.card });
    case 'recruit':
      return translate(language, 'rebellion.action.recruit', { ...nameParams(fixed, { card: action.card }, language), leader: localized(fixed.cards[action.card]?.leaderName, language) });
    case 'build':
      return named('build', { profile: profile(action.profile), system: system(action.system) });
    case 'deploy':
      return named('deploy', { profile: profile(action.profile), system: system(action.system) });
    default:
      return named(action.type, {});
  }
}

function target(state: RebState, action: RebAction): ActionTarget {
  const { fixed, game } = state;
  const area = (space: number) => {
    const id = placeOfSpace(fixed, state, space);
    return id === null ? undefined : areaPlace(id);
  };
  const leader = (index: number | undefined) => (index === undefined ? undefined : leaderPieceId(fixed, index));
  const where = (piece: string | undefined, place: ReturnType<typeof area>): ActionTarget => ({ ...(piece ? { piece } : {}), ...(place ? { place } : {}) });
  switch (action.type) {
    case 'place':
      return where(offMapId('setup', fixed.profiles[action.profile]?.id ?? ''), area(action.system));
    case 'deploy':
      return where(offMapId('queue', fixed.profiles[action.profile]?.id ?? ''), area(action.system));
    case 'assign':
      return where(leader(action.leaders[0]), undefined);
    case 'activate':
      return where(leader(action.leader), area(action.system));
    case 'move':
      return where(stackId(fixed, action.from, action.profile), game.activation ? area(game.activation.system) : undefined);
    case 'reveal': {
      const assignment = game.assigned[campOf(fixed, action.side) as Camp].find((candidate) => candidate.card === action.card);
      return where(leader(assignment?.leaders[0]), action.target >= 0 ? area(action.target) : undefined);
    }
    case 'oppose':
      return where(leader(action.leader), game.mission ? area(game.mission.target) : undefined);
    case 'commitLeader':
      return where(leader(action.leader), game.combat ? area(game.combat.system) : undefined);
    case 'build':
    case 'relocate':
      return where(undefined, area(action.system));
    case 'play':
      return where(undefined, action.target >= 0 ? area(action.target) : undefined);
    case 'retreat':
      return where(undefined, area(action.to));
    case 'damage':
      return game.combat ? { targetPiece: stackId(fixed, game.combat.system, action.profile) } : {};
    default:
      return {};
  }
}

/**
 * Where a stack may go: in an activation, the activated system, if the stack may come from where
 * it stands (R27); otherwise the systems next to it, any of which an activation may call it to.
 */
function highlights(state: RebState, piece: string): HighlightView[] {
  const { fixed, game } = state;
  const at = piece.lastIndexOf('@');
  if (at < 0) return [];
  const where = piece.slice(at + 1);
  const system = where === spaceId(fixed, fixed.baseSpace) ? fixed.baseSpace : fixed.systems.findIndex((candidate) => candidate.id === where);
  const profile = fixed.profiles.findIndex((candidate) => candidate.id === piece.slice(0, at));
  if (system < 0 || profile < 0) return [];
  const reach = (space: number) => {
    const id = placeOfSpace(fixed, state, space);
    return id === null ? [] : [{ place: areaPlace(id), kind: 'reach' as const, label: '1' }];
  };
  const activation = game.activation;
  if (activation) return origins(fixed, game, activation).includes(system) && movable(fixed, game, activation, system, profile) > 0 ? reach(activation.system) : [];
  const around = system === fixed.baseSpace ? game.base : system;
  return (fixed.systems[around]?.neighbours ?? []).flatMap(reach);
}

/**
 * The board as it looks in this state: the galaxy, without the tokens and units the game draws
 * itself, nor the probe cards' allegiances (a system's loyalty is its marker, drawn from the game).
 */
function boardScenario(scenario: Scenario): Scenario {
  const drawn = new Set(['rebel-base', 'loyalty', 'subjugation', 'sabotage']);
  const tokens: Token[] = (scenario.board.tokens ?? []).filter((token) => !drawn.has(token.kind));
  const areas = scenario.board.areas?.map(({ allegiance: _allegiance, ...area }) => area);
  return { ...scenario, board: { ...scenario.board, tokens, ...(areas ? { areas } : {}) }, sides: scenario.sides.map((side) => ({ ...side, units: [] })) };
}

function phaseName(state: RebState, language: Language): string {
  const phase = state.fixed.phaseNames[state.phase];
  const name = phase ? localized(phase, language) : translate(language, `rebellion.phase.${state.phase}`);
  const side = state.pending[0]?.side;
  const owed = side === undefined ? null : decisionOf(state, side);
  if (owed === null) return name;
  // Hits still to assign, where the eye is while assigning them.
  const combat = state.game.combat;
  const left = owed === 'damage' && combat ? combat.black + combat.red + combat.direct : 0;
  const decision = left > 0 ? translate(language, 'rebellion.decision.damageLeft', { count: left }) : translate(language, `rebellion.decision.${owed}`);
  return `${name} · ${decision}`;
}

export const rebellionPresenter: Presenter<RebState, RebAction> = {
  costUnit: 'hops',
  // The English rulebook's rounds; the French one says « tour ».
  turnName: { en: 'round' },
  boardScenario: (scenario) => boardScenario(scenario),
  pieces: (state, language) => pieces(reb(state), language),
  markers: (state, language) => markers(reb(state), language),
  hand: (state, side, language) => hand(reb(state), side, language),
  tracks: (state, _viewer, language) => tracks(reb(state), language),
  sideName: (state, side, language) => sideName(reb(state).fixed, side, language),
  phaseName: (state, language) => phaseName(reb(state), language),
  turnLimit: (state) => lastRound(reb(state).fixed.constants),
  describeAction: (state, action, language) => describeAction(reb(state), action, language),
  describe: (state, message, language) => describe(reb(state).fixed, message, language),
  target: (state, action) => target(reb(state), action),
  highlights: (state, piece) => highlights(reb(state), piece),
};
