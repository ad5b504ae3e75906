import { describe, expect, it } from 'vitest';
import type { BalanceReport } from '../../engine/sim/balance';
import { gamesCsv } from './exports';

describe('the games as CSV', () => {
  const report = {
    list: [
      { index: 0, seed: '98027c9c7c28328f', winner: 'empire', finished: true, turns: 8, actions: 352, reason: 'rebellion.outcome.baseConquered', params: {} },
      { index: 1, seed: '0000000000000001', winner: null, finished: false, turns: 20, actions: 900, reason: '', params: {} },
    ],
  } as unknown as BalanceReport;

  it('starts with a byte order mark, one row per game, ends in words quoted when they hold a comma', () => {
    const csv = gamesCsv(report, (game) => (game.finished ? 'Base conquise, à Mon Calamari' : 'Inachevée'));
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split('\n')).toEqual(['game,seed,winner,turns,actions,end', '1,98027c9c7c28328f,empire,8,352,"Base conquise, à Mon Calamari"', '2,0000000000000001,,20,900,Inachevée', '']);
  });
});
