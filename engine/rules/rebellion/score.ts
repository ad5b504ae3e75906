/**
 * How good a state looks to a side, for the greedy bot (which looks one action ahead, on a sample
 * of what it sees) and the search bot (which scores its leaves with it). What the Empire knows of
 * the base is only the public `candidates` and its own probe cards; a sampled base is never read
 * in the Empire's eyes. The terms:
 * - material: the units of each side, by what they are worth in a fight;
 * - time against reputation: each step reputation still has to go is a round the Rebellion waits;
 * - the hunt: systems the base may still be in (worth more as they dwindle), how close the imperial
 *   search groups are to them (closer counting more when few are left), and the base once found
 *   with what defends it; the Rebellion counts the hops to its own base, and a rapid mobilization
 *   under way as the hunt starting again;
 * - the galaxy: systems each side holds, sabotage; the objectives in hand and how near they are;
 * - the round ahead: missions laid that the leaders can carry out, leaders kept to command, and
 *   what an activation under way can still bring.
 */
import { campOf, hasGround, hasUnits, leaderIn, rebelLoyalCount, sabotageCount, stack } from './common';
import { leadersQualify } from './missions';
import { roomFrom } from './orders';
import { EMPIRE, GROUND, REBELLION, RESERVE, type Activation, type Assignment, type Camp, type CardDef, type RebFixed, type RebGame, type RebState } from './types';

const W = {
  /** A step between reputation and time. */
  reputation: 24,
  /** A system the base may still be in, for the Empire to search. */
  candidate: 4,
  /** The base found. */
  revealed: 120,
  /** Hops from the nearest imperial troop carrier group to the possible base systems, on average. */
  distance: 3,
  /** How much more a hop counts when few systems are left: (1 + few / systems left). */
  few: 5,
  loyal: 3,
  sabotage: 3,
  objective: 6,
  /** Of the reputation an objective brings, the share its condition met is worth before the claim. */
  toward: 0.5,
  mission: 1,
  commander: 5,
  /** Of what an activation under way could still bring, as a share. */
  potential: 0.8,
};

/** Hops from every system to the nearest of `sources` (-1 where none reaches). */
function hopsFrom(fixed: RebFixed, sources: readonly number[]): number[] {
  const hops = fixed.systems.map(() => -1);
  const queue: number[] = [];
  for (const source of sources) {
    hops[source] = 0;
    queue.push(source);
  }
  for (let head = 0; head < queue.length; head++) {
    const at = queue[head] as number;
    for (const next of fixed.systems[at]?.neighbours ?? []) {
      if ((hops[next] as number) >= 0) continue;
      hops[next] = (hops[at] as number) + 1;
      queue.push(next);
    }
  }
  return hops;
}

function material(fixed: RebFixed, game: RebGame): number {
  let total = 0;
  const stride = fixed.profiles.length;
  for (let index = 0; index < game.units.length; index++) {
    const count = game.units[index] as number;
    if (count === 0) continue;
    const def = fixed.profiles[index % stride];
    if (def) total += (def.camp === REBELLION ? 1 : -1) * count * def.value;
  }
  return total;
}

/** Systems with imperial ground units and ships able to carry them: the groups that can search. */
function searchGroups(fixed: RebFixed, game: RebGame): number[] {
  const out: number[] = [];
  for (let system = 0; system < fixed.systems.length; system++) {
    if (!hasGround(fixed, game.units, system, EMPIRE)) continue;
    let capacity = 0;
    for (const profile of fixed.campProfiles[EMPIRE]) capacity += (fixed.profiles[profile]?.capacity ?? 0) * stack(fixed, game.units, system, profile);
    if (capacity > 0) out.push(system);
  }
  return out;
}

/**
 * What the Empire's search is worth while the base is hidden: few systems left, and troops near
 * them. `candidates` is what the Empire cannot rule out by public facts; `searched` a system counted
 * as ruled out too; `target`, where the Rebellion knows its base to be, counts its hops in place of
 * the average over the systems left.
 */
function search(fixed: RebFixed, candidates: readonly number[], probes: readonly number[], groups: readonly number[], searched = -1, target = -1): number {
  const hops = hopsFrom(fixed, groups);
  let possible = 0;
  let distance = 0;
  for (let system = 0; system < fixed.systems.length; system++) {
    if (system === searched || candidates[system] !== 1 || probes.includes(system)) continue;
    possible++;
    const away = hops[system] as number;
    distance += away < 0 ? 6 : away;
  }
  if (possible === 0) return 0;
  if (target >= 0) {
    const away = hops[target] as number;
    distance = possible * (away < 0 ? 6 : away);
  }
  // One system in `possible` is the base: each one ruled out is worth more as they dwindle, and a
  // hop nearer them is worth more when they are few (with one left, the march on it is the game).
  return -W.candidate * possible + (W.revealed - W.distance * (1 + W.few / possible) * distance) / possible;
}

