import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/r6-ambassade.scenario.json';
import { eventsFor } from '../core/engine';
import { loadScenario } from '../../scenario/load';
import { renderProblem } from '../../scenario/problems';
import { lineOfFire } from './board';
import { effectOfCard } from './cards';
import { cellIndex, engine, keys, loadInput, placed, play, start, toAttackPhase, unitState, withHands } from './test-support/game';
import type { R6Action, R6State } from './types';

function endPhase(state: R6State, side: string): R6State {
  return play(state, { type: 'endPhase', side }).state;
}

/** Both sides pass until the next attack phase. */
function passTurn(state: R6State): R6State {
  let next = state;
  if (next.phase === 'attack') next = endPhase(next, 'attackers');
  if (next.phase === 'defense') next = endPhase(next, 'defenders');
  return next;
}

function edgeState(state: R6State, key: string): string | undefined {
  return state.game.edgeStates[state.fixed.edges.findIndex((edge) => edge.key === key)];
}

function targets(state: R6State, side: string, card: string, unit?: string): string[] {
  return engine
    .legalActions(state, side)
    .filter((action): action is Extract<R6Action, { type: 'card' }> => action.type === 'card' && action.card === card && (unit === undefined || action.unit === unit))
    .map((action) => ('cell' in action ? (state.fixed.labels[action.cell] as string) : action.edge))
    .sort();
}

