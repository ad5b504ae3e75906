/**
 * Rolling what was declared (the text's dice procedures) and living with the result: shots by
 * weapon group and templates (R32–R40), melee (R43), tests on three dice (R46, R54, R77),
 * casualties weakest first (R45), armour (R47–R48), vehicles immobilised and destroyed (R76),
 * morale at half strength and when the Chef falls (R54–R58), flight and rout, and a hero's reroll
 * (R65). Then the turn goes on: the next overwatching unit, the rest of a move an overwatch
 * paused (and the charge's melee at its end), or the active unit's next action.
 */
import { distance, insidePolygon } from '../../board/free/measure';
import { flags, wholeNumbers, type Draft } from './draft';
import { carryOn } from './flow';
import { HEADINGS } from './headings';
import { driveFacing, flightPlan, fallBack, judgeMove, centroid, headingBetween } from './moves';
import { deviated, fireGroups, flameOf, templateWeaponOf, underBlast, underFlame, type Covered } from './shooting';
import { engaged, livingFacings, livingModels, livingPositions, meleeFoes, modelsTouching, NO_FACINGS, onTable } from './table';
import type { Dice, Moving, PendingRoll, UnitInfo, UnitState, WeaponInfo } from './types';
import { firstWatch, setsOff, watched } from './watch';
import { allHave, anyHas, casualtyOf, combatOf, leaderHas, testQuality, successes } from './units';

/** What a resolution did to the armies, for the morale tests that follow it. */
interface Losses {
  readonly units: Set<number>;
  readonly chefs: Set<number>;
}

const diceText = (dice: readonly number[]) => dice.join(' ');

function sum(dice: readonly number[]): number {
  let total = 0;
  for (const die of dice) total += die;
  return total;
}

/** Removes model m of unit v (the points go to the other side's tally). */
function loseModel(d: Draft, v: number, m: number, losses: Losses): void {
  const info = d.fixed.units[v] as UnitInfo;
  const unit = d.unit(v);
  const alive = unit.alive.slice();
  alive[m] = false;
  unit.alive = alive;
  unit.left -= 1;
  d.addLost(info.sideIndex, info.models[m]?.cost ?? 0);
  losses.units.add(v);
  if (unit.left === 0) {
    unit.status = 'destroyed';
    unit.overwatch = false;
    d.say('rapid-40000.event.unitDestroyed', { unit: info.id });
  }
  const chef = d.game.chef[info.sideIndex];
  if (chef && chef[0] === v && chef[1] === m) losses.chefs.add(info.sideIndex);
}

/** The whole unit leaves play (rout, flight off the table, elimination): its living models count as lost. */
function removeUnit(d: Draft, v: number, status: 'fled' | 'destroyed', losses: Losses): void {
  const info = d.fixed.units[v] as UnitInfo;
  const unit = d.unit(v);
  let points = 0;
  for (let m = 0; m < info.models.length; m++) if (unit.alive[m]) points += info.models[m]?.cost ?? 0;
  d.addLost(info.sideIndex, points);
  unit.status = status;
  unit.overwatch = false;
  unit.ap = 0;
  const chef = d.game.chef[info.sideIndex];
  if (chef && chef[0] === v) losses.chefs.add(info.sideIndex);
}

function armourHolds(d: Draft, v: number, m: number, margin: number, shooting: boolean): boolean {
  if (margin !== 1) return false;
  const rules = d.fixed.units[v]?.models[m]?.rules;
  if (!rules) return false;
  return rules.armour || (rules.lightArmour && (shooting || d.fixed.constants.lightArmour === 'armour'));
}

/**
 * The loser of a combat lost by `margin` gives up one model (R45), among `among` when given (the
 * models under a template), unless its armour holds.
 */
function loseOne(d: Draft, v: number, margin: number, fromX: number, fromY: number, shooting: boolean, losses: Losses, pick = false, among?: readonly number[]): void {
  const m = casualtyOf(d.fixed, d.game, v, fromX, fromY, pick, among);
  if (m < 0) return;
  const id = d.fixed.units[v]?.id ?? '';
  if (armourHolds(d, v, m, margin, shooting)) {
    d.say('rapid-40000.event.armourHeld', { unit: id, model: m });
    return;
  }
  d.say('rapid-40000.event.casualty', { unit: id, model: m });
  loseModel(d, v, m, losses);
}

/** A vehicle hit by anti-armour (R76): immobilised when beaten by one, destroyed by more. */
function damageVehicle(d: Draft, v: number, margin: number, losses: Losses): void {
  const id = d.fixed.units[v]?.id ?? '';
  if (margin > 1) {
    d.say('rapid-40000.event.vehicleDestroyed', { unit: id });
    const unit = d.unit(v);
    const alive = flags(unit.alive.map(() => false));
    const info = d.fixed.units[v] as UnitInfo;
    let points = 0;
    for (let m = 0; m < info.models.length; m++) if (unit.alive[m]) points += info.models[m]?.cost ?? 0;
    d.addLost(info.sideIndex, points);
    unit.alive = alive;
    unit.left = 0;
    unit.status = 'destroyed';
    unit.overwatch = false;
    losses.units.add(v);
    const chef = d.game.chef[info.sideIndex];
    if (chef && chef[0] === v) losses.chefs.add(info.sideIndex);
  } else if (margin === 1) {
    if (!d.game.units[v]?.immobilised) d.unit(v).immobilised = true;
    d.say('rapid-40000.event.vehicleImmobilised', { unit: id });
  }
}

