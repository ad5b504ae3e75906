/**
 * A list of the ruleset data: a unit's abilities (each with its value where it takes one), its
 * weapons and their attack lines, a deck's value names, where a token may be placed. Items are
 * added and taken out one at a time; an item that is an object shows its own fields.
 */
import type { ReactNode } from 'react';
import { fieldEdits, fieldId, overridePointer, useHouseRules } from './context';
import { DraftInput } from './DraftInput';
import { FieldRow, useFieldLabel } from './FieldRow';
import { fieldAt, objectFields, skeletonOf, type FieldModel, type Option } from './model';
import { childNode, deref } from './rulesetSchema';
import { formatValue } from './format';

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function ListField({ field }: { readonly field: FieldModel }) {
  const rules = useHouseRules();
  const { t, base, effective, language } = rules;
  const labelOf = useFieldLabel();
  const items = Array.isArray(field.value) ? field.value : [];
  const itemNode = childNode(field.node, '0');
  const first = itemNode ? fieldAt([...field.path, '0'], base, effective, language) : null;
  const objects = itemNode ? deref(itemNode).properties !== undefined : false;
  const options: readonly Option[] = first && (first.control.kind === 'choice' || first.control.kind === 'ability') ? first.control.options : [];
  const add = () => {
    const unused = options.find((option) => !items.some((item) => item === option.id || (isRecord(item) && item.id === option.id)));
    const item = options.length > 0 ? (unused ?? options[0])?.id : itemNode ? skeletonOf(itemNode, t('houseRules.newText')) : '';
    fieldEdits(rules, [...field.path, String(items.length)]).set(item);
  };
  return (
    <div className="house-field__rows" role="group" aria-labelledby={`${fieldId(field.path)}-label`}>
      <ol className="house-list">
        {items.map((item, index) => {
          const row = fieldAt([...field.path, String(index)], base, effective, language);
          const name = isRecord(item) && item.name !== undefined ? formatValue(row, { name: item.name }, language, t) : t('houseRules.item', { number: index + 1 });
          const remove = (
            <button type="button" className="icon-button icon-button--danger" aria-label={t('houseRules.removeItem', { item: name })} title={t('houseRules.removeItem', { item: name })} onClick={() => fieldEdits(rules, row.path).set(undefined)}>
              ✕
            </button>
          );
          if (row.control.kind === 'ability') return <AbilityItem key={index} row={row} remove={remove} />;
          if (!objects) {
            return (
              <li key={index} className="house-map-row">
                <FieldRow field={row} label={t('houseRules.item', { number: index + 1 })} bare />
                {remove}
              </li>
            );
          }
          return (
            <li key={index} className="house-item" data-pointer={overridePointer(row.path)}>
              <div className="house-item__head">
                <span className="house-item__name">{name}</span>
                {remove}
              </div>
              {objectFields(row.path, base, effective, language).map((inner) => (
                <FieldRow key={inner.path.join('/')} field={inner} label={labelOf(inner.path.at(-1) ?? '')} />
              ))}
            </li>
          );
        })}
      </ol>
      <button type="button" className="panel-link" onClick={add}>
        {t('houseRules.addItem', { list: labelOf(field.path.at(-1) ?? '') })}
      </button>
    </div>
  );
}

type Mark = 'buff' | 'action';
const marksSeen = new WeakMap<object, ReadonlySet<Mark>>();

/** The marks (Buff, [action]) the game's abilities use anywhere: only those games offer them. */
function marksUsed(profiles: unknown): ReadonlySet<Mark> {
  if (!isRecord(profiles)) return new Set();
  const known = marksSeen.get(profiles);
  if (known) return known;
  const found = new Set<Mark>();
  const look = (abilities: unknown) => {
    if (!Array.isArray(abilities)) return;
    for (const ability of abilities) for (const mark of ['buff', 'action'] as const) if (isRecord(ability) && ability[mark] === true) found.add(mark);
  };
  for (const profile of Object.values(profiles)) {
    if (!isRecord(profile)) continue;
    look(profile.abilities);
    if (Array.isArray(profile.weapons)) for (const weapon of profile.weapons) if (isRecord(weapon)) look(weapon.abilities);
  }
  marksSeen.set(profiles, found);
  return found;
}

/** An ability of a unit or a weapon: which one, its number where it takes one (Dash 2), and its marks where the game has them. */
function AbilityItem({ row, remove }: { readonly row: FieldModel; readonly remove: ReactNode }) {
  const rules = useHouseRules();
  const { t } = rules;
  const { set } = fieldEdits(rules, row.path);
  const item = row.value;
  const id = isRecord(item) ? String(item.id) : String(item ?? '');
  const value = isRecord(item) && typeof item.value === 'number' ? item.value : undefined;
  const options = row.control.kind === 'ability' ? row.control.options : [];
  const withId = (next: string) => (isRecord(item) ? { ...item, id: next } : next);
  /** The ability with one of its parts set (undefined or false leaves it out): a bare id when nothing else is left. */
  const withPart = (part: 'value' | Mark, next: unknown) => {
    const rest: Record<string, unknown> = isRecord(item) ? { ...item } : { id };
    if (next === undefined || next === false) delete rest[part];
    else rest[part] = next;
    return Object.keys(rest).length === 1 ? id : rest;
  };
  const used = marksUsed(rules.base.unitProfiles);
  const mark = (part: Mark) =>
    (used.has(part) || (isRecord(item) && item[part] === true)) && (
      <label className="house-ability__mark">
        <input type="checkbox" checked={isRecord(item) && item[part] === true} onChange={(event) => set(withPart(part, event.target.checked))} /> {t(`houseRules.field.${part}`)}
      </label>
    );
  const changed = row.changed ? ' house-field--changed' : '';
  return (
    <li className={`house-map-row house-ability${changed}`} data-testid="house-field" data-pointer={overridePointer(row.path)}>
      <select className="panel-input" value={id} aria-label={t('houseRules.ability')} onChange={(event) => set(withId(event.target.value))}>
        {!options.some((option) => option.id === id) && <option value={id}>{id}</option>}
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
      <DraftInput
        id={`${fieldId(row.path)}-value`}
        size="narrow"
        label={t('houseRules.abilityValue', { ability: id })}
        placeholder={t('houseRules.abilityValuePlaceholder')}
        value={value === undefined ? '' : String(value)}
        parse={(typed) => (typed.trim() === '' ? { ok: true, value: undefined } : /^-?\d+$/.test(typed.trim()) ? { ok: true, value: Number(typed.trim()) } : { ok: false, error: t('houseRules.error.integer') })}
        onCommit={(next) => set(withPart('value', next))}
      />
      {mark('buff')}
      {mark('action')}
      {remove}
    </li>
  );
}
