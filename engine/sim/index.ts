/** Bot games and batch simulation over the rules engine. */
export { simulate, effectiveRuleset, playBatch, playGames, addTallies, reportOf, batchId, shardOf, type BatchSubject, type BatchTally, type SimulateOptions, type SimulationReport, type SideResult, type PlayedGame } from './simulate';
export { playBotGame, botSeed, resultOf, DEFAULT_MAX_ACTIONS, type BotGame, type BotGameOptions, type GameResult } from './play';
export { wilsonInterval, Z95 } from './wilson';
