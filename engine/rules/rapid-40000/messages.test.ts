/**
 * Every message the Rapid' 40000 rules produce (events, refusals, outcomes, actions, marks,
 * tracks) has a French and an English text whose placeholders are all filled, with unit, model,
 * weapon and side ids turned into names; and a bent action is refused with a worded reason.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/rapid40k-skirmish.scenario.json';
import { translate } from '../../i18n/index';
import { bentActionRefusals, type Bend } from '../core/test-support/bent-actions';
import { Rng, seedRng } from '../core/prng';
import type { GameEvent } from '../core/types';
import { describe as describeMessage } from './describe';
import en from './messages.en.json';
import fr from './messages.fr.json';
import { rapidPresenter } from './presenter';
import { engine, loadInput, start } from './test-support/game';
import { everyRule, faceToFace, houseRules, toDeploy } from './test-support/scenes';
import type { R40Action, R40State } from './types';

function expectWorded(state: R40State, message: Pick<GameEvent, 'key' | 'params'>): void {
  for (const language of ['en', 'fr'] as const) {
    expect(translate(language, message.key), `${language} text of ${message.key}`).not.toBe(message.key);
    const text = describeMessage(state.fixed, message, language);
    expect(text, `${language}: ${text}`).not.toMatch(/\{\{|\}\}|undefined|NaN/);
  }
}

/** States of games where a kind of action is picked at random, then one action of that kind. */
function gameStates(doc: unknown, seed: number, each: (state: R40State, action: R40Action, events: readonly GameEvent[]) => void): R40State {
  let state = engine.setup(loadInput(doc), seed) as R40State;
  const rng = new Rng(seedRng(seed));
  while (!state.outcome) {
    const legal = engine.legalActions(state, state.pending[0]?.side as string) as R40Action[];
    const types = [...new Set(legal.map((action) => action.type))];
    const type = types[rng.int(types.length)];
    const ofType = legal.filter((action) => action.type === type);
    const action = ofType[rng.int(ofType.length)] as R40Action;
    const result = engine.apply(state, action);
    each(state, action, result.events);
    state = result.state as R40State;
  }
  return state;
}

