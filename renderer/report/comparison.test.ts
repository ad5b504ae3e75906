/**
 * The comparison of two variants and the measures as a reader sees them, in French: the change of
 * each side, of draws and of unfinished games with their intervals, capitalised column headings,
 * and balance shown as a dash with its reason when no game was decided.
 */
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { balanceReport, compareBalance } from '../../engine/sim/balance';
import type { GameResult } from '../../engine/sim/play';
import { createI18n } from '../i18n';
import { BalanceProgress } from './BalanceProgress';
import { Comparison } from './Comparison';
import { MetricsList } from './MetricsList';
import { WinRates } from './WinRates';

const i18n = createI18n('fr');
const text = (element: ReactElement) =>
  renderToStaticMarkup(createElement(I18nextProvider, { i18n }, element))
    .replace(/<\/(th|td|li|dt|dd|h2)>/g, '|')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    // Minus signs are the number format's business, not this test's.
    .replace(/\u2212/g, '-');
const game = (index: number, winner: string | null, finished = true): GameResult => ({ index, seed: String(index), winner, finished, turns: 1, actions: 1, reason: '', params: {} });
const tally = (games: GameResult[]) => ({ games, decisions: 1, forced: 0, choices: 1, heat: { deaths: {}, moves: {}, combats: {}, traps: {} } });
const sides = ['attackers', 'defenders'];
const sideName = (side: string) => ({ attackers: 'Attaquants', defenders: 'Défenseurs' })[side] ?? side;

describe('the comparison of two variants', () => {
  it('shows each side, the draws and the unfinished games, with the change and its interval, under capitalised headings; « 0,0 point » in the singular, every figure to one decimal', () => {
    // The second variant: the same twenty games, four of the defenders' wins turned into draws.
    const first = Array.from({ length: 20 }, (_, index) => game(index, index < 10 ? 'attackers' : 'defenders'));
    const second = first.map((played) => (played.index >= 16 ? game(played.index, null) : played));
    const report = balanceReport(sides, ['greedy'], tally(first));
    const other = balanceReport(sides, ['greedy'], tally(second));
    const shown = text(createElement(Comparison, { report, comparison: { differences: compareBalance(sides, first, second), labels: { first: i18n.t('report.asEdited'), second: i18n.t('report.asSaved') }, second: other }, sideName }));
    expect(shown).toContain('Camp|Le scénario tel que modifié|Le scénario tel qu’enregistré|Écart en points de pourcentage (intervalle à 95\u00a0%)|');
    expect(shown).toContain('Défenseurs|50,0\u00a0% (10 sur 20)|30,0\u00a0% (6 sur 20)|+20,0 points (-2,2 à +39,2)|');
    expect(shown).toContain('Parties nulles|0,0\u00a0% (0 sur 20)|20,0\u00a0% (4 sur 20)|-20,0 points (-44,3 à +4,1)|');
    expect(shown).toContain('Inachevées|0,0\u00a0% (0 sur 20)|0,0\u00a0% (0 sur 20)|0,0 point (-20,0 à +20,0)|');
    expect(shown).toContain('Défenseurs\u00a0: +20,0 points de pourcentage, probablement entre -2,2 et +39,2 (intervalle à 95\u00a0%). On ne peut pas conclure\u00a0: un tel écart peut venir du hasard. Jouez plus de parties pour trancher.|');
    expect(shown).toContain('Attaquants|50,0\u00a0% (10 sur 20)|50,0\u00a0% (10 sur 20)|0,0 point (-9,9 à +9,9)|');
  });

  it('keeps a file name as it is spelt at the head of its column', () => {
    const games = [game(0, 'attackers')];
    const report = balanceReport(sides, ['greedy'], tally(games));
    const shown = text(createElement(Comparison, { report, comparison: { differences: compareBalance(sides, games, games), labels: { first: i18n.t('report.asEdited'), second: 'castle-b.scenario.json' }, second: report }, sideName }));
    expect(shown).toContain('Camp|Le scénario tel que modifié|castle-b.scenario.json|');
  });
});

