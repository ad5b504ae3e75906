/**
 * Stat cards and cards as the rules read them: a profile's numbers, its skills with their values
 * and marks (Buff, [action]) and its attack lines with one dice count per armour class; the
 * Action! and Secret Mission cards with their effect, timing and values.
 */
import { abilityId } from '../../scenario/abilities';
import type { AbilityRef, Card, LocalizedText, RulesetData, UnitProfile, Weapon } from '../../scenario/types';
import { SKILLS, type CardInfo, type ProfileInfo, type Skill, type WeaponInfo } from './types';

function numberStat(profile: UnitProfile, id: string, fallback: number): number {
  const value = profile.stats?.[id];
  return typeof value === 'number' ? value : fallback;
}

/** How many figures of a profile the box holds: its `supply`, 1 when unsaid; 0 takes it out of the game. */
export function boxSupply(profile: UnitProfile | undefined): number {
  return profile?.supply ?? 1;
}

function weaponOf(weapon: Weapon, armour: readonly string[]): WeaponInfo {
  const has = (id: string): boolean => (weapon.abilities ?? []).some((ref) => abilityId(ref) === id);
  return {
    name: weapon.name,
    range: Math.max(0, Math.floor(weapon.range ?? 0)),
    airRange: Math.max(0, Math.floor(weapon.airRange ?? 0)),
    attacks: weapon.attacks ?? 1,
    dice: armour.map((id) => weapon.dice?.[id] ?? 0),
    chain: has('chain-grid-attack'),
    flat: has('flat-grid-attack'),
    gas: has('gas'),
    deviates: has('deviates'),
  };
}

/** Skills without a number count 1 when present. */
function skillValue(ref: AbilityRef): number {
  return typeof ref === 'string' || ref.value === undefined ? 1 : Math.abs(ref.value);
}

export function profileOf(id: string, profile: UnitProfile, armour: readonly string[]): ProfileInfo {
  const skills = SKILLS.map(() => 0);
  const buffs = SKILLS.map(() => 0);
  const actions = SKILLS.map(() => false);
  for (const ref of profile.abilities ?? []) {
    const index = SKILLS.indexOf(abilityId(ref) as Skill);
    if (index < 0) continue;
    const value = skillValue(ref);
    skills[index] = Math.max(skills[index] as number, value);
    if (typeof ref !== 'string' && ref.buff) buffs[index] = Math.max(buffs[index] as number, value);
    if (typeof ref !== 'string' && ref.action) actions[index] = true;
  }
  const armourId = profile.stats?.armour;
  const category = profile.category ?? '';
  const infantry = category === 'infantry' || (category === '' && profile.movementMode === 'infantry');
  const size = profile.plug ? 0 : (profile.size ?? 1);
  return {
    id,
    name: profile.name,
    faction: profile.faction ?? '',
    infantry,
    airborne: category === 'air',
    hero: profile.hero === true,
    plug: profile.plug === true,
    cost: profile.cost?.['deployment-points'] ?? 0,
    rivets: profile.cost?.rivets ?? 0,
    move: numberStat(profile, 'move', 1),
    armour: Math.max(0, typeof armourId === 'string' ? armour.indexOf(armourId) : 0),
    health: Math.max(1, numberStat(profile, 'health', 1)),
    bounty: profile.bounty ?? 0,
    size,
    sockets: profile.sockets ?? 0,
    skills,
    buffs,
    actions,
    weapons: (profile.weapons ?? []).map((weapon) => weaponOf(weapon, armour)),
  };
}

function cardOf(id: string, deck: 'action' | 'secret-mission', card: Card, onTarget: number): CardInfo {
  const values = card.values ?? {};
  const text: LocalizedText = card.text ?? card.name;
  return {
    id,
    deck,
    name: card.name,
    text,
    effect: card.effect ?? 'none',
    timing: card.timing ?? '',
    amount: values.amount ?? 0,
    dice: values.dice ?? 0,
    count: values.count ?? 1,
    vp: values.vp ?? 0,
    deviation: values.deviation ?? onTarget,
  };
}

/** Every card of the Action! and Secret Mission decks by id, and each deck as a list of card ids (one per copy). */
export function cardsOf(ruleset: RulesetData, onTarget: number): { cards: Record<string, CardInfo>; action: string[]; missions: string[] } {
  const cards: Record<string, CardInfo> = {};
  const lists: Record<'action' | 'secret-mission', string[]> = { action: [], 'secret-mission': [] };
  for (const deck of ['action', 'secret-mission'] as const) {
    for (const [id, card] of Object.entries(ruleset.decks?.[deck]?.cards ?? {})) {
      cards[id] = cardOf(id, deck, card, onTarget);
      for (let copy = 0; copy < card.count; copy++) lists[deck].push(id);
    }
  }
  return { cards, action: lists.action, missions: lists['secret-mission'] };
}
