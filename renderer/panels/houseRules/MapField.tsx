/**
 * A map of the ruleset data: movement cost by mode, stats by characteristic, cost by resource, dice
 * by armour class, a card's values, a table's legend. A map whose keys come from a catalogue shows a
 * row for each key of the catalogue; any other map shows its own keys and takes new ones.
 */
import { useState } from 'react';
import { localized } from '../../../engine/scenario';
import type { LocalizedText } from '../../../engine/scenario/types';
import { fieldEdits, fieldId, useHouseRules } from './context';
import { DraftInput } from './DraftInput';
import { FieldRow } from './FieldRow';
import { fieldAt, mapKeys, skeletonOf, type FieldModel } from './model';
import { childNode } from './rulesetSchema';

const ID = /^[A-Za-z0-9][A-Za-z0-9_.:-]*$/;

export function MapField({ field }: { readonly field: FieldModel }) {
  const rules = useHouseRules();
  const { t, base, effective, language } = rules;
  const [adding, setAdding] = useState(false);
  if (field.control.kind !== 'map') return null;
  const catalogued = field.control.keys !== null;
  const present = (key: string) => typeof field.value === 'object' && field.value !== null && Object.hasOwn(field.value, key);
  const valueNode = childNode(field.node, '*');
  const blank = (): unknown => (valueNode ? skeletonOf(valueNode, t('houseRules.newText')) : '');
  return (
    <div className="house-field__rows" role="group" aria-labelledby={`${fieldId(field.path)}-label`}>
      {mapKeys(field).map((key) => {
        const row = fieldAt([...field.path, key.id], base, effective, language);
        // An entry of the map (a card of a deck) goes by its name, as the game prints it.
        const shown = row.base ?? row.value;
        const label = typeof shown === 'object' && shown !== null && 'name' in shown ? localized(shown.name as LocalizedText, language, key.id) : key.label;
        // An entry the house rules take out is one line that says so and gives it back, not its fields emptied.
        if (row.control.kind === 'object' && row.value === undefined && row.base !== undefined) {
          return (
            <div className="house-map-row house-map-row--removed" key={key.id} data-testid="house-field" data-path={row.path.join('/')}>
              <span className="house-field__label">{label}</span> <span className="house-badge house-badge--removed">{t('houseRules.state.removed')}</span>{' '}
              <button type="button" className="panel-link" data-testid="house-entry-restore" onClick={() => fieldEdits(rules, row.path).reset()}>
                {t('houseRules.restore')}
              </button>
            </div>
          );
        }
        return (
          <div className="house-map-row" key={key.id}>
            <FieldRow field={row} label={label} bare />
            {!catalogued && present(key.id) && (
              <button type="button" className="icon-button icon-button--danger" aria-label={t('houseRules.removeKey', { key: label })} title={t('houseRules.removeKey', { key: label })} onClick={() => fieldEdits(rules, row.path).set(undefined)}>
                ✕
              </button>
            )}
          </div>
        );
      })}
      {!catalogued &&
        (adding ? (
          <DraftInput
            id={`${fieldId(field.path)}-new-key`}
            label={t('houseRules.newKey')}
            placeholder={t('houseRules.newKey')}
            value=""
            parse={(typed) => (ID.test(typed.trim()) ? { ok: true, value: typed.trim() } : { ok: false, error: t('houseRules.error.id') })}
            check={(key) => (present(key as string) ? t('edit.houseRules.idTaken', { id: key as string }) : null)}
            onCommit={(key) => {
              setAdding(false);
              if (typeof key === 'string' && key !== '') fieldEdits(rules, [...field.path, key]).set(blank());
            }}
          />
        ) : (
          <button type="button" className="panel-link" onClick={() => setAdding(true)}>
            {t('houseRules.addKey')}
          </button>
        ))}
    </div>
  );
}