/** The side's model nearest a unit's models: where a casualty's distance is measured from. */
function frontOf(d: Draft, u: number): [number, number] {
  return centroid(livingPositions(d.game.units[u] as UnitState));
}

function throwFor(d: Draft, roll: PendingRoll): Dice {
  const { fixed, game } = d;
  switch (roll.kind) {
    case 'shoot': {
      if (roll.target < 0) return { own: [], other: [] };
      const groups = fireGroups(fixed, game, roll.unit, roll.target);
      const left = game.units[roll.target]?.left ?? 0;
      // Pushed, not mapped: dice arrays keep one shape (see `wholeNumbers`).
      const own: number[][] = [];
      const other: number[][] = [];
      for (const group of groups) own.push(d.dice(group.dice));
      for (let g = 0; g < groups.length; g++) other.push(d.dice(left));
      return { own, other };
    }
    case 'melee':
      return { own: [d.dice(modelsTouching(fixed, game.units, roll.unit, roll.target).length)], other: [d.dice(modelsTouching(fixed, game.units, roll.target, roll.unit).length)] };
    case 'restraint':
      return { own: [d.dice(fixed.constants.restraintDice)], other: [] };
    default:
      return { own: [d.dice(fixed.constants.moraleDice)], other: [] };
  }
}

/** Rolls the declared roll; a hero's side that would lose may first be asked about its reroll. */
export function rollDeclared(d: Draft): void {
  const roll = d.game.roll;
  if (!roll) return;
  d.setRoll(null);
  if (roll.kind === 'shoot' && roll.aims.length > 0) {
    settle(d, roll, throwFor(d, roll));
    return;
  }
  const dice = throwFor(d, roll);
  const hero = heroToAsk(d, roll, dice);
  if (hero) {
    d.setReroll({ roll, side: hero.side, hero: hero.unit, dice });
    d.setPending([{ side: hero.side, kind: 'reroll' }]);
    d.say('rapid-40000.event.rerollOffered', { side: hero.side, unit: d.fixed.units[hero.unit]?.id ?? '' });
    return;
  }
  settle(d, roll, dice);
}

/** After a hero's side decided: dice rolled again as it chose, then the roll settles. */
export function settleReroll(d: Draft, use: 'own' | 'other' | 'none'): void {
  const pending = d.game.reroll;
  if (!pending) return;
  d.setReroll(null);
  let dice = pending.dice;
  if (use !== 'none') {
    d.useReroll(pending.hero);
    // "own" dice are the hero's side's; the roll's own dice are the declaring side's.
    const heroRolled = pending.side === pending.roll.side;
    const again = (groups: readonly (readonly number[])[]) => {
      const out: number[][] = [];
      for (const group of groups) out.push(d.dice(group.length));
      return out;
    };
    const rerollOwnSide = (use === 'own') === heroRolled;
    dice = rerollOwnSide ? { own: again(dice.own), other: dice.other } : { own: dice.own, other: again(dice.other) };
    d.say('rapid-40000.event.rerolled', { side: pending.side, unit: d.fixed.units[pending.hero]?.id ?? '', which: use });
  }
  settle(d, pending.roll, dice);
}

/** The hero whose side would come off worse from these dice and may still reroll, if any. */
function heroToAsk(d: Draft, roll: PendingRoll, dice: Dice): { side: string; unit: number } | null {
  const { fixed, game } = d;
  const involved = roll.kind === 'shoot' || roll.kind === 'melee' || roll.kind === 'plant' ? [roll.unit, roll.target] : [roll.unit];
  for (const u of involved) {
    if (u < 0 || game.rerolled.includes(u) || !onTable(game.units[u] as UnitState) || !anyHas(fixed, game, u, 'hero')) continue;
    const acting = u === roll.unit;
    if (worse(d, roll, dice, acting)) return { side: fixed.units[u]?.side ?? '', unit: u };
  }
  return null;
}

/** Whether these dice go against the acting unit (`acting`) or against the other one. */
function worse(d: Draft, roll: PendingRoll, dice: Dice, acting: boolean): boolean {
  const { fixed, game } = d;
  switch (roll.kind) {
    case 'shoot': {
      const groups = fireGroups(fixed, game, roll.unit, roll.target);
      const hits = groups.some((group, i) => shotTotal(d, roll, group.weapon, dice.own[i] ?? []) > defenceTotal(d, roll, dice.other[i] ?? []));
      return acting ? !hits : hits;
    }
    case 'melee': {
      const [a, b] = meleeTotals(d, roll, dice);
      return acting ? a < b : a > b;
    }
    default:
      return acting && !testPassed(d, roll, dice.own[0] ?? []);
  }
}

