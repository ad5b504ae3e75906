/**
 * The scenario checks of Star Wars: Rebellion, run inside validation once the shared checks pass:
 * a galaxy whose systems are not all linked, a rebel base token among imperial units, more units
 * than the supply, sides that are not the Empire and the Rebellion, and what would make the setup
 * weaker than the designer meant (too few allegiances for the probe reveal, too few imperial
 * ground units, unknown build icons, remote systems with loyalty data, no leaders, systems no
 * region holds while an objective counts regions).
 */
import type { ScenarioChecks } from '../core/module';
import { error, warning, type Problem } from '../../scenario/problems';
import type { RulesetData, Scenario, Side } from '../../scenario/types';
import { ATTACK_CARDS, DEFENCE_CARDS } from './combat';
import { campOfFaction, campSides, DECKS, REMOTE_TERRAIN } from './compile';
import { EFFECT_TARGETS, effectKnown } from './effects';
import { OBJECTIVE_MOMENTS } from './objectives';
import { EMPIRE, REBELLION } from './types';

function list(names: readonly string[], max = 8): string {
  return names.length > max ? `${names.slice(0, max).join(', ')} …` : names.join(', ');
}

/** Areas that cannot be reached from the first one. */
function connectivity(scenario: Scenario, problems: Problem[]): void {
  const areas = scenario.board.areas ?? [];
  if (areas.length < 2) return;
  const neighbours = new Map<string, string[]>(areas.map((area) => [area.id, []]));
  for (const [a, b] of scenario.board.links ?? []) {
    neighbours.get(a)?.push(b);
    neighbours.get(b)?.push(a);
  }
  const first = areas[0]?.id as string;
  const reached = new Set([first]);
  const queue = [first];
  while (queue.length > 0) {
    for (const next of neighbours.get(queue.shift() as string) ?? []) {
      if (reached.has(next)) continue;
      reached.add(next);
      queue.push(next);
    }
  }
  const cut = areas.map((area, index) => ({ area, index })).filter(({ area }) => !reached.has(area.id));
  const firstCut = cut[0];
  if (!firstCut) return;
  // A warning: the game still plays (forces there just never meet), and an area just added is unlinked while the map is drawn.
  problems.push(
    warning(`/board/areas/${firstCut.index}`, 'rebellion.problem.disconnected', { systems: list(cut.map(({ area }) => area.name)), first: areas[0]?.name ?? first, count: cut.length }, { area: firstCut.area.id }),
  );
}

/**
 * Populated systems outside every region, when an objective card counts a region's systems (the
 * regional alliance): that card never counts them, and a map without regions never scores it.
 */
function regionless(scenario: Scenario, ruleset: RulesetData, problems: Problem[]): void {
  const areas = scenario.board.areas ?? [];
  const counted = Object.values(ruleset.decks?.[DECKS.objective]?.cards ?? {}).some((card) => card.effect === 'region-loyal');
  if (!counted || areas.length === 0) return;
  // A region the map does not define is the shared checks' error, found before these run.
  const outside = areas.map((area, index) => ({ area, index })).filter(({ area }) => area.terrain !== REMOTE_TERRAIN && area.region === undefined);
  const first = outside[0];
  if (!first) return;
  // A warning: the game plays, only that objective is harder or out of reach.
  problems.push(warning(`/board/areas/${first.index}`, (scenario.board.regions ?? []).length === 0 ? 'rebellion.problem.noRegions' : 'rebellion.problem.regionless', { systems: list(outside.map(({ area }) => area.name)), count: outside.length }, { area: first.area.id }));
}

function imperialSystems(scenario: Scenario): Set<string> {
  const [empire] = campSides(scenario);
  const systems = new Set<string>();
  for (const unit of empire?.units ?? []) {
    const at = unit.at as { area?: string } | undefined;
    if (at?.area !== undefined && !unit.reserve) systems.add(at.area);
  }
  return systems;
}

/** The systems the laid tokens make imperial (imperial loyalty, subjugation) and rebel (rebel loyalty). */
function tokenGalaxy(scenario: Scenario, empire: string, rebellion: string): { readonly imperial: Set<string>; readonly rebel: Set<string> } {
  const imperial = new Set<string>();
  const rebel = new Set<string>();
  for (const token of scenario.board.tokens ?? []) {
    const area = (token.at as { area?: string }).area;
    if (area === undefined) continue;
    if (token.kind === 'subjugation' || (token.kind === 'loyalty' && token.owner === empire)) imperial.add(area);
    else if (token.kind === 'loyalty' && token.owner === rebellion) rebel.add(area);
  }
  return { imperial, rebel };
}

