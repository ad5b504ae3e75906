/**
 * The side column of the editor: inspector, problems (right under it, so a problem clicked shows its
 * item there), scenario and sides, each a collapsible panel.
 * Panels never change the document themselves: every change is an edit command's result handed to
 * `onEdit`, which the workspace records as one undo step; a refusal is shown at the top of the column.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOf } from '../../engine/i18n';
import { mechanicsOf, rulesetModule } from '../../engine/rules/index';
import { validateScenario } from '../../engine/scenario/generated/validators.js';
import { parsePointer } from '../../engine/scenario/json-pointer';
import type { Scenario } from '../../engine/scenario/types';
import { boardKernelOf } from '../document/board';
import type { CheckedScenario } from '../document/boardScene';
import type { ScenarioData } from '../document/openDocument';
import { accept, type EditResult, type Refusal } from '../editor/edits';
import type { Selection } from '../editor/selection';
import { refusalWords } from '../editor/edits/refusalWords';
import { Panel } from './fields';
import { ArmyPanel } from './army/ArmyPanel';
import { Inspector } from './Inspector';
import type { CentreTarget, PanelId } from './locate';
import { installedRulesetOf } from '../document/rulesetCatalog';
import { elementFor, FOCUSABLE } from './focusField';
import { houseRulesBadge } from './houseRules/badge';
import { HouseRulesPanel, type Reveal } from './houseRules/HouseRulesPanel';
import { ProblemsPanel } from './ProblemsPanel';
import { ScenarioPanel } from './ScenarioPanel';
import { SidesPanel } from './SidesPanel';
import './panels.css';

export type { CentreTarget } from './locate';

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
  /** Writes the scenario's effective ruleset data as a variant file; opens a variant file and installs it. */
  readonly onSaveVariant: () => void;
  readonly onOpenVariant: () => void;
  /** Opens the board's background dialog (its scan, opacity and reference points); absent without a board. */
  readonly onOpenBackground?: (() => void) | undefined;
}

type PanelKey = 'inspect' | 'inspector' | 'scenario' | 'sides' | 'problems' | 'houseRules' | 'army';
export function SidePanels({ scenario, checked, selection, onSelectionChange, onEdit, onCentre, inspectReport = null, onSaveVariant, onOpenVariant, onOpenBackground }: Props) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const column = useRef<HTMLElement>(null);
  const [open, setOpen] = useState<Record<PanelKey, boolean>>({ inspect: true, inspector: true, scenario: true, sides: false, problems: true, houseRules: false, army: false });
  // The place of the house rules a problem asked to show.
  const [reveal, setReveal] = useState<Reveal | null>(null);
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
  // A variant gets the army builder of the game whose mechanics it runs on.
  const installed = installedRulesetOf(scenario);
  const armies = installed ? rulesetModule(mechanicsOf(installed))?.armies : undefined;
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
            {t(refusal.key, refusalWords(refusal, typed, language))}
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
          ruleset={checked.source?.ruleset ?? installedRulesetOf(scenario)}
          kernel={boardKernel}
          problems={checked.problems}
          onSelectionChange={(next) => {
            onSelectionChange(next);
            setOpen((current) => ({ ...current, inspector: true }));
          }}
          onCentre={onCentre}
          onShowField={(panel: PanelId, pointer) => {
            pending.current = pointer;
            if (panel === 'houseRules') setReveal((current) => ({ path: (parsePointer(pointer) ?? []).slice(2), serial: (current?.serial ?? 0) + 1 }));
            setOpen((current) => ({ ...current, [panel]: true }));
            setFocusRequest((count) => count + 1);
          }}
          onFix={(next) => edit(accept(next as Scenario))}
        />
      </Panel>
      <Panel id="scenario" title={t('panels.scenario.title')} open={open.scenario} onToggle={() => toggle('scenario')}>
        {editable ? <ScenarioPanel scenario={typed} kernel={boardKernel} language={language} onEdit={edit} onOpenBackground={onOpenBackground} /> : readOnly}
      </Panel>
      <Panel id="houseRules" title={t('panels.houseRules.title')} badge={editable ? houseRulesBadge(typed) : undefined} open={open.houseRules} onToggle={() => toggle('houseRules')}>
        {editable ? <HouseRulesPanel scenario={typed} language={language} onEdit={edit} reveal={reveal} onSaveVariant={onSaveVariant} onOpenVariant={onOpenVariant} /> : readOnly}
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