describe('action cards', () => {
  it('names what each card does from its id', () => {
    expect(effectOfCard('smoke-grenade')).toBe('smoke');
    expect(effectOfCard('smoke-grenade.long')).toBe('smoke');
    expect(effectOfCard('trap-detection')).toBe('detection');
    expect(effectOfCard('field-ration')).toBeNull();
  });

  it('smokes the whole target zone for two turns, cutting the line of fire, then clears', () => {
    let state = withHands(toAttackPhase(start(placed(sample, { ash: 'D2', doc: 'D7', castle: 'B9' }))), { attackers: ['smoke-grenade'] });
    expect(targets(state, 'attackers', 'smoke-grenade')).toEqual(['D1', 'D3', 'E2']);
    const thrown = play(state, { type: 'card', side: 'attackers', unit: 'ash', card: 'smoke-grenade', cell: cellIndex(state, 'D3') });
    expect(keys(thrown.events)).toEqual(['r6-onboard.event.cardOnCell', 'r6-onboard.event.smoked']);
    state = thrown.state;
    const fire = (s: R6State): boolean => lineOfFire(s.fixed, s.game, cellIndex(s, 'D2'), cellIndex(s, 'D7'));
    expect(fire(state)).toBe(false);
    state = passTurn(state);
    expect(state.turn).toBe(2);
    expect(fire(state)).toBe(false);
    state = passTurn(state);
    expect(state.turn).toBe(3);
    expect(fire(state)).toBe(true);
  });

  it('flashes every agent of the target zone: a flashed defender does nothing in the defence phase, then recovers', () => {
    let state = withHands(toAttackPhase(start(placed(sample, { ash: 'D3', doc: 'C3', castle: 'B9' }))), { attackers: ['flash-grenade'] });
    const thrown = play(state, { type: 'card', side: 'attackers', unit: 'ash', card: 'flash-grenade', cell: cellIndex(state, 'C3') });
    expect(thrown.events.filter((event) => event.key === 'r6-onboard.event.flashed').map((event) => event.params.unit)).toEqual(['doc']);
    state = endPhase(thrown.state, 'attackers');
    expect(state.phase).toBe('defense');
    expect(unitState(state, 'doc').actions).toBe(0);
    expect(unitState(state, 'castle').actions).toBe(3);
    expect(engine.legalActions(state, 'defenders').some((action) => 'unit' in action && action.unit === 'doc')).toBe(false);
    const ended = play(state, { type: 'endPhase', side: 'defenders' });
    expect(keys(ended.events)).toContain('r6-onboard.event.flashEnded');
    expect(unitState(ended.state, 'doc').flashedUntil).toBe(0);
  });

  it('flashes the thrower too when it stands in the zone: it loses its remaining actions', () => {
    const state = withHands(toAttackPhase(start(placed(sample, { ash: 'C3', doc: 'C4', castle: 'B9' }))), { attackers: ['flash-grenade'] });
    const thrown = play(state, { type: 'card', side: 'attackers', unit: 'ash', card: 'flash-grenade', cell: cellIndex(state, 'C2') });
    expect(thrown.events.filter((event) => event.key === 'r6-onboard.event.flashed').map((event) => event.params.unit)).toEqual(['ash']);
    expect(thrown.state.phase).toBe('defense');
  });

  it('disorients with cover fire: no move in the next phase, firing still allowed', () => {
    let state = withHands(toAttackPhase(start(placed(sample, { ash: 'D3', doc: 'C3', castle: 'B9' }))), { attackers: ['cover-fire'] });
    state = play(state, { type: 'card', side: 'attackers', unit: 'ash', card: 'cover-fire', cell: cellIndex(state, 'C3') }).state;
    state = endPhase(state, 'attackers');
    const docActions = engine.legalActions(state, 'defenders').filter((action) => 'unit' in action && action.unit === 'doc');
    expect(docActions.some((action) => action.type === 'move')).toBe(false);
    expect(docActions).toContainEqual({ type: 'attack', side: 'defenders', unit: 'doc', target: 'ash' });
    expect(engine.apply(state, { type: 'move', side: 'defenders', unit: 'doc', cell: cellIndex(state, 'C2') }).refused?.key).toBe('r6-onboard.refused.disoriented');
  });

  it('lays a trap face down on a visible cell next to a defender; the attackers do not see it until it springs', () => {
    let state = toAttackPhase(start(placed(sample, { ash: 'D2', doc: 'D5', castle: 'B9' })));
    state = withHands(endPhase(state, 'attackers'), { defenders: ['trap'] });
    expect(targets(state, 'defenders', 'trap', 'doc')).toEqual(['D4', 'D6']);
    const laid = play(state, { type: 'card', side: 'defenders', unit: 'doc', card: 'trap', cell: cellIndex(state, 'D4') });
    expect(laid.events.map((event) => [event.key, event.to ?? 'all'])).toEqual([
      ['r6-onboard.event.trapLaid', 'all'],
      ['r6-onboard.event.trapLaidAt', ['defenders']],
    ]);
    expect(eventsFor(laid.events, 'attackers').map((event) => event.key)).toEqual(['r6-onboard.event.trapLaid']);
    expect(engine.view(laid.state, 'attackers').game.traps).toEqual([]);
    expect(engine.view(laid.state, 'defenders').game.traps).toEqual([{ cell: cellIndex(state, 'D4'), card: 'trap', revealed: false, sprung: false }]);
    state = endPhase(laid.state, 'defenders');
    expect(state.phase).toBe('attack');
    state = play(state, { type: 'move', side: 'attackers', unit: 'ash', cell: cellIndex(state, 'D3') }).state;
    const sprung = play(state, { type: 'move', side: 'attackers', unit: 'ash', cell: cellIndex(state, 'D4') });
    expect(keys(sprung.events)).toEqual(['r6-onboard.event.moved', 'r6-onboard.event.trapSprung', 'r6-onboard.event.wounded']);
    expect(unitState(sprung.state, 'ash')).toMatchObject({ hp: 1, actions: 1, cell: cellIndex(state, 'D4') });
  });

  it('lets a house-rule trap variant incapacitate instead of wounding', () => {
    const doc = placed(sample, { ash: 'D2', doc: 'D5', castle: 'B9' }) as unknown as { ruleset: { id: string; overrides?: unknown } };
    doc.ruleset.overrides = {
      decks: { defense: { cards: { 'stun-trap': { name: { fr: 'Piège incapacitant', en: 'Stun trap' }, count: 2, values: { attack: 1, defense: 1, distance: 1 } } } } },
    };
    let state = toAttackPhase(engine.setup(loadInput(doc), 1));
    state = withHands(endPhase(state, 'attackers'), { defenders: ['stun-trap'] });
    state = play(state, { type: 'card', side: 'defenders', unit: 'doc', card: 'stun-trap', cell: cellIndex(state, 'D4') }).state;
    state = endPhase(state, 'defenders');
    state = play(state, { type: 'move', side: 'attackers', unit: 'ash', cell: cellIndex(state, 'D3') }).state;
    const sprung = play(state, { type: 'move', side: 'attackers', unit: 'ash', cell: cellIndex(state, 'D4') });
    expect(keys(sprung.events)).toEqual(expect.arrayContaining(['r6-onboard.event.trapSprung', 'r6-onboard.event.incapacitated']));
    expect(keys(sprung.events)).not.toContain('r6-onboard.event.wounded');
    expect(unitState(sprung.state, 'ash').hp).toBe(2);
    // Its only agent caught, the attack phase is over.
    expect(sprung.state.phase).toBe('defense');
  });

  it('reveals with trap detection the traps the defenders laid in a zone next to the target zone', () => {
    let state = toAttackPhase(start(placed(sample, { ash: 'D2', doc: 'D5', castle: 'C9' })));
    state = withHands(endPhase(state, 'attackers'), { defenders: ['trap', 'trap'] });
    state = play(state, { type: 'card', side: 'defenders', unit: 'doc', card: 'trap', cell: cellIndex(state, 'D4') }).state;
    state = play(state, { type: 'card', side: 'defenders', unit: 'castle', card: 'trap', cell: cellIndex(state, 'B9') }).state;
    state = withHands(endPhase(state, 'defenders'), { attackers: ['trap-detection'] });
    const detected = play(state, { type: 'card', side: 'attackers', unit: 'ash', card: 'trap-detection', cell: cellIndex(state, 'E2') });
    // E2 is the kitchen: the corridor is next to it, the archives (B9) are not.
    expect(detected.events.filter((event) => event.key === 'r6-onboard.event.trapFound').map((event) => event.params.cell)).toEqual(['D4']);
    expect(engine.view(detected.state, 'attackers').game.traps).toEqual([{ cell: cellIndex(state, 'D4'), card: 'trap', revealed: true, sprung: false }]);
  });

  it('lets the defenders barricade and reinforce anywhere during the preparation, and the attackers breach', () => {
    let state = start(placed(sample, { ash: 'D6', doc: 'B5', castle: 'B9' }));
    state = withHands(state, { defenders: ['barricade', 'reinforcement'] });
    const preparations = engine.legalActions(state, 'defenders');
    expect(preparations.filter((action) => action.type === 'prepare' && action.card === 'barricade')).toHaveLength(13);
    expect(preparations.filter((action) => action.type === 'prepare' && action.card === 'reinforcement')).toHaveLength(25);
    state = play(state, { type: 'prepare', side: 'defenders', card: 'barricade', edge: 'h:5,3' }).state;
    state = play(state, { type: 'prepare', side: 'defenders', card: 'reinforcement', edge: 'v:5,2' }).state;
    expect(edgeState(state, 'h:5,3')).toBe('barricaded');
    expect(edgeState(state, 'v:5,2')).toBe('reinforced');
    expect(state.game.hands.defenders).toEqual([]);
    state = endPhase(state, 'defenders');
    expect(state.game.hands.defenders).toHaveLength(5);
    expect(state.phase).toBe('attack');
    expect(engine.apply(state, { type: 'move', side: 'attackers', unit: 'ash', cell: cellIndex(state, 'C6') }).refused?.key).toBe('r6-onboard.refused.blocked');
    state = withHands(state, { attackers: ['breach'] });
    // The barricaded door and the intact wall on the other side of the cell; a reinforced wall resists.
    expect(targets(state, 'attackers', 'breach')).toEqual(['h:5,3', 'h:5,4']);
    state = play(state, { type: 'card', side: 'attackers', unit: 'ash', card: 'breach', edge: 'h:5,3' }).state;
    expect(edgeState(state, 'h:5,3')).toBe('open');
    expect(play(state, { type: 'move', side: 'attackers', unit: 'ash', cell: cellIndex(state, 'C6') }).state.phase).toBe('attack');
  });
});