function shotTotal(d: Draft, roll: Extract<PendingRoll, { kind: 'shoot' }>, weapon: number, dice: readonly number[]): number {
  const { fixed, game } = d;
  const aimed = roll.aimed ? 1 + (leaderHas(fixed, game, roll.unit, 'marksman') ? 1 : 0) : 0;
  return sum(dice) + combatOf(fixed, game, roll.unit) + (fixed.weapons[weapon]?.bonus ?? 0) + aimed;
}

/**
 * The house rule's cover bonus (`coverBonus`) to unit v's resistance: when a model that rolls to
 * resist (those of `models`, else every living one) has its centre inside a piece of terrain one
 * sees into and not across (`into`: woods, ruins, hills). Rocks (`block`) are stood beside, never in.
 */
function coverOf(d: Draft, v: number, models: readonly number[] | null): number {
  const { fixed, game } = d;
  const bonus = fixed.constants.coverBonus;
  if (bonus === 0) return 0;
  const state = game.units[v] as UnitState;
  for (const index of fixed.sightTerrain) {
    const piece = fixed.terrain[index];
    if (!piece || piece.sight !== 'into') continue;
    for (let m = 0; m < state.alive.length; m++) {
      if (state.alive[m] && (!models || models.includes(m)) && insidePolygon(state.pos[2 * m] as number, state.pos[2 * m + 1] as number, piece.polygon)) return bonus;
    }
  }
  return 0;
}

function defenceTotal(d: Draft, roll: { readonly target: number; readonly kind: string; readonly overwatch?: boolean }, dice: readonly number[]): number {
  const { fixed, game } = d;
  return sum(dice) + combatOf(fixed, game, roll.target) - (roll.overwatch ? 1 : 0) + coverOf(d, roll.target, null);
}

function meleeTotals(d: Draft, roll: Extract<PendingRoll, { kind: 'melee' }>, dice: Dice): [number, number] {
  const { fixed, game } = d;
  const u = roll.unit;
  const v = roll.target;
  const strongU = leaderHas(fixed, game, u, 'strong');
  const strongV = leaderHas(fixed, game, v, 'strong');
  const attack =
    sum(dice.own[0] ?? []) +
    combatOf(fixed, game, u) +
    (roll.power ? 1 : 0) +
    (roll.charge && leaderHas(fixed, game, u, 'ferociousCharge') ? 1 : 0) +
    (strongU && !strongV ? 1 : 0) +
    (leaderHas(fixed, game, u, 'closeCombat') ? 1 : 0);
  const defence = sum(dice.other[0] ?? []) + combatOf(fixed, game, v) + (strongV && !strongU ? 1 : 0) + (leaderHas(fixed, game, v, 'closeCombat') ? 1 : 0);
  return [attack, defence];
}

/** A test on several dice passes with two successes or more; a test on one die, with one. */
function testPassed(d: Draft, roll: PendingRoll, dice: readonly number[]): boolean {
  const quality = testQuality(d.fixed, d.game, roll.unit, false);
  return successes(dice, quality) >= Math.floor(dice.length / 2) + 1;
}

function settle(d: Draft, roll: PendingRoll, dice: Dice): void {
  const losses: Losses = { units: new Set(), chefs: new Set() };
  switch (roll.kind) {
    case 'shoot':
      settleShot(d, roll, dice, losses);
      break;
    case 'melee':
      settleMelee(d, roll, dice, losses);
      break;
    case 'disengage':
      settleDisengage(d, roll, dice);
      break;
    case 'plant':
      settlePlant(d, roll, dice);
      break;
    case 'rally':
      settleRally(d, roll, dice, losses);
      break;
    case 'restraint':
      settleRestraint(d, roll, dice);
      break;
  }
  afterLosses(d, losses);
  goOn(d, roll);
}

function settleShot(d: Draft, roll: Extract<PendingRoll, { kind: 'shoot' }>, dice: Dice, losses: Losses): void {
  const { fixed } = d;
  const u = roll.unit;
  const id = fixed.units[u]?.id ?? '';
  d.unit(u).shot = true;
  if (roll.target >= 0) {
    const v = roll.target;
    const groups = fireGroups(fixed, d.game, u, v);
    const vid = fixed.units[v]?.id ?? '';
    const sniper = roll.aimed && leaderHas(fixed, d.game, u, 'sniper');
    groups.forEach((group, i) => {
      if (!onTable(d.game.units[v] as UnitState)) return;
      const left = d.game.units[v]?.left ?? 0;
      const attackDice = dice.own[i] ?? [];
      const defenceDice = (dice.other[i] ?? []).slice(0, left);
      const attack = shotTotal(d, roll, group.weapon, attackDice);
      const defence = defenceTotal(d, roll, defenceDice);
      d.say('rapid-40000.event.volley', { unit: id, target: vid, weapon: group.weapon, shooters: group.models.length, attackDice: diceText(attackDice), attack, defenceDice: diceText(defenceDice), defence });
      if (attack <= defence) {
        d.say(attack === defence ? 'rapid-40000.event.tie' : 'rapid-40000.event.noEffect', { unit: vid });
        return;
      }
      if (fixed.units[v]?.vehicle) damageVehicle(d, v, attack - defence, losses);
      else {
        const [fx, fy] = frontOf(d, u);
        loseOne(d, v, attack - defence, fx, fy, true, losses, sniper);
      }
    });
  }
  if (roll.aims.length > 0) {
    settleTemplates(d, roll, losses);
    // With the reference sheet's "1 action pour charger", a missile fired must be reloaded.
    if (d.fixed.constants.missileReload && roll.aims.some(({ model }) => d.fixed.weapons[templateWeaponOf(d.fixed, u, model)]?.template === 'small-blast')) d.unit(u).unloaded = true;
  }
}

