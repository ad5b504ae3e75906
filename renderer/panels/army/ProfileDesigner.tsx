/** A profile of one's own: a base profile, a weapon, special rules and a name, its points worked out by the game as it is made. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../engine/i18n';
import type { ArmyBuilder } from '../../../engine/rules/core/army';
import { localized } from '../../../engine/scenario';
import type { RulesetData, Scenario, UnitProfile } from '../../../engine/scenario/types';
import { addProfile, type EditResult } from '../../editor/edits';
import { Field } from '../fields';

interface Props {
  readonly scenario: Scenario;
  readonly ruleset: RulesetData;
  readonly armies: ArmyBuilder;
  readonly language: Language;
  readonly onEdit: (result: EditResult) => void;
}

export function ProfileDesigner({ scenario, ruleset, armies, language, onEdit }: Props) {
  const { t } = useTranslation();
  const lines = armies.statLines(ruleset);
  const weapons = armies.weapons(ruleset);
  const rules = armies.rules(ruleset);
  const [line, setLine] = useState(lines[1]?.id ?? lines[0]?.id ?? '');
  const [weapon, setWeapon] = useState(weapons[1]?.id ?? weapons[0]?.id ?? '');
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [name, setName] = useState('');
  const stats = lines.find((candidate) => candidate.id === line)?.stats ?? {};
  const arms = weapons.find((candidate) => candidate.id === weapon)?.weapon;
  // One's own profile belongs to no faction: every side's squads may field it.
  const profile: UnitProfile = {
    name: name.trim() || t('panels.army.newProfileName'),
    category: 'infantry',
    movementMode: 'infantry',
    stats,
    weapons: arms ? [arms] : [],
    abilities: [...chosen],
  };
  const points = armies.profileCost(profile, ruleset);
  const toggle = (id: string) => setChosen((current) => (current.includes(id) ? current.filter((rule) => rule !== id) : [...current, id]));
  return (
    <div className="army-designer" data-testid="army-designer">
      <h3 className="panel-subheading">{t('panels.army.designer')}</h3>
      <Field id="designer-name" label={t('panels.army.profileName')}>
        <input id="designer-name" className="panel-input" value={name} placeholder={t('panels.army.newProfileName')} onChange={(event) => setName(event.target.value)} />
      </Field>
      <div className="panel-pair">
        <Field id="designer-base" label={t('panels.army.base')}>
          <select id="designer-base" className="panel-input" value={line} onChange={(event) => setLine(event.target.value)}>
            {lines.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {localized(candidate.name, language, candidate.id)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="designer-weapon" label={t('panels.army.weapon')}>
          <select id="designer-weapon" className="panel-input" value={weapon} onChange={(event) => setWeapon(event.target.value)}>
            {weapons.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {localized(candidate.name, language, candidate.id)} ({candidate.weapon.cost ?? 0})
              </option>
            ))}
          </select>
        </Field>
      </div>
      <fieldset className="panel-checks" aria-label={t('panels.army.rules')}>
        {rules.map((rule) => (
          <label key={rule.id} className="panel-checks__item">
            <input type="checkbox" checked={chosen.includes(rule.id)} onChange={() => toggle(rule.id)} /> {localized(rule.name, language, rule.id)} ({rule.cost})
          </label>
        ))}
      </fieldset>
      <p className="panel-note" data-testid="designer-points">
        {t('panels.army.cost', { points })}
      </p>
      <button type="button" className="button" onClick={() => onEdit(addProfile(scenario, { name: profile.name, profile, points }))}>
        {t('panels.army.addProfile')}
      </button>
    </div>
  );
}
