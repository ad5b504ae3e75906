/**
 * What a game reads from its scenario and ruleset data, worked out once per scenario: the galaxy
 * as indices, the unit profiles, the leaders (the scenario's and those the recruit cards bring),
 * every card copy, the dice, the time track, the constants, and the setup the file asks for.
 */
import type { LocalizedText, RulesetData, Scenario, Side, Unit } from '../../scenario/types';
import { compiledPerScenario } from '../core/compiled';
import type { ScenarioInput } from '../core/module';
import {
  EMPIRE,
  GROUND,
  REBELLION,
  SKILLS,
  SPACE,
  type Camp,
  type CardDef,
  type CardKind,
  type HandPlan,
  type LeaderDef,
  type ProfileDef,
  type RebConstants,
  type RebFixed,
  type SetupPlan,
  type Skills,
  type SystemDef,
} from './types';

export const FACTIONS: readonly [string, string] = ['empire', 'rebellion'];
export const REMOTE_TERRAIN = 'remote-system';

/** The decks the mechanics read, by kind and camp. */
export const DECKS = {
  missions: ['imperial-missions', 'rebel-missions'],
  actions: ['imperial-actions', 'rebel-actions'],
  objective: 'objective',
  tactics: ['tactics-space', 'tactics-ground'],
} as const;

const DEFAULTS: RebConstants = {
  startTime: 1,
  startReputation: 14,
  maxMissionsInHand: 10,
  leadersPerMission: 2,
  maxDicePerColour: 5,
  maxMissionDice: 10,
  pictureBonus: 2,
  deployMaxPerSystem: 2,
  probesPerRound: 2,
  missionsPerRound: 2,
  objectivesPerRound: 1,
  recruitDraw: 2,
  relocationDraw: 4,
  setupRebelSystems: 3,
  setupImperialSystems: 5,
  setupSubjugated: 2,
  buildQueueLength: 3,
  combatRoundLimit: 6,
  roundLimit: 16,
  assignment: 'simultaneous',
};

/** The last round a game can reach: reputation only comes down and time goes up a space a round, so they meet by this round at the latest (R14), if the round cap does not end it first. */
export function lastRound(constants: RebConstants): number {
  return Math.min(constants.roundLimit, constants.startReputation - constants.startTime);
}

/** The constants, the defaults filled in; the scenario's own starting track spaces (`setup.tracks`) come before the ruleset's. */
export function constantsOf(ruleset: RulesetData, scenario: Scenario): RebConstants {
  const tracks = scenario.setup?.tracks ?? {};
  const given: Record<string, unknown> = { ...ruleset.constants };
  // The scenario's turn limit is the game's round limit.
  if (scenario.turns?.limit !== undefined) given.roundLimit = scenario.turns.limit;
  if (tracks.time !== undefined) given.startTime = tracks.time;
  if (tracks.reputation !== undefined) given.startReputation = tracks.reputation;
  const out: Record<string, number | string> = { ...DEFAULTS };
  for (const key of Object.keys(DEFAULTS)) {
    const value = given[key];
    const fallback = DEFAULTS[key as keyof RebConstants];
    if (typeof fallback === 'number' && typeof value === 'number' && Number.isFinite(value)) out[key] = Math.max(0, Math.floor(value));
    if (typeof fallback === 'string' && typeof value === 'string') out[key] = value;
  }
  if (out.assignment !== 'rebel-first') out.assignment = 'simultaneous';
  return out as unknown as RebConstants;
}

function num(value: number | string | undefined, fallback = 0): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.floor(value) : fallback;
}

/** The camp of a faction id (or side id), -1 for neither. */
export function campOfFaction(faction: string | undefined): number {
  return faction === FACTIONS[EMPIRE] ? EMPIRE : faction === FACTIONS[REBELLION] ? REBELLION : -1;
}

