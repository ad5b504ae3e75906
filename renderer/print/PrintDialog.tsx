import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { listText, numberText, type Language } from '../../engine/i18n';
import {
  boardPrintOptionsFor,
  PAPER_NAMES,
  PrintError,
  boardPrintDocument,
  boardSvg,
  defaultCounterSizeMm,
  orientationWithFewestPages,
  planBoardPrint,
  planCounterSheet,
  renderBoardPdf,
  renderCounterSheetPdf,
  type BoardPrintOptions,
  type BoardPrintPlan,
  type PaperName,
  type PrintProgress,
  type PrintSource,
} from '../../engine/print';
import type { Host } from '../host/Host';
import { PrintPreview } from './PrintPreview';
import { printPages } from './printPages';

interface Props {
  readonly source: PrintSource;
  readonly host: Host;
  /** File name without extension for exports. */
  readonly baseName: string;
  readonly defaultPaper: PaperName;
  readonly onClose: () => void;
}

type Paper = PaperName | 'custom';

/** Lets the event loop breathe between chunks of a long render, so the progress bar moves. */
const breathe = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** What the print holds, as the plan has it: the scenario sheet if asked, one page or a grid, the assembly map only for a grid, the legend if asked. */
function pageCountText(plan: BoardPrintPlan, t: TFunction, language: Language): string {
  const parts = [
    ...(plan.options.sheet ? [t('print.pageCount.sheet')] : []),
    ...(plan.layout.mode === 'tiles'
      ? [
          t('print.pageCount.tiles', { count: plan.layout.grid.rows * plan.layout.grid.columns, rows: plan.layout.grid.rows, columns: plan.layout.grid.columns }),
          ...(plan.layout.printed ? [t('print.pageCount.skipped', { count: plan.layout.grid.rows * plan.layout.grid.columns - plan.layout.printed.length })] : []),
          ...(plan.layout.grid.rows * plan.layout.grid.columns > 1 ? [t('print.pageCount.assembly')] : []),
        ]
      : [t('print.pageCount.fit', { scale: numberText(language, plan.layout.fit.scale * 100, 0) })]),
  ];
  if (plan.options.legend) parts.push(t('print.pageCount.legend'));
  return t('print.pageCount', { count: plan.pageCount, parts: listText(language, parts) });
}

