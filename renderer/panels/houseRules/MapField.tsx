/**
 * A map of the ruleset data: movement cost by mode, stats by characteristic, cost by resource, dice
 * by armour class, a card's values, a table's legend. A map whose keys come from a catalogue shows a
 * row for each key of the catalogue; any other map shows its own keys and takes new ones.
 */
import { useState } from 'react';
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
        return (
          <div className="house-map-row" key={key.id}>
            <FieldRow field={row} label={key.label} bare />
            {!catalogued && present(key.id) && (
              <button type="button" className="icon-button icon-button--danger" aria-label={t('houseRules.removeKey', { key: key.label })} title={t('houseRules.removeKey', { key: key.label })} onClick={() => fieldEdits(rules, row.path).set(undefined)}>
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
