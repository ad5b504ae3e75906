/** A squad in the army builder: its points, each profile's models with their points each, counted up and down, and more models added. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../engine/i18n';
import type { ArmyBuilder } from '../../../engine/rules/core/army';
import { localized, unitLabel } from '../../../engine/scenario';
import type { RulesetData, Scenario, Unit } from '../../../engine/scenario/types';
import { removeUnit, setSquadModels, type EditResult } from '../../editor/edits';
import { profilesOf } from './profilesOf';

interface Props {
  readonly scenario: Scenario;
  readonly ruleset: RulesetData;
  readonly armies: ArmyBuilder;
  readonly unit: Unit;
  /** The side's faction: models of its profiles are offered. */
  readonly faction: string | undefined;
  readonly pointer: string;
  readonly language: Language;
  readonly onEdit: (result: EditResult) => void;
}

export function SquadCard({ scenario, ruleset, armies, unit, faction, pointer, language, onEdit }: Props) {
  const { t } = useTranslation();
  const profiles = ruleset.unitProfiles ?? {};
  const ids = profilesOf(ruleset, faction);
  const [adding, setAdding] = useState(ids[0] ?? '');
  const models = unit.models ?? (unit.profile !== undefined ? [{ profile: unit.profile, count: unit.count ?? 1 }] : []);
  const nameOf = (id: string) => localized(profiles[id]?.name, language, id);
  const costOf = (id: string) => (profiles[id] ? armies.profileCost(profiles[id], ruleset) : 0);
  const count = (profile: string, value: number) => onEdit(setSquadModels(scenario, { unit: unit.id, profile, count: value }));
  return (
    <div className="army-squad" data-pointer={pointer} data-testid="army-squad" data-unit={unit.id}>
      <div className="army-squad__heading">
        <strong>{unitLabel(unit, ruleset, language)}</strong>
        <span className="army-squad__points" data-testid="squad-points">
          {t('panels.army.unitPoints', { points: armies.unitPoints(unit, ruleset) })}
        </span>
        <button type="button" className="icon-button icon-button--danger" aria-label={t('panels.army.remove')} title={t('panels.army.remove')} onClick={() => onEdit(removeUnit(scenario, { id: unit.id }))}>
          ×
        </button>
      </div>
      <ul className="army-squad__models">
        {models.map((model) => (
          <li key={model.profile} className="army-squad__model">
            <button type="button" className="icon-button" aria-label={t('panels.army.fewer', { name: nameOf(model.profile) })} onClick={() => count(model.profile, model.count - 1)}>
              −
            </button>
            <span className="army-squad__count">{model.count}</span>
            <button type="button" className="icon-button" aria-label={t('panels.army.more', { name: nameOf(model.profile) })} onClick={() => count(model.profile, model.count + 1)}>
              +
            </button>
            <span>{t('panels.army.modelPoints', { name: nameOf(model.profile), points: costOf(model.profile) })}</span>
          </li>
        ))}
      </ul>
      <div className="panel-pair army-choice">
        <select className="panel-input" aria-label={t('panels.army.addModels')} value={adding} onChange={(event) => setAdding(event.target.value)}>
          {ids.map((id) => (
            <option key={id} value={id}>
              {nameOf(id)} ({costOf(id)})
            </option>
          ))}
        </select>
        <button type="button" className="button" onClick={() => count(adding, (models.find((model) => model.profile === adding)?.count ?? 0) + 1)}>
          {t('panels.army.add')}
        </button>
      </div>
    </div>
  );
}
