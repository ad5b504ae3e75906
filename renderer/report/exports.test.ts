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

  const words = (language: string) => ({
    language,
    headings: ['Partie', 'Graine', 'Vainqueur', 'Tours', 'Actions', 'Fin'],
    winner: (game: BalanceReport['list'][number]) => (game.winner ? 'Empire galactique' : 'Inachevée'),
    end: (game: BalanceReport['list'][number]) => (game.finished ? 'Base conquise, à Mon Calamari; fin' : 'Inachevée'),
  });

  it('starts with a byte order mark, one row per game in the reader’s words, quoting a cell that holds the separator', () => {
    const csv = gamesCsv(report, words('en'));
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split('\n')).toEqual(['Partie,Graine,Vainqueur,Tours,Actions,Fin', '1,98027c9c7c28328f,Empire galactique,8,352,"Base conquise, à Mon Calamari; fin"', '2,0000000000000001,Inachevée,20,900,Inachevée', '']);
  });

  it('splits its cells with semicolons where a comma marks decimals, as French spreadsheets do', () => {
    const csv = gamesCsv(report, words('fr'));
    expect(csv.slice(1).split('\n')).toEqual(['Partie;Graine;Vainqueur;Tours;Actions;Fin', '1;98027c9c7c28328f;Empire galactique;8;352;"Base conquise, à Mon Calamari; fin"', '2;0000000000000001;Inachevée;20;900;Inachevée', '']);
  });
});