/** Each camp's side: the side playing its faction, else the sides in order. */
export function campSides(scenario: Scenario): readonly [Side | undefined, Side | undefined] {
  const byFaction = (camp: Camp) => scenario.sides.find((side) => campOfFaction(side.faction ?? side.id) === camp);
  const empire = byFaction(EMPIRE) ?? scenario.sides.find((side) => side !== byFaction(REBELLION));
  const rebellion = byFaction(REBELLION) ?? scenario.sides.find((side) => side !== empire);
  return [empire, rebellion];
}

function systemsOf(scenario: Scenario): { systems: SystemDef[]; regions: string[] } {
  const areas = scenario.board.areas ?? [];
  const regions = (scenario.board.regions ?? []).map((region) => region.id);
  const index = new Map(areas.map((area, i) => [area.id, i]));
  const neighbours: Set<number>[] = areas.map(() => new Set());
  for (const [a, b] of scenario.board.links ?? []) {
    const i = index.get(a);
    const j = index.get(b);
    if (i === undefined || j === undefined || i === j) continue;
    neighbours[i]?.add(j);
    neighbours[j]?.add(i);
  }
  const systems = areas.map((area, i): SystemDef => {
    const remote = area.terrain === REMOTE_TERRAIN;
    return {
      id: area.id,
      name: area.name,
      region: area.region === undefined ? -1 : regions.indexOf(area.region),
      remote,
      neighbours: [...(neighbours[i] ?? [])].sort((x, y) => x - y),
      allegiance: campOfFaction(area.allegiance),
      build: remote ? [] : (area.build ?? []),
      x: area.xMm,
      y: area.yMm,
    };
  });
  return { systems, regions };
}

function profilesOf(ruleset: RulesetData): ProfileDef[] {
  const profiles: ProfileDef[] = [];
  for (const [id, profile] of Object.entries(ruleset.unitProfiles ?? {})) {
    if (profile.category === 'leader') continue;
    const camp = campOfFaction(profile.faction);
    if (camp < 0) continue;
    const stats = profile.stats ?? {};
    const abilities = profile.abilities ?? [];
    const health = Math.max(1, num(stats.health, 1));
    const blackDice = Math.max(0, num(stats['black-dice']));
    const redDice = Math.max(0, num(stats['red-dice']));
    const capacity = Math.max(0, num(stats.capacity));
    const icon = typeof stats['build-icon'] === 'string' ? stats['build-icon'] : null;
    profiles.push({
      id,
      name: profile.name,
      camp: camp as Camp,
      theatre: profile.category === 'ground' ? GROUND : SPACE,
      health,
      red: stats['health-colour'] === 'red',
      blackDice,
      redDice,
      capacity,
      needsTransport: abilities.includes('needs-transport'),
      immobile: abilities.includes('immobile'),
      noRetreat: abilities.includes('no-retreat'),
      icon,
      delay: Math.max(1, num(stats['build-delay'], 1)),
      supply: Math.max(0, num(profile.supply, 1000)),
      value: health + 1.5 * (blackDice + redDice) + capacity / 3,
    });
  }
  return profiles;
}

function skillsOf(values: Readonly<Record<string, number | string>> | undefined): Skills {
  return SKILLS.map((skill) => Math.max(0, num(values?.[skill]))) as unknown as Skills;
}

function leaderOf(ruleset: RulesetData, id: string, profileId: string, name: LocalizedText | undefined): LeaderDef | null {
  const profile = ruleset.unitProfiles?.[profileId];
  if (!profile || profile.category !== 'leader') return null;
  const camp = campOfFaction(profile.faction);
  if (camp < 0) return null;
  const stats = profile.stats ?? {};
  const tactics = stats['space-tactics'] !== undefined || stats['ground-tactics'] !== undefined;
  return {
    id,
    profile: profileId,
    name: name ?? profile.name,
    camp: camp as Camp,
    skills: skillsOf(stats),
    space: tactics ? Math.max(0, num(stats['space-tactics'])) : -1,
    ground: tactics ? Math.max(0, num(stats['ground-tactics'])) : -1,
  };
}

