/**
 * A playtest: the engine's match (initial state + log) with who sits at each side, the events of
 * each action, and which actions showed something hidden or left to chance. Pure functions; the
 * view keeps one of these in its state.
 *
 * Undo between people never shows what the other side hid: it takes back the undoing side's own
 * last action (and the bot actions after it) only when nothing since was revealed (a die rolled, a
 * card drawn, a trap sprung, face-down cards turned up) and no other person has played. Designer
 * mode, for someone testing alone, lifts both limits.
 */
import { createBot, isBotKind, type Bot, type BotKind } from '../../engine/rules/core/bots';
import { hashState } from '../../engine/rules/core/hash';
import { play, startMatch, undo, type Match } from '../../engine/rules/core/log';
import type { Action, GameEvent, GameState, Refusal, SideId } from '../../engine/rules/core/types';
import type { ScenarioEngine, ScenarioInput } from '../../engine/rules';
import { gameRecord, type GameRecord, type OpenedRecord, type Replayed, type SeatRecord } from '../../engine/rules/record';
import { botSeed } from '../../engine/sim';

export type Seat = 'person' | BotKind;

/** How bots play at the screen: an action at a time, a pause apart so a person can follow them, or without pausing. */
export const BOT_PACES = ['watch', 'quick'] as const;
export type BotPace = (typeof BOT_PACES)[number];

export interface Playtest {
  readonly engine: ScenarioEngine;
  readonly input: ScenarioInput;
  readonly seed: string;
  readonly seats: Readonly<Record<SideId, Seat>>;
  /** Undo takes back anything, hidden moves included. */
  readonly designer: boolean;
  readonly match: Match;
  /** Events of each action applied, aligned with the match log. */
  readonly events: readonly (readonly GameEvent[])[];
  /** Whether each action showed something hidden or left to chance, aligned with the match log. */
  readonly reveals: readonly boolean[];
  /** Whether each action was a person's only one, played for them (see `forcedAction`), aligned with the match log. */
  readonly forced: readonly boolean[];
  /** The sides people played until they let bots finish, with the number of the bots' first action. */
  readonly handedOver: Readonly<Record<SideId, number>>;
  /** One bot per side seated with one, each with its own seeded PRNG. */
  readonly bots: Readonly<Record<SideId, Bot>>;
  /** While stepping through a game: how many of its actions are shown; null while playing. */
  readonly cursor: number | null;
  /** The states of a game opened from a record, for stepping through it. */
  readonly frames: readonly GameState[] | null;
}

function botsFor(engine: ScenarioEngine, seats: Readonly<Record<SideId, Seat>>, sides: readonly SideId[], seed: string): Record<SideId, Bot> {
  const bots: Record<SideId, Bot> = {};
  sides.forEach((side, index) => {
    const seat = seats[side];
    if (seat && seat !== 'person') bots[side] = createBot(seat, engine, botSeed(seed, index));
  });
  return bots;
}

export function startPlaytest(engine: ScenarioEngine, input: ScenarioInput, seats: Readonly<Record<SideId, Seat>>, seed: string, designer = false): Playtest {
  const initial = engine.setup(input, seed);
  return { engine, input, seed, seats, designer, match: startMatch(initial), events: [], reveals: [], forced: [], handedOver: {}, bots: botsFor(engine, seats, initial.sides, seed), cursor: null, frames: null };
}

function rngMoved(before: GameState, after: GameState): boolean {
  return before.rng.some((word, index) => word !== after.rng[index]);
}

export function playAction(playtest: Playtest, action: Action, forced = false): { playtest: Playtest; refused?: Refusal } {
  const before = playtest.match.state;
  const result = play(playtest.engine, playtest.match, action);
  if (result.refused) return { playtest, refused: result.refused };
  const revealed = rngMoved(before, result.match.state) || result.events.some((event) => event.reveal === true);
  return { playtest: { ...playtest, match: result.match, events: [...playtest.events, result.events], reveals: [...playtest.reveals, revealed], forced: [...playtest.forced, forced] } };
}

/**
 * Plays `side`'s `steps` in turn (a piece walked to a place), up to one refused, one that shows
 * something (a die rolled, a trap sprung: the rest of the way is the person's to choose again) or
 * the decision passing to another side.
 */
export function playSteps(playtest: Playtest, side: SideId, steps: readonly Action[]): { playtest: Playtest; refused?: Refusal } {
  let current = playtest;
  for (const step of steps) {
    const result = playAction(current, step);
    if (result.refused) return { playtest: current, refused: result.refused };
    current = result.playtest;
    if (current.reveals.at(-1) || nextSide(current) !== side) break;
  }
  return { playtest: current };
}

