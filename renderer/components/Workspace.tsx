import { useCallback, useEffect, useMemo, useState } from 'react';
import { inspectorFor, mechanicsOf, type PlacedCellReport } from '../../engine/rules';
import { InspectOverlay } from '../inspect/InspectOverlay';
import { useTranslation } from 'react-i18next';
import type { BoardKernel } from '../../engine/board/types';
import { BoardCanvas } from '../canvas/BoardCanvas';
import { zoomPercent } from '../canvas/viewport';
import { ViewToggles } from '../canvas/ViewToggles';
import type { ViewOptions } from '../canvas/viewOptions';
import { boardKernelOf, describeBoard, hasWalls } from '../document/board';
import { isDirty } from '../document/history';
import { scenarioTitle, type OpenDocument } from '../document/openDocument';
import type { CheckedScenario } from '../document/boardScene';
import type { PointMm } from '../../engine/board/types';
import { languageOf } from '../../engine/i18n';
import type { Scenario } from '../../engine/scenario/types';
import type { EditResult, Refusal } from '../editor/edits';
import { EMPTY_SELECTION, type Selection } from '../editor/selection';
import { RefusalTip } from '../editor/tools/RefusalTip';
import { ToolBar } from '../editor/tools/ToolBar';
import { ToolOverlay } from '../editor/tools/ToolOverlay';
import { ToolPalette } from '../editor/tools/ToolPalette';
import { editorCommandsOf, useEditorTools, type EditorCommands } from '../editor/tools/useEditorTools';
import '../editor/tools/tools.css';
import type { CentreTarget } from '../panels/locate';
import { SidePanels } from '../panels/SidePanels';
import { AnchorOverlay } from '../canvas/AnchorOverlay';
import { BackgroundDialog, type AnchorDraft } from '../panels/BackgroundDialog';

/** The inspect tool needs a valid scenario of a game whose rules are in the engine. */
const INSPECT = ['inspect'] as const;

interface Props {
  readonly document: OpenDocument;
  readonly checked: CheckedScenario;
  readonly scale: number | null;
  readonly fitScale: number;
  readonly onFitScale: (scale: number) => void;
  /** The zoom the wheel left the view at, so the menu's zoom continues from it. */
  readonly onScaleChange: (scale: number) => void;
  /** Changes with each Fit to Window command. */
  readonly fitKey: number;
  readonly viewOptions: ViewOptions;
  readonly onViewOptionsChange: (options: ViewOptions) => void;
  /** Records an edit as one undo step; returns the refusal of a refused edit. */
  readonly onEdit: (result: EditResult) => Refusal | null;
  /** Where the Edit menu finds the board's cut, copy, paste, delete and select all. */
  readonly editorCommandsRef?: { current: EditorCommands | null };
  /** How many items are selected, for the Edit menu. */
  readonly onSelectedCount?: (count: number) => void;
  readonly onSaveVariant: () => void;
  readonly onOpenVariant: () => void;
}