function kindOfDeck(deck: string): { kind: CardKind; theatre: number } | null {
  if ((DECKS.missions as readonly string[]).includes(deck)) return { kind: 'mission', theatre: SPACE };
  if ((DECKS.actions as readonly string[]).includes(deck)) return { kind: 'action', theatre: SPACE };
  if (deck === DECKS.objective) return { kind: 'objective', theatre: SPACE };
  const tactic = (DECKS.tactics as readonly string[]).indexOf(deck);
  return tactic >= 0 ? { kind: 'tactic', theatre: tactic } : null;
}

function cardsOf(ruleset: RulesetData): CardDef[] {
  const cards: CardDef[] = [];
  for (const [deckId, deck] of Object.entries(ruleset.decks ?? {})) {
    const kind = kindOfDeck(deckId);
    if (!kind) continue;
    const camp = kind.kind === 'tactic' ? -1 : campOfFaction(deck.faction);
    if (kind.kind !== 'tactic' && camp < 0) continue;
    for (const [id, card] of Object.entries(deck.cards)) {
      const values = card.values ?? {};
      const def: CardDef = {
        id,
        deck: deckId,
        kind: kind.kind,
        camp,
        name: card.name,
        effect: card.effect ?? id,
        leader: card.leader ?? '',
        leaderName: card.leader ? (ruleset.unitProfiles?.[card.leader]?.name ?? card.leader) : '',
        skills: skillsOf(values),
        attempt: num(values.attempt) === 1,
        starting: num(values.starting) === 1,
        amount: Math.max(1, num(values.amount, 1)),
        part: Math.min(3, Math.max(1, num(values.part, 1))),
        reputation: Math.max(0, num(values.reputation, 1)),
        theatre: kind.theatre as 0 | 1,
      };
      for (let copy = 0; copy < card.count; copy++) cards.push(def);
    }
  }
  return cards;
}

function diceOf(ruleset: RulesetData): Pick<RebFixed, 'blackFaces' | 'redFaces' | 'greenFaces'> {
  const rows = ruleset.tables?.dice?.rows ?? [];
  const row = (key: string, fallback: readonly string[]) => rows.find((candidate) => candidate.key === key)?.results ?? fallback;
  const combat = ['', '', 'hit', 'hit', 'direct', 'special'];
  const faces = (results: readonly string[]) => results.map((face) => (face === 'hit' || face === 'direct' || face === 'special' ? face : ''));
  const green = row('green', ['0', '0', '1', '1', '1', '2']).map((face) => Math.max(0, Number.parseInt(face, 10) || 0));
  return { blackFaces: faces(row('black', combat)), redFaces: faces(row('red', combat)), greenFaces: green.length > 0 ? green : [0] };
}

function timeTrackOf(ruleset: RulesetData): Pick<RebFixed, 'recruitAt' | 'buildAt' | 'timeMax'> {
  const timeMax = Math.max(1, ruleset.tracks?.time?.max ?? 16);
  const recruitAt: boolean[] = [];
  const buildAt: boolean[] = [];
  for (let space = 0; space <= timeMax; space++) {
    recruitAt.push(false);
    buildAt.push(false);
  }
  for (const row of ruleset.tables?.['time-track']?.rows ?? []) {
    const space = Number.parseInt(row.key, 10);
    if (!(space >= 0 && space <= timeMax)) continue;
    recruitAt[space] = row.results[0] === '1';
    buildAt[space] = row.results[1] === '1';
  }
  return { recruitAt, buildAt, timeMax };
}

