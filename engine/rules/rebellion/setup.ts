/**
 * Setup (R1 - R12): the galaxy's loyalty from the scenario's tokens or from probe cards revealed
 * until 3 rebel and 5 imperial systems show (R7), the units the scenario places, the starting
 * leaders in the reserve (R2), time and reputation (R3), the piles (objectives in three parts, R4;
 * starting missions apart, R5), the cards each side takes and draws (R10, R11). Units the scenario
 * leaves unplaced are placed by their sides first (R8, R9); then the base is drawn (R12).
 */
import { silent } from '../core/engine';
import type { ScenarioInput } from '../core/module';
import { Rng, seedRng, type Seed } from '../core/prng';
import { baseTokenSystem, compiled } from './compile';
import { Draft } from './draft';
import { SETUP_PHASE } from './flow';
import { startPlacement } from './placement';
import { EMPIRE, NOT_RECRUITED, REBELLION, RESERVE, type Camp, type RebFixed, type RebGame, type RebState } from './types';

export const RULESET_ID = 'rebellion';

/** R7: probe cards turned one by one until enough rebel and imperial systems show; the first imperial ones are subjugated. */
function revealGalaxy(fixed: RebFixed, rng: Rng): { loyalty: number[]; subjugated: number[] } {
  const loyalty = fixed.systems.map(() => -1);
  const subjugated = fixed.systems.map(() => 0);
  const { setupImperialSystems, setupRebelSystems, setupSubjugated } = fixed.constants;
  let imperial = 0;
  let rebel = 0;
  const pile = rng.shuffle(fixed.systems.map((_system, i) => i));
  for (const system of pile) {
    if (imperial >= setupImperialSystems && rebel >= setupRebelSystems) break;
    const def = fixed.systems[system];
    if (!def || def.remote) continue;
    if (def.allegiance === EMPIRE && imperial < setupImperialSystems) {
      if (imperial < setupSubjugated) subjugated[system] = 1;
      else loyalty[system] = EMPIRE;
      imperial++;
    } else if (def.allegiance === REBELLION && rebel < setupRebelSystems) {
      loyalty[system] = REBELLION;
      rebel++;
    }
  }
  return { loyalty, subjugated };
}

function cardsWhere(fixed: RebFixed, keep: (index: number) => boolean): number[] {
  const out: number[] = [];
  for (let index = 0; index < fixed.cards.length; index++) if (keep(index)) out.push(index);
  return out;
}

function initialGame(fixed: RebFixed, rng: Rng, base: number): RebGame {
  const plan = fixed.setup;
  const galaxy = plan.tokens ? { loyalty: plan.loyalty.slice(), subjugated: plan.subjugated.slice() } : revealGalaxy(fixed, rng);
  const taken = new Set<number>();
  for (const hand of plan.hands) for (const card of [...hand.missions, ...hand.actions, ...hand.objectives]) taken.add(card);
  const card = (index: number) => fixed.cards[index];
  const pair = <T>(make: (camp: Camp) => T): [T, T] => [make(EMPIRE), make(REBELLION)];
  const missionPiles = pair((camp) => rng.shuffle(cardsWhere(fixed, (i) => card(i)?.kind === 'mission' && card(i)?.camp === camp && !card(i)?.starting && !taken.has(i))));
  const actionPiles = pair((camp) => rng.shuffle(cardsWhere(fixed, (i) => card(i)?.kind === 'action' && card(i)?.camp === camp && card(i)?.leader === '' && !taken.has(i))));
  const recruitPiles = pair((camp) => rng.shuffle(cardsWhere(fixed, (i) => card(i)?.kind === 'action' && card(i)?.camp === camp && card(i)?.leader !== '' && !taken.has(i))));
  // R4: each part shuffled on its own, part I on top (piles are drawn from their end).
  const objectivePile: number[] = [];
  for (const part of [3, 2, 1]) objectivePile.push(...rng.shuffle(cardsWhere(fixed, (i) => card(i)?.kind === 'objective' && card(i)?.part === part && !taken.has(i))));
  const tacticPiles = pair((theatre) => rng.shuffle(cardsWhere(fixed, (i) => card(i)?.kind === 'tactic' && card(i)?.theatre === theatre)));
  const missions = pair((camp) => plan.hands[camp].missions.slice());
  const actions = pair((camp) => plan.hands[camp].actions.slice());
  const objectives = [...plan.hands[EMPIRE].objectives, ...plan.hands[REBELLION].objectives];
  for (const camp of [EMPIRE, REBELLION] as Camp[]) {
    for (let i = 0; i < plan.hands[camp].drawMissions && missionPiles[camp].length > 0; i++) missions[camp].push(missionPiles[camp].pop() as number);
    for (let i = 0; i < plan.hands[camp].drawActions && actionPiles[camp].length > 0; i++) actions[camp].push(actionPiles[camp].pop() as number);
    for (let i = 0; i < plan.hands[camp].drawObjectives && objectivePile.length > 0; i++) objectives.push(objectivePile.pop() as number);
  }
  const starting = new Set(plan.startingLeaders);
  const systems = fixed.systems.length;
  return {
    time: fixed.constants.startTime,
    reputation: fixed.constants.startReputation,
    loyalty: galaxy.loyalty,
    subjugated: galaxy.subjugated,
    sabotage: plan.sabotage.slice(),
    units: plan.units.slice(),
    // A base the scenario fixes is the Rebellion's to know from the start, placement included.
    base,
    baseRevealed: false,
    candidates: new Array<number>(systems).fill(1),
    leaderAt: fixed.leaders.map((_leader, i) => (starting.has(i) ? RESERVE : NOT_RECRUITED)),
    captured: fixed.leaders.map(() => 0),
    missions,
    actions,
    objectives,
    probes: [],
    missionPiles,
    actionPiles,
    recruitPiles,
    objectivePile,
    // The probe cards revealed at setup go back with the others (G9).
    probePile: rng.shuffle(fixed.systems.map((_system, i) => i)).filter((system) => system !== base),
    tacticPiles,
    missionDiscards: [[], []],
    actionDiscards: [[], []],
    claimed: [],
    assigned: [[], []],
    queues: [[], []],
    unplaced: plan.unplaced.slice(),
    active: REBELLION,
    passes: 0,
    activation: null,
    mission: null,
    combat: null,
    relocating: false,
    relocationDraw: [],
    recruitDraws: [[], []],
    deploying: [[], []],
    deployed: new Array<number>(systems).fill(0),
    built: new Array<number>(systems).fill(0),
  };
}

export function setupGame(input: ScenarioInput, seed: Seed): RebState {
  const fixed = compiled(input);
  const rng = new Rng(seedRng(seed));
  const game = initialGame(fixed, rng, fixed.setup.baseFixed ? baseTokenSystem(input.scenario, fixed.systems) : -1);
  const order = input.scenario.sides.map((side) => side.id).filter((id) => fixed.sides.includes(id));
  const sides = order.length === 2 ? order : [...fixed.sides];
  const state: RebState = { ruleset: RULESET_ID, sides, turn: 0, phase: SETUP_PHASE, pending: [], sealed: {}, rng: rng.state(), step: 0, outcome: null, fixed, game };
  const d = new Draft(state, silent);
  startPlacement(d, EMPIRE);
  return d.finish();
}
