/**
 * The rebel base never shows on the Empire's screen: two Rebellion games that differ only in the
 * base's system give the Empire's seat the same playtest screen (pieces, markers, tracks, hand,
 * actions in words, log), step after step, and so does the saved game when it is opened and
 * stepped through from the Empire's seat; until the rules themselves show the base.
 */
import { describe, expect, it } from 'vitest';
import galaxy from '../../scenarios/rebellion-galaxy.scenario.json';
import { engineFor, presenterFor, type ScenarioEngine } from '../../engine/rules';
import { loadInput } from '../../engine/rules/core/test-support/scenario';
import { Rng, seedRng } from '../../engine/rules/core/prng';
import type { Action, GameEvent } from '../../engine/rules/core/types';
import { openGameRecord, replayRecord } from '../../engine/rules/record';
import { forcedAction, nextSide, playAction, playtestOfRecord, recordOf, startPlaytest, stepTo, type Playtest } from './match';
import { playtestModel } from './model';

const engine = engineFor('rebellion') as ScenarioEngine;
const presenter = presenterFor('rebellion')!;
const EMPIRE = 'empire';
const seats = { empire: 'person', rebellion: 'person' } as const;

/** The galaxy sample with its base, and the units hidden in it, in `system`. */
function withBaseIn(system: string): unknown {
  const doc = JSON.parse(JSON.stringify(galaxy)) as { board: { tokens: { kind: string; at: unknown }[] }; sides: { units: { at?: unknown; hidden?: boolean }[] }[] };
  for (const token of doc.board.tokens) if (token.kind === 'rebel-base') token.at = { area: system };
  for (const side of doc.sides) for (const unit of side.units) if (unit.hidden) unit.at = { area: system };
  return doc;
}

/** What the Empire's seat shows. */
function screen(playtest: Playtest) {
  const model = playtestModel(playtest, presenter, EMPIRE, null, 'en');
  return {
    seen: model.seen !== null,
    pieces: model.pieces,
    markers: model.markers,
    tracks: model.tracks,
    hand: model.hand,
    actions: model.groups.map((group) => [group.name, group.actions.map((action) => action.text)]),
    log: model.log.map((line) => line.text),
  };
}

/** Events by which the rules show the base, or show a probe card naming one of the two systems. */
function shows(events: readonly GameEvent[], bases: readonly string[]): boolean {
  return events.some((event) => event.key === 'rebellion.event.baseRevealed' || event.key === 'rebellion.event.baseFoundEmpty' || event.key === 'rebellion.event.baseNextTo' || (event.key === 'rebellion.event.probe' && bases.includes(String(event.params.system))));
}

/** Whether an action of the Rebellion's uses where its base is (or moves it). */
function usesBase(action: Action & Record<string, unknown>, fixed: { baseSpace: number; cards: readonly { effect: string }[] }): boolean {
  const { baseSpace } = fixed;
  const moving = action.type === 'reveal' && fixed.cards[action.card as number]?.effect === 'relocate-base';
  return moving || (action.type === 'activate' && action.system === baseSpace) || (action.type === 'move' && action.from === baseSpace) || (action.type === 'deploy' && action.system === baseSpace) || action.type === 'relocate';
}