/** The leaders of the game: the scenario's (numbered when a unit counts several), then the ones recruit cards bring. */
function leadersOf(ruleset: RulesetData, sides: readonly (Side | undefined)[], cards: readonly CardDef[]): { leaders: LeaderDef[]; starting: number[] } {
  const leaders: LeaderDef[] = [];
  const starting: number[] = [];
  for (const side of sides) {
    for (const unit of side?.units ?? []) {
      if (!unit.profile || ruleset.unitProfiles?.[unit.profile]?.category !== 'leader') continue;
      const count = Math.max(1, unit.count ?? 1);
      for (let copy = 1; copy <= count; copy++) {
        const id = count > 1 ? `${unit.id}-${copy}` : unit.id;
        const leader = leaderOf(ruleset, id, unit.profile, count > 1 ? undefined : unit.name);
        if (!leader) continue;
        starting.push(leaders.length);
        leaders.push(leader);
      }
    }
  }
  for (const card of cards) {
    if (card.kind !== 'action' || card.leader === '' || leaders.some((leader) => leader.profile === card.leader)) continue;
    const leader = leaderOf(ruleset, card.leader, card.leader, undefined);
    if (leader) leaders.push(leader);
  }
  return { leaders, starting };
}

function handPlanOf(side: Side | undefined, camp: Camp, cards: readonly CardDef[], taken: Set<number>): HandPlan {
  const missions: number[] = [];
  const actions: number[] = [];
  const objectives: number[] = [];
  let drawMissions = 0;
  let drawActions = 0;
  let drawObjectives = 0;
  for (const entry of side?.cards ?? []) {
    const kind = kindOfDeck(entry.deck);
    if (!kind || kind.kind === 'tactic') continue;
    const list = kind.kind === 'mission' ? missions : kind.kind === 'action' ? actions : objectives;
    for (const id of entry.take ?? []) {
      const index = cards.findIndex((card, i) => card.deck === entry.deck && card.id === id && !taken.has(i) && (card.camp === camp || card.kind === 'objective'));
      if (index < 0) continue;
      taken.add(index);
      list.push(index);
    }
    const draw = Math.max(0, entry.draw ?? 0);
    if (kind.kind === 'mission') drawMissions += draw;
    else if (kind.kind === 'action') drawActions += draw;
    else drawObjectives += draw;
  }
  return { missions, drawMissions, actions, drawActions, objectives, drawObjectives };
}

function unitsPlan(sides: readonly (Side | undefined)[], systems: readonly SystemDef[], profiles: readonly ProfileDef[], base: number) {
  const areaIndex = new Map(systems.map((system, i) => [system.id, i]));
  const profileIndex = new Map(profiles.map((profile, i) => [profile.id, i]));
  const stride = profiles.length;
  const units = new Array<number>((systems.length + 1) * stride).fill(0);
  const unplaced = new Array<number>(stride).fill(0);
  sides.forEach((side, camp) => {
    for (const unit of side?.units ?? []) {
      const profile = unit.profile === undefined ? undefined : profileIndex.get(unit.profile);
      if (profile === undefined || profiles[profile]?.camp !== camp) continue;
      const count = Math.max(1, unit.count ?? 1);
      const system = placedSystem(unit, areaIndex);
      // Units held in reserve (or with no system) are placed by their side at setup (R8, R9).
      if (system < 0) {
        unplaced[profile] = (unplaced[profile] ?? 0) + count;
        continue;
      }
      // A rebel unit hidden on the base token's system starts in the base itself.
      const space = camp === REBELLION && unit.hidden === true && system === base ? systems.length : system;
      units[space * stride + profile] = (units[space * stride + profile] ?? 0) + count;
    }
  });
  return { units, unplaced };
}

function placedSystem(unit: Unit, areaIndex: ReadonlyMap<string, number>): number {
  const at = unit.at as { area?: string } | undefined;
  return at?.area === undefined ? -1 : (areaIndex.get(at.area) ?? -1);
}

