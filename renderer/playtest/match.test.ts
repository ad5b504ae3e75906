/**
 * Undo in a playtest never shows what the other side hid: a side takes back its own moves, up to
 * the last thing revealed (a trap sprung, a card drawn, a die rolled) and no further, and never the
 * moves of another person; designer mode lifts both limits.
 */
import { describe, expect, it } from 'vitest';
import sample from '../../scenarios/r6-ambassade.scenario.json';
import castle from '../../scenarios/siege-castle.scenario.json';
import galaxy from '../../scenarios/rebellion-galaxy.scenario.json';
import { Rng, seedRng } from '../../engine/rules/core/prng';
import { engineFor, presenterFor, type ScenarioEngine } from '../../engine/rules';
import type { Presenter } from '../../engine/rules/core/presenter';
import { loadInput } from '../../engine/rules/core/test-support/scenario';
import type { Action } from '../../engine/rules/core/types';
import { placed, cellAt } from '../../engine/rules/r6-onboard/test-support/game';
import { openGameRecord, replayRecord } from '../../engine/rules/record';
import { botAction, continueFrom, forcedAction, handOverToBots, nextSide, playAction, playBots, playPhaseFor, playtestOfRecord, recordOf, startPlaytest, stepTo, undoLast, undoReach, type Playtest } from './match';
import { playtestModel } from './model';

const r6 = engineFor('r6-onboard') as ScenarioEngine;
const hotSeat = { attackers: 'person', defenders: 'person' } as const;

function played(playtest: Playtest, ...actions: (Action | (Action & Record<string, unknown>))[]): Playtest {
  return actions.reduce((current, action) => {
    const result = playAction(current, action);
    if (result.refused) throw new Error(`${JSON.stringify(action)}: ${result.refused.key}`);
    return result.playtest;
  }, playtest);
}

const cell = (playtest: Playtest, label: string) => (playtest.match.state.fixed as { labels: string[] }).labels.indexOf(label);

describe('undo between people', () => {
  // Ash at A1, Doc far away in the office; a face-down trap at B1, where Ash can walk.
  const doc = placed(sample, { ash: 'A1', doc: 'C5' });
  (doc.board as { tokens: unknown[] }).tokens.push({ id: 'hidden-trap', kind: 'trap', at: cellAt('B1'), hidden: true, owner: 'defenders' });
  const input = loadInput(doc);
  const start = () => played(startPlaytest(r6, input, hotSeat, '5eed'), { type: 'endPhase', side: 'defenders' });

  it('takes back the side’s own move, and not the other person’s', () => {
    let playtest = played(start(), { type: 'move', side: 'attackers', unit: 'ash', cell: cell(start(), 'A2') });
    expect(undoReach(playtest, 'attackers')).toBe(1);
    expect(undoReach(playtest, 'defenders')).toBe('otherPerson');
    playtest = undoLast(playtest, 'attackers');
    expect(playtest.match.log).toHaveLength(1);
    expect(undoReach(playtest, 'attackers')).toBe('otherPerson');
  });

  it('stops at a trap sprung: the attacker cannot step back and around it', () => {
    const playtest = played(start(), { type: 'move', side: 'attackers', unit: 'ash', cell: cell(start(), 'B1') });
    expect(playtest.events.at(-1)?.some((event) => event.key === 'r6-onboard.event.trapSprung')).toBe(true);
    expect(undoReach(playtest, 'attackers')).toBe('revealed');
    expect(undoLast(playtest, 'attackers')).toBe(playtest);
  });

  it('lets a designer testing alone take anything back, and says so', () => {
    const designer = played(played(startPlaytest(r6, input, hotSeat, '5eed', true), { type: 'endPhase', side: 'defenders' }), { type: 'move', side: 'attackers', unit: 'ash', cell: cell(start(), 'B1') });
    expect(undoReach(designer, 'attackers')).toBe(1);
    expect(undoLast(designer, 'attackers').match.log).toHaveLength(1);
  });

  it('stops at a die rolled', () => {
    const siege = engineFor('siege') as ScenarioEngine;
    let playtest = startPlaytest(siege, loadInput(castle), { besiegers: 'person', defenders: 'person' }, 'd1ce');
    // Play the listed actions until one moves the PRNG: a die or a shuffle.
    for (let step = 0; step < 400 && !playtest.reveals.includes(true); step++) {
      const side = siege.pendingSides(playtest.match.state)[0] as string;
      const legal = siege.legalActions(playtest.match.state, side);
      playtest = played(playtest, legal.find((action) => action.type === 'roll') ?? legal.find((action) => action.type === 'fire') ?? (legal[0] as Action));
    }
    expect(playtest.reveals.at(-1)).toBe(true);
    expect(undoReach(playtest, playtest.match.log.at(-1)!.action.side)).toBe('revealed');
  });
});