export function PrintDialog({ source, host, baseName, defaultPaper, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [paper, setPaper] = useState<Paper>(defaultPaper);
  const [custom, setCustom] = useState({ widthMm: 600, heightMm: 400 });
  const [options, setOptions] = useState<BoardPrintOptions>(() => {
    const initial = { ...boardPrintOptionsFor(source), paper: defaultPaper };
    return { ...initial, orientation: orientationWithFewestPages(source, initial) };
  });
  // The counter sheet with the box's spare tokens too (traps, smoke, flags), for a game on paper.
  const [spares, setSpares] = useState(false);
  const [progress, setProgress] = useState<PrintProgress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  // Options that do something on this board only: an area map has no coordinates, a scenario may hide nothing.
  const { board, sides } = source.scenario;
  const labelsKey = board.geometry.kind === 'free' ? 'print.labels.free' : board.geometry.kind === 'area' ? null : 'print.labels';
  const hasHidden = [...(board.tokens ?? []), ...(board.edges ?? []), ...sides.flatMap((side) => side.units ?? [])].some((piece) => piece.hidden === true);

  const chosen: BoardPrintOptions = { ...options, paper: paper === 'custom' ? custom : paper };
  const planned = useMemo((): { plan: BoardPrintPlan } | { error: string } => {
    try {
      return { plan: planBoardPrint(source, chosen) };
    } catch (error) {
      return { error: error instanceof PrintError ? error.messageIn(i18n.language as Language) : String(error) };
    }
    // `chosen` is rebuilt each render from these.
  }, [source, options, paper, custom, i18n.language]); // eslint-disable-line react-hooks/exhaustive-deps
  const plan = 'plan' in planned ? planned.plan : null;

  const set = <K extends keyof BoardPrintOptions>(key: K, value: BoardPrintOptions[K]) => setOptions((current) => ({ ...current, [key]: value }));

  const confirmed = (target: BoardPrintPlan) =>
    !target.needsConfirmation || window.confirm(t('print.confirmMany', { pages: target.pageCount }));

  const run = async (work: () => Promise<void>) => {
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(error instanceof PrintError ? error.messageIn(i18n.language as Language) : t('print.failed', { message: error instanceof Error ? error.message : String(error) }));
    } finally {
      setProgress(null);
    }
  };

  const exportBytes = async (name: string, bytes: Uint8Array) => {
    const result = await host.exportFile(name, bytes);
    if (!result.ok) setFailure(t(result.error.key, result.error.params));
  };

  const savePdf = () =>
    run(async () => {
      if (!plan || !confirmed(plan)) return;
      const pdf = await renderBoardPdf(plan, { onProgress: setProgress, pause: breathe, confirmLargePrint: true });
      await exportBytes(`${baseName}.pdf`, pdf);
    });

  const print = () =>
    run(async () => {
      if (!plan || !confirmed(plan)) return;
      setProgress({ stage: 'pages', done: 0, total: plan.pageCount });
      await breathe();
      await printPages(boardPrintDocument(plan, { confirmLargePrint: true }), setProgress);
    });

  const saveSvg = () => run(() => exportBytes(`${baseName}.svg`, new TextEncoder().encode(boardSvg(source, chosen))));

  const saveCounters = () =>
    run(async () => {
      const sheet = planCounterSheet(source, { paper: chosen.paper, orientation: chosen.orientation, marginMm: chosen.marginMm, counterSizeMm: defaultCounterSizeMm(source), spares });
      const pdf = await renderCounterSheetPdf(sheet, { onProgress: setProgress, pause: breathe });
      await exportBytes(`${baseName}-${t('fileName.counters')}.pdf`, pdf);
    });

  const busy = progress !== null;

  return (
    <dialog ref={dialog} className="dialog dialog--wide" aria-labelledby="print-title" onClose={onClose} data-testid="print-dialog">
      <h2 id="print-title">{t('print.title')}</h2>
      <div className="print-dialog">
        <div className="form-grid">
          <label htmlFor="print-paper">{t('print.paper')}</label>
          <select id="print-paper" value={paper} onChange={(e) => setPaper(e.target.value as Paper)}>
            {PAPER_NAMES.map((name) => (
              <option key={name} value={name}>
                {t(`print.paper.${name}`)}
              </option>
            ))}
            <option value="custom">{t('print.paper.custom')}</option>
          </select>
          {paper === 'custom' && (
            <>
              <label htmlFor="print-width">{t('print.width')}</label>
              <input id="print-width" type="number" min={1} value={custom.widthMm} onChange={(e) => setCustom({ ...custom, widthMm: Number(e.target.value) })} />
              <label htmlFor="print-height">{t('print.height')}</label>
              <input id="print-height" type="number" min={1} value={custom.heightMm} onChange={(e) => setCustom({ ...custom, heightMm: Number(e.target.value) })} />
            </>
          )}
          <label htmlFor="print-orientation">{t('print.orientation')}</label>
          <select id="print-orientation" value={options.orientation} onChange={(e) => set('orientation', e.target.value as BoardPrintOptions['orientation'])}>
            <option value="portrait">{t('print.portrait')}</option>
            <option value="landscape">{t('print.landscape')}</option>
          </select>
          <label htmlFor="print-margin">{t('print.margin')}</label>
          <input id="print-margin" type="number" min={0} step={1} value={options.marginMm} onChange={(e) => set('marginMm', Number(e.target.value))} />
          <label htmlFor="print-overlap">{t('print.overlap')}</label>
          <input id="print-overlap" type="number" min={0} step={1} value={options.overlapMm} disabled={options.fit} onChange={(e) => set('overlapMm', Number(e.target.value))} />
          <label htmlFor="print-fit">{t('print.fit')}</label>
          <input id="print-fit" type="checkbox" checked={options.fit} onChange={(e) => set('fit', e.target.checked)} />
          <label htmlFor="print-cut">{t('print.cutMarks')}</label>
          <input id="print-cut" type="checkbox" checked={options.cutMarks} onChange={(e) => set('cutMarks', e.target.checked)} />
          {labelsKey && (
            <>
              <label htmlFor="print-labels">{t(labelsKey)}</label>
              <input id="print-labels" type="checkbox" checked={options.labels} onChange={(e) => set('labels', e.target.checked)} />
            </>
          )}
          <label htmlFor="print-sheet">{t('print.sheet')}</label>
          <input id="print-sheet" type="checkbox" checked={options.sheet} onChange={(e) => set('sheet', e.target.checked)} />
          <label htmlFor="print-legend">{t('print.legend')}</label>
          <input id="print-legend" type="checkbox" checked={options.legend} onChange={(e) => set('legend', e.target.checked)} />
          {hasHidden && (
            <>
              <label htmlFor="print-hidden">{t('print.hidden')}</label>
              <input id="print-hidden" type="checkbox" checked={options.showHidden} onChange={(e) => set('showHidden', e.target.checked)} />
            </>
          )}
          {/* The counter sheet is a file of its own (its button below): its option stands apart from the board's. */}
          <p className="print-dialog__group">{t('print.countersGroup')}</p>
          <label htmlFor="print-spares">{t('print.spares')}</label>
          <input id="print-spares" type="checkbox" checked={spares} onChange={(e) => setSpares(e.target.checked)} />
        </div>
        <div className="print-dialog__preview">
          {plan ? <PrintPreview plan={plan} /> : <p role="alert">{'error' in planned ? planned.error : ''}</p>}
          {plan && (
            <p data-testid="page-count">
              {pageCountText(plan, t, i18n.language as Language)}
            </p>
          )}
        </div>
      </div>
      {busy && (
        <div className="print-dialog__progress">
          <span>{t(`print.stage.${progress.stage}`)}</span>
          <progress value={progress.done} max={Math.max(progress.total, 1)} data-testid="print-progress" />
        </div>
      )}
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="button button--primary" disabled={!plan || busy} onClick={() => void print()}>
          {t('print.print')}
        </button>
        <button type="button" className="button" disabled={!plan || busy} onClick={() => void savePdf()}>
          {t('print.savePdf')}
        </button>
        <button type="button" className="button" disabled={!plan || busy} onClick={() => void saveSvg()}>
          {t('print.saveSvg')}
        </button>
        <button type="button" className="button" disabled={!plan || busy} onClick={() => void saveCounters()}>
          {t('print.saveCounters')}
        </button>
        <button type="button" className="button" onClick={() => dialog.current?.close()}>
          {t('dialog.close')}
        </button>
      </div>
    </dialog>
  );
}
