/**
 * The conformance kit every playable ruleset runs, in a few lines of its own tests:
 *
 *   conformance({ module: r6OnBoard, scenarios: [{ name: 'embassy', document: sample }], invariants, bends });
 *
 * Over bot games of the ruleset's scenarios it checks that every state keeps the ruleset's
 * invariants and is never written to once made (states are deep-frozen), that every action a bot
 * picks and every action listed passes `check`, that `check` refuses bent actions with a worded
 * reason and never throws, that games end, that logs replay to the same hashes (also after a trip
 * through JSON), that every event, refusal and outcome is worded in French and English, that a
 * side's view, legal actions and bot decisions depend only on what it may see (two states that
 * differ only in what it cannot see: the ruleset's own `sample` of its view makes one), that a
 * sample is consistent with the view it came from, that the presenter names pieces apart and puts
 * them and the actions' targets on the board, and that saved game records replay to the same
 * outcome.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasMessage } from '../../../i18n/index';
import { playBotGame } from '../../../sim/play';
import { gameRecord, openGameRecord, replayRecord } from '../../record';
import { createBot, searchBot, type BotKind } from '../bots';
import { SEARCH_STRENGTHS } from '../mcts';
import { createEngine, type Engine } from '../engine';
import { hashState } from '../hash';
import { verifyReplay } from '../log';
import type { RulesetModule, ScenarioInput } from '../module';
import type { Place } from '../places';
import type { Presenter } from '../presenter';
import { actionGroups } from '../view-model';
import { deriveGameSeed, Rng, seedRng } from '../prng';
import type { Action, GameEvent, GameState, Refusal, SideId } from '../types';
import { bentActionRefusals, type Bend } from './bent-actions';
import { deepFreeze, loadInput, loadScenarioDocument } from './scenario';

export interface ConformanceScenario {
  readonly name: string;
  /** A scenario document, validated as the app validates it. */
  readonly document: unknown;
  /** Random-bot games to play on it (default 200): fewer for long games. */
  readonly games?: number;
}

export interface ConformanceOptions<S extends GameState> {
  readonly module: RulesetModule;
  /** Scenarios to play: the first one is the richest (the bent-action and view checks use it most). */
  readonly scenarios: readonly ConformanceScenario[];
  /** What must hold in every state, as sentences; empty when all is well. */
  readonly invariants: (state: S) => readonly string[];
  /** How a legal action may be bent out of shape: which one, the field, the new value. */
  readonly bends: fc.Arbitrary<Bend>;
  /** Games with a greedy bot on one side (default 12). */
  readonly greedyGames?: number;
  /** A game that has not ended after this many actions fails (default the simulator's limit). */
  readonly maxActions?: number;
  /** Checks of what a view hides, beyond the generic ones: throws or fails an expectation when it shows too much. */
  readonly hides?: (state: S, view: S, side: SideId) => void;
}

type AnyEngine = Engine<unknown, unknown, Action, ScenarioInput>;

/** Looks at most at which the view check asks the search bot for its decision (see below). */
const SEARCHED_LOOKS = 100;

/** A scenario document, loosely typed, to be bent out of shape. */
interface Doc {
  sides: { id?: string; units?: Record<string, unknown>[] }[];
  board: { zones?: { id: string }[] };
  turns?: Record<string, unknown>;
  ruleset: Record<string, unknown>;
}

function wordedIn(presenter: Presenter, state: GameState, message: { readonly key: string; readonly params: GameEvent['params'] }): void {
  for (const language of ['en', 'fr'] as const) {
    expect(hasMessage(language, message.key), `${language} text of ${message.key}`).toBe(true);
    const text = presenter.describe(state, message, language);
    expect(text, `${language}: ${text}`).not.toMatch(/\{\{|\}\}/);
  }
}

/** A state's view without its PRNG (hidden anyway), to compare two views. */
function comparable(view: GameState): unknown {
  return { ...view, rng: null };
}

function placeFits(state: GameState, place: Place): boolean {
  const fixed = state.fixed as { labels?: readonly string[] } | null;
  if (place.kind === 'cell') return Number.isInteger(place.cell) && place.cell >= 0 && (!fixed?.labels || place.cell < fixed.labels.length);
  if (place.kind === 'point') return Number.isFinite(place.x) && Number.isFinite(place.y);
  return typeof place.area === 'string' && place.area.length > 0;
}

