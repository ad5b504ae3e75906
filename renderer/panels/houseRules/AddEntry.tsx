/**
 * Adds an entry to a section: a new id, and the entry it starts as a copy of (a new unit profile
 * based on the soldier), or the least the format asks for. One undo step; the new entry opens.
 */
import { useState } from 'react';
import { addHouseRuleEntry } from '../../editor/edits/houseRules';
import { fieldId, useHouseRules } from './context';
import { entriesOf } from './RulesSection';
import { skeletonOf, valueAt } from './model';
import { nodeAt } from './rulesetSchema';

const ID = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/;

interface Props {
  readonly section: string;
  readonly existing: readonly string[];
  readonly onAdded: (id: string) => void;
}

export function AddEntry({ section, existing, onAdded }: Props) {
  const rules = useHouseRules();
  const { t, effective, language, scenario, onEdit } = rules;
  const entries = entriesOf(effective[section], effective[section], language);
  const [id, setId] = useState('');
  const [basedOn, setBasedOn] = useState('');
  const base = fieldId([section, 'new']);
  const trimmed = id.trim();
  const error = trimmed === '' ? null : !ID.test(trimmed) ? t('houseRules.error.id') : existing.includes(trimmed) ? t('edit.houseRules.idTaken', { id: trimmed }) : null;
  const add = () => {
    if (trimmed === '' || error) return;
    const model = basedOn !== '' ? valueAt(effective, [section, basedOn]) : undefined;
    const node = nodeAt([section, trimmed]);
    const template = model !== undefined ? { ...(model as object), name: trimmed } : node ? skeletonOf(node, trimmed) : {};
    const result = addHouseRuleEntry(scenario, { path: [section, trimmed], template });
    onEdit(result);
    if (result.ok) {
      onAdded(trimmed);
      setId('');
    }
  };
  return (
    <form
      className="house-add"
      data-testid={`house-add-${section}`}
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
    >
      <span className="house-add__title">{t(`houseRules.add.${section}`, { defaultValue: t('houseRules.add.entry') })}</span>
      <label htmlFor={`${base}-id`}>{t('houseRules.add.id')}</label>
      <input id={`${base}-id`} className="panel-input" value={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${base}-error` : undefined} onChange={(event) => setId(event.target.value)} />
      {error && (
        <span className="house-input__error" id={`${base}-error`} role="alert">
          {error}
        </span>
      )}
      <label htmlFor={`${base}-from`}>{t('houseRules.add.basedOn')}</label>
      <select id={`${base}-from`} className="panel-input" value={basedOn} onChange={(event) => setBasedOn(event.target.value)}>
        <option value="">{t('houseRules.add.blank')}</option>
        {entries.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {entry.name}
          </option>
        ))}
      </select>
      <button type="submit" className="button" disabled={trimmed === '' || error !== null}>
        {t('houseRules.add.button')}
      </button>
    </form>
  );
}