describe('zones: “une zone est un ensemble de cellules, délimitée par les murs qui en font le tour”: the outside is no room', () => {
  it('flashes only the agents on the outside cell a grenade lands on, not every attacker outside', () => {
    let state = toAttackPhase(start(placed(sample, { ash: 'A1', 'attacker-2': 'B1', 'attacker-3': 'F4', doc: 'A2', castle: 'B9' })));
    state = withHands(endPhase(state, 'attackers'), { defenders: ['flash-grenade'] });
    // Out of the hall's window, onto A1.
    const thrown = play(state, { type: 'card', side: 'defenders', unit: 'doc', card: 'flash-grenade', cell: cellIndex(state, 'A1') });
    expect(thrown.events.filter((event) => event.key === 'r6-onboard.event.flashed').map((event) => event.params.unit)).toEqual(['ash']);
  });

  it('makes two agents seven cells apart outside fight with cards, not as in one room', () => {
    const state = toAttackPhase(start(placed(sample, { ash: 'F1', doc: 'F8', castle: 'B9' })));
    expect(state.fixed.zoneOf[cellIndex(state, 'F1')]).not.toBe(state.fixed.zoneOf[cellIndex(state, 'F8')]);
    const attacked = play(state, { type: 'attack', side: 'attackers', unit: 'ash', target: 'doc' });
    expect(keys(attacked.events)).toEqual(['r6-onboard.event.attackDeclared']);
    expect(attacked.state.game.combat).not.toBeNull();
    expect(unitState(attacked.state, 'doc').hp).toBe(2);
  });

  it('joins outside cells into one zone where the scenario paints a room over them', () => {
    const doc = placed(sample, { ash: 'F1', doc: 'F3', castle: 'B9' }) as unknown as { board: { zones: unknown[] } };
    const lawn = ['F1', 'F2', 'F3', 'F4'].map((label) => ({ col: Number(label.slice(1)) - 1, row: label.charCodeAt(0) - 65 }));
    doc.board.zones.push({ id: 'lawn', purpose: 'room', cells: lawn });
    const state = toAttackPhase(start(doc));
    const zone = (label: string) => state.fixed.zoneOf[cellIndex(state, label)];
    expect(zone('F2')).toBe(zone('F1'));
    expect(zone('F4')).toBe(zone('F1'));
    expect(zone('F5')).not.toBe(zone('F1'));
    expect(zone('E1')).not.toBe(zone('F1'));
    const attacked = play(state, { type: 'attack', side: 'attackers', unit: 'ash', target: 'doc' });
    expect(keys(attacked.events)).toContain('r6-onboard.event.closeQuarters');
  });
});