/** The editing area: the tool bar, the palette of the tool, the board canvas, the side panels and a status bar. */
export function Workspace({ document, checked, scale, fitScale, onFitScale, onScaleChange, fitKey, viewOptions, onViewOptionsChange, onEdit, editorCommandsRef, onSelectedCount, onSaveVariant, onOpenVariant }: Props) {
  const { t, i18n } = useTranslation();
  const scenario = document.history.present;
  const board = useMemo(() => boardKernelOf(scenario), [scenario]);
  const { problems, scene, source } = checked;
  const [report, setReport] = useState<PlacedCellReport | null>(null);
  const cells = board.ok && (board.kernel.kind === 'square' || board.kernel.kind === 'hex');
  const canInspect = !!source && !!inspectorFor(mechanicsOf(source.ruleset)) && cells;
  const walls = hasWalls(source);
  // The editing tools work on the document itself once it passes the schema (structural sharing keeps undo cheap).
  const editable = source ? (scenario as unknown as Scenario) : null;
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const { surface: toolSurface, ...tools } = useEditorTools({ scenario: editable, source, kernel: board.ok ? board.kernel : null, selection, onSelectionChange: setSelection, onEdit, unavailable: canInspect ? [] : INSPECT });
  const inspecting = tools.tool === 'inspect';
  const runTool = tools.run;
  useEffect(() => {
    if (!editorCommandsRef) return;
    editorCommandsRef.current = editorCommandsOf(runTool);
    return () => {
      editorCommandsRef.current = null;
    };
  }, [editorCommandsRef, runTool]);
  const selectedCount = selection.items.length;
  useEffect(() => onSelectedCount?.(selectedCount), [onSelectedCount, selectedCount]);
  // Centring the view on a cell or a point (a problem clicked in the problems panel).
  const [centre, setCentre] = useState<{ readonly point: PointMm; readonly serial: number } | null>(null);
  const centreOn = useCallback(
    (target: CentreTarget) => {
      const kernel = board.ok ? board.kernel : null;
      const cell = target.kind === 'cell' && kernel && (kernel.kind === 'square' || kernel.kind === 'hex') ? kernel.cellOfKey(target.key) : null;
      const point = target.kind === 'point' ? { x: target.xMm, y: target.yMm } : cell && kernel && (kernel.kind === 'square' || kernel.kind === 'hex') ? kernel.cellToMm(cell) : null;
      if (point) setCentre((current) => ({ point, serial: (current?.serial ?? 0) + 1 }));
    },
    [board],
  );
  // The background dialog, and the two reference points being clicked on the board (the dialog's draft kept meanwhile).
  const [background, setBackground] = useState<{ readonly draft: AnchorDraft | null } | null>(null);
  const [anchoring, setAnchoring] = useState<AnchorDraft | null>(null);
  const anchorPoints = anchoring ? anchoring.board.filter((point): point is PointMm => point !== null) : [];
  const kernelNow = board.ok ? board.kernel : null;
  const toUnit = (point: PointMm) => (kernelNow?.kind === 'free' ? kernelNow.pointFromMm(point) : point);
  const toMm = (point: PointMm) => (kernelNow?.kind === 'free' ? kernelNow.pointToMm(point) : point);
  const placeAnchor = (point: PointMm) => {
    if (!anchoring) return;
    const index = anchoring.board[0] === null ? 0 : 1;
    const unit = toUnit(point);
    const rounded = { x: Math.round(unit.x * 100) / 100, y: Math.round(unit.y * 100) / 100 };
    const next: AnchorDraft = { ...anchoring, board: index === 0 ? [rounded, null] : [anchoring.board[0], rounded] };
    if (index === 0) return setAnchoring(next);
    setAnchoring(null);
    setBackground({ draft: next });
  };
  useEffect(() => {
    if (!anchoring) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setAnchoring(null);
      setBackground({ draft: anchoring });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [anchoring]);
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  const title = scenarioTitle(scenario, languageOf(i18n.language)) ?? document.name;
  const shownScale = scale ?? fitScale;

  return (
    <main className="workspace" data-testid="workspace" aria-labelledby="workspace-title">
      <h1 id="workspace-title" className="visually-hidden">
        {title}
      </h1>
      <div className="workspace__toolbar">
        <ToolBar
          tools={tools.tools}
          current={tools.tool}
          onPick={(tool) => {
            tools.setTool(tool === tools.tool && tool === 'inspect' ? 'select' : tool);
            setReport(null);
          }}
          disabled={canInspect ? {} : { inspect: t('inspect.unavailable') }}
        />
        <ViewToggles options={viewOptions} onChange={onViewOptionsChange} absent={walls ? [] : ['edges']} board={board.ok ? board.kernel.kind : null} />
      </div>
      <div className="workspace__body">
        {editable && tools.ruleset ? <ToolPalette tools={tools} scenario={editable} ruleset={tools.ruleset} selection={selection} language={languageOf(i18n.language)} /> : <div />}
        {/* In the tab order, so the board's keys (tools, arrows, Delete) are reached without a mouse. */}
        <div className="workspace__surface" ref={toolSurface} tabIndex={0} role="group" aria-label={t('workspace.board')} data-testid="board-surface">
          {board.ok ? (
            <BoardCanvas
              kernel={board.kernel}
              scene={scene}
              scale={scale}
              onFitScale={onFitScale}
              onScaleChange={onScaleChange}
              fitKey={fitKey}
              viewOptions={viewOptions}
              label={t('canvas.label', { title })}
              onViewChange={tools.onViewChange}
              centre={centre}
              overlay={
                anchoring ? (
                  <AnchorOverlay bounds={board.kernel.boundsMm()} points={anchorPoints.map(toMm)} sizeMm={scene?.unitMm ?? 20} onPoint={placeAnchor} />
                ) : inspecting && canInspect && source && (board.kernel.kind === 'square' || board.kernel.kind === 'hex') ? (
                  <InspectOverlay kernel={board.kernel} source={source} onReport={setReport} />
                ) : (
                  <ToolOverlay source={tools.overlay} />
                )
              }
            />
          ) : (
            <p className="workspace__message" role="alert">
              {t('document.noBoard')}
            </p>
          )}
          <RefusalTip tip={tools.tip} />
          {anchoring && (
            <div className="anchor-banner" role="status" data-testid="anchor-banner">
              <span>{t('art.background.clickBoardPoint', { point: anchorPoints.length + 1 })}</span>
              <button
                type="button"
                className="button"
                onClick={() => {
                  setAnchoring(null);
                  setBackground({ draft: anchoring });
                }}
              >
                {t('dialog.cancel')}
              </button>
            </div>
          )}
        </div>
        <SidePanels
          scenario={scenario}
          checked={checked}
          selection={selection}
          onSelectionChange={setSelection}
          onEdit={onEdit}
          onCentre={centreOn}
          onSaveVariant={onSaveVariant}
          onOpenVariant={onOpenVariant}
          onOpenBackground={board.ok ? () => setBackground({ draft: null }) : undefined}
          inspectReport={
            inspecting
              ? report
                ? t('inspect.report', { cell: report.from, visible: report.visible.length, reachable: report.reachable.length, budget: t(`rules.budget.${report.costUnit}`, { count: report.budget }) })
                : t('inspect.hint')
              : null
          }
        />
      </div>
      {background && editable && board.ok && (
        <BackgroundDialog
          scenario={editable}
          kernel={board.kernel}
          draft={background.draft}
          onEdit={onEdit}
          onPickOnBoard={(draft) => {
            setBackground(null);
            setAnchoring(draft);
          }}
          onClose={() => setBackground((current) => (current === background ? null : current))}
        />
      )}
      <footer className="status-bar" data-testid="status-bar">
        <span className="status-bar__title" title={title}>{title}</span>
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