/** The Empire's hunt for the base, from what it knows. */
function hunt(fixed: RebFixed, game: RebGame, probes: readonly number[], groups: readonly number[]): number {
  if (game.baseRevealed && game.base >= 0) {
    // Found: bring force to it, and beat what defends it.
    let defence = 0;
    let attack = 0;
    for (const profile of fixed.campProfiles[REBELLION]) defence += stack(fixed, game.units, game.base, profile) * (fixed.profiles[profile]?.value ?? 0);
    for (const profile of fixed.campProfiles[EMPIRE]) attack += stack(fixed, game.units, game.base, profile) * (fixed.profiles[profile]?.value ?? 0);
    const hops = hopsFrom(fixed, groups)[game.base] ?? -1;
    return W.revealed - defence + Math.min(attack, defence + 10) - W.distance * 3 * Math.max(0, hops);
  }
  return search(fixed, game.candidates, probes, groups);
}

/**
 * The hunt as the Rebellion sees it: it knows its base, so the hops that count are the hops to it;
 * and once its base is set to move (rapid mobilization), the Empire's knowledge starts again from
 * the systems free of its units.
 */
function hunted(fixed: RebFixed, game: RebGame, probes: readonly number[], groups: readonly number[]): number {
  if (game.relocating) return search(fixed, fixed.systems.map((_system, i) => (hasUnits(fixed, game.units, i, EMPIRE) ? 0 : 1)), probes, groups);
  if (game.baseRevealed || game.base < 0) return hunt(fixed, game, probes, groups);
  return search(fixed, game.candidates, probes, groups, -1, game.base);
}

/**
 * Leaders the Empire wants kept to command: two, or one for each search group next to a system the
 * base may be in (each can search one a round, and a leader on a mission moves no troops).
 */
function commandersWanted(fixed: RebFixed, game: RebGame, probes: readonly number[], groups: readonly number[]): number {
  if (game.baseRevealed) return 2;
  let count = 0;
  for (const group of groups) {
    if ((fixed.systems[group]?.neighbours ?? []).some((next) => game.candidates[next] === 1 && !probes.includes(next))) count++;
  }
  return Math.max(2, count);
}

function galaxy(fixed: RebFixed, game: RebGame): number {
  let empire = 0;
  for (let system = 0; system < fixed.systems.length; system++) if (game.loyalty[system] === EMPIRE || game.subjugated[system] === 1) empire++;
  let sabotage = 0;
  for (const marker of game.sabotage) sabotage += marker;
  return W.loyal * (rebelLoyalCount(game) - empire) + W.sabotage * sabotage;
}

function laid(fixed: RebFixed, assignments: readonly Assignment[]): number {
  let value = 0;
  for (const assignment of assignments) {
    const card = fixed.cards[assignment.card];
    if (card && leadersQualify(fixed, card, assignment.leaders)) value += W.mission * (1 + card.amount);
  }
  return value;
}

/** How far the galaxy is toward an objective claimed at the refresh (1: met), or 0 for one claimed in combat. */
function progress(fixed: RebFixed, game: RebGame, card: CardDef): number {
  switch (card.effect) {
    case 'loyal-systems':
      return Math.min(1, rebelLoyalCount(game) / Math.max(1, card.amount));
    case 'sabotage-markers':
      return Math.min(1, sabotageCount(game) / Math.max(1, card.amount));
    case 'region-loyal': {
      let best = 0;
      for (let region = 0; region < fixed.regions.length; region++) {
        let systems = 0;
        let loyal = 0;
        fixed.systems.forEach((system, index) => {
          if (system.region !== region || system.remote) return;
          systems++;
          if (game.loyalty[index] === REBELLION && game.subjugated[index] === 0) loyal++;
        });
        if (systems > 0) best = Math.max(best, loyal / systems);
      }
      return best;
    }
    default:
      return 0;
  }
}

/**
 * The Rebellion's objectives in hand: each is worth something held, and the reputation it brings
 * as the galaxy comes near its condition (a met one is claimed at the next refresh).
 */
function objectives(fixed: RebFixed, game: RebGame): number {
  let value = 0;
  for (const card of game.objectives) {
    const def = fixed.cards[card];
    if (!def) continue;
    const near = progress(fixed, game, def);
    value += W.objective + W.reputation * W.toward * def.reputation * near * near;
  }
  return value;
}