describe('a saved game', () => {
  it('opens with the bots it was played against, the search bot and its strength included', () => {
    const input = loadInput(sample);
    const start = startPlaytest(r6, input, { attackers: 'person', defenders: 'mcts:strong' }, '5eed');
    const playtest = played(start, r6.legalActions(start.match.state, r6.pendingSides(start.match.state)[0] as string)[0] as Action);
    const reopen = (record: unknown) => {
      const read = openGameRecord(JSON.stringify(record), 'game.game.json');
      if (!read.ok) throw new Error(read.problem.key);
      return playtestOfRecord(read.opened, replayRecord(read.opened).replayed);
    };
    const opened = reopen(recordOf(playtest));
    expect(opened.seats).toEqual({ attackers: 'person', defenders: 'mcts:strong' });
    expect(opened.bots['defenders']?.kind).toBe('mcts:strong');
    // A bot this version does not know plays as the greedy one.
    const unknown = recordOf(playtest);
    expect(reopen({ ...unknown, seats: { ...unknown.seats, defenders: { kind: 'bot', bot: 'oracle' } } }).seats['defenders']).toBe('greedy');
  });
});

describe('letting bots finish', () => {
  it('seats the bot at the people’s sides only, and the record says who played until when; a game opened and continued before that is the person’s again', () => {
    const input = loadInput(sample);
    const start = startPlaytest(r6, input, { attackers: 'person', defenders: 'mcts:fast' }, '5eed');
    const playtest = played(start, r6.legalActions(start.match.state, r6.pendingSides(start.match.state)[0] as string)[0] as Action);
    const handed = handOverToBots(playtest, 'greedy');
    expect(handed.match).toBe(playtest.match);
    const finished = playBots(handed, () => false);
    expect(finished.match.state.outcome).not.toBeNull();
    expect(finished.seats).toEqual({ attackers: 'greedy', defenders: 'mcts:fast' });
    expect(finished.bots['defenders']).toBe(playtest.bots['defenders']);
    const record = recordOf(finished);
    expect(record.seats).toEqual({ attackers: { kind: 'person', handedToBot: { atAction: 1, bot: 'greedy' } }, defenders: { kind: 'bot', bot: 'mcts:fast' } });
    const read = openGameRecord(JSON.stringify(record), 'game.game.json');
    if (!read.ok) throw new Error(read.problem.key);
    const opened = playtestOfRecord(read.opened, replayRecord(read.opened).replayed);
    expect(recordOf(opened).seats).toEqual(record.seats);
    // Continued from the end, the bot goes on; from the person's own action, the person plays again.
    expect(continueFrom(opened).seats['attackers']).toBe('greedy');
    const early = continueFrom(stepTo(opened, 1));
    expect(early.seats).toEqual({ attackers: 'person', defenders: 'mcts:fast' });
    expect(recordOf(early).seats['attackers']).toEqual({ kind: 'person' });
  });
});

describe('bots at the quick pace', () => {
  const siege = engineFor('siege') as ScenarioEngine;
  const never = () => false;

  it('play on until a person is to decide, the same actions as one at a time', () => {
    const start = startPlaytest(siege, loadInput(castle), { besiegers: 'random', defenders: 'person' }, 'f00d');
    const quick = playBots(start, never);
    expect(quick.match.log.length).toBeGreaterThan(10);
    expect(nextSide(quick)).toBe('defenders');
    expect(quick.match.log.every((entry) => entry.action.side === 'besiegers')).toBe(true);
    // One action at a time, as the watching pace plays them, from a fresh start on the same seed.
    let slow = startPlaytest(siege, loadInput(castle), { besiegers: 'random', defenders: 'person' }, 'f00d');
    while (nextSide(slow) === 'besiegers') slow = playAction(slow, botAction(slow, 'besiegers') as Action).playtest;
    expect(quick.match.log.map((entry) => entry.hash)).toEqual(slow.match.log.map((entry) => entry.hash));
    // A person to decide: nothing is played.
    expect(playBots(quick, never)).toBe(quick);
  });

  it('stop when the time given is spent, and go on from there', () => {
    const start = startPlaytest(siege, loadInput(castle), { besiegers: 'random', defenders: 'random' }, 'f00d');
    let calls = 0;
    const threeActions = () => ++calls >= 3;
    const first = playBots(start, threeActions);
    expect(first.match.log).toHaveLength(3);
    const finished = playBots(first, never);
    expect(finished.match.state.outcome).not.toBeNull();
    expect(finished.match.log.slice(0, 3)).toEqual(first.match.log);
  });
});

