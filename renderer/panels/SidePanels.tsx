/**
 * The side column of the editor: inspector, problems (right under it, so a problem clicked shows its
 * item there), scenario and sides, each a collapsible panel.
 * Panels never change the document themselves: every change is an edit command's result handed to
 * `onEdit`, which the workspace records as one undo step; a refusal is shown at the top of the column.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOf } from '../../engine/i18n';
import { rulesetModule } from '../../engine/rules/index';
import { validateScenario } from '../../engine/scenario/generated/validators.js';
import type { RulesetData, Scenario } from '../../engine/scenario/types';
import { BUILTIN_RULESETS } from '../../engine/scenario';
import { boardKernelOf } from '../document/board';
import type { CheckedScenario } from '../document/boardScene';
import type { ScenarioData } from '../document/openDocument';
import type { EditResult, Refusal } from '../editor/edits';
import type { Selection } from '../editor/selection';
import { Panel } from './fields';
import { ArmyPanel } from './army/ArmyPanel';
import { Inspector } from './Inspector';
import type { CentreTarget, PanelId } from './locate';
import { ProblemsPanel } from './ProblemsPanel';
import { ScenarioPanel } from './ScenarioPanel';
import { SidesPanel } from './SidesPanel';
import './panels.css';

export type { CentreTarget } from './locate';

/** The game a document names, even one that does not pass the schema yet. */
function rulesetOfDocument(document: ScenarioData): RulesetData | undefined {
  const ruleset = document.ruleset as { id?: unknown } | undefined;
  return typeof ruleset?.id === 'string' ? BUILTIN_RULESETS.get(ruleset.id) : undefined;
}

interface Props {
  readonly scenario: ScenarioData;
  readonly checked: CheckedScenario;
  readonly selection: Selection;
  readonly onSelectionChange: (selection: Selection) => void;
  /** Commits an accepted edit to the history as one undo step; the column says why a refused one was refused. */
  readonly onEdit: (result: EditResult) => unknown;
  /** Centres the view on a cell or a point of the board. */
  readonly onCentre: (target: CentreTarget) => void;
  /** What the inspect tool found (or how to use it), while it is the tool in hand; null otherwise. */
  readonly inspectReport?: string | null;
}

type PanelKey = 'inspect' | 'inspector' | 'scenario' | 'sides' | 'problems' | 'army';
const FOCUSABLE = 'input, select, textarea, button, output';

/** The element showing the field at `pointer`, or the nearest one showing a part that holds it. */
function elementFor(root: HTMLElement, pointer: string): HTMLElement | null {
  let best: HTMLElement | null = null;
  let bestLength = -1;
  for (const element of root.querySelectorAll<HTMLElement>('[data-pointer]')) {
    const own = element.dataset.pointer ?? '';
    const holds = own === pointer || pointer.startsWith(`${own}/`);
    if (holds && own.length > bestLength && !element.closest('[hidden]')) {
      best = element;
      bestLength = own.length;
    }
  }
  return best;
}

export function SidePanels({ scenario, checked, selection, onSelectionChange, onEdit, onCentre, inspectReport = null }: Props) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const column = useRef<HTMLElement>(null);
  const [open, setOpen] = useState<Record<PanelKey, boolean>>({ inspect: true, inspector: true, scenario: true, sides: false, problems: true, army: false });
  // The field a problem points to, focused once its panel has opened.
  const pending = useRef<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const board = scenario.board;
  // Panels edit only what has the format's structure; until then the problems say what to fix.
  const editable = useMemo(() => checked.source !== null || validateScenario(scenario), [checked.source, scenario]);
  // The kernel depends only on the board (geometry, and areas for an area map).
  const kernel = useMemo(() => (board ? boardKernelOf({ board }) : null), [board]);
  const boardKernel = kernel?.ok ? kernel.kernel : null;
  const typed = scenario as unknown as Scenario;
  // Games whose armies are bought with points get the army builder.
  const armies = typeof typed.ruleset?.id === 'string' ? rulesetModule(typed.ruleset.id)?.armies : undefined;
  const errors = checked.problems.filter((problem) => problem.severity === 'error').length;
  const toggle = (key: PanelKey) => setOpen((current) => ({ ...current, [key]: !current[key] }));
  // The last refusal, shown at the top of the column until the next edit is accepted.
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const edit = (result: EditResult) => {
    setRefusal(result.ok ? null : result.refusal);
    onEdit(result);
  };

  useEffect(() => {
    const pointer = pending.current;
    pending.current = null;
    if (pointer === null || !column.current) return;
    const target = elementFor(column.current, pointer);
    const focusable = target?.matches(FOCUSABLE) ? target : target?.querySelector<HTMLElement>(FOCUSABLE);
    target?.scrollIntoView({ block: 'nearest' });
    focusable?.focus();
  }, [focusRequest]);

  const readOnly = <p className="panel-empty">{t('panels.readOnly')}</p>;

  return (
    <aside className="side-panels" aria-label={t('panels.label')} ref={column} data-testid="side-panels">
      <div className="side-panels__refusal" role="alert" data-testid="panel-refusal">
        {refusal && (
          <p>
            {t(refusal.key, refusal.params)}
            <button type="button" className="notice__dismiss" aria-label={t('notice.dismiss')} onClick={() => setRefusal(null)}>
              ×
            </button>
          </p>
        )}
      </div>
      {inspectReport !== null && (
        <Panel id="inspect" title={t('inspect.title')} open={open.inspect} onToggle={() => toggle('inspect')}>
          <p className="panel-note" role="status" data-testid="inspect-report">
            {inspectReport}
          </p>
        </Panel>
      )}
      <Panel id="inspector" title={t('panels.inspector.title')} open={open.inspector} onToggle={() => toggle('inspector')}>
        {editable ? <Inspector scenario={typed} kernel={boardKernel} selection={selection} language={language} onSelectionChange={onSelectionChange} onEdit={edit} /> : readOnly}
      </Panel>
      <Panel
        id="problems"
        title={t('panels.problems.title')}
        badge={checked.problems.length > 0 ? t('panels.problems.summary', { errors, warnings: checked.problems.length - errors }) : undefined}
        open={open.problems}
        onToggle={() => toggle('problems')}
      >
        <ProblemsPanel
          document={scenario}
          ruleset={checked.source?.ruleset ?? rulesetOfDocument(scenario)}
          kernel={boardKernel}
          problems={checked.problems}
          onSelectionChange={(next) => {
            onSelectionChange(next);
            setOpen((current) => ({ ...current, inspector: true }));
          }}
          onCentre={onCentre}
          onShowField={(panel: PanelId, pointer) => {
            pending.current = pointer;
            setOpen((current) => ({ ...current, [panel]: true }));
            setFocusRequest((count) => count + 1);
          }}
        />
      </Panel>
      <Panel id="scenario" title={t('panels.scenario.title')} open={open.scenario} onToggle={() => toggle('scenario')}>
        {editable ? <ScenarioPanel scenario={typed} kernel={boardKernel} language={language} onEdit={edit} /> : readOnly}
      </Panel>
      <Panel id="sides" title={t('panels.sides.title')} badge={editable ? String(typed.sides.length) : undefined} open={open.sides} onToggle={() => toggle('sides')}>
        {editable ? <SidesPanel scenario={typed} language={language} onEdit={edit} /> : readOnly}
      </Panel>
      {armies && (
        <Panel id="army" title={t('panels.army.title')} open={open.army} onToggle={() => toggle('army')}>
          {editable ? <ArmyPanel scenario={typed} language={language} problems={checked.problems} onEdit={edit} /> : readOnly}
        </Panel>
      )}
    </aside>
  );
}