/** Each template laid (R36–R40), one after the other: its own aim, its own attack die, the models under it. */
function settleTemplates(d: Draft, roll: Extract<PendingRoll, { kind: 'shoot' }>, losses: Losses): void {
  const { fixed } = d;
  const u = roll.unit;
  const id = fixed.units[u]?.id ?? '';
  for (const { model, at } of roll.aims) {
    const weapon = templateWeaponOf(fixed, u, model);
    if (weapon < 0 || !onTable(d.game.units[u] as UnitState) || !d.game.units[u]?.alive[model]) continue;
    const info = fixed.weapons[weapon] as WeaponInfo;
    let covered: Covered;
    let [x, y] = at;
    if (info.template === 'small-blast') {
      // The aim (R37): three dice against the leader's Quality; two failures and it deviates.
      const aim = d.dice(fixed.constants.moraleDice);
      const quality = testQuality(fixed, d.game, u, false);
      const failures = aim.length - successes(aim, quality);
      if (failures >= 2) {
        const heading = fixed.constants.deviationRule === 'scatter' ? (HEADINGS[d.rng().int(16)] as readonly [number, number]) : null;
        [x, y] = deviated(fixed, d.game, u, model, x, y, heading);
        d.say('rapid-40000.event.deviated', { unit: id, weapon, dice: diceText(aim), quality, x, y });
      } else d.say('rapid-40000.event.onTarget', { unit: id, weapon, dice: diceText(aim), quality });
      covered = underBlast(fixed, d.game, x, y);
    } else {
      const flame = flameOf(fixed, d.game, u, model, x, y);
      covered = flame ? underFlame(fixed, d.game, u, model, flame) : [];
    }
    if (covered.length === 0) {
      d.say('rapid-40000.event.templateEmpty', { unit: id, weapon });
      continue;
    }
    const attackDie = d.d6();
    const aimed = roll.aimed ? 1 + (leaderHas(fixed, d.game, u, 'marksman') ? 1 : 0) : 0;
    const attack = attackDie + combatOf(fixed, d.game, u) + info.bonus + aimed;
    for (const { unit: v, models } of covered) {
      if (!onTable(d.game.units[v] as UnitState)) continue;
      const vid = fixed.units[v]?.id ?? '';
      // A blast lifts the overwatch of a unit it catches (R53).
      if (info.template === 'small-blast' && d.game.units[v]?.overwatch) d.unit(v).overwatch = false;
      if (fixed.units[v]?.vehicle) {
        if (!info.antiArmour && allHave(fixed, d.game, v, 'armoured')) {
          d.say('rapid-40000.event.armouredUnharmed', { unit: vid });
          continue;
        }
        const defenceDice = d.dice(1);
        const defence = sum(defenceDice) + combatOf(fixed, d.game, v) + coverOf(d, v, models);
        d.say('rapid-40000.event.templateHit', { unit: id, target: vid, weapon, under: models.length, attackDice: String(attackDie), attack, defenceDice: diceText(defenceDice), defence });
        if (attack > defence) damageVehicle(d, v, attack - defence, losses);
        else d.say('rapid-40000.event.noEffect', { unit: vid });
        continue;
      }
      // Models an earlier template of the volley removed are no longer under this one.
      const standing = models.filter((m) => d.game.units[v]?.alive[m]);
      if (standing.length === 0) continue;
      const whole = fixed.constants.templateDefence === 'unit';
      const defenceDice = d.dice(whole ? (d.game.units[v]?.left ?? 0) : standing.length);
      const defence = sum(defenceDice) + combatOf(fixed, d.game, v) - (roll.overwatch ? 1 : 0) + coverOf(d, v, whole ? null : standing);
      d.say('rapid-40000.event.templateHit', { unit: id, target: vid, weapon, under: standing.length, attackDice: String(attackDie), attack, defenceDice: diceText(defenceDice), defence });
      if (attack > defence) loseOne(d, v, attack - defence, x, y, true, losses, false, standing);
      else d.say(attack === defence ? 'rapid-40000.event.tie' : 'rapid-40000.event.noEffect', { unit: vid });
    }
  }
}

