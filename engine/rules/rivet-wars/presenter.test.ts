/**
 * Rivet Wars as the playtest shows it: units in their cells of each grid, the hand in words, the
 * tracks of each side, the five phases by name, the deviation arrow, and the Tank Shock's survivors
 * placed by the defender by a click on a grid.
 */
import { describe, expect, it } from 'vitest';
import m01 from '../../../scenarios/rivet-wars-m01.scenario.json';
import m03 from '../../../scenarios/rivet-wars-m03.scenario.json';
import m09 from '../../../scenarios/rivet-wars-m09.scenario.json';
import { loadScenario } from '../../scenario/load';
import { partOfCells, rivetWarsPresenter as presenter, setupParts } from './presenter';
import { withDice } from './test-support/dice';
import { copyOf, engine, gridOf, loadInput, play, playUntil, scene, stackDeviations, start } from './test-support/game';
import type { RwAction, RwState } from './types';

describe('the Rivet Wars presenter', () => {
  it('draws each unit in its cells of its grid: a quarter, a row of two', () => {
    expect(partOfCells(1)).toEqual({ col: 0, row: 0, width: 1, height: 1, of: 2 });
    expect(partOfCells(8)).toEqual({ col: 1, row: 1, width: 1, height: 1, of: 2 });
    expect(partOfCells(12)).toEqual({ col: 0, row: 1, width: 2, height: 1, of: 2 });
    expect(partOfCells(15)).toEqual({ col: 0, row: 0, width: 2, height: 2, of: 2 });
    const state = start(
      scene(m01, [
        { side: 'allies', id: 'a', profile: 'rifleman', at: '5,1', slot: 3 },
        { side: 'allies', id: 'b', profile: 'rifleman', at: '5,1', slot: 2 },
        { side: 'allies', id: 'w', profile: 'm2-wolverine', at: '5,1', slot: 0 },
      ]),
    );
    const pieces = presenter.pieces(state, 'en');
    expect(pieces.map((piece) => [piece.name, piece.short, piece.place])).toEqual([
      ['Rifleman 1', 'Rif1', { kind: 'cell', cell: gridOf(state, '5,1'), part: { col: 1, row: 1, width: 1, height: 1, of: 2 } }],
      ['Rifleman 2', 'Rif2', { kind: 'cell', cell: gridOf(state, '5,1'), part: { col: 0, row: 1, width: 1, height: 1, of: 2 } }],
      ['M2 Wolverine', 'M2 W', { kind: 'cell', cell: gridOf(state, '5,1'), part: { col: 0, row: 0, width: 2, height: 1, of: 2 } }],
    ]);
    expect(pieces[2]).toMatchObject({ health: 3, maxHealth: 3 });
  });

  it('gives the editor each placed unit\'s cells as setup takes them: its slot, else the first free cells in its side\'s priority', () => {
    const doc = scene(m01, [
      { side: 'allies', id: 'w', profile: 'm2-wolverine', at: '5,1', slot: 2 },
      { side: 'allies', id: 'b', profile: 'rifleman', at: '5,1', slot: 0 },
      { side: 'allies', id: 'a', profile: 'rifleman', at: '5,1' },
    ]);
    const parts = setupParts(loadInput(doc));
    const state = start(doc);
    // The same cells as the game's own figures on that grid.
    const inGame = presenter.pieces(state, 'en').map((piece) => (piece.place.kind === 'cell' ? piece.place.part : undefined));
    const sorted = (list: readonly unknown[]) => list.map((part) => JSON.stringify(part)).sort();
    expect(sorted([...parts.values()])).toEqual(sorted(inGame));
    // The tank asked for slot 2: the bottom row; b the top-left cell it asked for; a, with no slot, the one cell left.
    expect(parts.get('w')).toEqual({ col: 0, row: 1, width: 2, height: 1, of: 2 });
    expect(parts.get('b')).toEqual({ col: 0, row: 0, width: 1, height: 1, of: 2 });
    expect(parts.get('a')).toEqual({ col: 1, row: 0, width: 1, height: 1, of: 2 });
  });

  it('serves the units given a slot before those left to the first free cells, whatever their order in the file', () => {
    const doc = scene(m01, [
      { side: 'allies', id: 'free', profile: 'rifleman', at: '5,1' },
      { side: 'allies', id: 'asked', profile: 'rifleman', at: '5,1', slot: 3 },
    ]);
    // Validation agrees: no slot is taken twice.
    expect(loadScenario(JSON.stringify(doc)).problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    const parts = setupParts(loadInput(doc));
    expect(parts.get('asked')).toEqual({ col: 1, row: 1, width: 1, height: 1, of: 2 });
    expect(parts.get('free')).not.toEqual(parts.get('asked'));
  });

  it('marks a figure that took damage and lives on as damaged (its counter shows its damaged side)', () => {
    const state = start(scene(m01, [{ side: 'allies', id: 'w', profile: 'm2-wolverine', at: '5,1', slot: 0 }]));
    const piece = (of: RwState) => presenter.pieces(of, 'en').find((candidate) => candidate.name === 'M2 Wolverine');
    const wolverine = state.fixed.figures.findIndex((figure) => figure.id === piece(state)?.id);
    expect(piece(state)?.marks.map((mark) => mark.id)).not.toContain('damaged');
    const figures = state.game.figures.map((figure, index) => (index === wolverine ? { ...figure, damage: 1 } : figure));
    const damaged = piece({ ...state, game: { ...state.game, figures } });
    expect(damaged?.marks.find((mark) => mark.id === 'damaged')?.text).toBe('Damaged: 1 damage marker');
    expect(damaged).toMatchObject({ health: 2, maxHealth: 3 });
  });

  it('shows where a unit can go only in the phases where units move (combat and movement), not while deploying', () => {
    const doc = scene(m01, [{ side: 'allies', id: 'w', profile: 'm2-wolverine', at: '5,1', slot: 0 }]);
    const deploying = start(doc);
    expect(presenter.phaseName(deploying, 'en')).toBe('Deployment phase');
    const wolverine = presenter.pieces(deploying, 'en').find((piece) => piece.name === 'M2 Wolverine')?.id ?? '';
    expect(presenter.highlights(deploying, wolverine, 'en').filter((highlight) => highlight.kind === 'reach')).toEqual([]);
    const moving = playUntil(deploying, 'allies:movement');
    expect(presenter.highlights(moving, wolverine, 'en').filter((highlight) => highlight.kind === 'reach').length).toBeGreaterThan(0);
  });

  it('Mission 9, « au début du tour Allié »: the card phase says it waits on the paradrop being aimed', () => {
    let state = engine.setup(loadInput(m09), 3);
    state = play(state, engine.legalActions(state, 'allies')[0] as RwAction).state;
    expect(state.pending).toEqual([{ side: 'allies', kind: 'paradrop' }]);
    expect(presenter.phaseName(state, 'en')).toBe('Card phase · aim the paradrop: the grid the units jump at');
    expect(presenter.phaseName(state, 'fr')).toBe('Phase de cartes · viser le parachutage\u00a0: la case où sautent les unités');
  });

  it('names the phase by its step, and tells each side’s victory points, deployment points and rivets', () => {
    const doc = copyOf(m03);
    doc.turns = { first: 'allies' };
    const state = start(doc);
    expect(presenter.phaseName(state, 'en')).toBe('Deployment phase');
    expect(presenter.phaseName(state, 'fr')).toBe('Phase de déploiement');
    const tracks = presenter.tracks(state, 'allies', 'fr');
    expect(tracks.filter((track) => track.side === 'allies').map((track) => [track.name, track.value, track.max])).toEqual([
      ['Points de victoire', 0, 10],
      ['Points de déploiement', 4, undefined],
      ['Rivets', 1, undefined],
      ['Cartes Action!', 0, 3],
      ['Missions Secrètes', 2, 2],
    ]);
  });

  it('shows the hand in words: Action! cards with their effect and when they are played, Secret Missions with their objective', () => {
    const doc = copyOf(m03);
    doc.turns = { first: 'allies' };
    const state = playUntil(start(doc), 'blight:deployment');
    const hand = presenter.hand(state, 'blight', 'en') ?? [];
    expect(hand).toHaveLength(3);
    const action = hand.find((card) => card.deck === 'Action!');
    expect(action?.effect).toMatch(/phase: /);
    expect(action?.duration).toMatch(/^Played in the (Deployment|Combat|Movement) phase$/);
    const missions = hand.filter((card) => card.deck === 'Secret Mission');
    expect(missions).toHaveLength(2);
    for (const mission of missions) expect(mission.effect).toMatch(/\d VP\.$/);
    // The other side sees none of them.
    expect(presenter.hand(engine.view(state, 'allies'), 'blight', 'en')).toEqual([]);
  });

  it('draws the last deviation as an arrow from the grid aimed at, and where it landed', () => {
    const doc = scene(m01, [
      { side: 'allies', id: 'h', profile: 'hammer-65-pounder', at: '5,1' },
      { side: 'blight', id: 'p', profile: 'panzerfaust', at: '5,5' },
    ]);
    doc.board.tokens = [];
    let state: RwState = playUntil(start(doc), 'allies:combat');
    state = play(state, { type: 'activate', side: 'allies', grid: gridOf(state, '5,1') }).state;
    state = play(state, { type: 'attack', side: 'allies', unit: 'hammer-65-pounder-1', weapon: 0, grid: gridOf(state, '5,5') }).state;
    // The Allies face south: arrow 1 (forward-right) points south-west.
    state = withDice(stackDeviations(state, [1]), [1, 1, 1]);
    const rolled = play(state, { type: 'roll', side: 'allies' });
    expect(presenter.describe(rolled.state, rolled.events[0] as never, 'en')).toMatch(/^Deviation by the card turned up, “[^”]+”: the arrow points south-west, from 5,5 to 4,6\.$/);
    expect(presenter.describe(rolled.state, rolled.events[0] as never, 'fr')).toMatch(/^Déviation par la carte retournée, «\u00a0[^»]+\u00a0»\u00a0: la flèche pointe vers le sud-ouest, de 5,5 à 4,6\.$/);
    const markers = presenter.markers(rolled.state, 'en');
    expect(markers.find((marker) => marker.id === 'deviation')).toMatchObject({ place: { kind: 'cell', cell: gridOf(state, '5,5') }, style: 'arrow', label: '↙' });
    expect(markers.find((marker) => marker.id === 'deviation-landing')).toMatchObject({ place: { kind: 'cell', cell: gridOf(state, '4,6') }, style: 'landing' });
    expect(rolled.events.map((event) => event.key)).toContain('rivet-wars.event.emptyGrid');
  });

  it('asks the defender where each survivor of a Tank Shock goes, on the grids around it', () => {
    const doc = scene(
      m01,
      [
        { side: 'blight', id: 'baron', profile: 'baron-tankken', at: '5,5' },
        { side: 'allies', id: 'r', profile: 'rifleman', at: '5,4' },
      ],
      'blight',
    );
    doc.board.tokens = [];
    let state: RwState = playUntil(start(doc), 'blight:movement');
    state = play(state, { type: 'activate', side: 'blight', grid: gridOf(state, '5,5') }).state;
    state = play(withDice(state, [1, 2]), { type: 'move', side: 'blight', unit: 'baron-tankken-1', grid: gridOf(state, '5,4') }).state;
    expect(state.pending).toEqual([{ side: 'allies', kind: 'retreat' }]);
    const options = engine.legalActions(state, 'allies');
    const first = options[0] as Parameters<typeof presenter.target>[1];
    expect(presenter.target(state, first)).toEqual({ piece: 'rifleman-1', place: { kind: 'cell', cell: (first as { grid: number }).grid } });
    expect(presenter.describeAction(state, first, 'fr')).toMatch(/^Rifleman 1\u00a0: reculer en \d,\d$/);
    expect(presenter.markers(state, 'en').find((marker) => marker.id === 'shock')).toMatchObject({ style: 'alert' });
  });

  it("finds where a minefield went off for the balance report's heat map, even when it destroyed the vehicle, and not for infantry, which it spares", () => {
    const mined = (profile: string) => {
      const doc = scene(m01, [{ side: 'allies', id: 'u', profile, at: '5,3' }]);
      doc.board.tokens = [{ id: 'mines', kind: 'minefield', at: { col: 4, row: 3 } }];
      const state = playUntil(start(doc), 'allies:movement');
      return play(state, { type: 'activate', side: 'allies', grid: gridOf(state, '5,3') }).state;
    };
    const cycle = mined('rocket-cycle');
    const destroyed = { type: 'move', side: 'allies', unit: 'rocket-cycle-1', grid: gridOf(cycle, '5,4') } as const;
    const hit = withDice(cycle, [6, 2]);
    const after = play(hit, destroyed).state;
    expect(after.game.figures.every((figure) => figure.grid < 0)).toBe(true);
    expect(presenter.sprungTraps?.(hit, destroyed, after)).toEqual([{ kind: 'cell', cell: gridOf(cycle, '5,4') }]);
    const missed = withDice(cycle, [1, 2]);
    expect(presenter.sprungTraps?.(missed, destroyed, play(missed, destroyed).state)).toEqual([{ kind: 'cell', cell: gridOf(cycle, '5,4') }]);
    const aside = { type: 'move', side: 'allies', unit: 'rocket-cycle-1', grid: gridOf(cycle, '6,3') } as const;
    expect(presenter.sprungTraps?.(cycle, aside, play(cycle, aside).state)).toEqual([]);
    const rifleman = mined('rifleman');
    const walk = { type: 'move', side: 'allies', unit: 'rifleman-1', grid: gridOf(rifleman, '5,4') } as const;
    expect(presenter.sprungTraps?.(rifleman, walk, play(rifleman, walk).state)).toEqual([]);
  });
});