/** The round ahead for `camp`: missions it can carry out, and up to `wanted` leaders kept to command. */
function roundAhead(state: RebState, camp: Camp, wanted = 2): number {
  const { fixed, game } = state;
  const sealed = state.sealed[fixed.sides[camp]];
  let value = laid(fixed, game.assigned[camp]) + (Array.isArray(sealed) ? laid(fixed, sealed as Assignment[]) : 0);
  // A mission revealed and awaiting opposition is still the side's own.
  if (game.mission && game.mission.camp === camp) value += laid(fixed, [game.mission]);
  const used = new Set<number>();
  if (Array.isArray(sealed)) for (const assignment of sealed as Assignment[]) for (const leader of assignment.leaders) used.add(leader);
  // A leader already in a system this round (it activated it, carried out a mission, opposed or
  // fought there) has done what it was kept for: spending it is not a loss, or no order would beat
  // a pass.
  let commanders = 0;
  fixed.leaders.forEach((leader, index) => {
    const at = game.leaderAt[index] as number;
    if (leader.camp === camp && leader.space >= 0 && (at === RESERVE || at >= 0) && game.captured[index] === 0 && !used.has(index)) commanders++;
  });
  return value + W.commander * Math.min(wanted, commanders);
}

/**
 * What an activation under way could still bring: the ships and, within their room, the troops of
 * the systems next to it, valued as if they had come (an enemy to fight, a system to subjugate, for
 * the Empire a system the base may be in).
 */
function potential(fixed: RebFixed, game: RebGame, activation: Activation, probes: readonly number[], groups: readonly number[]): number {
  const { camp, system } = activation;
  if (system >= fixed.systems.length) return 0;
  // What came in already counts as what may still come.
  let strength = 0;
  let troops = 0;
  for (let i = 0; i < activation.moves.length; i += 3) {
    const def = fixed.profiles[activation.moves[i + 1] as number];
    const count = activation.moves[i + 2] as number;
    if (!def) continue;
    strength += def.value * count;
    if (def.theatre === GROUND) troops += count;
  }
  for (const from of fixed.systems[system]?.neighbours ?? []) {
    if (leaderIn(fixed, game, from, camp)) continue;
    // Ships that came from there already may still carry what they left behind.
    let room = roomFrom(fixed, activation, from);
    let cargo = 0;
    for (const profile of fixed.campProfiles[camp]) {
      const def = fixed.profiles[profile];
      const count = stack(fixed, game.units, from, profile);
      if (!def || count === 0 || def.immobile) continue;
      if (def.needsTransport) cargo += count;
      else {
        room += def.capacity * count;
        strength += def.value * count;
      }
    }
    const carried = Math.min(cargo, room);
    troops += carried;
    strength += carried * 2;
  }
  const enemy = camp === EMPIRE ? REBELLION : EMPIRE;
  let value = 0;
  if (hasUnits(fixed, game.units, system, enemy)) {
    let theirs = 0;
    for (const profile of fixed.campProfiles[enemy]) theirs += stack(fixed, game.units, system, profile) * (fixed.profiles[profile]?.value ?? 0);
    value += strength > theirs * 1.3 ? theirs * 0.6 : -strength * 0.3;
  }
  if (camp === EMPIRE && troops > 0) {
    // For the hunt, the troops count as a search group there, and the system as searched.
    if (!game.baseRevealed) value += search(fixed, game.candidates, probes, [...groups, system], system) - search(fixed, game.candidates, probes, groups);
    if (game.baseRevealed && game.base === system) value += W.revealed / 4;
    if (game.loyalty[system] !== EMPIRE && game.subjugated[system] === 0 && !fixed.systems[system]?.remote) value += W.loyal;
  }
  return W.potential * value;
}

export function scoreOf(state: RebState, side: string): number {
  const { fixed, game } = state;
  const camp = campOf(fixed, side) === REBELLION ? REBELLION : EMPIRE;
  // The Empire's probe cards count only in its own eyes (in the Rebellion's, they are hidden).
  const probes = game.probes.filter((system) => system >= 0);
  const groups = searchGroups(fixed, game);
  // Where its base is, only the Rebellion knows: the Empire's hunt reads what the Empire may know.
  const chase = camp === REBELLION ? hunted(fixed, game, probes, groups) : hunt(fixed, game, probes, groups);
  let rebel = material(fixed, game) + galaxy(fixed, game) - W.reputation * (game.reputation - game.time) - chase;
  rebel += objectives(fixed, game);
  rebel += roundAhead(state, REBELLION) - roundAhead(state, EMPIRE, commandersWanted(fixed, game, probes, groups));
  const activation = game.activation;
  if (activation) rebel += (activation.camp === REBELLION ? 1 : -1) * potential(fixed, game, activation, probes, groups);
  return camp === REBELLION ? rebel : -rebel;
}