describe('a person’s only action at a shared screen', () => {
  it('is played for them (a Rebellion side with nothing left to order passes), and an undo passes over it as over a bot’s', () => {
    const rebellion = engineFor('rebellion') as ScenarioEngine;
    const people = { empire: 'person', rebellion: 'person' } as const;
    let playtest = startPlaytest(rebellion, loadInput(galaxy), people, 'c0de');
    const random = new Rng(seedRng(5));
    let checked = 0;
    // The person at the screen: the last one who chose; their own single actions stay theirs to click.
    let atScreen: string | null = null;
    let theirs = 0;
    for (let step = 0; step < 400 && !playtest.match.state.outcome; step++) {
      const side = rebellion.pendingSides(playtest.match.state)[0] as string;
      const legal = rebellion.legalActions(playtest.match.state, side);
      const only = forcedAction(playtest, atScreen);
      if (only) expect(legal).toEqual([only]);
      else if (legal.length === 1 && side === atScreen) theirs++;
      if (!only) {
        playtest = playAction(playtest, legal[random.int(legal.length)] as Action).playtest;
        atScreen = side;
        continue;
      }
      // Alone against a bot, a person clicks their only action themselves.
      expect(forcedAction({ ...playtest, seats: { ...people, [side === 'empire' ? 'rebellion' : 'empire']: 'greedy' } }, atScreen)).toBeNull();
      const after = playAction(playtest, only, true).playtest;
      expect(after.forced.at(-1)).toBe(true);
      const other = side === 'empire' ? 'rebellion' : 'empire';
      const reach = undoReach(playtest, other);
      // The other person's last move, taken back with the pass played for this side after it.
      if (typeof reach === 'number' && !after.reveals.at(-1)) {
        expect(undoReach(after, other)).toBe(reach + 1);
        expect(undoLast(after, other).match.log).toHaveLength(playtest.match.log.length - reach);
        checked++;
      }
      playtest = after;
    }
    expect(checked).toBeGreaterThan(0);
    expect(theirs).toBeGreaterThan(0);
  });
});

describe('a phase played for the person by the bot', () => {
  it('places every besieger of the castle for the person, as that side, and stops at the next side’s turn; Undo takes back one placement', () => {
    const siege = engineFor('siege') as ScenarioEngine;
    const start = startPlaytest(siege, loadInput(castle), { besiegers: 'person', defenders: 'person' }, 'f00d');
    const phase = start.match.state.phase;
    expect(siege.pendingSides(start.match.state)).toEqual(['besiegers']);
    const placed = playPhaseFor(start, 'besiegers');
    const played = placed.match.log.map((entry) => entry.action);
    expect(played.length).toBeGreaterThan(10);
    expect(played.every((action) => action.side === 'besiegers')).toBe(true);
    expect(placed.match.state.phase !== phase || siege.pendingSides(placed.match.state)[0] !== 'besiegers').toBe(true);
    // The person's seat stays the person's, and Undo takes back their last placement only.
    expect(placed.seats).toEqual(start.seats);
    expect(undoLast(placed, 'besiegers').match.log.length).toBe(played.length - 1);
    // Another side to decide: nothing is played.
    expect(playPhaseFor(start, 'defenders')).toBe(start);
  });
});

describe('passing the device in a hot-seat game', () => {
  const firstChange = (engine: ScenarioEngine, document: unknown, seats: Readonly<Record<string, 'person'>>, seed: string) => {
    let playtest = startPlaytest(engine, loadInput(document), seats, seed);
    const first = nextSide(playtest) as string;
    const random = new Rng(seedRng(3));
    while (nextSide(playtest) === first && !playtest.match.state.outcome) {
      const legal = engine.legalActions(playtest.match.state, first);
      playtest = played(playtest, legal[random.int(legal.length)] as Action);
    }
    return { playtest, first, next: nextSide(playtest) as string };
  };

  it('goes from one person to the next without a screen where nothing is hidden (SIEGE), and with one where something is (R6)', () => {
    const siege = engineFor('siege') as ScenarioEngine;
    const open = firstChange(siege, castle, { besiegers: 'person', defenders: 'person' }, '5eed');
    const seen = playtestModel(open.playtest, presenterFor('siege') as Presenter, open.first, null, 'en');
    expect(seen.needsHandOff).toBe(false);
    expect(seen.viewer).toBe(open.next);
    const hidden = firstChange(r6, sample, hotSeat, '5eed');
    expect(playtestModel(hidden.playtest, presenterFor('r6-onboard') as Presenter, hidden.first, null, 'en').needsHandOff).toBe(true);
  });
});