function settleMelee(d: Draft, roll: Extract<PendingRoll, { kind: 'melee' }>, dice: Dice, losses: Losses): void {
  const { fixed } = d;
  const u = roll.unit;
  const v = roll.target;
  const [attack, defence] = meleeTotals(d, roll, dice);
  const id = fixed.units[u]?.id ?? '';
  const vid = fixed.units[v]?.id ?? '';
  d.say('rapid-40000.event.melee', { unit: id, target: vid, attackDice: diceText(dice.own[0] ?? []), attack, defenceDice: diceText(dice.other[0] ?? []), defence });
  const passing = d.game.passing;
  if (attack === defence) d.say('rapid-40000.event.tie', { unit: vid });
  else if (attack > defence) {
    const [fx, fy] = frontOf(d, u);
    loseOne(d, v, attack - defence, fx, fy, false, losses);
  } else {
    const [fx, fy] = frontOf(d, v);
    loseOne(d, u, defence - attack, fx, fy, false, losses);
  }
  if (passing && passing.unit === u) {
    d.setPassing(null);
    // Hit and run (R66): the unit goes on unless the unit it struck won.
    if (defence <= attack && onTable(d.game.units[u] as UnitState)) passOn(d, u, passing.to);
    else d.say('rapid-40000.event.stopped', { unit: id });
  }
}

/** The second leg of a hit-and-run move, for the models still alive, if it is still a legal move. */
function passOn(d: Draft, u: number, to: readonly number[] | null): void {
  if (!to) return;
  const state = d.game.units[u] as UnitState;
  const models = livingModels(state);
  const declared = d.fixed.units[u]?.models.length ?? 0;
  if (to.length !== 2 * declared) return;
  const rest: number[] = [];
  for (const m of models) rest.push(to[2 * m] as number, to[2 * m + 1] as number);
  if (judgeMove(d.fixed, d.game, u, rest, d.fixed.units[u]?.move ?? 0).fault !== null) {
    d.say('rapid-40000.event.stopped', { unit: d.fixed.units[u]?.id ?? '' });
    return;
  }
  const unit = d.unit(u);
  const pos = unit.pos.slice();
  for (const m of models) {
    pos[2 * m] = to[2 * m] as number;
    pos[2 * m + 1] = to[2 * m + 1] as number;
  }
  unit.pos = wholeNumbers(pos);
  d.say('rapid-40000.event.passedOn', { unit: d.fixed.units[u]?.id ?? '' });
}

function settleDisengage(d: Draft, roll: Extract<PendingRoll, { kind: 'disengage' }>, dice: Dice): void {
  const u = roll.unit;
  const id = d.fixed.units[u]?.id ?? '';
  const quality = testQuality(d.fixed, d.game, u, false);
  const rolled = dice.own[0] ?? [];
  const passed = testPassed(d, roll, rolled);
  d.say('rapid-40000.event.test', { unit: id, test: 'disengage', dice: diceText(rolled), quality, successes: successes(rolled, quality) });
  if (!passed) {
    d.say('rapid-40000.event.stillEngaged', { unit: id });
    return;
  }
  const to = fallBack(d.fixed, d.game, u, meleeFoes(d.fixed, d.game, u));
  if (!to) {
    d.say('rapid-40000.event.noRoomToFallBack', { unit: id });
    return;
  }
  setLiving(d, u, to);
  d.say('rapid-40000.event.disengaged', { unit: id });
}

function settlePlant(d: Draft, roll: Extract<PendingRoll, { kind: 'plant' }>, dice: Dice): void {
  const u = roll.unit;
  const id = d.fixed.units[u]?.id ?? '';
  const quality = testQuality(d.fixed, d.game, u, false);
  const rolled = dice.own[0] ?? [];
  d.say('rapid-40000.event.test', { unit: id, test: 'plant', dice: diceText(rolled), quality, successes: successes(rolled, quality) });
  if (!testPassed(d, roll, rolled)) {
    d.say('rapid-40000.event.chargeFailed', { unit: id });
    return;
  }
  if (!d.game.units[roll.target]?.immobilised) d.unit(roll.target).immobilised = true;
  d.say('rapid-40000.event.vehicleImmobilised', { unit: d.fixed.units[roll.target]?.id ?? '' });
}

function settleRally(d: Draft, roll: Extract<PendingRoll, { kind: 'rally' }>, dice: Dice, losses: Losses): void {
  const u = roll.unit;
  const id = d.fixed.units[u]?.id ?? '';
  const quality = testQuality(d.fixed, d.game, u, true);
  const rolled = dice.own[0] ?? [];
  d.say('rapid-40000.event.test', { unit: id, test: 'rally', dice: diceText(rolled), quality, successes: successes(rolled, quality) });
  if (successes(rolled, quality) >= 2) {
    d.unit(u).fleeing = false;
    d.say('rapid-40000.event.rallied', { unit: id });
    return;
  }
  flee(d, u, 1, losses);
}

