/** A new squad for a side: its name, its leader and how many fighters of which profile, with its points before it is added. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../engine/i18n';
import type { ArmyBuilder } from '../../../engine/rules/core/army';
import { localized } from '../../../engine/scenario';
import type { RulesetData, Scenario } from '../../../engine/scenario/types';
import { addSquad, type EditResult } from '../../editor/edits';
import { Field } from '../fields';
import { profilesOf } from './profilesOf';

interface Props {
  readonly scenario: Scenario;
  readonly ruleset: RulesetData;
  readonly armies: ArmyBuilder;
  readonly side: string;
  /** The side's faction: its squads are made of its profiles. */
  readonly faction: string | undefined;
  readonly number: number;
  readonly language: Language;
  readonly onEdit: (result: EditResult) => void;
}

export function NewSquad({ scenario, ruleset, armies, side, faction, number, language, onEdit }: Props) {
  const { t } = useTranslation();
  const profiles = ruleset.unitProfiles ?? {};
  const ids = profilesOf(ruleset, faction);
  const [name, setName] = useState('');
  const [leader, setLeader] = useState(ids[0] ?? '');
  const [fighter, setFighter] = useState(ids[0] ?? '');
  const [fighters, setFighters] = useState(3);
  const id = `new-squad-${side}`;
  const models = [{ profile: leader, count: 1 }, ...(fighters > 0 ? [{ profile: fighter, count: fighters }] : [])];
  const merged = leader === fighter ? [{ profile: leader, count: 1 + fighters }] : models;
  const points = armies.unitPoints({ id: 'draft', models: merged }, ruleset);
  const option = (profile: string) => (
    <option key={profile} value={profile}>
      {localized(profiles[profile]?.name, language, profile)} ({profiles[profile] ? armies.profileCost(profiles[profile], ruleset) : 0})
    </option>
  );
  const squadName = name.trim() || t('panels.army.defaultSquadName', { number });
  return (
    <div className="army-new-squad" data-testid="army-new-squad">
      <h3 className="panel-subheading">{t('panels.army.newSquad')}</h3>
      <Field id={`${id}-name`} label={t('panels.army.squadName')}>
        <input id={`${id}-name`} className="panel-input" value={name} placeholder={t('panels.army.defaultSquadName', { number })} onChange={(event) => setName(event.target.value)} />
      </Field>
      <Field id={`${id}-leader`} label={t('panels.army.leader')}>
        <select id={`${id}-leader`} className="panel-input" value={leader} onChange={(event) => setLeader(event.target.value)}>
          {ids.map(option)}
        </select>
      </Field>
      <div className="panel-pair army-fighters">
        <Field id={`${id}-fighter`} label={t('panels.army.fighter')}>
          <select id={`${id}-fighter`} className="panel-input" value={fighter} onChange={(event) => setFighter(event.target.value)}>
            {ids.map(option)}
          </select>
        </Field>
        <Field id={`${id}-count`} label={t('panels.army.fighters')}>
          <input id={`${id}-count`} className="panel-input" type="number" min={0} max={20} value={fighters} onChange={(event) => setFighters(Math.max(0, Math.min(20, Number(event.target.value) || 0)))} />
        </Field>
      </div>
      <p className="panel-note" data-testid="new-squad-points">
        {t('panels.army.cost', { points })}
      </p>
      <button type="button" className="button" onClick={() => onEdit(addSquad(scenario, { side, name: squadName, models: merged }))}>
        {t('panels.army.addSquad')}
      </button>
    </div>
  );
}
