/** Bot games and batch simulation over the rules engine. */
export { simulate, effectiveRuleset, playBatch, playGames, addTallies, reportOf, batchId, shardOf, resultOf, type BatchSubject, type BatchTally, type GameResult, type SimulateOptions, type SimulationReport, type SideResult, type PlayedGame } from './simulate';
export { playBotGame, botSeed, DEFAULT_MAX_ACTIONS, type BotGame, type BotGameOptions } from './play';
export { wilsonInterval, Z95 } from './wilson';
