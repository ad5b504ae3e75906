import { useMemo, useState } from 'react';
import { inspectorFor, type CellReport } from '../../engine/rules';
import { InspectOverlay } from '../inspect/InspectOverlay';
import { useTranslation } from 'react-i18next';
import type { BoardKernel } from '../../engine/board/types';
import { BoardCanvas } from '../canvas/BoardCanvas';
import { zoomPercent } from '../canvas/viewport';
import { boardKernelOf, describeBoard } from '../document/board';
import { isDirty } from '../document/history';
import { scenarioTitle, type OpenDocument } from '../document/openDocument';
import type { CheckedScenario } from '../document/boardScene';

interface Props {
  readonly document: OpenDocument;
  readonly checked: CheckedScenario;
  readonly scale: number | null;
  readonly fitScale: number;
  readonly onFitScale: (scale: number) => void;
}

/** The editing area: the board canvas and a status bar. */
export function Workspace({ document, checked, scale, fitScale, onFitScale }: Props) {
  const { t } = useTranslation();
  const scenario = document.history.present;
  const board = useMemo(() => boardKernelOf(scenario), [scenario]);
  const { problems, scene, source } = checked;
  const [inspecting, setInspecting] = useState(false);
  const [report, setReport] = useState<CellReport | null>(null);
  const canInspect = !!source && !!inspectorFor(source.scenario.ruleset.id) && board.ok && (board.kernel.kind === 'square' || board.kernel.kind === 'hex');
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  const title = scenarioTitle(scenario) ?? document.name;
  // The wheel zooms the canvas itself; its zoom holds until the menu's zoom (`scale`) changes.
  const [wheelZoom, setWheelZoom] = useState<{ readonly from: number | null; readonly scale: number } | null>(null);
  const viewScale = wheelZoom && wheelZoom.from === scale ? wheelZoom.scale : scale;
  const shownScale = viewScale ?? fitScale;

  return (
    <main className="workspace" data-testid="workspace">
      <div className="workspace__toolbar">
        <button
          type="button"
          className={inspecting ? 'button button--primary' : 'button'}
          aria-pressed={inspecting}
          disabled={!canInspect}
          title={canInspect ? t('inspect.hint') : t('inspect.unavailable')}
          data-testid="inspect-tool"
          onClick={() => {
            setInspecting(!inspecting);
            setReport(null);
          }}
        >
          {t('inspect.tool')}
        </button>
        {inspecting && (
          <span className="workspace__report" data-testid="inspect-report">
            {report ? t('inspect.report', { cell: report.from, visible: report.visible.length, reachable: report.reachable.length, actions: report.actions }) : t('inspect.hint')}
          </span>
        )}
      </div>
      {board.ok ? (
        <BoardCanvas
          kernel={board.kernel}
          scene={scene}
          scale={viewScale}
          onFitScale={onFitScale}
          onScaleChange={(next) => setWheelZoom({ from: scale, scale: next })}
          label={t('canvas.label', { title })}
          overlay={
            inspecting && canInspect && source && (board.kernel.kind === 'square' || board.kernel.kind === 'hex') ? (
              <InspectOverlay kernel={board.kernel} source={source} onReport={setReport} />
            ) : undefined
          }
        />
      ) : (
        <p className="workspace__message" role="alert">
          {t('document.noBoard', { reason: board.reason })}
        </p>
      )}
      <footer className="status-bar" data-testid="status-bar">
        <span className="status-bar__title">{title}</span>
        {isDirty(document.history) && <span className="status-bar__dirty">{t('document.unsaved')}</span>}
        {board.ok && <span>{boardSummary(t, board.kernel)}</span>}
        {shownScale > 0 && <span>{t('status.zoom', { percent: zoomPercent(shownScale) })}</span>}
        <span className={errors > 0 ? 'status-bar__problems status-bar__problems--errors' : 'status-bar__problems'} data-testid="problem-count">
          {problems.length === 0 ? t('status.valid') : t('status.problems', { errors, warnings: problems.length - errors })}
        </span>
      </footer>
    </main>
  );
}

function boardSummary(t: (key: string, params?: Record<string, unknown>) => string, kernel: BoardKernel): string {
  const description = describeBoard(kernel);
  return t(description.key, description.params);
}