describe('trap detection: “le joueur découvre tous les pièges des zones adjacentes à la zone ciblée”', () => {
  function withTraps(labels: readonly string[]): R6State {
    const doc = placed(sample, { ash: 'D2', doc: 'D5', castle: 'C9' }) as unknown as { board: { tokens: unknown[] } };
    labels.forEach((label, index) => doc.board.tokens.push({ id: `trap-${index}`, kind: 'trap', at: { col: Number(label.slice(1)) - 1, row: label.charCodeAt(0) - 65 }, owner: 'defenders' }));
    return withHands(toAttackPhase(start(doc)), { attackers: ['trap-detection'] });
  }

  it('reveals the traps of the zones next to the target zone, not those of the target zone itself', () => {
    // E2 and E3 are in the kitchen; the corridor (D4) is next to it, the archives (B9) are not.
    const state = withTraps(['E3', 'D4', 'B9']);
    const detected = play(state, { type: 'card', side: 'attackers', unit: 'ash', card: 'trap-detection', cell: cellIndex(state, 'E2') });
    expect(detected.events.filter((event) => event.key === 'r6-onboard.event.trapFound').map((event) => event.params.cell)).toEqual(['D4']);
    expect(engine.view(detected.state, 'attackers').game.traps.map((trap) => state.fixed.labels[trap.cell])).toEqual(['D4']);
  });

  it('reveals the target zone’s traps too under a house rule (detectTargetZone)', () => {
    const doc = placed(sample, { ash: 'D2', doc: 'D5', castle: 'C9' }) as unknown as { board: { tokens: unknown[] }; ruleset: Record<string, unknown> };
    doc.board.tokens.push({ id: 'trap-0', kind: 'trap', at: { col: 2, row: 4 }, owner: 'defenders' });
    doc.ruleset.overrides = { constants: { detectTargetZone: true } };
    const state = withHands(toAttackPhase(start(doc)), { attackers: ['trap-detection'] });
    const detected = play(state, { type: 'card', side: 'attackers', unit: 'ash', card: 'trap-detection', cell: cellIndex(state, 'E2') });
    expect(detected.events.filter((event) => event.key === 'r6-onboard.event.trapFound').map((event) => event.params.cell)).toEqual(['E3']);
  });
});