describe('the rebel base on the Empire’s screen', () => {
  it('shows the same screen, step after step, and the same saved game, wherever the base is', () => {
    const bases = ['yavin', 'dathomir'];
    let a = startPlaytest(engine, loadInput(withBaseIn('yavin')), seats, 'b45e');
    let b = startPlaytest(engine, loadInput(withBaseIn('dathomir')), seats, 'b45e');
    const fixed = a.match.state.fixed as { baseSpace: number; cards: readonly { effect: string }[] };
    const random = new Rng(seedRng(17));
    let steps = 0;
    for (; steps < 400 && !a.match.state.outcome; steps++) {
      expect(screen(b), `step ${steps}`).toEqual(screen(a));
      const side = a.match.state.pending[0]?.side as string;
      // Both sides choose blind to the base: the same action in both games.
      const legal = engine.legalActions(a.match.state, side).filter((action) => !usesBase(action as Action & Record<string, unknown>, fixed) && !engine.check(b.match.state, action));
      const action = legal[random.int(legal.length)];
      if (!action) break;
      const left = playAction(a, action);
      const right = playAction(b, action);
      a = left.playtest;
      b = right.playtest;
      if (shows(a.events.at(-1) ?? [], bases) || shows(b.events.at(-1) ?? [], bases)) break;
    }
    expect(steps).toBeGreaterThan(100);

    // The saved games, opened with the Empire's seat, step by step.
    const opened = [a, b].map((playtest) => {
      const read = openGameRecord(JSON.stringify(recordOf(playtest)), 'game.game.json');
      if (!read.ok) throw new Error(read.problem.key);
      const replayed = replayRecord(read.opened);
      expect(replayed.ok).toBe(true);
      return playtestOfRecord(read.opened, replayed.replayed);
    });
    const last = Math.min(...opened.map((playtest) => playtest.match.log.length)) - 1;
    for (let step = 0; step <= last; step += 7) {
      const [left, right] = opened.map((playtest) => stepTo(playtest, step)) as [Playtest, Playtest];
      expect(screen(right), `saved game, step ${step}`).toEqual(screen(left));
    }
  });

  it('shows the one still holding the device only public lines while it changes hands, and asks whose eyes a saved game is seen through', () => {
    let playtest = startPlaytest(engine, loadInput(galaxy), seats, 'c0de');
    const random = new Rng(seedRng(5));
    let handOffs = 0;
    let playedFor = 0;
    let lastSeated: string | null = null;
    for (let step = 0; step < 300 && !playtest.match.state.outcome; step++) {
      const side = nextSide(playtest) as string;
      const forced = forcedAction(playtest, lastSeated) !== null;
      if (lastSeated !== null && lastSeated !== side) {
        const model = playtestModel(playtest, presenter, lastSeated, null, 'en');
        const events = playtest.events.flat();
        if (forced) {
          // The other side's only action (a pass, a card drawn) is played for it: the one at the screen keeps it and reads their own lines.
          expect(model.needsHandOff).toBe(false);
          expect(model.viewer).toBe(lastSeated);
          const theirs = events.filter((event) => !event.to || event.to.includes(lastSeated as string)).map((event) => presenter.describe(playtest.match.state, event, 'en'));
          expect(model.log.map((line) => line.text), `step ${step}`).toEqual(theirs);
          playedFor++;
        } else {
          // The side that just played still holds the device: no line meant for one side alone.
          expect(model.needsHandOff).toBe(true);
          const publicLines = events.filter((event) => !event.to).map((event) => presenter.describe(playtest.match.state, event, 'en'));
          expect(model.log.map((line) => line.text), `step ${step}`).toEqual(publicLines);
          if (events.some((event) => event.to)) handOffs++;
        }
        // Numbered by the actions the reader sees: no gap counts the other side's secret ones.
        const steps = [...new Set(model.log.map((line) => line.step))];
        expect(steps, `step ${step}`).toEqual(steps.map((_, at) => at + 1));
      }
      if (!forced) lastSeated = side;
      const legal = engine.legalActions(playtest.match.state, side);
      playtest = playAction(playtest, legal[random.int(legal.length)] as Action).playtest;
    }
    // Hand-offs with secrets already in the log were checked, and passes played for a side with nothing left.
    expect(handOffs).toBeGreaterThan(10);
    expect(playedFor).toBeGreaterThan(0);

    // The saved game of two people: seen by neither until one is chosen, then through that side's eyes.
    const read = openGameRecord(JSON.stringify(recordOf(playtest)), 'game.game.json');
    if (!read.ok) throw new Error(read.problem.key);
    const replayed = replayRecord(read.opened);
    if (!replayed.ok) throw new Error('the saved game does not replay');
    const opened = stepTo(playtestOfRecord(read.opened, replayed.replayed), 40);
    const unseen = playtestModel(opened, presenter, null, null, 'en');
    expect(unseen.needsViewer).toBe(true);
    expect(unseen.seen).toBeNull();
    expect(unseen.log.every((line) => !line.text.startsWith('You '))).toBe(true);
    const empire = playtestModel(opened, presenter, EMPIRE, null, 'en');
    expect(empire.needsViewer).toBe(false);
    expect(empire.seen).not.toBeNull();
    expect(empire.pieces.length).toBeGreaterThan(0);
  });

  it('says whose secret each of its lines is when a game of bots is seen whole', () => {
    let playtest = startPlaytest(engine, loadInput(galaxy), { empire: 'greedy', rebellion: 'greedy' }, 'b0751');
    const random = new Rng(seedRng(3));
    for (let step = 0; step < 60 && !playtest.match.state.outcome; step++) {
      const side = nextSide(playtest) as string;
      const legal = engine.legalActions(playtest.match.state, side);
      playtest = playAction(playtest, legal[random.int(legal.length)] as Action).playtest;
    }
    const model = playtestModel(playtest, presenter, null, null, 'en');
    const events = playtest.events.flat();
    expect(model.log).toHaveLength(events.length);
    const secrets = model.log.filter((line, at) => events[at]!.to);
    expect(secrets.length).toBeGreaterThan(0);
    for (const line of secrets) expect(['Galactic Empire', 'Rebel Alliance']).toContain(line.secretOf);
    expect(model.log.filter((line, at) => !events[at]!.to).every((line) => line.secretOf === null)).toBe(true);
  });
});