/**
 * The one thing a person at a shared screen may do now (a pass with nothing left to order, a card
 * drawn for a special), when someone else holds the screen: it is played for them rather than calling
 * them to it. What it shows them goes to their lines of the log, which the one holding the screen
 * does not read. Null when the person has a choice, plays alone, or already holds the screen.
 */
export function forcedAction(playtest: Playtest, atScreen: SideId | null): Action | null {
  const side = nextSide(playtest);
  const state = playtest.match.state;
  if (!side || side === atScreen || playtest.cursor !== null || state.outcome || playtest.seats[side] !== 'person') return null;
  if (Object.values(playtest.seats).filter((seat) => seat === 'person').length < 2) return null;
  const legal = playtest.engine.legalActions(state, side);
  return legal.length === 1 ? (legal[0] as Action) : null;
}

export type UndoBlock = 'nothing' | 'revealed' | 'otherPerson';

/** How many actions an undo by `side` takes back, or why it cannot. */
export function undoReach(playtest: Playtest, side: SideId | null): number | UndoBlock {
  const log = playtest.match.log;
  for (let i = log.length - 1; i >= 0; i--) {
    const actor = (log[i] as { action: Action }).action.side;
    // An action played for a person (their only one) is passed over as a bot's is.
    const person = playtest.seats[actor] === 'person' && playtest.forced[i] !== true;
    if (playtest.designer) {
      if (person) return log.length - i;
      continue;
    }
    if (playtest.reveals[i]) return 'revealed';
    if (actor === side) return log.length - i;
    if (person) return 'otherPerson';
  }
  return 'nothing';
}

/** Takes back the last action of `side` and the bot actions after it, when `undoReach` allows. */
export function undoLast(playtest: Playtest, side: SideId | null): Playtest {
  const count = undoReach(playtest, side);
  if (typeof count !== 'number') return playtest;
  const kept = playtest.match.log.length - count;
  return { ...playtest, match: undo(playtest.engine, playtest.match, count), events: playtest.events.slice(0, kept), reveals: playtest.reveals.slice(0, kept), forced: playtest.forced.slice(0, kept) };
}

/** Who decides next: the first side with a pending decision. */
export function nextSide(playtest: Playtest): SideId | null {
  return playtest.engine.pendingSides(playtest.match.state)[0] ?? null;
}

/** The action the seated bot of `side` (or `bot`) picks now. */
export function botAction(playtest: Playtest, side: SideId, bot = playtest.bots[side]): Action | null {
  const legal = playtest.engine.legalActions(playtest.match.state, side);
  if (!bot || legal.length === 0) return null;
  return legal[bot.pick(legal, () => playtest.engine.view(playtest.match.state, side), side)] ?? null;
}

/**
 * The seated bots play on, one action after another, until a person is to decide, the game ends, or
 * `spent()` says the time given is used up: the board is drawn between two such runs, so a person
 * sees the game move and the window keeps answering.
 */
export function playBots(playtest: Playtest, spent: () => boolean): Playtest {
  let current = playtest;
  while (!current.match.state.outcome) {
    const side = nextSide(current);
    if (!side || current.seats[side] === 'person') break;
    const action = botAction(current, side);
    if (!action) break;
    current = playAction(current, action).playtest;
    if (spent()) break;
  }
  return current;
}

/**
 * The greedy bot plays `side`'s part of the phase under way for the person at that side (a SIEGE
 * deployment of eighteen figures), from the side's own view: until another side is to decide, the
 * phase changes or the game ends. The actions stay the person's, each taken back by Undo.
 */
export function playPhaseFor(playtest: Playtest, side: SideId, maxActions = 2_000): Playtest {
  const phase = playtest.match.state.phase;
  const bot = createBot('greedy', playtest.engine, botSeed(`${playtest.seed}${playtest.match.log.length.toString(16)}`.slice(-32), 0));
  let current = playtest;
  for (let i = 0; i < maxActions; i++) {
    const state = current.match.state;
    if (state.outcome || state.phase !== phase || nextSide(current) !== side) break;
    const action = botAction(current, side, bot);
    if (!action) break;
    current = playAction(current, action).playtest;
  }
  return current;
}

/**
 * Seats a `kind` bot at each side a person plays, for "let the bots finish": the bots then play
 * the rest of the game (`playBots`), the bots already seated going on as they were. The record
 * says who took over, and from which action.
 */
