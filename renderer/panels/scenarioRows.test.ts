import { describe, expect, it } from 'vitest';
import r6Json from '../../scenarios/r6-ambassade.scenario.json';
import rebellionJson from '../../scenarios/rebellion-galaxy.scenario.json';
import siegeJson from '../../scenarios/siege-castle.scenario.json';
import rivetJson from '../../scenarios/rivet-wars-m03.scenario.json';
import { engineFor } from '../../engine/rules';
import { loadScenario } from '../../engine/scenario';
import type { EffectValue } from '../../engine/scenario/types';
import { addVictoryCondition, updateVictoryCondition } from '../editor/edits';
import { loaded, refusal, roundTrip } from '../editor/edits/test-support';
import { joinText, splitText, withTranslation } from './localizedText';
import { addSpecialRule, effectSpecs, moveSpecialRule, removeSpecialRule, setSpecialRule, setSpecialRuleEffect, setSpecialRuleParam } from './specialRules';
import { VICTORY_TYPES, draftOf, draftOfType, typeUnavailable, withField } from './victoryDrafts';

const r6 = loaded(r6Json);
const siege = loaded(siegeJson);
const rebellion = loaded(rebellionJson);

describe('special rules', () => {
  it('gives a Rivet Wars rule an effect the game plays, with playable first values, and sets its parameters; none in a game without effects', () => {
    const rivet = loaded(rivetJson);
    expect(effectSpecs(r6)).toEqual([]);
    expect(effectSpecs(rivet).map((spec) => spec.kind)).toEqual(['no-draw', 'garrison', 'infantry-deployment-points', 'paradrop', 'escalation']);
    const worded = roundTrip(rivet, addSpecialRule(rivet, { text: 'Allied paratroopers.' }));
    const id = worded.setup?.specialRules?.at(-1)?.id ?? '';
    const paradrop = roundTrip(worded, setSpecialRuleEffect(worded, { id, kind: 'paradrop' }));
    expect(paradrop.setup?.specialRules?.at(-1)?.effect).toEqual({ kind: 'paradrop', params: { side: 'allies', profile: 'rifleman', count: 1 } });
    // Another side takes a unit of its own faction; a count below the effect's least is refused.
    const blight = roundTrip(paradrop, setSpecialRuleParam(paradrop, { id, name: 'side', value: 'blight' }));
    expect(blight.setup?.specialRules?.at(-1)?.effect?.params).toMatchObject({ side: 'blight', profile: 'panzerfaust' });
    expect(refusal(setSpecialRuleParam(blight, { id, name: 'count', value: 0 }))).toEqual({ key: 'panels.rules.badNumber', params: { min: 1, max: 1000 } });
    const everyTurn = roundTrip(blight, setSpecialRuleParam(blight, { id, name: 'everyTurn', value: true }));
    expect(everyTurn.setup?.specialRules?.at(-1)?.effect?.params?.everyTurn).toBe(true);
    // The game plays it: the Blight drop units from the start of their turn.
    const result = loadScenario(JSON.stringify(everyTurn));
    expect(result.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    expect(engineFor('rivet-wars')?.setup({ scenario: result.scenario!, ruleset: result.ruleset! }, 1)).toBeTruthy();
    // Rewording the rule keeps its effect.
    const reworded = roundTrip(everyTurn, setSpecialRule(everyTurn, { id, text: 'Blight paratroopers, every turn.' }));
    expect(reworded.setup?.specialRules?.at(-1)).toMatchObject({ text: 'Blight paratroopers, every turn.', effect: { kind: 'paradrop' } });
    const words = roundTrip(everyTurn, setSpecialRuleEffect(everyTurn, { id, kind: null }));
    expect(words.setup?.specialRules?.at(-1)).not.toHaveProperty('effect');
    expect(refusal(setSpecialRuleEffect(rivet, { id: 'nope', kind: 'paradrop' })).key).toBe('panels.rules.unknown');
  });

  it('edits Rivet Wars escalation levels as a list: a level added with playable first values, its numbers and free units set, one removed, out-of-range numbers refused', () => {
    const rivet = loaded(rivetJson);
    const worded = roundTrip(rivet, addSpecialRule(rivet, { text: 'Escalation.' }));
    const id = worded.setup?.specialRules?.at(-1)?.id ?? '';
    const escalation = roundTrip(worded, setSpecialRuleEffect(worded, { id, kind: 'escalation' }));
    // One level to start with, its free unit the first of each side's faction, under the faction's name.
    expect(escalation.setup?.specialRules?.at(-1)?.effect).toEqual({ kind: 'escalation', params: { levels: [{ from: 0, to: 0, profiles: { allies: 'rifleman', blight: 'panzerfaust' } }] } });
    const first: Record<string, EffectValue> = { from: 1, to: 2, deploymentPoints: 1, profiles: { allies: 'rifleman', blight: 'panzerfaust' } };
    const levels: EffectValue[] = [first, { from: 3, to: 4, units: 2, profiles: { allies: 'rifleman', blight: 'panzerfaust' } }];
    const set = roundTrip(escalation, setSpecialRuleParam(escalation, { id, name: 'levels', value: levels }));
    expect(set.setup?.specialRules?.at(-1)?.effect?.params?.levels).toEqual(levels);
    expect(refusal(setSpecialRuleParam(set, { id, name: 'levels', value: [{ ...first, rivets: -1 }] }))).toEqual({ key: 'panels.rules.badNumber', params: { min: 0, max: 1000 } });
    expect(refusal(setSpecialRuleParam(set, { id, name: 'levels', value: [{ ...first, to: 1001 }] }))).toEqual({ key: 'panels.rules.badNumber', params: { min: 0, max: 1000 } });
    // The game plays it: a valid scenario whose mission rules hold both levels.
    const result = loadScenario(JSON.stringify(set));
    expect(result.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    expect(engineFor('rivet-wars')?.setup({ scenario: result.scenario!, ruleset: result.ruleset! }, 1)).toBeTruthy();
    // A level with free units but no unit named for a side is a problem the panel shows.
    roundTrip(set, setSpecialRuleParam(set, { id, name: 'levels', value: [{ from: 1, to: 2, units: 3 }] }), ['rivet-wars.problem.effect.badParam', 'rivet-wars.problem.effect.badParam']);
  });

  it('adds, rewords, reorders and removes rules, each an undoable step', () => {
    const added = roundTrip(r6, addSpecialRule(r6, { text: { fr: 'Pas de fumée.', en: 'No smoke.' } }));
    const rules = added.setup?.specialRules ?? [];
    expect(rules.map((rule) => rule.id)).toEqual(['preparation', 'rule-1']);
    expect(added.setup?.steps).toBe(r6.setup?.steps);
    const reworded = roundTrip(added, setSpecialRule(added, { id: 'rule-1', text: 'No smoke at all.' }));
    expect(reworded.setup?.specialRules?.[1]).toEqual({ id: 'rule-1', text: 'No smoke at all.' });
    const moved = roundTrip(reworded, moveSpecialRule(reworded, { id: 'rule-1', to: 0 }));
    expect(moved.setup?.specialRules?.map((rule) => rule.id)).toEqual(['rule-1', 'preparation']);
    const removed = roundTrip(moved, removeSpecialRule(moved, { id: 'preparation' }));
    expect(removed.setup?.specialRules).toEqual([{ id: 'rule-1', text: 'No smoke at all.' }]);
  });

  it('drops the setup when its last rule goes, and refuses empty words or unknown rules', () => {
    const once = roundTrip(siege, addSpecialRule(siege, { text: 'Night attack.' }));
    const back = roundTrip(once, removeSpecialRule(once, { id: 'rule-1' }));
    expect(back).toEqual(siege);
    expect(refusal(addSpecialRule(siege, { text: '  ' })).key).toBe('edit.text.length');
    expect(refusal(setSpecialRule(r6, { id: 'preparation', text: { fr: '' } })).key).toBe('edit.text.length');
    expect(refusal(moveSpecialRule(r6, { id: 'nothing', to: 0 }))).toEqual({ key: 'panels.rules.unknown', params: { id: 'nothing' } });
  });
});

describe('victory rows', () => {
  it('starts a valid row of every type the scenario can hold', () => {
    for (const scenario of [r6, siege, rebellion]) {
      for (const type of VICTORY_TYPES) {
        const draft = draftOfType(scenario, type, 'Win.');
        if (typeUnavailable(scenario, type)) {
          expect(draft).toBeNull();
          continue;
        }
        const after = roundTrip(scenario, addVictoryCondition(scenario, { condition: draft! }));
        expect(after.victory?.at(-1)?.type).toBe(type);
      }
    }
    expect(typeUnavailable(siege, 'tracks-meet')).toBe('panels.victory.needsTracks');
    expect(typeUnavailable(rebellion, 'tracks-meet')).toBeNull();
  });

  it('keeps the side and wording when a row changes type, and edits its fields', () => {
    const row = r6.victory?.[2];
    expect(row?.type).toBe('survive');
    const asHold = draftOfType(r6, 'hold-zones', 'Win.', draftOf(row!))!;
    // A zone to take: the bomb site, not the side's own start.
    expect(asHold).toMatchObject({ side: 'defenders', description: row?.description, type: 'hold-zones', zones: ['bomb-site-a'] });
    const bare = { ...r6, board: { ...r6.board, zones: r6.board.zones?.filter((zone) => zone.purpose !== 'objective') } };
    expect(draftOfType(bare, 'hold-zones', 'Win.', { side: 'attackers', type: 'survive', turns: 3 })).toMatchObject({ zones: ['defenders-start-a'] });
    const changed = roundTrip(r6, updateVictoryCondition(r6, { id: row!.id, condition: withField(asHold, 'mode', 'all') }));
    expect(changed.victory?.[2]).toMatchObject({ id: row!.id, type: 'hold-zones', mode: 'all' });
    const plain = withField(draftOf(changed.victory![2]!), 'description', undefined);
    expect(plain).not.toHaveProperty('description');
  });
});

describe('localised text', () => {
  it('edits one language of a text, and turns one text into one per language and back', () => {
    expect(withTranslation({ fr: 'Porte', en: 'Door' }, 'en', 'Gate')).toEqual({ fr: 'Porte', en: 'Gate' });
    expect(withTranslation({ fr: 'Porte', en: 'Door' }, 'en', ' ')).toEqual({ fr: 'Porte' });
    expect(withTranslation({ fr: 'Porte' }, 'fr', '')).toBeNull();
    expect(withTranslation('Porte', 'en', 'Door')).toEqual({ en: 'Door' });
    expect(splitText('Porte', ['en', 'fr'])).toEqual({ en: 'Porte', fr: 'Porte' });
    expect(joinText({ fr: 'Porte', en: 'Door' }, 'fr')).toBe('Porte');
    expect(joinText({ de: 'Tür' }, 'fr')).toBe('Tür');
  });
});
