/** The rules engine core: states, actions, engine, PRNG, hashing, logs and replay, bots. */
export type * from './types';
export { createEngine, eventsFor, refusal, silent, type Engine } from './engine';
export { Rng, seedRng, deriveSeed, type RngState } from './prng';
export { hashState, hashValue } from './hash';
export { startMatch, play, replay, verifyReplay, undo, type LogEntry, type Match, type PlayResult, type ReplayReport } from './log';
export { firstPhase, nextPhase, findPhase, perSidePhases, type PhaseCursor } from './turns';
export { BOT_KINDS, createBot, greedyBot, isBotKind, randomBot, type Bot, type BotKind } from './bots';
