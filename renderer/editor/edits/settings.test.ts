import { describe, expect, it } from 'vitest';
import r6Json from '../../../scenarios/r6-ambassade.scenario.json';
import rivetJson from '../../../scenarios/rivet-wars-m01.scenario.json';
import siegeJson from '../../../scenarios/siege-castle.scenario.json';
import rebellionJson from '../../../scenarios/rebellion-standard.scenario.json';
import {
  addSide,
  addVictoryCondition,
  moveVictoryCondition,
  removeSide,
  removeVictoryCondition,
  setFirstSide,
  setMeta,
  setSideColour,
  setSideName,
  setSideResource,
  setTitle,
  setDescription,
  setTurnLimit,
  setStartTrack,
  updateVictoryCondition,
} from './index';
import { descriptionIn } from '../../../engine/scenario/localized';
import { loaded, refusal, roundTrip } from './test-support';

const r6 = loaded(r6Json);
const siege = loaded(siegeJson);
const rivet = loaded(rivetJson);

describe('sides', () => {
  it('renames and recolours a side, sharing the board', () => {
    const renamed = roundTrip(r6, setSideName(r6, { id: 'attackers', name: { fr: 'Assaillants', en: 'Assailants' } }));
    expect(renamed.sides[0]?.name).toEqual({ fr: 'Assaillants', en: 'Assailants' });
    expect(renamed.board).toBe(r6.board);
    expect(renamed.sides[1]).toBe(r6.sides[1]);
    const recoloured = roundTrip(renamed, setSideColour(renamed, { id: 'attackers', colour: '#112233' }));
    expect(recoloured.sides[0]?.colour).toBe('#112233');
  });

  it('refuses an empty name or a colour that is not #rrggbb, with a message key', () => {
    expect(refusal(setSideColour(r6, { id: 'attackers', colour: 'orange' }))).toEqual({ key: 'edit.colour.invalid', params: { colour: 'orange' } });
    expect(setSideName(r6, { id: 'attackers', name: '' }).ok).toBe(false);
    expect(refusal(setSideName(r6, { id: 'nobody', name: 'X' })).key).toBe('edit.side.unknown');
  });

  it('sets and clears starting resources of a side', () => {
    const set = roundTrip(rivet, setSideResource(rivet, { id: 'allies', resource: 'rivets', start: 6 }));
    expect(set.sides[0]?.resources?.rivets).toEqual({ perTurn: 0, start: 6 });
    const cleared = roundTrip(set, setSideResource(set, { id: 'allies', resource: 'rivets', start: null, perTurn: null }));
    expect(cleared.sides[0]?.resources).toEqual({ 'deployment-points': { perTurn: 4 } });
    expect(refusal(setSideResource(rivet, { id: 'allies', resource: 'gold', start: 1 })).key).toBe('edit.resource.unknown');
    expect(setSideResource(rivet, { id: 'allies', resource: 'rivets', start: -1 }).ok).toBe(false);
  });

  it('adds a side with an id made of its name, and removes a side nothing refers to', () => {
    const result = addSide(rivet, { name: 'Neutral powers', colour: '#445566' });
    // Rivet Wars wants a deployment zone per side: the new side's is the designer's next step.
    const added = roundTrip(rivet, result, ['problem.side.noDeploymentZone']);
    expect(result.ok && result.created).toBe('neutral-powers');
    expect(added.sides.at(-1)).toEqual({ id: 'neutral-powers', name: 'Neutral powers', colour: '#445566' });
    const again = addSide(added, { name: 'Neutral powers', colour: '#445567' });
    expect(again.ok && again.created).toBe('neutral-powers-2');
    const removed = roundTrip(added, removeSide(added, { id: 'neutral-powers' }));
    expect(removed.sides).toEqual(rivet.sides);
    // The Blight's territory zone names its side: the side cannot go first.
    expect(refusal(removeSide(rivet, { id: 'blight' }))).toEqual({ key: 'edit.side.inUse', params: { id: 'blight', by: 'blight-territory' } });
    expect(refusal(removeSide({ ...rivet, sides: rivet.sides.slice(0, 1) }, { id: 'allies' })).key).toBe('edit.side.last');
  });
});

