/**
 * The constants of a game (actions per turn, hand size, turns before a wall falls ...), each with
 * its documentation from the data: what it changes, the values the mechanics accept and where the
 * value comes from. A value outside them is flagged as it is typed and listed among the problems.
 */
import { localized, sameJson } from '../../../engine/scenario';
import { constantProblems } from '../../../engine/scenario/ruleset-check';
import type { ConstantDoc } from '../../../engine/scenario/types';
import { fieldEdits, fieldId, overridePointer, useHouseRules } from './context';
import { DraftInput, type Parsed } from './DraftInput';

type Value = number | string | boolean;
const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function ConstantsSection({ search }: { readonly search: string }) {
  const rules = useHouseRules();
  const { t, base, effective, language, onlyChanges } = rules;
  const before = base.constants ?? {};
  const after = (isRecord(effective.constants) ? effective.constants : {}) as Readonly<Record<string, Value>>;
  const docs = (isRecord(effective.constantDocs) ? effective.constantDocs : {}) as Readonly<Record<string, ConstantDoc>>;
  const ids = [...new Set([...Object.keys(before), ...Object.keys(after), ...Object.keys(docs)])];
  const needle = search.trim().toLowerCase();
  const shown = ids.filter((id) => {
    const text = docs[id] ? localized(docs[id].text, language) : '';
    return (!onlyChanges || !sameJson(before[id], after[id])) && (needle === '' || id.toLowerCase().includes(needle) || text.toLowerCase().includes(needle));
  });
  if (shown.length === 0) return <p className="panel-empty">{t(onlyChanges || needle ? 'houseRules.noMatch' : 'houseRules.emptySection')}</p>;
  return (
    <ul className="house-constants" data-pointer={overridePointer(['constants'])}>
      {shown.map((id) => {
        const doc = docs[id];
        const game = before[id] ?? doc?.default;
        const value = Object.hasOwn(after, id) ? after[id] : undefined;
        const shownValue = value ?? doc?.default;
        const changed = !sameJson(before[id], value);
        const path = ['constants', id];
        const edits = fieldEdits(rules, path);
        const kind = typeof (game ?? value);
        const words = (v: Value | undefined) => (v === undefined ? t('houseRules.absent') : typeof v === 'boolean' ? t(v ? 'houseRules.yes' : 'houseRules.no') : String(v));
        const parse = (typed: string): Parsed => {
          if (kind !== 'number') return { ok: true, value: typed };
          const number = Number(typed.trim().replace(',', '.'));
          return typed.trim() !== '' && Number.isFinite(number) ? { ok: true, value: number } : { ok: false, error: t('houseRules.error.number') };
        };
        const warn = (typed: unknown) => {
          const found = doc ? constantProblems(overridePointer(path), id, typed as Value, doc)[0] : undefined;
          return found ? t(found.key, found.params) : null;
        };
        const domId = fieldId(path);
        const bounds = doc && (doc.min !== undefined || doc.max !== undefined) ? t('houseRules.constant.bounds', { min: doc.min ?? '—', max: doc.max ?? '—' }) : '';
        return (
          <li key={id} className={`house-field${changed ? ' house-field--changed' : ''}`} data-testid="house-constant" data-constant={id}>
            <div className="house-field__head">
              <label className="house-field__label" htmlFor={domId}>
                {doc ? localized(doc.text, language, id) : id}
              </label>
              {changed && <span className="house-field__mark">{t('houseRules.changed')}</span>}
              {changed && (
                <button type="button" className="icon-button" aria-label={t('houseRules.reset', { field: id, value: words(game) })} title={t('houseRules.reset', { field: id, value: words(game) })} onClick={edits.reset}>
                  ↺
                </button>
              )}
            </div>
            <div className="house-field__value">
              {kind === 'boolean' ? (
                <input id={domId} type="checkbox" checked={shownValue === true} data-pointer={overridePointer(path)} onChange={(event) => edits.set(event.target.checked)} />
              ) : doc?.values ? (
                <select id={domId} className="panel-input" value={String(shownValue ?? '')} data-pointer={overridePointer(path)} onChange={(event) => edits.set(event.target.value)}>
                  {doc.values.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </select>
              ) : (
                <DraftInput id={domId} size={kind === 'number' ? 'narrow' : 'wide'} label={id} value={shownValue === undefined ? '' : String(shownValue)} pointer={overridePointer(path)} parse={parse} check={edits.check} warn={warn} onCommit={edits.set} />
              )}
              <span className="house-field__game">{t('houseRules.game', { value: words(game) })}</span>
            </div>
            <p className="house-field__help">
              <code>{id}</code>
              {bounds && ` · ${bounds}`}
              {doc?.integer && ` · ${t('houseRules.constant.integer')}`}
              {doc?.source && ` · ${t(`houseRules.source.${doc.source}`)}`}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