describe('the measures', () => {
  it('show balance as a dash with its reason when no game was decided, and as a share otherwise', () => {
    const undecided = balanceReport(sides, ['greedy'], tally([game(0, null), game(1, null, false)]));
    expect(text(createElement(MetricsList, { metrics: undecided.metrics }))).toContain('Équilibre — (aucune partie décidée)|');
    const decided = balanceReport(sides, ['greedy'], tally([game(0, 'attackers'), game(1, 'defenders'), game(2, null)]));
    const shown = text(createElement(MetricsList, { metrics: decided.metrics }));
    expect(shown).toContain('Équilibre 100,0\u00a0%|');
    expect(shown).not.toContain('aucune partie décidée');
  });
});

describe('the win rates', () => {
  it('say how to narrow intervals that reach more than ten points either way, and nothing of it on 400 games', () => {
    // 1 win in 20, 5 %: its interval, 0.9 to 23.6 %, reaches 19 points above the rate and 4 below; the longer side is said.
    const few = balanceReport(sides, ['greedy'], tally(Array.from({ length: 20 }, (_, index) => game(index, index < 1 ? 'attackers' : 'defenders'))));
    expect(text(createElement(WinRates, { report: few, sideName }))).toContain('Avec 20 parties, les intervalles sont larges\u00a0: ils s’écartent jusqu’à 19 points du taux. Plus de parties les resserrent');
    const many = balanceReport(sides, ['greedy'], tally(Array.from({ length: 400 }, (_, index) => game(index, index % 5 < 2 ? 'attackers' : 'defenders'))));
    expect(text(createElement(WinRates, { report: many, sideName }))).not.toContain('intervalles sont larges');
  });
});

describe('the length of games in a comparison', () => {
  it('gives each variant\'s average and the change in turns, with its interval, and whether it is significant', () => {
    const first = Array.from({ length: 20 }, (_, index) => ({ ...game(index, 'attackers'), turns: 10 }));
    const longer = first.map((played) => ({ ...played, turns: played.index % 2 === 0 ? 12 : 11 }));
    const shown = (second: GameResult[]) =>
      text(createElement(Comparison, { report: balanceReport(sides, ['greedy'], tally(first)), comparison: { differences: compareBalance(sides, first, second), labels: { first: i18n.t('report.asEdited'), second: i18n.t('report.asSaved') }, second: balanceReport(sides, ['greedy'], tally(second)) }, sideName }));
    // 1.5 turns shorter on average; the pairs' differences (2 and 1) give -1.5 ± 2.093 × 0.115.
    expect(shown(longer)).toContain('Durée\u00a0: en moyenne 10,0 tours avec le scénario tel que modifié, 11,5 avec le scénario tel qu’enregistré, soit -1,5 tour, probablement entre -1,7 et -1,3 (intervalle à 95\u00a0%). L’écart est significatif\u00a0: le changement modifie la durée des parties.|');
    expect(shown(first)).toContain('soit 0,0 tour, probablement entre 0,0 et 0,0 (intervalle à 95\u00a0%). On ne peut pas conclure');
  });
});

describe('a batch under way', () => {
  it('tells a screen reader how far it is at each tenth of the batch only', () => {
    const announced = (done: number) => /data-testid="report-announced">([^<]*)</.exec(renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(BalanceProgress, { done, total: 400, elapsed: 10, label: 'le scénario', canStop: done > 0, onStop: () => undefined, onCancel: () => undefined }))))?.[1];
    expect(announced(0)).toBe('');
    expect(announced(39)).toBe('');
    expect(announced(40)).toBe('10\u00a0% des parties jouées');
    expect(announced(399)).toBe('90\u00a0% des parties jouées');
    expect(announced(400)).toBe('100\u00a0% des parties jouées');
  });
});