const check: ScenarioChecks = ({ scenario, ruleset }) => {
  const problems: Problem[] = [];
  const [empire, rebellion] = campSides(scenario);
  if (!empire || !rebellion || campOfFaction(empire.faction ?? empire.id) !== EMPIRE || campOfFaction(rebellion.faction ?? rebellion.id) !== REBELLION) {
    problems.push(error('/sides', 'rebellion.problem.sides'));
  }
  connectivity(scenario, problems);
  regionless(scenario, ruleset, problems);

  // R12: the base starts where the Empire has no unit, nor will have one once it places its own (R8
  // puts a ground unit on every imperial system): the game would be won before its first round.
  const imperial = imperialSystems(scenario);
  const laid = (scenario.board.tokens ?? []).some((token) => token.kind === 'loyalty' || token.kind === 'subjugation');
  const madeImperial = laid ? tokenGalaxy(scenario, empire?.id ?? '', rebellion?.id ?? '').imperial : null;
  (scenario.board.tokens ?? []).forEach((token, index) => {
    const area = (token.at as { area?: string }).area;
    if (token.kind !== 'rebel-base' || area === undefined) return;
    const system = scenario.board.areas?.find((candidate) => candidate.id === area);
    const name = system?.name ?? area;
    if (imperial.has(area)) problems.push(error(`/board/tokens/${index}/at`, 'rebellion.problem.baseAmongImperials', { system: name }, { area }));
    else if (madeImperial ? madeImperial.has(area) : system !== undefined && system.terrain !== REMOTE_TERRAIN && campOfFaction(system.allegiance) === EMPIRE) {
      problems.push(error(`/board/tokens/${index}/at`, madeImperial ? 'rebellion.problem.baseOnImperialSystem' : 'rebellion.problem.baseOnImperialAllegiance', { system: name }, { area }));
    }
  });

  // The supply caps what starts in play.
  const profiles = ruleset.unitProfiles ?? {};
  const counted = new Map<string, number>();
  scenario.sides.forEach((side, s) =>
    (side.units ?? []).forEach((unit, u) => {
      const profile = unit.profile === undefined ? undefined : profiles[unit.profile];
      if (!unit.profile || !profile || profile.supply === undefined) return;
      const total = (counted.get(unit.profile) ?? 0) + Math.max(1, unit.count ?? 1);
      counted.set(unit.profile, total);
      if (total > profile.supply && total - Math.max(1, unit.count ?? 1) <= profile.supply) {
        const location = unit.at && 'area' in unit.at ? { area: unit.at.area } : undefined;
        // A leader is one of a kind: the fix is to keep one, not to raise a supply.
        const key = profile.category === 'leader' && profile.supply === 1 ? 'rebellion.problem.leaderTwice' : 'rebellion.problem.overSupply';
        problems.push(error(`/sides/${s}/units/${u}${unit.count !== undefined ? '/count' : ''}`, key, { count: total, profile: unit.profile, supply: profile.supply }, location));
      }
    }),
  );

  // What the probe reveal (R7) and the Empire's placement (R8) need.
  const areas = scenario.board.areas ?? [];
  const tokens = (scenario.board.tokens ?? []).some((token) => token.kind === 'loyalty' || token.kind === 'subjugation');
  const constant = (id: string, fallback: number) => (typeof ruleset.constants?.[id] === 'number' ? (ruleset.constants[id] as number) : fallback);
  if (!tokens && areas.length > 0) {
    for (const [faction, needed] of [
      ['empire', constant('setupImperialSystems', 5)],
      ['rebellion', constant('setupRebelSystems', 3)],
    ] as const) {
      const count = areas.filter((area) => area.allegiance === faction && area.terrain !== REMOTE_TERRAIN).length;
      if (count < needed) problems.push(warning('/board/areas', 'rebellion.problem.fewAllegiances', { needed, faction, count }));
    }
    const ground = (empire?.units ?? []).filter((unit) => unit.profile && profiles[unit.profile]?.category === 'ground').reduce((sum, unit) => sum + Math.max(1, unit.count ?? 1), 0);
    const systems = constant('setupImperialSystems', 5);
    if (empire && ground < systems) problems.push(warning(`/sides/${scenario.sides.indexOf(empire)}/units`, 'rebellion.problem.fewGround', { ground, systems }));
  }
  if (tokens && areas.length > 0 && empire && rebellion) checkTokenGalaxy(scenario, ruleset, empire, rebellion, constant, problems);
  const icons = new Set(Object.values(profiles).flatMap((profile) => (typeof profile.stats?.['build-icon'] === 'string' ? [profile.stats['build-icon']] : [])));
  areas.forEach((area, index) => {
    if (area.terrain === REMOTE_TERRAIN && (area.allegiance !== undefined || (area.build ?? []).length > 0)) {
      problems.push(warning(`/board/areas/${index}`, 'rebellion.problem.remoteAllegiance', { system: area.name }, { area: area.id }));
    }
    (area.build ?? []).forEach((icon, i) => {
      if (!icons.has(icon)) problems.push(warning(`/board/areas/${index}/build/${i}`, 'rebellion.problem.unknownIcon', { icon, known: list([...icons]) }, { area: area.id }));
    });
  });
  for (const side of [empire, rebellion]) {
    if (!side) continue;
    const leaders = (side.units ?? []).some((unit) => unit.profile && profiles[unit.profile]?.category === 'leader');
    if (!leaders) problems.push(warning(`/sides/${scenario.sides.indexOf(side)}/units`, 'rebellion.problem.noLeaders', { side: side.id }));
  }
  // House rules may add cards: their effects must be ones the mechanics know.
  for (const [deckId, deck] of Object.entries(ruleset.decks ?? {})) {
    const known = deckId === DECKS.objective ? Object.keys(OBJECTIVE_MOMENTS) : (DECKS.tactics as readonly string[]).includes(deckId) ? [...ATTACK_CARDS, ...DEFENCE_CARDS] : null;
    const mechanics = known !== null || (DECKS.missions as readonly string[]).includes(deckId) || (DECKS.actions as readonly string[]).includes(deckId);
    if (!mechanics) continue;
    for (const [cardId, card] of Object.entries(deck.cards)) {
      const effect = card.effect ?? cardId;
      if (known ? known.includes(effect) : effectKnown(effect)) continue;
      problems.push(warning('/ruleset', 'rebellion.problem.unknownEffect', { effect, card: cardId, deck: deckId, known: list(known ?? Object.keys(EFFECT_TARGETS)) }));
    }
  }
  return problems;
};

