/**
 * What must hold in every Rebellion state, checked on every state of the property tests: each
 * card and probe card in one place, units within supply, leaders where they may be, markers where
 * the rules allow, and the base never in a system the Empire has ruled out.
 */
import { hasGround, hasUnits } from './common';
import { inPlay } from './production';
import { EMPIRE, NOT_RECRUITED, ON_MISSION, REBELLION, RESERVE, SPENT, type RebState } from './types';

export function invariantViolations(state: RebState): string[] {
  const { fixed, game } = state;
  const problems: string[] = [];
  const systems = fixed.systems.length;

  // Cards: every copy at most once; every copy in the game exactly once.
  const seen = new Map<number, string>();
  const put = (card: number, where: string) => {
    if (card < 0 || card >= fixed.cards.length) return problems.push(`card ${card} out of range in ${where}`);
    const before = seen.get(card);
    if (before !== undefined) problems.push(`card ${card} (${fixed.cards[card]?.id}) both in ${before} and ${where}`);
    seen.set(card, where);
    return 0;
  };
  for (const camp of [EMPIRE, REBELLION] as const) {
    for (const [name, list] of [
      ['missions', game.missions[camp]],
      ['actions', game.actions[camp]],
      ['missionPile', game.missionPiles[camp]],
      ['actionPile', game.actionPiles[camp]],
      ['recruitPile', game.recruitPiles[camp]],
      ['missionDiscard', game.missionDiscards[camp]],
      ['actionDiscard', game.actionDiscards[camp]],
      ['recruitDraw', game.recruitDraws[camp]],
    ] as const) {
      for (const card of list) put(card, `${name}${camp}`);
    }
    for (const assignment of game.assigned[camp]) put(assignment.card, `assigned${camp}`);
  }
  for (const card of game.objectives) put(card, 'objectives');
  for (const card of game.objectivePile) put(card, 'objectivePile');
  for (const card of game.claimed) put(card, 'claimed');
  for (const theatre of [0, 1]) for (const card of game.tacticPiles[theatre as 0 | 1]) put(card, `tacticPile${theatre}`);
  if (game.combat) {
    game.combat.tactics.forEach((hand, index) => hand.forEach((card) => put(card, `tactics${index}`)));
    for (const card of game.combat.used) put(card, 'used');
  }
  if (game.mission) put(game.mission.card, 'mission');
  const given = new Set(fixed.setup.hands.flatMap((hand) => [...hand.missions, ...hand.actions, ...hand.objectives]));
  fixed.cards.forEach((card, index) => {
    const outOfGame = card.kind === 'mission' && card.starting && !given.has(index);
    if (!outOfGame && !seen.has(index)) problems.push(`card ${index} (${card.id}) is nowhere`);
  });
  // Cards sealed in an assignment are still in the hand.
  for (const side of state.sides) {
    const sealed = state.sealed[side];
    if (!Array.isArray(sealed)) continue;
    const camp = fixed.sides.indexOf(side) as 0 | 1;
    for (const assignment of sealed as { card: number; leaders: number[] }[]) {
      if (!game.missions[camp].includes(assignment.card)) problems.push(`sealed card ${assignment.card} not in hand`);
      for (const leader of assignment.leaders) if (game.leaderAt[leader] !== RESERVE) problems.push(`sealed leader ${leader} not in reserve`);
    }
  }

  // Probe cards: every system once, the base's card nowhere.
  const probes = new Map<number, string>();
  for (const [name, list] of [
    ['probes', game.probes],
    ['probePile', game.probePile],
    ['relocationDraw', game.relocationDraw],
  ] as const) {
    for (const system of list) {
      if (probes.has(system)) problems.push(`probe ${system} twice`);
      probes.set(system, name);
    }
  }
  if (probes.has(game.base)) problems.push(`the base's probe card ${game.base} is in ${probes.get(game.base)}`);
  if (probes.size !== systems - (game.base >= 0 ? 1 : 0)) problems.push(`${probes.size} probe cards for ${systems} systems`);

  // The base: a system; never ruled out by what the Empire knows.
  if (state.turn > 0 && systems > 0) {
    if (!(game.base >= 0 && game.base < systems)) problems.push(`base ${game.base} is not a system`);
    else if (game.candidates[game.base] !== 1) problems.push(`the base ${fixed.systems[game.base]?.id} is ruled out by public knowledge`);
    if (game.baseRevealed && hasUnits(fixed, game.units, fixed.baseSpace, REBELLION)) problems.push('units in a revealed base');
  }

  // Units.
  const stride = fixed.profiles.length;
  game.units.forEach((count, index) => {
    if (!Number.isInteger(count) || count < 0) problems.push(`stack ${index} holds ${count}`);
    if (count > 0 && Math.floor(index / stride) === fixed.baseSpace && fixed.profiles[index % stride]?.camp !== REBELLION) problems.push(`imperial unit in the rebel base space`);
  });
  fixed.profiles.forEach((profile, index) => {
    const count = inPlay(fixed, game, index);
    const start = fixed.setup.units.reduce((sum, value, i) => sum + (i % stride === index ? value : 0), 0) + (fixed.setup.unplaced[index] as number);
    if (count > Math.max(profile.supply, start)) problems.push(`${count} ${profile.id} in play, supply ${profile.supply}`);
  });

  // Markers.
  for (let system = 0; system < systems; system++) {
    const def = fixed.systems[system];
    if (def?.remote && (game.loyalty[system] !== -1 || game.subjugated[system] === 1)) problems.push(`loyalty or subjugation on remote ${def.id}`);
    if (state.turn > 0 && game.subjugated[system] === 1 && !hasGround(fixed, game.units, system, EMPIRE)) problems.push(`${def?.id} subjugated without imperial ground units`);
    if (game.subjugated[system] === 1 && game.loyalty[system] === EMPIRE) problems.push(`${def?.id} both loyal to the Empire and subjugated`);
    if ((game.deployed[system] as number) > fixed.constants.deployMaxPerSystem) problems.push(`${game.deployed[system]} units deployed in ${def?.id}`);
  }

  // Leaders.
  const assigned = new Set<number>();
  for (const camp of [EMPIRE, REBELLION] as const) for (const assignment of game.assigned[camp]) for (const leader of assignment.leaders) assigned.add(leader);
  fixed.leaders.forEach((leader, index) => {
    const at = game.leaderAt[index] as number;
    if (!(at === RESERVE || at === ON_MISSION || at === NOT_RECRUITED || at === SPENT || (at >= 0 && at <= fixed.baseSpace))) problems.push(`leader ${leader.id} at ${at}`);
    if ((at === ON_MISSION) !== assigned.has(index)) problems.push(`leader ${leader.id} at ${at} but ${assigned.has(index) ? '' : 'not '}assigned`);
    if (game.captured[index] === 1 && (leader.camp !== REBELLION || at < 0 || at >= systems)) problems.push(`captured leader ${leader.id} at ${at}`);
    if (at === fixed.baseSpace && leader.camp !== REBELLION) problems.push(`imperial leader ${leader.id} in the base`);
  });

  // Tracks and hands.
  if (game.time < fixed.constants.startTime || game.time > fixed.timeMax) problems.push(`time ${game.time}`);
  if (game.reputation < 0 || game.reputation > fixed.constants.startReputation) problems.push(`reputation ${game.reputation}`);
  // The hand limit holds from the refresh's discards until the next command phase (R55).
  for (const camp of state.phase === 'assignment' ? ([EMPIRE, REBELLION] as const) : []) {
    if (game.missions[camp].length > Math.max(fixed.constants.maxMissionsInHand, fixed.setup.hands[camp].missions.length + fixed.setup.hands[camp].drawMissions)) problems.push(`${game.missions[camp].length} missions in hand`);
  }
  if (!state.outcome && state.pending.length === 0) problems.push('nobody has anything to decide');
  if (game.combat) {
    const combat = game.combat;
    combat.damage.forEach((damage, profile) => {
      const count = game.units[combat.system * stride + profile] as number;
      if (damage < 0 || damage > count * (fixed.profiles[profile]?.health ?? 0)) problems.push(`damage ${damage} on ${count} ${fixed.profiles[profile]?.id}`);
    });
  }
  return problems;
}