describe('Rapid 40000 messages', () => {
  it('name a met objective by the scenario’s wording of it, or by its id when the scenario gives none; without a wording the compiled table is as before', () => {
    const { fixed } = start(sample);
    expect(describeMessage(fixed, { key: 'rapid-40000.outcome.objective', params: { objective: 'orks-centre' } }, 'fr')).toBe('Objectif «\u00a0Tenir le centre à la fin de la partie\u00a0» rempli.');
    expect(describeMessage(fixed, { key: 'rapid-40000.outcome.objective', params: { objective: 'marines-wipe' } }, 'en')).toBe('Objective “Wipe out the Orks” met.');
    const unnamed = start({ ...sample, victory: sample.victory.map(({ description: _description, ...condition }) => condition) });
    expect(unnamed.fixed.objectives.some((objective) => 'name' in objective)).toBe(false);
    expect(describeMessage(unnamed.fixed, { key: 'rapid-40000.outcome.objective', params: { objective: 'orks-centre' } }, 'en')).toBe('Objective “orks-centre” met.');
  });

  it('have the same keys in English and French, all under the ruleset id', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en)) expect(key.startsWith('rapid-40000.')).toBe(true);
  });

  it('word every event, outcome, action, mark and track of real games in both languages', () => {
    const seen = new Set<string>();
    const docs = [everyRule(sample), houseRules(sample), faceToFace(sample), toDeploy(sample)];
    for (let seed = 0; seed < 24; seed++) {
      const final = gameStates(docs[seed % docs.length], seed, (state, action, events) => {
        for (const event of events) {
          expectWorded(state, event);
          seen.add(event.key);
        }
        for (const language of ['en', 'fr'] as const) {
          const text = rapidPresenter.describeAction(state, action, language);
          expect(text, text).not.toMatch(/\{\{|\}\}|undefined|NaN|rapid-40000\./);
          if (state.step % 7 === 0) {
            for (const piece of rapidPresenter.pieces(state, language)) for (const mark of piece.marks) expect(mark.text).not.toMatch(/\{\{|rapid-40000\./);
            for (const track of rapidPresenter.tracks(state, null, language)) expect(track.name).not.toMatch(/\{\{|rapid-40000\./);
            for (const marker of rapidPresenter.markers(state, language)) expect(marker.text).not.toMatch(/\{\{|rapid-40000\./);
            expect(rapidPresenter.phaseName(state, language)).not.toMatch(/rapid-40000\./);
          }
        }
      });
      expectWorded(final, final.outcome as GameEvent);
      seen.add((final.outcome as GameEvent).key);
    }
    expect(seen.size).toBeGreaterThan(40);
  }, 120_000);

  it('refuses any bent action with a worded reason, never by throwing, and leaves the state as it was', () => {
    const states: R40State[] = [];
    gameStates(everyRule(sample), 5, (state) => states.push(state));
    const mutation: fc.Arbitrary<Bend> = fc.tuple(
      fc.nat(),
      fc.constantFrom('unit', 'target', 'side', 'type', 'to', 'via', 'aims', 'aimed', 'power', 'use', 'facing', 'team'),
      fc.oneof(
        fc.integer({ min: -3, max: 8000 }),
        fc.constantFrom('command', 'tactical-1', 'boss-mob', 'mob-1', 'rhino-1', 'tank-1', 'marines', 'orks', 'move', 'shoot', 'roll', 'own', 'nobody'),
        fc.constant(null),
        fc.boolean(),
        fc.array(fc.integer({ min: -100, max: 8000 }), { maxLength: 14 }),
        fc.tuple(fc.integer({ min: -100, max: 8000 }), fc.integer({ min: -100, max: 5000 })),
        fc.array(fc.record({ model: fc.integer({ min: -1, max: 9 }), at: fc.tuple(fc.integer({ min: -100, max: 8000 }), fc.integer({ min: -100, max: 5000 })) }), { maxLength: 3 }),
      ),
    );
    const keys = bentActionRefusals(engine as unknown as Parameters<typeof bentActionRefusals>[0], states, mutation, 'marines', (side) => ({ type: 'roll', side }), (state, refusal) => expectWorded(state as R40State, refusal));
    expect(keys.size).toBeGreaterThan(15);
  }, 120_000);
});

describe('the initiative roll in words', () => {
  it('names each side with its roll, never a bare “6 / 5” that reads as a score', () => {
    const state = engine.setup(loadInput(sample), '1') as R40State;
    const track = rapidPresenter.tracks(state, null, 'fr').find((candidate) => candidate.id === 'initiative');
    expect(track?.value).toMatch(/^Space marines \d · Orks \d$|^Orks \d · Space marines \d$/);
  });
});

describe('a roll in words', () => {
  it('says what was added to the faces, so that the total adds up: « 6, 6 et 5 + 4 → 21 »', () => {
    const state = engine.setup(loadInput(sample), '1') as R40State;
    const fixed = state.fixed;
    const unit = fixed.units[0]!.id;
    const target = fixed.units.find((candidate) => candidate.side !== fixed.units[0]!.side)!.id;
    const params = { unit, target, weapon: 0, shooters: 3, attackDice: '6 6 5', attack: 21, defenceDice: '3 1', defence: 4 };
    expect(describeMessage(fixed, { key: 'rapid-40000.event.volley', params }, 'fr')).toMatch(/\u00a0: 6, 6 et 5 \+ 4 → 21 contre 3 et 1 → 4\.$/);
    expect(describeMessage(fixed, { key: 'rapid-40000.event.volley', params: { ...params, attack: 15 } }, 'en')).toMatch(/: 6, 6, and 5 \u2212 2 → 15 against 3 and 1 → 4\.$/);
  });
});

describe('a move in words', () => {
  it('says which way the unit went: « … se déplace de 6″ vers le nord (1 PA). »', () => {
    const state = engine.setup(loadInput(sample), '1') as R40State;
    const unit = state.fixed.units[0]!.id;
    expect(describeMessage(state.fixed, { key: 'rapid-40000.event.moved', params: { unit, kind: 'move', cost: 1, distance: 0, heading: 12 } }, 'fr')).toMatch(/ se déplace de .* vers le nord \(1\u00a0PA\)\.$/);
    expect(describeMessage(state.fixed, { key: 'rapid-40000.event.moved', params: { unit, kind: 'run', cost: 2, distance: 0, heading: 'reform' } }, 'en')).toMatch(/ into a new formation \(2\u00a0AP\)\.$/);
  });
});