function setupOf(scenario: Scenario, sides: readonly [Side | undefined, Side | undefined], systems: readonly SystemDef[], profiles: readonly ProfileDef[], cards: readonly CardDef[], starting: readonly number[]): SetupPlan {
  const areaIndex = new Map(systems.map((system, i) => [system.id, i]));
  const loyalty = systems.map(() => -1);
  const subjugated = systems.map(() => 0);
  const sabotage = systems.map(() => 0);
  const base = baseTokenSystem(scenario, systems);
  let tokens = false;
  const ownerCamp = (owner: string | undefined) => {
    const side = scenario.sides.find((candidate) => candidate.id === owner);
    return campOfFaction(side?.faction ?? owner);
  };
  for (const token of scenario.board.tokens ?? []) {
    const at = token.at as { area?: string };
    const system = at.area === undefined ? -1 : (areaIndex.get(at.area) ?? -1);
    if (system < 0) continue;
    if (token.kind === 'loyalty' && !systems[system]?.remote) {
      const camp = ownerCamp(token.owner);
      if (camp >= 0) {
        loyalty[system] = camp;
        tokens = true;
      }
    } else if (token.kind === 'subjugation' && !systems[system]?.remote) {
      subjugated[system] = 1;
      tokens = true;
    } else if (token.kind === 'sabotage') sabotage[system] = 1;
  }
  const { units, unplaced } = unitsPlan(sides, systems, profiles, base);
  const taken = new Set<number>();
  const hands: [HandPlan, HandPlan] = [handPlanOf(sides[EMPIRE], EMPIRE, cards, taken), handPlanOf(sides[REBELLION], REBELLION, cards, taken)];
  return { tokens, loyalty, subjugated, sabotage, baseFixed: base >= 0, units, unplaced, startingLeaders: starting, hands };
}

/**
 * The system of the scenario's rebel base token, or -1 when the game draws the base (R12). Only
 * the game state carries it, which the Empire's view hides: the compiled scenario, which every
 * view shares, says only that the base is fixed.
 */
export function baseTokenSystem(scenario: Scenario, systems: readonly SystemDef[]): number {
  let base = -1;
  for (const token of scenario.board.tokens ?? []) {
    const at = token.at as { area?: string };
    if (token.kind !== 'rebel-base' || at.area === undefined) continue;
    const system = systems.findIndex((candidate) => candidate.id === at.area);
    if (system >= 0) base = system;
  }
  return base;
}

export function compile(input: ScenarioInput): RebFixed {
  const { scenario, ruleset } = input;
  const sides = campSides(scenario);
  const { systems, regions } = systemsOf(scenario);
  const profiles = profilesOf(ruleset);
  const cards = cardsOf(ruleset);
  const { leaders, starting } = leadersOf(ruleset, sides, cards);
  const campProfiles: [number[], number[]] = [[], []];
  profiles.forEach((profile, i) => campProfiles[profile.camp].push(i));
  const phaseNames: Record<string, LocalizedText> = {};
  for (const phase of ruleset.turn?.phases ?? []) phaseNames[phase.id] = phase.name;
  const sideName = (side: Side | undefined, camp: Camp): LocalizedText => side?.name ?? ruleset.factions?.[FACTIONS[camp]]?.name ?? FACTIONS[camp];
  return {
    sides: [sides[EMPIRE]?.id ?? FACTIONS[EMPIRE], sides[REBELLION]?.id ?? FACTIONS[REBELLION]],
    sideNames: [sideName(sides[EMPIRE], EMPIRE), sideName(sides[REBELLION], REBELLION)],
    systems,
    regions,
    baseSpace: systems.length,
    profiles,
    campProfiles,
    leaders,
    cards,
    ...diceOf(ruleset),
    ...timeTrackOf(ruleset),
    constants: constantsOf(ruleset, scenario),
    setup: setupOf(scenario, sides, systems, profiles, cards, starting),
    phaseNames,
  };
}

export const compiled: (input: ScenarioInput) => RebFixed = compiledPerScenario(compile);