describe('scenario settings', () => {
  it('edits the metadata, removing optional fields set to null', () => {
    const after = roundTrip(r6, setMeta(r6, { title: 'Ambassade, nuit', author: null, durationMinutes: 30 }));
    expect(after.meta.title).toBe('Ambassade, nuit');
    expect(after.meta.author).toBeUndefined();
    expect(after.meta.durationMinutes).toBe(30);
    expect(after.board).toBe(r6.board);
    expect(refusal(setMeta(r6, { title: '  ' })).key).toBe('edit.meta.titleEmpty');
    const bad = refusal(setMeta(r6, { durationMinutes: 0 }));
    expect(bad.key).toMatch(/^problem\.schema\./);
    expect(setMeta(r6, { title: r6.meta.title })).toEqual({ ok: true, scenario: r6 });
  });

  it('edits the title a designer sees: the translation into the interface language when there is one, else the own title', () => {
    const english = roundTrip(r6, setTitle(r6, { language: 'en', title: 'Night at the embassy' }));
    expect(english.meta.title).toBe(r6.meta.title);
    expect(english.meta.translations?.en).toEqual({ title: 'Night at the embassy', description: r6.meta.translations?.en?.description });
    const french = roundTrip(r6, setTitle(r6, { language: 'fr', title: 'Ambassade, nuit' }));
    expect(french.meta.title).toBe('Ambassade, nuit');
    expect(french.meta.translations).toEqual(r6.meta.translations);
    // No translation into that language: the own title, rather than a translation nobody asked for.
    const untranslated = { ...r6, meta: { title: r6.meta.title, language: 'fr' } };
    expect(roundTrip(untranslated, setTitle(untranslated, { language: 'en', title: 'Ambassade, nuit' })).meta).toEqual({ title: 'Ambassade, nuit', language: 'fr' });
    expect(refusal(setTitle(r6, { language: 'en', title: ' ' })).key).toBe('edit.meta.titleEmpty');
  });

  it('edits the description a designer sees, in the interface language as the title, and removes it when emptied', () => {
    const english = roundTrip(r6, setDescription(r6, { language: 'en', description: 'Night falls on the embassy.' }));
    expect(english.meta.description).toBe(r6.meta.description);
    expect(english.meta.translations?.en).toEqual({ title: r6.meta.translations?.en?.title, description: 'Night falls on the embassy.' });
    expect(descriptionIn(english.meta, 'en')).toBe('Night falls on the embassy.');
    expect(descriptionIn(english.meta, 'fr')).toBe(r6.meta.description);
    const french = roundTrip(r6, setDescription(r6, { language: 'fr', description: 'La nuit tombe.' }));
    expect(french.meta.description).toBe('La nuit tombe.');
    expect(french.meta.translations).toEqual(r6.meta.translations);
    const emptied = roundTrip(r6, setDescription(r6, { language: 'en', description: '  ' }));
    expect(emptied.meta.translations?.en).toEqual({ title: r6.meta.translations?.en?.title });
    // Without an English description, an English reader sees the own one.
    expect(descriptionIn(emptied.meta, 'en')).toBe(r6.meta.description);
    const untranslated = { ...r6, meta: { title: r6.meta.title, language: 'fr', description: 'x' } };
    expect(roundTrip(untranslated, setDescription(untranslated, { language: 'en', description: '' })).meta).toEqual({ title: r6.meta.title, language: 'fr' });
  });

  it('sets the turn limit and who starts', () => {
    const limited = roundTrip(r6, setTurnLimit(r6, { limit: 12 }));
    expect(limited.turns?.limit).toBe(12);
    const rolled = roundTrip(limited, setFirstSide(limited, { side: 'roll' }));
    expect(rolled.turns?.first).toBe('roll');
    const defenders = roundTrip(rolled, setFirstSide(rolled, { side: 'defenders' }));
    expect(defenders.turns?.first).toBe('defenders');
    expect(refusal(setTurnLimit(r6, { limit: 0 }))).toEqual({ key: 'edit.turns.badLimit', params: { min: 1, max: 10000 } });
    expect(refusal(setFirstSide(r6, { side: 'umpire' })).key).toBe('edit.side.unknown');
  });

  it('adds, edits, reorders and removes victory condition rows', () => {
    const result = addVictoryCondition(siege, { condition: { side: 'besiegers', type: 'eliminate', targets: ['defenders'] } });
    const added = roundTrip(siege, result);
    expect(added.victory?.at(-1)).toEqual({ id: 'eliminate-1', side: 'besiegers', type: 'eliminate', targets: ['defenders'] });
    const edited = roundTrip(added, updateVictoryCondition(added, { id: 'eliminate-1', condition: { side: 'besiegers', type: 'survive', turns: 15 } }));
    expect(edited.victory?.at(-1)).toEqual({ id: 'eliminate-1', side: 'besiegers', type: 'survive', turns: 15 });
    const first = roundTrip(edited, moveVictoryCondition(edited, { id: 'eliminate-1', to: 0 }));
    expect(first.victory?.map((row) => row.id)).toEqual(['eliminate-1', 'take-the-keep', 'hold-out']);
    const removed = roundTrip(first, removeVictoryCondition(first, { id: 'eliminate-1' }));
    expect(removed.victory).toEqual(siege.victory);
  });

  it('refuses rows naming unknown sides, zones or tokens, and values the schema rejects', () => {
    expect(refusal(addVictoryCondition(siege, { condition: { side: 'besiegers', type: 'hold-zones', zones: ['chapel'], alone: true, turns: 1, check: 'end-of-game' } })).key).toBe('edit.zone.unknown');
    expect(refusal(addVictoryCondition(siege, { condition: { side: 'vikings', type: 'survive', turns: 3 } })).key).toBe('edit.side.unknown');
    expect(refusal(addVictoryCondition(siege, { condition: { side: 'besiegers', type: 'occupy-token', token: 'grail', alone: false } })).key).toBe('edit.token.unknown');
    expect(addVictoryCondition(siege, { condition: { side: 'besiegers', type: 'survive', turns: 0 } }).ok).toBe(false);
    expect(refusal(removeVictoryCondition(siege, { id: 'nope' })).key).toBe('edit.victory.unknown');
  });
});

describe('starting tracks', () => {
  it('sets the space a track starts on within the track, and empties it back to the rules', () => {
    const rebellion = loaded(rebellionJson);
    const later = roundTrip(rebellion, setStartTrack(rebellion, { track: 'time', value: 3 }));
    expect(later.setup?.tracks).toEqual({ time: 3, reputation: 14 });
    const ruled = roundTrip(later, setStartTrack(later, { track: 'time', value: null }));
    expect(ruled.setup?.tracks).toEqual({ reputation: 14 });
    expect(refusal(setStartTrack(rebellion, { track: 'time', value: 40 }))).toEqual({ key: 'edit.track.range', params: { min: 1, max: 16 } });
    expect(refusal(setStartTrack(rebellion, { track: 'morale', value: 2 })).key).toBe('edit.track.unknown');
  });
});

