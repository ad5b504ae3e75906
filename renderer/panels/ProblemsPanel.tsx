/**
 * The problems panel: live validation, errors first. Selecting a problem selects what it is about
 * and centres the view there; a problem about a field off the board opens the panel that edits it.
 * Each problem is a button (Tab, Enter); the arrow keys, Home and End move along the list. A value
 * past the format's bounds has a button that brings it within them: such a file is never a dead end.
 */
import { useContext, useMemo, useRef, type KeyboardEvent } from 'react';
import { ScenarioArt } from '../document/scenarioArt';
import { useTranslation } from 'react-i18next';
import type { BoardKernel } from '../../engine/board/types';
import type { Problem } from '../../engine/scenario';
import type { ScenarioData } from '../document/openDocument';
import type { Selection } from '../editor/selection';
import { problemTarget, problemWhere, type CentreTarget, type PanelId, type Words } from './locate';
import { languageOf } from '../../engine/i18n';
import { houseRulePlace } from './houseRules/place';
import { problemInWords } from '../../engine/scenario';
import { quickFix } from '../../engine/scenario/quick-fix';
import type { RulesetData } from '../../engine/scenario/types';

interface Props {
  readonly document: ScenarioData;
  /** The scenario's game, to name its pieces; undefined when it is not known. */
  readonly ruleset: RulesetData | undefined;
  readonly kernel: BoardKernel | null;
  readonly problems: readonly Problem[];
  readonly onSelectionChange: (selection: Selection) => void;
  readonly onCentre: (target: CentreTarget) => void;
  readonly onShowField: (panel: PanelId, pointer: string) => void;
  /** Puts in place the document a problem's fix makes (a value brought within the format's bounds). */
  readonly onFix: (document: unknown) => void;
}

/** Errors before warnings, each group in the order the checks reported it. */
export function orderedProblems(problems: readonly Problem[]): Problem[] {
  return [...problems.filter((p) => p.severity === 'error'), ...problems.filter((p) => p.severity !== 'error')];
}

export function ProblemsPanel({ document, ruleset, kernel, problems, onSelectionChange, onCentre, onShowField, onFix }: Props) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const addImages = useContext(ScenarioArt)?.addImages;
  const words = (value: Words) => ('text' in value ? value.text : t(value.key, value.params ?? {}));
  const list = useRef<HTMLUListElement>(null);
  const rows = useMemo(
    () =>
      orderedProblems(problems).map((problem) => ({
        problem,
        target: problemTarget(document, kernel, problem),
        where: problemWhere(document, kernel, problem, language, ruleset),
        // A problem of the house rules: the place in the ruleset data, in words.
        house: houseRulePlace(problem.pointer, document, t, language),
        message: problemInWords(problem, document, ruleset, language),
        fix: quickFix(problem, document),
      })),
    [document, kernel, problems, language, ruleset, t],
  );

  if (rows.length === 0) {
    return (
      <p className="panel-empty problems-panel__none" data-testid="problems-none">
        {t('panels.problems.none')}
      </p>
    );
  }

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('button.problem') ?? [])];
    const index = buttons.indexOf(event.currentTarget);
    const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    buttons[Math.max(0, Math.min(buttons.length - 1, next))]?.focus();
  };

  const missingImages = problems.some((problem) => problem.key === 'problem.art.unavailable' || problem.key === 'problem.art.missing');
  return (
    <div className="problems-panel">
      <p className="panel-note">{t('panels.problems.hint')}</p>
      {missingImages && addImages && (
        <label className="problems-panel__images">
          {t('panels.problems.addImages')}
          <input type="file" multiple accept=".png,.jpg,.jpeg,.svg,image/png,image/jpeg,image/svg+xml" data-testid="add-images" onChange={(event) => addImages([...(event.currentTarget.files ?? [])])} />
        </label>
      )}
      <ul className="problems-panel__list" ref={list} data-testid="problems-list">
        {rows.map(({ problem, target, where, house, message, fix }, index) => (
          <li key={`${index}:${problem.pointer}:${problem.key}`}>
            <button
              type="button"
              className={`problem problem--${problem.severity}`}
              data-testid="problem"
              data-problem-pointer={problem.pointer}
              onKeyDown={moveFocus}
              onClick={() => {
                if (target.selection) onSelectionChange(target.selection);
                if (target.centre) onCentre(target.centre);
                if (target.panel) onShowField(target.panel, problem.pointer);
              }}
            >
              <span className="problem__severity">{t(`panels.problems.${problem.severity}`)}</span>
              <span className="problem__message">{message}</span>
              <span className="problem__where" data-testid="problem-where">
                {house ??
                  [where.what, where.place]
                    .filter((part): part is Words => part !== null)
                    .map(words)
                    .join(' · ')}
              </span>
            </button>
            {fix && (
              <button type="button" className="button problem__fix" data-testid="problem-fix" onClick={() => onFix(fix.apply())}>
                {t(`panels.problems.${fix.key}`, { limit: fix.limit })}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