/**
 * A galaxy set by the laid tokens instead of the probe reveal (R7): as many imperial and rebel
 * systems as the reveal gives, the Empire's units on its systems (R8), the Rebellion's on rebel or
 * neutral ones (R9).
 */
function checkTokenGalaxy(scenario: Scenario, ruleset: RulesetData, empire: Side, rebellion: Side, constant: (id: string, fallback: number) => number, problems: Problem[]): void {
  const galaxy = tokenGalaxy(scenario, empire.id, rebellion.id);
  for (const [faction, needed, count] of [
    ['empire', constant('setupImperialSystems', 5), galaxy.imperial.size],
    ['rebellion', constant('setupRebelSystems', 3), galaxy.rebel.size],
  ] as const) {
    if (count < needed) problems.push(warning('/board/tokens', 'rebellion.problem.fewTokenAllegiances', { needed, faction, count }));
  }
  const nameOf = (area: string) => scenario.board.areas?.find((candidate) => candidate.id === area)?.name ?? area;
  scenario.sides.forEach((side, s) => {
    if (side !== empire && side !== rebellion) return;
    (side.units ?? []).forEach((unit, u) => {
      const area = (unit.at as { area?: string } | undefined)?.area;
      // Leaders are not troops: R8 and R9 place troops.
      if (area === undefined || unit.reserve || (unit.profile !== undefined && ruleset.unitProfiles?.[unit.profile]?.category === 'leader')) return;
      const wrong = side === empire ? !galaxy.imperial.has(area) : galaxy.imperial.has(area);
      if (wrong) problems.push(warning(`/sides/${s}/units/${u}/at`, side === empire ? 'rebellion.problem.imperialOffEmpire' : 'rebellion.problem.rebelOnImperial', { unit: unit.id, system: nameOf(area) }, { area }));
    });
  });
}

export const rebellionChecks: ScenarioChecks = Object.assign(check, { replaces: ['problem.supply.units'] });