export function conformance<S extends GameState>(options: ConformanceOptions<S>): void {
  const { module } = options;
  const play = module.play;
  if (!play) throw new Error(`${module.id} has no mechanics: the conformance kit is for playable rulesets.`);
  const engine = createEngine(play.rules) as unknown as AnyEngine;
  const presenter = play.presenter as Presenter;
  const inputs = options.scenarios.map((scenario) => ({ name: scenario.name, games: scenario.games ?? 200, input: loadInput(scenario.document) }));
  const first = inputs[0];
  if (!first) throw new Error('The conformance kit needs at least one scenario.');

  /** Plays a game, checking every state and every action; returns its states. */
  function checkedGame(input: ScenarioInput, seed: string, bots: readonly BotKind[], freeze: boolean): { states: S[]; finished: boolean } {
    const states: S[] = [];
    let previous: S | null = null;
    const game = playBotGame(engine, input, {
      seed,
      bots,
      ...(options.maxActions ? { maxActions: options.maxActions } : {}),
      observe(state, action) {
        const current = (freeze ? deepFreeze(state) : state) as S;
        if (previous && action) {
          const refused = engine.check(previous, action);
          if (refused) throw new Error(`step ${current.step}: a bot picked a refused action ${JSON.stringify(action)}: ${refused.key}`);
        }
        const problems = options.invariants(current);
        if (problems.length > 0) throw new Error(`seed ${seed}, step ${current.step}: ${problems.join('; ')}`);
        states.push(current);
        previous = current;
      },
    });
    return { states, finished: game.finished };
  }

  describe(`${module.id} conformance`, () => {
    it('keeps every state valid and frozen, applies only checked actions, and ends every random game', () => {
      for (const { name, input, games } of inputs) {
        for (let game = 0; game < games; game++) {
          const result = checkedGame(input, deriveGameSeed(1, game), ['random'], game % 10 === 0);
          expect(result.finished, `${name}, game ${game} did not end`).toBe(true);
        }
      }
    }, 240_000);

    it('ends games with a greedy bot on either side, every state valid', () => {
      for (const { name, input } of inputs) {
        for (let game = 0; game < (options.greedyGames ?? 12); game++) {
          const result = checkedGame(input, deriveGameSeed(2, game), game % 2 === 0 ? ['greedy', 'random'] : ['random', 'greedy'], true);
          expect(result.finished, `${name}, greedy game ${game} did not end`).toBe(true);
        }
      }
    }, 240_000);

    it('lists only actions that pass check', () => {
      let listed = 0;
      for (const { input } of inputs) {
        const { states } = checkedGame(input, deriveGameSeed(3, 0), ['random'], false);
        states.forEach((state, index) => {
          if (index % 3 !== 0) return;
          for (const side of engine.pendingSides(state)) {
            for (const action of engine.legalActions(state, side)) {
              expect(engine.check(state, action), JSON.stringify(action)).toBeNull();
              listed++;
            }
          }
        });
      }
      expect(listed).toBeGreaterThan(0);
    }, 240_000);

    it('refuses bent actions with a worded reason, never by throwing, and leaves the state as it was', () => {
      const { states } = checkedGame(first.input, deriveGameSeed(4, 0), ['random'], false);
      const sides = states[0]?.sides ?? [];
      const keys = bentActionRefusals(engine, states, options.bends, sides[0] ?? '', (side) => ({ type: '', side }), (state, refusal: Refusal) => wordedIn(presenter, state, refusal));
      expect(keys.size).toBeGreaterThan(3);
    }, 240_000);

    it('replays logs to the very same hashes, also after a trip through JSON', () => {
      for (const { input } of inputs) {
        for (let game = 0; game < 8; game++) {
          const played = playBotGame(engine, input, { seed: deriveGameSeed(5, game), bots: game % 2 === 0 ? ['random'] : ['random', 'greedy'], record: true });
          expect(verifyReplay(engine, played.initial, played.log)).toMatchObject({ ok: true, steps: played.actions });
          const initial = JSON.parse(JSON.stringify(played.initial)) as GameState;
          const log = JSON.parse(JSON.stringify(played.log)) as typeof played.log;
          expect(verifyReplay(engine, initial, log)).toMatchObject({ ok: true, finalHash: hashState(played.state) });
        }
      }
    }, 240_000);

    it('words every event and outcome of real games in French and English', () => {
      const seen = new Set<string>();
      for (const { input } of inputs) {
        for (let game = 0; game < 6; game++) {
          const played = playBotGame(engine, input, { seed: deriveGameSeed(6, game), bots: game % 3 === 0 ? ['greedy', 'random'] : ['random'], record: true });
          let current = played.initial;
          for (const entry of played.log) {
            const result = engine.apply(current, entry.action);
            for (const event of result.events) {
              wordedIn(presenter, current, event);
              seen.add(event.key);
            }
            for (const language of ['en', 'fr'] as const) expect(presenter.describeAction(current, entry.action, language)).not.toMatch(/^$|\{\{|\}\}/);
            current = result.state;
          }
          if (current.outcome) wordedIn(presenter, current, current.outcome);
        }
      }
      expect(seen.size).toBeGreaterThan(5);
    }, 240_000);

    it('heads each group of actions of real games by its piece’s name, never by an id (pieces off the board included)', () => {
      let groups = 0;
      for (const { input } of inputs) {
        const played = playBotGame(engine, input, { seed: deriveGameSeed(8, 0), bots: ['random'], record: true });
        let current = played.initial;
        played.log.forEach((entry, index) => {
          if (index % 5 === 0) {
            const side = entry.action.side;
            const view = engine.view(current, side);
            for (const group of actionGroups(presenter, view, engine.legalActions(view, side), presenter.pieces(view, 'en'), 'en')) {
              if (group.piece === null) continue;
              expect(group.name, group.piece).not.toBe(group.piece);
              groups++;
            }
          }
          current = engine.apply(current, entry.action).state;
        });
      }
      expect(groups).toBeGreaterThan(0);
    }, 240_000);

    it('shows a side the same view, legal actions and bot decisions whatever it cannot see', () => {
      let compared = 0;
      const random = new Rng(seedRng(7));
      // Every fifth state of one random game of each scenario, looked at by each side.
      const looked = inputs.flatMap(({ input }) => checkedGame(input, deriveGameSeed(7, 0), ['random'], false).states.filter((state, index) => !state.outcome && index % 5 === 0));
      const looks = looked.reduce((count, state) => count + state.sides.length, 0);
      // The search decides at every fourth look, and at most at SEARCHED_LOOKS spread over them all:
      // in a game of long turns one decision plays many lines.
      const searchEvery = Math.max(4, Math.ceil(looks / SEARCHED_LOOKS));
      for (const state of looked) {
        for (const side of state.sides) {
          const view = engine.view(state, side);
          options.hides?.(state, view as S, side);
          expect(engine.legalActions(view, side)).toEqual(engine.legalActions(state, side));
          // Another state with everything the side cannot see drawn afresh: it must look the same to the side.
          const other = play.rules.sample(view, side, random) as GameState;
          const otherView = engine.view(other, side);
          expect(comparable(otherView)).toEqual(comparable(view));
          const legal = engine.legalActions(state, side);
          expect(engine.legalActions(other, side)).toEqual(legal);
          if (legal.length > 1) {
            const decide = (seen: GameState) => createBot('greedy', engine, 11).pick(legal, () => engine.view(seen, side), side);
            expect(decide(other)).toEqual(decide(state));
            // The search bot too, on a small budget: it looks ahead only on what it samples from the view.
            if (compared % searchEvery === 0) {
              const search = (seen: GameState) => searchBot(engine, 11, 'mcts:fast', { ...SEARCH_STRENGTHS.fast, iterations: 8 }).pick(legal, () => engine.view(seen, side), side);
              expect(search(other)).toEqual(search(state));
            }
          }
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(10);
    }, 240_000);

    it('presents pieces with names told apart, on the board, and every action’s target on it', () => {
      const { states } = checkedGame(first.input, deriveGameSeed(8, 0), ['random'], false);
      let pieces = 0;
      states.forEach((state, index) => {
        if (index % 4 !== 0) return;
        for (const language of ['en', 'fr'] as const) {
          const shown = presenter.pieces(state, language);
          const names = shown.map((piece) => piece.name);
          expect(new Set(names).size, names.join(', ')).toBe(names.length);
          for (const piece of shown) {
            expect(placeFits(state, piece.place), JSON.stringify(piece.place)).toBe(true);
            expect(piece.short.length).toBeGreaterThan(0);
          }
          pieces += shown.length;
        }
        for (const side of engine.pendingSides(state)) {
          for (const action of engine.legalActions(state, side)) {
            const target = presenter.target(state, action);
            if (target.place) expect(placeFits(state, target.place)).toBe(true);
          }
        }
        expect(presenter.phaseName(state, 'fr')).not.toBe('');
      });
      expect(pieces).toBeGreaterThan(0);
    }, 240_000);

    it('sets a game up from every scenario that validates without errors', () => {
      const rulesetData = module.data;
      const profiles = Object.keys(rulesetData.unitProfiles ?? {});
      let started = 0;
      fc.assert(
        fc.property(fc.nat(), fc.array(fc.tuple(fc.constantFrom('unplace', 'zones', 'phases', 'sides', 'profile', 'table', 'deploy'), fc.nat(), fc.nat()), { maxLength: 4 }), (pick, changes) => {
          const doc = JSON.parse(JSON.stringify(options.scenarios[pick % options.scenarios.length]?.document)) as Doc;
          for (const [change, a, b] of changes) {
            const sides = doc.sides;
            const side = sides[a % sides.length];
            const unit = side?.units?.[b % Math.max(1, side.units.length)];
            if (change === 'unplace' && unit) delete unit.at;
            if (change === 'deploy' && unit) unit.deployIn = ['nowhere', ...(doc.board.zones ?? []).map((zone) => zone.id)][b % 3];
            if (change === 'zones') doc.board.zones = (doc.board.zones ?? []).filter((_, index) => index % 3 !== a % 3);
            if (change === 'phases') doc.turns = { ...doc.turns, phases: [['move'], ['attack', 'defense'], ['nonsense'], []][a % 4] };
            if (change === 'sides') doc.sides = a % 2 === 0 ? sides.slice(0, 1) : [...sides, { ...sides[0], id: 'third' }];
            if (change === 'profile' && unit) unit.profile = [...profiles, 'nonsense'][b % (profiles.length + 1)];
            if (change === 'table') {
              const tables = Object.keys(rulesetData.tables ?? {});
              const table = tables[a % Math.max(1, tables.length)];
              if (table) doc.ruleset = { ...doc.ruleset, overrides: { tables: { [table]: { rows: [{ key: 'x', results: ['?'] }] } } } };
            }
          }
          const loaded = loadScenarioDocument(doc);
          if (!loaded) return;
          engine.setup(loaded, deriveGameSeed(10, pick));
          started++;
        }),
        { numRuns: 150 },
      );
      expect(started).toBeGreaterThan(0);
    }, 240_000);

    it('saves games as records that replay to the same outcome', () => {
      for (const { input } of inputs) {
        const seed = deriveGameSeed(9, 0);
        const played = playBotGame(engine, input, { seed, bots: ['random', 'greedy'], record: true });
        const seats = Object.fromEntries(played.initial.sides.map((side, index) => [side, { kind: 'bot' as const, bot: index === 0 ? 'random' : 'greedy' }]));
        const record = gameRecord(input, seed, seats, played.log.map((entry) => entry.action), played.state);
        const opened = openGameRecord(JSON.stringify(record), 'game.game.json');
        if (!opened.ok) throw new Error(opened.problem.key);
        const replayed = replayRecord(opened.opened);
        expect(replayed.ok).toBe(true);
        const last = replayed.replayed.states[replayed.replayed.states.length - 1] as GameState;
        expect(last.outcome).toEqual(played.state.outcome);
        expect(hashState(last)).toBe(record.finalHash);
      }
    }, 240_000);
  });
}
