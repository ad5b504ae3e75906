/**
 * The Rebellion's view model: stacks by system with their counts, leaders on and off the map,
 * loyalty and subjugation markers, the base only for who may see it, hands in words with the other
 * side's hidden, tracks, actions in words and what they point at on the area map.
 */
import { describe, expect, it } from 'vitest';
import galaxy from '../../../scenarios/rebellion-galaxy.scenario.json';
import { areaPlace } from '../core/places';
import { rebellion } from './index';
import { cardEffect, rebellionPresenter as presenter } from './presenter';
import { engine, ids, loadInput, play, toCommand } from './test-support/game';
import type { RebAction } from './types';

const input = loadInput(galaxy);
const start = () => engine.setup(input, 1);

describe('the Rebellion presenter', () => {
  it('shows each stack of units as one counter with its count, at its system, named apart', () => {
    const pieces = presenter.pieces(engine.view(start(), 'empire'), 'en');
    const tie = pieces.find((piece) => piece.id === 'tie-fighter@coruscant');
    expect(tie).toMatchObject({ side: 'empire', name: 'TIE fighter × 4 · Coruscant', short: 'TF×4', count: 4, place: areaPlace('coruscant') });
    expect(presenter.pieces(engine.view(start(), 'empire'), 'fr').find((piece) => piece.id === 'at-at@coruscant')?.name).toBe('TB-TT × 1 · Coruscant');
    expect(new Set(pieces.map((piece) => piece.name)).size).toBe(pieces.length);
  });

  it('tells a leader’s skills and tactics by name, which its counter’s bare numbers do not (Vader and Tagge both read « 1 2 »)', () => {
    const pieces = presenter.pieces(engine.view(start(), 'empire'), 'en');
    const marks = (name: string) => pieces.find((piece) => piece.name.startsWith(name))?.marks.filter((mark) => mark.id === 'skills' || mark.id === 'tactics').map((mark) => mark.text);
    expect(marks('Darth Vader')).toEqual(['Skills: 1 intel + 2 special operations', 'Tactics: space 1, ground 2']);
    expect(marks('General Tagge')?.[0]).toBe('Skills: 1 special operations + 2 logistics');
    const vador = presenter.pieces(engine.view(start(), 'empire'), 'fr').find((piece) => piece.name.startsWith('Dark Vador'));
    expect(vador?.marks.find((mark) => mark.id === 'tactics')?.text).toBe('Tactique\u00a0: spatiale 1, terrestre 2');
  });

  it('R14: says how far time is from reputation, which the Rebellion wins by meeting, rather than a reputation « 14 / 14 »', () => {
    const tracks = presenter.tracks(engine.view(start(), 'rebellion'), 'rebellion', 'en');
    const track = (id: string) => tracks.find((candidate) => candidate.id === id);
    expect(track('reputation')).toMatchObject({ value: 14 });
    expect(track('reputation')?.max).toBeUndefined();
    expect(track('meet')).toMatchObject({ name: 'Rebel victory when time reaches reputation', value: `${14 - Number(track('time')?.value)} spaces to go` });
    expect(presenter.tracks(engine.view(start(), 'empire'), 'empire', 'fr').find((candidate) => candidate.id === 'meet')?.value).toMatch(/^encore \d+ cases$/);
  });

  it('R14: the game’s length is the same wherever it is told: the playtest’s last round, the editor’s and the printed sheet’s limit', () => {
    const state = start();
    expect(rebellion.play?.turnLimit(input.scenario, input.ruleset)).toBe(presenter.turnLimit(state));
    // Time 1 and reputation 14 meet by round 13, before the 16-round cap.
    expect(presenter.turnLimit(state)).toBe(Math.min(16, state.fixed.constants.startReputation - state.fixed.constants.startTime));
  });

  it('keeps the base hidden from the Empire: its units are off the map, no base marker; the Rebellion sees them at Yavin', () => {
    const state = start();
    const empire = engine.view(state, 'empire');
    const troopers = presenter.pieces(empire, 'en').find((piece) => piece.id === 'rebel-trooper@@base');
    expect(troopers?.place).toEqual(areaPlace('@base'));
    expect(presenter.markers(empire, 'en').some((marker) => marker.style === 'rebel-base')).toBe(false);
    const rebel = engine.view(state, 'rebellion');
    expect(presenter.pieces(rebel, 'en').find((piece) => piece.id === 'rebel-trooper@@base')).toMatchObject({ place: areaPlace('yavin'), name: 'Rebel trooper × 6 · the rebel base' });
    expect(presenter.markers(rebel, 'en').find((marker) => marker.style === 'rebel-base')?.place).toEqual(areaPlace('yavin'));
    expect(presenter.tracks(empire, 'empire', 'en').find((track) => track.id === 'base')?.value).toBe('hidden, 14 units inside');
  });

  it('marks loyalty in its side’s colour, subjugation and the systems ruled out for the base', () => {
    const markers = presenter.markers(engine.view(start(), 'empire'), 'en');
    expect(markers.find((marker) => marker.id === 'loyalty@coruscant')).toMatchObject({ style: 'loyalty', side: 'empire', text: 'Loyal to Galactic Empire' });
    expect(markers.find((marker) => marker.id === 'loyalty@alderaan')).toMatchObject({ style: 'loyalty', side: 'rebellion' });
    expect(markers.find((marker) => marker.id === 'subjugation@mygeeto')?.text).toBe('Subjugated by the Empire');
    expect(markers.find((marker) => marker.id === 'excluded@coruscant')?.text).toBe('The base is not here');
  });

  it('words the hand, and hides the other side’s cards and face-down missions', () => {
    const state = start();
    const at = ids(state);
    const card = state.game.missions[1].find((c) => state.fixed.cards[c]?.id === 'diplomatic-mission') as number;
    const assigned = toCommand(play(state, { type: 'assign', side: 'rebellion', card, leaders: [at.leader('leia')] }).state);
    const own = presenter.hand(engine.view(assigned, 'rebellion'), 'rebellion', 'en') ?? [];
    expect(own.find((view) => view.id === 'assigned-0')).toMatchObject({ name: 'Diplomatic mission', duration: 'Face down, with Leia Organa' });
    expect(own.find((view) => view.name === 'Rapid mobilization')?.effect).toBe(
      'Establish a new base: the base moves just before the refresh phase; its units stay in the old system. Needs 1 logistics; resolve (cannot be opposed), back to hand after use ↻.',
    );
    const french = presenter.hand(engine.view(assigned, 'rebellion'), 'rebellion', 'fr') ?? [];
    expect(french.find((view) => view.name === 'Mobilisation rapide')?.effect).toContain('Demande logistique 1\u00a0;');
    const seen = presenter.hand(engine.view(assigned, 'empire'), 'rebellion', 'en') ?? [];
    expect(seen.length).toBeGreaterThan(5);
    expect(seen.every((view) => view.name === 'a hidden card' && view.effect === '')).toBe(true);
  });

  it('names the leader a card pictures or brings, in each language, also where no leader of that profile plays', () => {
    const generic = JSON.parse(JSON.stringify(galaxy)) as { sides: { units: { profile: string }[] }[] };
    const empire = generic.sides[0]!;
    empire.units = [...empire.units.filter((unit) => !['palpatine', 'vader', 'tarkin', 'tagge'].includes(unit.profile)), { id: 'imperial-leaders', profile: 'imperial-leader', count: 4, reserve: true } as { profile: string }];
    for (const document of [galaxy, generic]) {
      const state = engine.setup(loadInput(document), 1);
      const decree = state.fixed.cards.findIndex((card) => card.id === 'imperial-decree');
      expect(cardEffect(state.fixed, decree, 'en')).toContain('+2 with Emperor Palpatine');
      expect(cardEffect(state.fixed, decree, 'fr')).toContain('+2 avec Empereur Palpatine');
      const recruit = state.fixed.cards.findIndex((card) => card.id === 'recruit-luke');
      expect(presenter.describeAction(state, { type: 'recruit', side: 'rebellion', card: recruit }, 'en')).toBe('Keep Luke joins the rebellion and recruit Luke Skywalker');
    }
    expect(engine.setup(loadInput(generic), 1).fixed.leaders.some((leader) => leader.profile === 'palpatine')).toBe(false);
  });

  it('says every action in words and points it at its place: a leader activating, units brought in', () => {
    let state = play(toCommand(start()), { type: 'pass', side: 'rebellion' }).state;
    const at = ids(state);
    const activate: RebAction = { type: 'activate', side: 'empire', leader: at.leader('vader'), system: at.system('mandalore') };
    expect(presenter.describeAction(state, activate, 'en')).toBe('Activate Mandalore with Darth Vader');
    expect(presenter.describeAction(state, activate, 'fr')).toBe('Activer Mandalore avec Dark Vador');
    expect(presenter.target(state, activate)).toEqual({ piece: 'leader:vader', place: areaPlace('mandalore') });
    state = play(state, activate).state;
    const move: RebAction = { type: 'move', side: 'empire', from: at.system('kuat'), profile: at.profile('star-destroyer'), count: 1 };
    expect(presenter.describeAction(state, move, 'en')).toBe('Bring 1 × Star Destroyer from Kuat');
    expect(presenter.target(state, move)).toEqual({ piece: 'star-destroyer@kuat', place: areaPlace('mandalore') });
    expect(presenter.phaseName(state, 'en')).toBe('Command phase · moving units into the activated system');
    expect(presenter.turnLimit(state)).toBe(13);
    // In an activation a stack reaches the activated system alone, and only from next to it.
    expect(presenter.highlights(state, 'star-destroyer@kuat', 'en').map((highlight) => highlight.place)).toEqual([areaPlace('mandalore')]);
    const far = presenter.pieces(state, 'en').find((piece) => piece.side === 'empire' && piece.kind !== undefined && piece.place.kind === 'area' && !state.fixed.systems[at.system('mandalore')]?.neighbours.includes(at.system(piece.place.area)) && piece.place.area !== 'mandalore');
    expect(far).toBeDefined();
    expect(presenter.highlights(state, far!.id, 'en')).toEqual([]);
  });

  it('outlines, outside an activation, the systems next to a stack, which an activation may call it to', () => {
    const state = play(toCommand(start()), { type: 'pass', side: 'rebellion' }).state;
    const at = ids(state);
    const next = state.fixed.systems[at.system('kuat')]!.neighbours.map((system) => areaPlace(state.fixed.systems[system]!.id));
    expect(next.length).toBeGreaterThan(1);
    expect(presenter.highlights(state, 'star-destroyer@kuat', 'en').map((highlight) => highlight.place)).toEqual(next);
  });
});
