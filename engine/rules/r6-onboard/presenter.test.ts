import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/r6-ambassade.scenario.json';
import type { Place } from '../core/places';
import { inspectCell } from './inspect';
import { actionGroups } from '../core/view-model';
import { r6Presenter } from './presenter';
import { cellIndex, engine, placed, play, start, toAttackPhase, withHands } from './test-support/game';
import type { R6Action, R6State } from './types';

const label = (state: R6State, place: Place) => (place.kind === 'cell' ? state.fixed.labels[place.cell] : undefined);

function at(state: R6State, unit: string) {
  return r6Presenter.highlights(state, unit, 'en').map(({ place, ...highlight }) => ({ ...highlight, cell: label(state, place) }));
}

describe('R6 in the playtest view', () => {
  it('outlines what the selected agent reaches this turn with its cost, and the enemies in its line of fire (rulebook: Ash fires on Doc in line, not on Castle on the diagonal)', () => {
    const state = toAttackPhase(start(placed(sample, { ash: 'A1', doc: 'A3', castle: 'B9' })));
    const ash = at(state, 'ash');
    // Outside along column 1 one action a cell; through the window to A2, two actions.
    expect(ash.filter((highlight) => highlight.kind === 'reach')).toEqual([
      { cell: 'B1', kind: 'reach', label: '1' },
      { cell: 'A2', kind: 'reach', label: '2' },
      { cell: 'C1', kind: 'reach', label: '2' },
      { cell: 'B2', kind: 'reach', label: '3' },
      { cell: 'D1', kind: 'reach', label: '3' },
    ]);
    expect(ash.filter((highlight) => highlight.kind === 'target')).toEqual([{ cell: 'A3', kind: 'target', piece: 'doc' }]);
  });

  it('counts the actions left, as the inspect tool does, and shows nothing for an agent off the board', () => {
    let state = toAttackPhase(start(placed(sample, { ash: 'A1', doc: 'A3', castle: 'B9' })));
    state = play(state, { type: 'move', side: 'attackers', unit: 'ash', cell: state.fixed.labels.indexOf('B1') }).state;
    const reach = at(state, 'ash').filter((highlight) => highlight.kind === 'reach');
    const report = inspectCell(state, state.fixed.labels.indexOf('B1'), 'ash');
    expect(report.budget).toBe(2);
    expect(reach).toEqual(report.reachable.map(({ cell, cost }) => ({ cell, kind: 'reach', label: String(cost) })));
    const deploying = start(sample);
    expect(deploying.phase).toBe('deployment');
    expect(at(deploying, 'ash')).toEqual([]);
  });

  it('says whose hand each card is in when a side is shared by two players', () => {
    const doc = JSON.parse(JSON.stringify(placed(sample, { ash: 'A1', 'attacker-3': 'F1', doc: 'A3', castle: 'B9' }))) as { sides: { players?: number }[] };
    for (const side of doc.sides) side.players = 2;
    const state = toAttackPhase(start(doc));
    const hand = r6Presenter.hand(engine.view(state, 'attackers'), 'attackers', 'en') ?? [];
    expect(hand).toHaveLength(10);
    expect(new Set(hand.map((card) => card.owner))).toEqual(new Set(['Attackers (player 1)', 'Attackers (player 2)']));
    const single = toAttackPhase(start(placed(sample, { ash: 'A1', doc: 'A3' })));
    const singleHand = r6Presenter.hand(engine.view(single, 'attackers'), 'attackers', 'en') ?? [];
    expect(singleHand).toHaveLength(5);
    expect(singleHand.every((card) => card.owner === undefined)).toBe(true);
  });
});