function settleRestraint(d: Draft, roll: Extract<PendingRoll, { kind: 'restraint' }>, dice: Dice): void {
  const u = roll.unit;
  const id = d.fixed.units[u]?.id ?? '';
  const quality = testQuality(d.fixed, d.game, u, false);
  const rolled = dice.own[0] ?? [];
  d.say('rapid-40000.event.test', { unit: id, test: 'restraint', dice: diceText(rolled), quality, successes: successes(rolled, quality) });
  if (testPassed(d, roll, rolled)) {
    d.say('rapid-40000.event.heldFire', { unit: id });
    return;
  }
  // It could not hold its fire: the shot goes off (R51).
  d.say('rapid-40000.event.mustFire', { unit: id });
  d.setRoll({ kind: 'shoot', side: roll.side, unit: u, target: roll.target, aims: [], aimed: false, overwatch: true });
}

/**
 * Puts a unit's living models at `to` (x, y per living model, in order), its hulls facing
 * `facing` (the same order) when given; a unit that moves is no longer watching (R53).
 */
export function setLiving(d: Draft, u: number, to: readonly number[], facing: readonly number[] = NO_FACINGS): void {
  const unit = d.unit(u);
  const pos = unit.pos.slice();
  const faces = facing.length > 0 ? unit.facing.slice() : null;
  let i = 0;
  for (let m = 0; m < unit.alive.length; m++) {
    if (!unit.alive[m]) continue;
    pos[2 * m] = to[2 * i] as number;
    pos[2 * m + 1] = to[2 * i + 1] as number;
    if (faces) {
      faces[2 * m] = facing[2 * i] as number;
      faces[2 * m + 1] = facing[2 * i + 1] as number;
    }
    i++;
  }
  unit.pos = wholeNumbers(pos);
  if (faces) unit.facing = wholeNumbers(faces);
  if (unit.overwatch) unit.overwatch = false;
}

/**
 * A unit in base contact with an enemy is in melee (R41: "déclaré dès que deux figurines ennemies
 * sont en contact socle à socle") and loses its overwatch (R53: "supprimé dès que l'unité … entre
 * dans un combat au corps à corps"), however the contact came about: asked once an action has done
 * all it does, so that no state handed on has an engaged unit watching.
 */
export function dropEngagedWatch(d: Draft): void {
  for (let u = 0; u < d.game.units.length; u++) if (d.game.units[u]?.overwatch && engaged(d.fixed, d.game, u)) d.unit(u).overwatch = false;
}

/** Morale tests owed after losses: at half strength (R55), and every friendly unit when the Chef falls (R56). */
function afterLosses(d: Draft, losses: Losses): void {
  if (losses.units.size === 0 && losses.chefs.size === 0) return;
  const { fixed } = d;
  const tested = new Set<number>();
  for (const v of [...losses.units].sort((a, b) => a - b)) {
    const state = d.game.units[v] as UnitState;
    const info = fixed.units[v] as UnitInfo;
    if (info.vehicle || !onTable(state) || state.tested) continue;
    const start = info.models.length;
    const half = Math.floor(start / 2);
    const reached = fixed.constants.moraleThreshold === 'half-left' ? state.left <= half : start - state.left >= half;
    if (!reached) continue;
    d.unit(v).tested = true;
    tested.add(v);
    moraleTest(d, v, 'halfStrength', losses);
  }
  for (const side of [...losses.chefs].sort((a, b) => a - b)) {
    const fallen = d.game.chef[side];
    d.say('rapid-40000.event.chefLost', { side: fixed.sides[side] as string });
    for (const v of fixed.unitsOf[side] ?? []) {
      if (tested.has(v) || fixed.units[v]?.vehicle || !onTable(d.game.units[v] as UnitState)) continue;
      tested.add(v);
      moraleTest(d, v, 'chefLost', losses);
    }
    d.setChef(side, successor(d, side, fallen ?? null));
  }
}

/** The living NCO nearest where the Chef fell takes over (R63). */
function successor(d: Draft, side: number, fallen: readonly [number, number] | null): [number, number] | null {
  const { fixed, game } = d;
  const from = fallen ? (game.units[fallen[0]] as UnitState) : null;
  const fx = from && fallen ? (from.pos[2 * fallen[1]] as number) : 0;
  const fy = from && fallen ? (from.pos[2 * fallen[1] + 1] as number) : 0;
  let best: [number, number] | null = null;
  let bestDistance = Infinity;
  for (const v of fixed.unitsOf[side] ?? []) {
    const state = game.units[v] as UnitState;
    if (!onTable(state)) continue;
    const info = fixed.units[v] as UnitInfo;
    for (let m = 0; m < info.models.length; m++) {
      if (!state.alive[m] || info.models[m]?.role !== 'nco') continue;
      const far = distance(fx, fy, state.pos[2 * m] as number, state.pos[2 * m + 1] as number);
      if (far < bestDistance) {
        bestDistance = far;
        best = [v, m];
      }
    }
  }
  if (best) d.say('rapid-40000.event.newChef', { side: fixed.sides[side] as string, unit: fixed.units[best[0]]?.id ?? '', model: best[1] });
  return best;
}