export function handOverToBots(playtest: Playtest, kind: BotKind): Playtest {
  const people = playtest.match.state.sides.filter((side) => playtest.seats[side] === 'person');
  const handed: Record<SideId, Seat> = Object.fromEntries(people.map((side) => [side, kind]));
  const at = playtest.match.log.length;
  const takers = botsFor(playtest.engine, handed, playtest.match.state.sides, `${playtest.seed}${at.toString(16)}`.slice(-32));
  return { ...playtest, seats: { ...playtest.seats, ...handed }, bots: { ...playtest.bots, ...takers }, handedOver: { ...playtest.handedOver, ...Object.fromEntries(people.map((side) => [side, at])) } };
}

function seatRecord(seat: Seat, handedOver: number | undefined): SeatRecord {
  if (handedOver !== undefined) return { kind: 'person', handedToBot: { atAction: handedOver, bot: seat } };
  return seat === 'person' ? { kind: 'person' } : { kind: 'bot', bot: seat };
}

/** The game as a record, to save. */
export function recordOf(playtest: Playtest): GameRecord {
  const seats = Object.fromEntries(Object.entries(playtest.seats).map(([side, seat]) => [side, seatRecord(seat, playtest.handedOver[side])]));
  return gameRecord(playtest.input, playtest.seed, seats, playtest.match.log.map((entry) => entry.action), playtest.match.state);
}

/** A game opened from a record, shown at its last step, ready to be stepped through. */
export function playtestOfRecord(opened: OpenedRecord, replayed: Replayed): Playtest {
  // A bot the record names but this version does not have plays as the greedy one; a person who let a bot finish is that bot from then on.
  const botOf = (bot: string): BotKind => (isBotKind(bot) ? bot : 'greedy');
  const seats = Object.fromEntries(Object.entries(opened.record.seats).map(([side, seat]): [string, Seat] => [side, seat.kind === 'bot' ? botOf(seat.bot) : seat.handedToBot ? botOf(seat.handedToBot.bot) : 'person']));
  const handedOver = Object.fromEntries(Object.entries(opened.record.seats).flatMap(([side, seat]) => (seat.kind === 'person' && seat.handedToBot ? [[side, seat.handedToBot.atAction]] : [])));
  const { states, events } = replayed;
  const log = opened.record.actions.slice(0, states.length - 1).map((action, step) => ({ action, hash: hashState(states[step + 1] as GameState) }));
  const match: Match = { initial: opened.initial, log, state: states[states.length - 1] as GameState };
  const reveals = log.map((_, step) => rngMoved(states[step] as GameState, states[step + 1] as GameState) || (events[step] ?? []).some((event) => event.reveal === true));
  return {
    engine: opened.engine,
    input: opened.input,
    seed: opened.record.seed,
    seats,
    designer: false,
    match,
    events,
    reveals,
    forced: log.map(() => false),
    handedOver,
    bots: botsFor(opened.engine, seats, opened.initial.sides, opened.record.seed),
    cursor: match.log.length,
    frames: states,
  };
}

/** Moves the step shown while stepping through a game. */
export function stepTo(playtest: Playtest, cursor: number): Playtest {
  if (playtest.cursor === null || !playtest.frames) return playtest;
  return { ...playtest, cursor: Math.max(0, Math.min(cursor, playtest.frames.length - 1)) };
}

/** Goes on playing from the step shown, with the same seats: the actions after it are dropped. */
export function continueFrom(playtest: Playtest): Playtest {
  if (playtest.cursor === null) return playtest;
  const kept = playtest.cursor;
  const match = undo(playtest.engine, playtest.match, playtest.match.log.length - kept);
  // A person who let a bot finish only later has the side again.
  const back = Object.keys(playtest.handedOver).filter((side) => (playtest.handedOver[side] as number) >= kept);
  const seats: Record<SideId, Seat> = { ...playtest.seats, ...Object.fromEntries(back.map((side) => [side, 'person'])) };
  const handedOver = Object.fromEntries(Object.entries(playtest.handedOver).filter(([side]) => !back.includes(side)));
  return { ...playtest, seats, handedOver, match, events: playtest.events.slice(0, kept), reveals: playtest.reveals.slice(0, kept), forced: playtest.forced.slice(0, kept), bots: botsFor(playtest.engine, seats, match.state.sides, playtest.seed), cursor: null, frames: null };
}

/** The state on show: the step being looked at, or the game as it stands. */
export function shownState(playtest: Playtest): GameState {
  return playtest.cursor !== null && playtest.frames ? (playtest.frames[playtest.cursor] as GameState) : playtest.match.state;
}