describe('R6 pieces, markers, cards and actions in words', () => {
  it('names the three attacking agents apart, on the board and in the log', () => {
    const state = toAttackPhase(start(placed(sample, { ash: 'A1', 'attacker-2': 'F1', 'attacker-3': 'F2', doc: 'A3' })));
    const names = r6Presenter.pieces(state, 'en').map((piece) => piece.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((name) => name.startsWith('Attacking agent'))).toEqual(['Attacking agent 1', 'Attacking agent 2']);
    expect(r6Presenter.pieces(state, 'en').every((piece) => piece.short.length > 0 && piece.short.length <= 5)).toBe(true);
    expect(r6Presenter.describe(state, { key: 'r6-onboard.event.moved', params: { unit: 'attacker-3', from: 'F2', to: 'E2' } }, 'en')).toBe('Attacking agent 2 moves from F2 to E2.');
  });

  it('names the agents still to deploy by their names in the list of actions, never by their ids', () => {
    const state = start(sample);
    const side = engine.pendingSides(state)[0] as string;
    const groups = actionGroups(r6Presenter, state, engine.legalActions(state, side), r6Presenter.pieces(state, 'en'), 'en');
    const pieces = groups.filter((group) => group.piece !== null);
    expect(pieces.length).toBeGreaterThan(1);
    for (const group of pieces) expect(group.name).not.toBe(group.piece);
    expect(pieces.map((group) => group.name)).toContain('Attacking agent 1');
  });

  it('names a door by the cells it separates, never by its key', () => {
    const state = toAttackPhase(start(placed(sample, { ash: 'A1', doc: 'A3' })));
    const door = state.fixed.edges.find((edge) => edge.kind === 'door' && edge.cells.length === 2)!;
    const [a, b] = door.cells.map((cell) => state.fixed.labels[cell]);
    const open = r6Presenter.describeAction(state, { type: 'open', side: 'attackers', unit: 'ash', edge: door.key }, 'en');
    expect(open).toBe(`Ash: open the door between ${a} and ${b}`);
    expect(r6Presenter.describeAction(state, { type: 'open', side: 'attackers', unit: 'ash', edge: door.key }, 'fr')).toBe(`Ash\u00a0: ouvrir la porte entre ${a} et ${b}`);
    expect(open).not.toContain(door.key);
  });

  it('says what each card in hand does and how long it lasts, in words', () => {
    const state = toAttackPhase(start(placed(sample, { ash: 'A1', doc: 'A3' })));
    const hand = r6Presenter.hand(engine.view(state, 'attackers'), 'attackers', 'en') ?? [];
    expect(hand.length).toBe(5);
    for (const card of hand) {
      // Contre only counters: its values never count in a combat, so the hand does not give them.
      if (card.id === 'counter') expect(card.effect).not.toMatch(/In a combat/);
      else expect(card.effect).toMatch(/In a combat: attack \d+, defence \d+\.$/);
      expect(card.effect).not.toMatch(/\d\/\d/);
    }
    expect(hand.some((card) => card.id === 'counter')).toBe(true);
    const smoke = r6Presenter.hand({ ...state, game: { ...state.game, hands: { ...state.game.hands, attackers: ['smoke-grenade'] } } }, 'attackers', 'fr')?.[0];
    expect(smoke).toMatchObject({ name: 'Grenade fumigène', duration: 'Dure 2 tours.' });
    expect(smoke?.effect).toMatch(/^Lancée sur une case jusqu’à 1 case\u00a0: la fumée remplit sa zone/);
  });

  it('marks flashed and disoriented agents, and shows smoke and the traps a side knows of', () => {
    let state = toAttackPhase(start(placed(sample, { ash: 'A1', doc: 'A3' })));
    const doc = state.fixed.units.findIndex((unit) => unit.id === 'doc');
    const units = state.game.units.map((unit, index) => (index === doc ? { ...unit, flashedUntil: state.turn, disorientedUntil: state.turn + 1 } : unit));
    const trapCell = state.fixed.labels.indexOf('C5');
    state = { ...state, game: { ...state.game, units, traps: [{ cell: trapCell, card: 'trap', revealed: false, sprung: false }], smoke: state.game.smoke.map((_, zone) => (zone === state.fixed.zoneOf[0] ? 2 : 0)) } };
    expect(r6Presenter.pieces(state, 'en').find((piece) => piece.id === 'doc')?.marks.map((mark) => mark.id)).toEqual(['flashed', 'disoriented']);
    const defenders = r6Presenter.markers(engine.view(state, 'defenders'), 'en');
    expect(defenders.filter((marker) => marker.style === 'trap').map((marker) => marker.text)).toEqual(['Trap on C5, face down.']);
    expect(r6Presenter.markers(engine.view(state, 'attackers'), 'en').some((marker) => marker.style === 'trap')).toBe(false);
    expect(defenders.filter((marker) => marker.style === 'smoke').length).toBeGreaterThan(0);
  });

  it('marks an agent left with one health point as hit (rulebook: «\u00a0On tourne alors son pion d’un quart de tour\u00a0»)', () => {
    let state = toAttackPhase(start(placed(sample, { ash: 'A1', doc: 'A3' })));
    const doc = state.fixed.units.findIndex((unit) => unit.id === 'doc');
    const marks = () => r6Presenter.pieces(state, 'en').find((piece) => piece.id === 'doc')?.marks.map((mark) => mark.id);
    expect(marks()).toEqual([]);
    state = { ...state, game: { ...state.game, units: state.game.units.map((unit, index) => (index === doc ? { ...unit, hp: 1 } : unit)) } };
    expect(marks()).toEqual(['hit']);
  });

  it('shows the turn limit and each side’s cards and draw pile', () => {
    const state = toAttackPhase(start(placed(sample, { ash: 'A1', doc: 'A3' })));
    expect(r6Presenter.turnLimit(state)).toBe(10);
    const tracks = r6Presenter.tracks(state, 'attackers', 'en');
    expect(tracks.find((track) => track.id === 'hand-attackers')).toMatchObject({ name: 'Cards in hand', value: 5, max: 5 });
    expect(tracks.some((track) => track.id === 'pile-defenders')).toBe(true);
  });

  it('says what each choice of combat cards counts for, as the combat totals it (attack, defence, or the attack of a counter), then what a double card makes of it', () => {
    let state = toAttackPhase(start(placed(sample, { ash: 'A1', doc: 'A3', castle: 'B9' })));
    state = withHands(state, { attackers: ['cover-fire', 'smoke-grenade', 'double-attack'], defenders: ['counter', 'smoke-grenade'] });
    state = play(state, { type: 'attack', side: 'attackers', unit: 'ash', target: 'doc' }).state;
    const words = (action: R6Action, language: 'en' | 'fr' = 'en') => r6Presenter.describeAction(engine.view(state, action.side), action, language);
    const attackers = { type: 'commit', side: 'attackers', cards: ['cover-fire', 'smoke-grenade'], counter: null } as const;
    expect(words(attackers)).toBe('Lay face down: Cover fire + Smoke grenade (attack 5; defence 5 if countered)');
    expect(words(attackers, 'fr')).toBe('Poser face cachée\u00a0: Tir de couverture + Grenade fumigène (attaque 5\u00a0; défense 5 si l’adversaire contre)');
    expect(words({ type: 'commit', side: 'defenders', cards: ['smoke-grenade'], counter: null })).toBe('Lay face down: Smoke grenade (defence 3)');
    expect(words({ type: 'commit', side: 'defenders', cards: ['smoke-grenade'], counter: 'counter' }, 'fr')).toBe('Poser face cachée\u00a0: Grenade fumigène, et contrer avec Contre (attaque 2)');
    // Every button of the choice says its total, and no two read alike.
    for (const side of ['attackers', 'defenders']) {
      const legal = engine.legalActions(state, side);
      const buttons = actionGroups(r6Presenter, engine.view(state, side), legal, r6Presenter.pieces(state, 'fr'), 'fr').flatMap((group) => group.actions);
      expect(buttons).toHaveLength(legal.length);
      for (const button of buttons) expect(button.text).toMatch(/\((attaque|défense) \d+/);
    }
    state = play(state, attackers).state;
    state = play(state, { type: 'commit', side: 'defenders', cards: ['smoke-grenade'], counter: null }).state;
    expect(engine.legalActions(state, 'attackers').map((action) => words(action))).toEqual(['Play no extra card (attack 5 against defence 3)', 'Reveal Double attack: attack 10 instead of 5']);
    expect(words({ type: 'boost', side: 'attackers', card: 'double-attack' }, 'fr')).toBe('Révéler Double attaque\u00a0: attaque 10 au lieu de 5');
  });

  it('shows a sprung trap face up to both sides, and a trap still face down to the defenders only', () => {
    let state = toAttackPhase(start(placed(sample, { ash: 'D2', doc: 'D5', castle: 'B9' })));
    state = withHands(play(state, { type: 'endPhase', side: 'attackers' }).state, { defenders: ['trap', 'trap'] });
    state = play(state, { type: 'card', side: 'defenders', unit: 'doc', card: 'trap', cell: cellIndex(state, 'D4') }).state;
    state = play(state, { type: 'card', side: 'defenders', unit: 'doc', card: 'trap', cell: cellIndex(state, 'D6') }).state;
    state = play(state, { type: 'endPhase', side: 'defenders' }).state;
    state = play(state, { type: 'move', side: 'attackers', unit: 'ash', cell: cellIndex(state, 'D3') }).state;
    state = play(state, { type: 'move', side: 'attackers', unit: 'ash', cell: cellIndex(state, 'D4') }).state;
    const traps = (side: string, language: 'en' | 'fr' = 'en') => r6Presenter.markers(engine.view(state, side), language).filter((marker) => marker.style === 'trap').map((marker) => marker.text);
    expect(traps('attackers')).toEqual(['Trap on D4, sprung (face up).']);
    expect(traps('attackers', 'fr')).toEqual(['Piège en D4, déclenché (face visible).']);
    expect(traps('defenders')).toEqual(['Trap on D4, sprung (face up).', 'Trap on D6, face down.']);
  });

  it("finds where a trap sprang for the balance report's heat map: the cell of the trap an attacker walked into, and nothing when a trap is laid or a phase ends", () => {
    let state = toAttackPhase(start(placed(sample, { ash: 'D2', doc: 'D5', castle: 'B9' })));
    state = withHands(play(state, { type: 'endPhase', side: 'attackers' }).state, { defenders: ['trap'] });
    const lay = { type: 'card', side: 'defenders', unit: 'doc', card: 'trap', cell: cellIndex(state, 'D4') } as const;
    const laid = play(state, lay).state;
    expect(r6Presenter.sprungTraps?.(state, lay, laid)).toEqual([]);
    state = play(play(laid, { type: 'endPhase', side: 'defenders' }).state, { type: 'move', side: 'attackers', unit: 'ash', cell: cellIndex(laid, 'D3') }).state;
    const walk = { type: 'move', side: 'attackers', unit: 'ash', cell: cellIndex(state, 'D4') } as const;
    const sprung = play(state, walk).state;
    expect(r6Presenter.sprungTraps?.(state, walk, sprung).map((place) => label(state, place))).toEqual(['D4']);
    expect(r6Presenter.sprungTraps?.(sprung, { type: 'endPhase', side: 'attackers' }, play(sprung, { type: 'endPhase', side: 'attackers' }).state)).toEqual([]);
  });
});