/** A morale test (R54): three dice against the leader's Quality; each failure a flight move, all failures a rout. */
function moraleTest(d: Draft, v: number, reason: string, losses: Losses): void {
  const { fixed } = d;
  const id = fixed.units[v]?.id ?? '';
  const quality = testQuality(fixed, d.game, v, true);
  const count = fixed.constants.moraleDice;
  const hero = anyHas(fixed, d.game, v, 'hero');
  // A hero wins one die outright (R65).
  const rolled = d.dice(hero ? count - 1 : count);
  const passed = successes(rolled, quality) + (hero ? 1 : 0);
  const failures = count - passed;
  d.say('rapid-40000.event.morale', { unit: id, reason, dice: diceText(rolled), quality, failures, hero: hero ? 1 : 0 });
  if (failures <= 0) return;
  if (failures >= count) {
    d.say('rapid-40000.event.routed', { unit: id });
    removeUnit(d, v, 'fled', losses);
    return;
  }
  flee(d, v, failures, losses);
}

/** Flight (R58): toward the nearest edge, `moves` Move actions at once; off the table or cornered, the unit is gone. */
function flee(d: Draft, v: number, moves: number, losses: Losses): void {
  const { fixed } = d;
  const id = fixed.units[v]?.id ?? '';
  // A unit that flees in the middle of a move goes no further with it.
  if (d.game.moving?.unit === v) {
    d.setMoving(null);
    d.setPassing(null);
  }
  const plan = flightPlan(fixed, d.game, v, moves);
  if (!plan) {
    d.say('rapid-40000.event.cornered', { unit: id });
    removeUnit(d, v, 'destroyed', losses);
  } else if (plan.leaves) {
    d.say('rapid-40000.event.fledTable', { unit: id });
    removeUnit(d, v, 'fled', losses);
  } else {
    setLiving(d, v, plan.to);
    d.say('rapid-40000.event.fled', { unit: id, moves });
    if (fixed.constants.fleeingPersists) d.unit(v).fleeing = true;
  }
  // A unit that flees in its own activation loses what it had left of it.
  if (d.game.active === v && d.game.units[v]?.ap) d.unit(v).ap = 0;
}

/** What comes after a roll: the next overwatching unit, the charge's melee, or the active unit's next action. */
function goOn(d: Draft, roll: PendingRoll): void {
  if (d.game.roll) {
    // A test that fails into a shot: the shot is rolled next.
    d.setPending([{ side: d.game.roll.side, kind: 'roll' }]);
    return;
  }
  if ((roll.kind === 'shoot' && roll.overwatch) || roll.kind === 'restraint') {
    nextWatch(d);
    return;
  }
  carryOn(d);
}

/** A fleeing unit that does not rally flees one more move (the `fleeingPersists` house rule). */
export function fleeAgain(d: Draft, u: number): void {
  const losses: Losses = { units: new Set(), chefs: new Set() };
  flee(d, u, 1, losses);
  afterLosses(d, losses);
}

/** Asks the next overwatching unit set off where the move paused, or lets the move go on once every one has had its say. */
export function nextWatch(d: Draft): void {
  const watch = d.game.watch;
  if (watch) {
    const target = d.game.units[watch.target] as UnitState;
    // Those still able to fire at what is left of the unit, where it stands.
    const left = watch.queue.slice(1).filter((o) => onTable(d.game.units[o] as UnitState) && onTable(target) && !d.game.fired.includes(o) && setsOff(d.fixed, d.game, o, watch.target));
    if (left.length > 0) {
      d.setWatch({ target: watch.target, queue: left });
      d.setPending([{ side: d.fixed.units[left[0] as number]?.side ?? '', kind: 'overwatch' }]);
      d.say('rapid-40000.event.overwatchTriggered', { unit: d.fixed.units[left[0] as number]?.id ?? '', target: d.fixed.units[watch.target]?.id ?? '' });
      return;
    }
    d.setWatch(null);
    // With the house rule, a unit shot at on overwatch stops there.
    const moving = d.game.moving;
    if (moving && d.fixed.constants.overwatchHalts) {
      d.setMoving({ ...moving, to: null, facing: null });
      d.say('rapid-40000.event.haltedByOverwatch', { unit: d.fixed.units[moving.unit]?.id ?? '' });
    }
  }
  advance(d);
}

/** Begins a move (R16–R24): it goes on to its end, or pauses where it sets off an overwatching unit (R52). */
export function startMove(d: Draft, moving: Moving): void {
  d.setMoving(moving);
  advance(d);
}

/** A unit's models, its living ones' entries of a list of all its models (two numbers each). */
function livingOf(state: UnitState, all: readonly number[]): number[] {
  const out: number[] = [];
  for (let m = 0; m < state.alive.length; m++) if (state.alive[m]) out.push(all[2 * m] as number, all[2 * m + 1] as number);
  return out;
}

