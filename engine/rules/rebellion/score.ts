/** How good a state looks to a side, for the greedy bot: a first cut, refined against bot games. */
import { campOf, rebelLoyalCount } from './common';
import { EMPIRE, REBELLION, type RebState } from './types';

export function scoreOf(state: RebState, side: string): number {
  const { fixed, game } = state;
  const camp = campOf(fixed, side);
  const stride = fixed.profiles.length;
  let empire = 0;
  let rebellion = 0;
  for (let space = 0; space <= fixed.baseSpace; space++) {
    for (let profile = 0; profile < stride; profile++) {
      const count = game.units[space * stride + profile] as number;
      if (count === 0) continue;
      const def = fixed.profiles[profile];
      if (def?.camp === EMPIRE) empire += count * def.value;
      else if (def) rebellion += count * def.value;
    }
  }
  let candidates = 0;
  for (const candidate of game.candidates) candidates += candidate;
  const rebel = rebellion - empire + 20 * (game.time - game.reputation) + 5 * rebelLoyalCount(game) + 3 * candidates - (game.baseRevealed ? 200 : 0);
  return camp === REBELLION ? rebel : -rebel;
}