describe('les pièges: “retourne la carte et le pion du piège pour indiquer où l’Agent s’est fait piéger”: a sprung trap stays on the board, face up', () => {
  /** Doc lays traps on D4 and D6 next to it; Ash, in D2, walks into the one on D4 on turn 2. */
  function sprungOnD4() {
    let state = toAttackPhase(start(placed(sample, { ash: 'D2', doc: 'D5', castle: 'B9' })));
    state = withHands(endPhase(state, 'attackers'), { defenders: ['trap', 'trap'] });
    state = play(state, { type: 'card', side: 'defenders', unit: 'doc', card: 'trap', cell: cellIndex(state, 'D4') }).state;
    state = play(state, { type: 'card', side: 'defenders', unit: 'doc', card: 'trap', cell: cellIndex(state, 'D6') }).state;
    state = endPhase(state, 'defenders');
    state = play(state, { type: 'move', side: 'attackers', unit: 'ash', cell: cellIndex(state, 'D3') }).state;
    return play(state, { type: 'move', side: 'attackers', unit: 'ash', cell: cellIndex(state, 'D4') });
  }

  it('turns the sprung trap face up where it is, its card with it, and shows it to both sides; the trap not sprung stays hidden from the attackers', () => {
    const sprung = sprungOnD4();
    const { state } = sprung;
    expect(keys(sprung.events)).toEqual(['r6-onboard.event.moved', 'r6-onboard.event.trapSprung', 'r6-onboard.event.wounded']);
    const faceUp = { cell: cellIndex(state, 'D4'), card: 'trap', revealed: true, sprung: true };
    const faceDown = { cell: cellIndex(state, 'D6'), card: 'trap', revealed: false, sprung: false };
    expect(state.game.traps).toEqual([faceUp, faceDown]);
    expect(state.game.discards.defenders).not.toContain('trap');
    expect(engine.view(state, 'attackers').game.traps).toEqual([faceUp]);
    expect(engine.view(state, 'defenders').game.traps).toEqual([faceUp, faceDown]);
  });

  it('springs once: the agent who comes back onto the sprung trap is not caught again', () => {
    let state = sprungOnD4().state;
    // Ash steps back with its last action, which ends the attack phase; the defence passes.
    state = play(state, { type: 'move', side: 'attackers', unit: 'ash', cell: cellIndex(state, 'D3') }).state;
    state = endPhase(state, 'defenders');
    expect(state.phase).toBe('attack');
    const back = play(state, { type: 'move', side: 'attackers', unit: 'ash', cell: cellIndex(state, 'D4') });
    expect(keys(back.events)).toEqual(['r6-onboard.event.moved']);
    expect(unitState(back.state, 'ash')).toMatchObject({ hp: 1, cell: cellIndex(state, 'D4') });
    expect(back.state.game.traps.map((trap) => trap.sprung)).toEqual([true, false]);
  });
});