/**
 * The move under way goes on from where the unit stands, straight to its end, unless an
 * overwatching unit is set off on the way: there it pauses, and the watching side answers. At its
 * end the move is told, and a charge strikes, a hit-and-run strikes, or the activation goes on.
 */
export function advance(d: Draft): void {
  const moving = d.game.moving;
  if (!moving) {
    carryOn(d);
    return;
  }
  const u = moving.unit;
  const unit = d.game.units[u] as UnitState;
  const info = d.fixed.units[u] as UnitInfo;
  if (!onTable(unit)) {
    d.setMoving(null);
    carryOn(d);
    return;
  }
  const models = livingModels(unit);
  const from = livingPositions(unit);
  const end = moving.to ? livingOf(unit, moving.to) : from;
  const faces = livingFacings(unit);
  // A hull drives facing the way it goes (or in reverse); a round base keeps no facing.
  const drive: number[] | readonly number[] = faces.length > 0 ? [] : NO_FACINGS;
  for (let i = 0; i < faces.length; i += 2) {
    const dx = (end[i] as number) - (from[i] as number);
    const dy = (end[i + 1] as number) - (from[i + 1] as number);
    if (!info.models[models[i / 2] as number]?.hull || (dx === 0 && dy === 0)) (drive as number[]).push(faces[i] as number, faces[i + 1] as number);
    else (drive as number[]).push(...driveFacing(faces[i] as number, faces[i + 1] as number, dx, dy));
  }
  const trigger = watched(d.game, u) ? firstWatch(d.fixed, d.game, u, from, end, drive) : null;
  if (trigger && trigger.watchers.length > 0) {
    setLiving(d, u, trigger.at, drive);
    d.setWatch({ target: u, queue: trigger.watchers });
    const first = trigger.watchers[0] as number;
    d.setPending([{ side: d.fixed.units[first]?.side ?? '', kind: 'overwatch' }]);
    d.say('rapid-40000.event.overwatchTriggered', { unit: d.fixed.units[first]?.id ?? '', target: info.id });
    return;
  }
  setLiving(d, u, end, moving.facing ? livingOf(unit, moving.facing) : drive);
  d.setMoving(null);
  // Words only: nobody reads them in a batch of bot games.
  const distance = d.loud ? longestStep(livingOf(unit, moving.from), end) : 0;
  switch (moving.kind) {
    case 'move':
    case 'run':
      d.say('rapid-40000.event.moved', { unit: info.id, kind: moving.kind, cost: moving.cost, distance, heading: d.loud ? headingBetween(livingOf(unit, moving.from), end) : 'reform' });
      carryOn(d);
      return;
    case 'charge':
      if (d.loud) d.say('rapid-40000.event.charged', { unit: info.id, target: d.fixed.units[moving.target]?.id ?? '', cost: moving.cost, distance, contacts: modelsTouching(d.fixed, d.game.units, u, moving.target).length });
      chargeMelee(d, u, moving.target);
      return;
    case 'hitAndRun':
      // Hit and run (R66): the strike in passing, then the rest of the move unless the struck unit wins.
      d.say('rapid-40000.event.struckInPassing', { unit: info.id, target: d.fixed.units[moving.target]?.id ?? '' });
      if (!onTable(d.game.units[moving.target] as UnitState) || modelsTouching(d.fixed, d.game.units, u, moving.target).length === 0) {
        d.setPassing(null);
        d.say('rapid-40000.event.chargeBroken', { unit: info.id });
        carryOn(d);
        return;
      }
      d.setRoll({ kind: 'melee', side: info.side, unit: u, target: moving.target, power: false, charge: false });
      d.setPending([{ side: info.side, kind: 'roll' }]);
      return;
  }
}

/** The longest of the models' steps from `from` to `to`, in whole ci. */
function longestStep(from: readonly number[], to: readonly number[]): number {
  let best = 0;
  for (let i = 0; i + 1 < from.length && i + 1 < to.length; i += 2) best = Math.max(best, distance(from[i] as number, from[i + 1] as number, to[i] as number, to[i + 1] as number));
  return Math.round(best);
}

/** The melee a charge brings about (R41), once the charging unit stands in contact. */
function chargeMelee(d: Draft, u: number, v: number): void {
  const charger = d.game.units[u] as UnitState;
  const target = d.game.units[v] as UnitState;
  if (!onTable(charger) || !onTable(target) || modelsTouching(d.fixed, d.game.units, u, v).length === 0) {
    d.say('rapid-40000.event.chargeBroken', { unit: d.fixed.units[u]?.id ?? '' });
    carryOn(d);
    return;
  }
  d.setRoll({ kind: 'melee', side: d.fixed.units[u]?.side ?? '', unit: u, target: v, power: false, charge: true });
  d.setPending([{ side: d.fixed.units[u]?.side ?? '', kind: 'roll' }]);
}
