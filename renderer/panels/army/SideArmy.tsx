/** One side's army in the army builder: its total, the book's armies to start from, its squads, a new squad, and the army rules it breaks. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../engine/i18n';
import type { ArmyBuilder } from '../../../engine/rules/core/army';
import { localized, problemInWords } from '../../../engine/scenario';
import type { Problem } from '../../../engine/scenario/problems';
import type { RulesetData, Scenario } from '../../../engine/scenario/types';
import { applyArmyPreset, type EditResult } from '../../editor/edits';
import { NewSquad } from './NewSquad';
import { SquadCard } from './SquadCard';

interface Props {
  readonly scenario: Scenario;
  readonly ruleset: RulesetData;
  readonly armies: ArmyBuilder;
  readonly sideIndex: number;
  readonly language: Language;
  readonly limit: number | null;
  readonly problems: readonly Problem[];
  readonly onEdit: (result: EditResult) => void;
}

export function SideArmy({ scenario, ruleset, armies, sideIndex, language, limit, problems, onEdit }: Props) {
  const { t } = useTranslation();
  const side = scenario.sides[sideIndex];
  const presets = armies.presets(ruleset);
  const [preset, setPreset] = useState(presets.find((candidate) => candidate.faction === side?.faction)?.id ?? presets[0]?.id ?? '');
  if (!side) return null;
  const points = armies.sidePoints(side, ruleset);
  const chosen = presets.find((candidate) => candidate.id === preset);
  const over = limit !== null && points > limit;
  const presetLabel = (candidate: (typeof presets)[number]) => `${localized(candidate.name, language, candidate.id)} (${candidate.units.reduce((sum, unit) => sum + armies.unitPoints(unit, ruleset), 0)})`;
  const apply = (add: boolean) => chosen && onEdit(applyArmyPreset(scenario, { side: side.id, units: chosen.units, add, ...(chosen.faction ? { faction: chosen.faction } : {}) }));
  return (
    <fieldset className="side-card army-side" data-pointer={`/sides/${sideIndex}/units`} data-testid="army-side">
      <legend className="side-card__legend">
        <span className="side-card__swatch" aria-hidden="true" ref={(element) => element?.style.setProperty('background', side.colour)} />
        {t('panels.army.side', { side: localized(side.name, language, side.id) })}
      </legend>
      <p className={`army-side__total${over ? ' army-side__total--over' : ''}`} data-testid="army-total">
        {limit === null ? t('panels.army.total', { points }) : t('panels.army.totalOf', { points, limit })}
      </p>
      <div className="panel-pair army-choice">
        {/* A long army name may not fit the panel: hovering the list shows it whole. */}
        <select className="panel-input" aria-label={t('panels.army.preset')} title={chosen ? presetLabel(chosen) : undefined} value={preset} onChange={(event) => setPreset(event.target.value)}>
          {presets.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {presetLabel(candidate)}
            </option>
          ))}
        </select>
        <button type="button" className="button" onClick={() => apply(false)}>
          {t('panels.army.replace')}
        </button>
        {/* Another faction's army replaces the side's, never joins it: a side fields one faction. */}
        <button type="button" className="button" disabled={!!chosen?.faction && !!side.faction && chosen.faction !== side.faction} onClick={() => apply(true)}>
          {t('panels.army.addUnits')}
        </button>
      </div>
      {(side.units ?? []).map((unit, index) => (
        <SquadCard key={unit.id} scenario={scenario} ruleset={ruleset} armies={armies} unit={unit} faction={side.faction} pointer={`/sides/${sideIndex}/units/${index}`} language={language} onEdit={onEdit} />
      ))}
      <NewSquad key={`${side.id}-${side.faction ?? ''}`} scenario={scenario} ruleset={ruleset} armies={armies} side={side.id} faction={side.faction} number={(side.units?.length ?? 0) + 1} language={language} onEdit={onEdit} />
      <h3 className="panel-subheading">{t('panels.army.problems')}</h3>
      {problems.length === 0 ? (
        <p className="panel-note">{t('panels.army.noProblems')}</p>
      ) : (
        <ul className="army-side__problems" data-testid="army-problems">
          {problems.map((problem, index) => (
            <li key={index} className={`problem problem--${problem.severity}`}>
              {problemInWords(problem, scenario, ruleset, language)}
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