describe('le matériel: “10 pions Smoke et 10 pions Flash, 10 pions Désorienté”, 10 barricaded doors, 10 reinforced walls, 10 walls to destroy, 50 traps: the box is the limit in play', () => {
  type Doc = { ruleset: Record<string, unknown>; board: { tokens: unknown[] } };

  function game(positions: Record<string, string>, overrides?: Record<string, unknown>): R6State {
    const doc = placed(sample, positions) as unknown as Doc;
    if (overrides) doc.ruleset.overrides = overrides;
    return start(doc);
  }

  /** `counters` smoke counters on each of the zones of `labels`. */
  function smoked(state: R6State, labels: readonly string[], counters = 2): R6State {
    const zones = new Set(labels.map((label) => state.fixed.zoneOf[cellIndex(state, label)]));
    return { ...state, game: { ...state.game, smoke: state.game.smoke.map((count, zone) => (zones.has(zone) ? counters : count)) } };
  }

  const outside = ['A1', 'B1', 'C1', 'D1', 'E1'];

  it('offers no smoke grenade once the ten smoke counters are on the board, and lays what is left', () => {
    let state = withHands(toAttackPhase(game({ ash: 'D2', doc: 'D7', castle: 'B9' })), { attackers: ['smoke-grenade'] });
    const full = smoked(state, outside);
    expect(full.game.smoke.reduce((sum, count) => sum + count, 0)).toBe(10);
    expect(targets(full, 'attackers', 'smoke-grenade')).toEqual([]);
    const refused = engine.apply(full, { type: 'card', side: 'attackers', unit: 'ash', card: 'smoke-grenade', cell: cellIndex(full, 'D3') });
    expect(refused.refused).toEqual({ key: 'r6-onboard.refused.noCounterLeft', params: { counter: 'smoke', supply: 10 } });
    // Nine on the board: the grenade lays the last one, for one turn.
    state = smoked(full, ['E1'], 1);
    const thrown = play(state, { type: 'card', side: 'attackers', unit: 'ash', card: 'smoke-grenade', cell: cellIndex(state, 'D3') });
    expect(thrown.state.game.smoke[thrown.state.fixed.zoneOf[cellIndex(state, 'D3')] as number]).toBe(1);
    expect(thrown.events.find((event) => event.key === 'r6-onboard.event.smoked')?.params).toMatchObject({ turns: 1 });
  });

  it('flashes only as many agents as there are flash counters left', () => {
    const state = withHands(toAttackPhase(game({ ash: 'D3', doc: 'C3', 'defender-2': 'C2', castle: 'B9' }, { tokens: { flash: { supply: 1 } } })), { attackers: ['flash-grenade', 'flash-grenade'] });
    const thrown = play(state, { type: 'card', side: 'attackers', unit: 'ash', card: 'flash-grenade', cell: cellIndex(state, 'C3') });
    expect(thrown.events.filter((event) => event.key === 'r6-onboard.event.flashed').map((event) => event.params.unit)).toEqual(['doc']);
    expect(keys(thrown.events)).toContain('r6-onboard.event.countersRanOut');
    expect(unitState(thrown.state, 'defender-2').flashedUntil).toBe(0);
    expect(targets(thrown.state, 'attackers', 'flash-grenade')).toEqual([]);
  });

  it('lets the defenders barricade no more doors than they have barricaded-door counters', () => {
    let state = withHands(game({ ash: 'D6', doc: 'B5', castle: 'B9' }, { constants: { barricadedDoorSupply: 1 } }), { defenders: ['barricade', 'barricade'] });
    // No door of the sample starts barricaded: the first barricade takes the only counter.
    state = play(state, { type: 'prepare', side: 'defenders', card: 'barricade', edge: 'h:5,3' }).state;
    const barricades = engine.legalActions(state, 'defenders').filter((action) => action.type === 'prepare' && action.card === 'barricade');
    // The windows still can be: their counters turn over.
    expect(barricades.length).toBeGreaterThan(0);
    expect(barricades.every((action) => state.fixed.edges.find((edge) => edge.key === (action as { edge: string }).edge)?.kind === 'window')).toBe(true);
    expect(engine.apply(state, { type: 'prepare', side: 'defenders', card: 'barricade', edge: 'v:5,1' }).refused).toEqual({ key: 'r6-onboard.refused.noCounterLeft', params: { counter: 'barricadedDoor', supply: 1 } });
  });

  it('limits reinforced walls, destroyed walls and traps to their counters', () => {
    let state = withHands(game({ ash: 'D4', doc: 'D6', castle: 'B9' }, { constants: { reinforcedWallSupply: 1, destroyedWallSupply: 1 }, tokens: { trap: { supply: 1 } } }), { defenders: ['reinforcement', 'reinforcement'] });
    state = play(state, { type: 'prepare', side: 'defenders', card: 'reinforcement', edge: 'v:5,2' }).state;
    expect(engine.legalActions(state, 'defenders').filter((action) => action.type === 'prepare' && action.card === 'reinforcement')).toEqual([]);
    // Ash in the corridor on D4, between two walls: one breach takes the only destroyed-wall counter.
    state = withHands(endPhase(state, 'defenders'), { attackers: ['breach', 'breach'] });
    expect(targets(state, 'attackers', 'breach')).toEqual(['h:3,3', 'h:3,4']);
    state = play(state, { type: 'card', side: 'attackers', unit: 'ash', card: 'breach', edge: 'h:3,3' }).state;
    expect(targets(state, 'attackers', 'breach')).toEqual([]);
    expect(engine.apply(state, { type: 'card', side: 'attackers', unit: 'ash', card: 'breach', edge: 'h:3,4' }).refused).toEqual({ key: 'r6-onboard.refused.noCounterLeft', params: { counter: 'destroyedWall', supply: 1 } });
    state = withHands(endPhase(state, 'attackers'), { defenders: ['trap', 'trap'] });
    state = play(state, { type: 'card', side: 'defenders', unit: 'doc', card: 'trap', cell: cellIndex(state, 'D7') }).state;
    expect(targets(state, 'defenders', 'trap')).toEqual([]);
  });

  it('lets a house rule lift the limits (suppliesLimitPlay false)', () => {
    const state = withHands(toAttackPhase(game({ ash: 'D2', doc: 'D7', castle: 'B9' }, { constants: { suppliesLimitPlay: false } })), { attackers: ['smoke-grenade'] });
    expect(targets(smoked(state, outside), 'attackers', 'smoke-grenade')).toEqual(['D1', 'D3', 'E2']);
  });
});

describe('le matériel in the editor: a scenario that starts with more barricaded doors than the box holds', () => {
  it('is warned of on the first edge over the count, in French and in English', () => {
    const doc = JSON.parse(JSON.stringify(sample)) as { ruleset: Record<string, unknown>; board: { edges: { kind: string; state?: string }[] } };
    doc.ruleset.overrides = { constants: { barricadedDoorSupply: 1 } };
    const doors = doc.board.edges.flatMap((edge, index) => (edge.kind === 'door' ? [index] : []));
    for (const index of doors.slice(0, 2)) (doc.board.edges[index] as { state?: string }).state = 'barricaded';
    const problems = loadScenario(JSON.stringify(doc)).problems.filter((problem) => problem.key.startsWith('r6-onboard.problem.counters'));
    expect(problems).toEqual([{ severity: 'warning', pointer: `/board/edges/${doors[1]}/state`, key: 'r6-onboard.problem.counters.barricadedDoor', params: { supply: 1 } }]);
    expect(renderProblem(problems[0]!, 'fr')).toContain('porte barricadée');
    expect(renderProblem(problems[0]!, 'en')).toContain('barricaded door');
  });
});
