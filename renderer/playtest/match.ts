/**
 * A playtest match: the engine's match (initial state + log) with who sits at each side, and the
 * events so far. Pure functions; the view keeps one of these in its state.
 */
import { createBot, type Bot, type BotKind } from '../../engine/rules/core/bots';
import { play, startMatch, undo, type Match } from '../../engine/rules/core/log';
import type { Action, GameEvent, Refusal, SideId } from '../../engine/rules/core/types';
import { botSeed } from '../../engine/sim';
import type { ScenarioEngine, ScenarioInput } from '../../engine/rules';

export type Seat = 'person' | BotKind;

export interface Playtest {
  readonly engine: ScenarioEngine;
  readonly input: ScenarioInput;
  readonly seed: number;
  readonly seats: Readonly<Record<SideId, Seat>>;
  readonly match: Match;
  /** Events of each action applied, aligned with the match log. */
  readonly events: readonly (readonly GameEvent[])[];
  /** One bot per side seated with one, each with its own seeded PRNG. */
  readonly bots: Readonly<Record<SideId, Bot>>;
}

function botsFor(engine: ScenarioEngine, seats: Readonly<Record<SideId, Seat>>, sides: readonly SideId[], seed: number): Record<SideId, Bot> {
  const bots: Record<SideId, Bot> = {};
  sides.forEach((side, index) => {
    const seat = seats[side];
    if (seat && seat !== 'person') bots[side] = createBot(seat, engine, botSeed(seed, index));
  });
  return bots;
}

export function startPlaytest(engine: ScenarioEngine, input: ScenarioInput, seats: Readonly<Record<SideId, Seat>>, seed: number): Playtest {
  const initial = engine.setup(input, seed);
  return { engine, input, seed, seats, match: startMatch(initial), events: [], bots: botsFor(engine, seats, initial.sides, seed) };
}

export function playAction(playtest: Playtest, action: Action): { playtest: Playtest; refused?: Refusal } {
  const result = play(playtest.engine, playtest.match, action);
  if (result.refused) return { playtest, refused: result.refused };
  return { playtest: { ...playtest, match: result.match, events: [...playtest.events, result.events] } };
}

/** Takes back the last action a person took, and the bot actions that followed it. */
export function undoLast(playtest: Playtest): Playtest {
  const log = playtest.match.log;
  let count = 0;
  for (let i = log.length - 1; i >= 0; i--) {
    count++;
    if (playtest.seats[log[i]!.action.side] === 'person') break;
  }
  if (count === 0) return playtest;
  return { ...playtest, match: undo(playtest.engine, playtest.match, count), events: playtest.events.slice(0, log.length - count) };
}

/** Who decides next: the first side with a pending decision. */
export function nextSide(playtest: Playtest): SideId | null {
  return playtest.engine.pendingSides(playtest.match.state)[0] ?? null;
}

/** The action the seated bot of `side` picks now. */
export function botAction(playtest: Playtest, side: SideId): Action | null {
  const bot = playtest.bots[side];
  const legal = playtest.engine.legalActions(playtest.match.state, side);
  if (!bot || legal.length === 0) return null;
  return bot.choose(legal, () => playtest.engine.view(playtest.match.state, side), side);
}

/** Seats every side with a bot and plays until the game ends (or `maxActions`), for "let the bots finish". */
export function finishWithBots(playtest: Playtest, kind: BotKind, maxActions = 20_000): Playtest {
  const seats = Object.fromEntries(playtest.match.state.sides.map((side) => [side, kind]));
  let current: Playtest = { ...playtest, seats, bots: botsFor(playtest.engine, seats, playtest.match.state.sides, playtest.seed + playtest.match.log.length) };
  for (let i = 0; i < maxActions && !current.match.state.outcome; i++) {
    const side = nextSide(current);
    const action = side ? botAction(current, side) : null;
    if (!action) break;
    current = playAction(current, action).playtest;
  }
  return current;
}
