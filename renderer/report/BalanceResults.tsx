/**
 * A balance report: win rates with their intervals, the measures, the length of games, a heat map
 * on the board, the list of games (each opens in the playtest), a comparison when two variants
 * were played, and the exports; a way back to the editor at the top and at the bottom.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DisplayDocument } from '../../engine/print/display-list';
import type { PrintSource } from '../../engine/print';
import { heatMap, turnsChart } from '../../engine/print/report-figures';
import { titleIn } from '../../engine/scenario/localized';
import { type BalanceReport, type HeatKind } from '../../engine/sim/balance';
import type { GameResult } from '../../engine/sim/play';
import { Comparison, type VariantComparison } from './Comparison';
import { FigureView } from './FigureView';
import { GamesTable } from './GamesTable';
import { MetricsList } from './MetricsList';
import { WinRates } from './WinRates';

/** A batch stopped before its end: how many games of each variant were played of those planned, and what became of the comparison. */
export interface StoppedEarly {
  readonly played: number;
  readonly planned: number;
  /** No comparison was asked for, or it rests on the games both variants played. */
  readonly comparison: 'none' | 'paired';
}

interface Props {
  readonly report: BalanceReport;
  readonly source: PrintSource;
  /** The heat maps this game can draw (traps only where the game has them). */
  readonly heatKinds: readonly HeatKind[];
  readonly comparison: VariantComparison | null;
  readonly stopped: StoppedEarly | null;
  readonly sideName: (side: string) => string;
  /** A game's winner, or its draw or its unfinished end, in words; and how it ended. */
  readonly winner: (game: GameResult) => string;
  readonly reason: (game: GameResult) => string;
  readonly onOpen: (game: GameResult) => void;
  readonly onExportData: (format: 'json' | 'csv') => void;
  /** Exports a figure; `name` is what its file's name adds to the scenario's, in the reader's language. */
  readonly onExportFigure: (document: DisplayDocument, name: string, format: 'svg' | 'png') => void;
  readonly onAgain: () => void;
  readonly onExit: () => void;
}

export function BalanceResults({ report, source, heatKinds, comparison, stopped, sideName, winner, reason, onOpen, onExportData, onExportFigure, onAgain, onExit }: Props) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<HeatKind>('deaths');
  const chart = useMemo(() => turnsChart(report, { title: t('report.chartTitle'), turns: t('report.chartTurns'), games: t('report.chartGames') }), [report, t]);
  const heat = useMemo(
    () =>
      heatMap(source, report, kind, {
        title: t('report.heatTitle', { kind: t(`report.heat.${kind}`) }),
        subtitle: t('report.heatGames', { scenario: titleIn(source.scenario.meta, source.language), count: report.games, games: report.games.toLocaleString(source.language) }),
        scale: (square) => (square ? t('report.heatScaleSquare', { size: square }) : t('report.heatScale')),
      }),
    [source, report, kind, t],
  );
  return (
    <main className="report report--results" data-testid="report-results">
      <div className="report__top">
        <h1 tabIndex={-1}>{comparison ? t('report.resultTitleCompared', { count: report.games, played: report.games + comparison.second.games }) : t('report.resultTitle', { count: report.games })}</h1>
        <button type="button" className="button" onClick={onExit}>
          {t('playtest.backToEditor')}
        </button>
      </div>
      {stopped && (
        <p className="report__stopped" data-testid="report-stopped">
          {t(`report.stopped.${stopped.comparison}`, { count: stopped.played, planned: stopped.planned })}
        </p>
      )}
      {comparison && (
        <>
          <Comparison report={report} comparison={comparison} sideName={sideName} />
          {/* Everything below is of the first variant alone: say so, and of how many games. */}
          <h2 className="report__detail" data-testid="report-detail-of">
            {t('report.detailOf', { label: comparison.labels.first })}
          </h2>
          <p>{t('report.detailNote', { count: report.games })}</p>
        </>
      )}
      <WinRates report={report} sideName={sideName} />
      <MetricsList metrics={report.metrics} />
      <FigureView document={chart} name={t('report.chartName')} testId="report-chart" onExport={(document, format) => onExportFigure(document, t('fileName.turns'), format)} />
      <section>
        <label htmlFor="report-heat">{t('report.heatKind')}</label>{' '}
        <select id="report-heat" value={kind} onChange={(event) => setKind(event.target.value as HeatKind)}>
          {heatKinds.map((heatKind) => (
            <option key={heatKind} value={heatKind}>
              {t(`report.heat.${heatKind}`)}
            </option>
          ))}
        </select>
        <FigureView document={heat} name={t('report.heatName')} testId="report-heat-map" board onExport={(document, format) => onExportFigure(document, t(`fileName.heat.${kind}`), format)} />
      </section>
      <GamesTable games={report.list} winner={winner} reason={reason} onOpen={onOpen} />
      <div className="dialog__actions">
        <button type="button" className="button" onClick={() => onExportData('json')}>
          {t('report.exportJson')}
        </button>
        <button type="button" className="button" onClick={() => onExportData('csv')}>
          {t('report.exportCsv')}
        </button>
        <button type="button" className="button" onClick={onAgain}>
          {t('report.again')}
        </button>
        <button type="button" className="button button--primary" onClick={onExit}>
          {t('playtest.backToEditor')}
        </button>
      </div>
    </main>
  );
}
