/**
 * The seats, the bots' pace and designer mode last chosen for a playtest, kept for the session by ruleset and
 * sides: a designer who goes back to the editor and opens the playtest again finds them as left
 * (two people at the screen stay two people). The seed is drawn afresh each time.
 */
import type { SideId } from '../../engine/rules/core/types';
import { sessionMemory } from '../document/sessionMemory';
import type { BotPace, Seat } from './match';

export interface PlaytestSetupChoice {
  readonly seats: Readonly<Record<SideId, Seat>>;
  readonly pace: BotPace;
  readonly designer: boolean;
}

const chosen = sessionMemory<PlaytestSetupChoice>();

/** The setup last chosen for these sides of this ruleset; otherwise a person at the first side and the greedy bot at the others, who pause between actions. */
export function lastSetup(ruleset: string, sides: readonly SideId[]): PlaytestSetupChoice {
  return chosen.recall(ruleset, sides) ?? { seats: Object.fromEntries(sides.map((side, index) => [side, index === 0 ? 'person' : 'greedy'])), pace: 'watch', designer: false };
}

export function rememberSetup(ruleset: string, sides: readonly SideId[], choice: PlaytestSetupChoice): void {
  chosen.keep(ruleset, sides, choice);
}
