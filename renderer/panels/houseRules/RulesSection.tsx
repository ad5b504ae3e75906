/**
 * A section of the ruleset data (terrain kinds, edge kinds, token kinds, unit profiles, decks,
 * tables ...): its entries, each folded under a button that says what the house rules did to it
 * (changed, added, removed), and a form that adds an entry.
 */
import { localized } from '../../../engine/scenario';
import type { LocalizedText } from '../../../engine/scenario/types';
import { AddEntry } from './AddEntry';
import { fieldEdits, fieldId, overridePointer, useHouseRules } from './context';
import { EntryEditor } from './EntryEditor';
import { changeCount, valueAt } from './model';

type Data = Readonly<Record<string, unknown>>;
const isRecord = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);

interface Props {
  readonly section: string;
  readonly search: string;
  readonly openEntries: ReadonlySet<string>;
  readonly onToggle: (key: string) => void;
}

export interface EntryStatus {
  readonly id: string;
  readonly name: string;
  readonly state: 'same' | 'changed' | 'added' | 'removed';
  readonly changes: number;
}

/** The entries of a section, the game's first in its order, then those the house rules add. */
export function entriesOf(base: unknown, effective: unknown, language: Parameters<typeof localized>[1]): EntryStatus[] {
  const before = isRecord(base) ? base : {};
  const after = isRecord(effective) ? effective : {};
  const ids = [...Object.keys(before), ...Object.keys(after).filter((id) => !Object.hasOwn(before, id))];
  return ids.map((id) => {
    const entry = Object.hasOwn(after, id) ? after[id] : before[id];
    const name = isRecord(entry) && entry.name !== undefined ? localized(entry.name as LocalizedText, language, id) : id;
    const changes = changeCount(before[id], after[id]);
    const state = !Object.hasOwn(after, id) ? 'removed' : !Object.hasOwn(before, id) ? 'added' : changes > 0 ? 'changed' : 'same';
    return { id, name, state, changes };
  });
}

export function RulesSection({ section, search, openEntries, onToggle }: Props) {
  const rules = useHouseRules();
  const { t, base, effective, language, onlyChanges } = rules;
  const needle = search.trim().toLowerCase();
  const entries = entriesOf(valueAt(base, [section]), effective[section], language).filter(
    (entry) => (!onlyChanges || entry.state !== 'same') && (needle === '' || entry.name.toLowerCase().includes(needle) || entry.id.toLowerCase().includes(needle)),
  );
  return (
    <div className="house-section__body" data-pointer={overridePointer([section])}>
      {entries.length === 0 && <p className="panel-empty">{t(onlyChanges || needle ? 'houseRules.noMatch' : 'houseRules.emptySection')}</p>}
      <ul className="house-entries">
        {entries.map((entry) => {
          const key = `${section}/${entry.id}`;
          const open = (openEntries.has(key) || (onlyChanges && entry.state !== 'same')) && entry.state !== 'removed';
          const bodyId = `${fieldId([section, entry.id])}-body`;
          return (
            <li key={entry.id} className={`house-entry-item house-entry-item--${entry.state}`} data-testid={`house-entry-${section}-${entry.id}`} data-pointer={overridePointer([section, entry.id])}>
              <div className="house-entry-item__head">
                <button type="button" className="house-entry-item__toggle" aria-expanded={open} aria-controls={bodyId} disabled={entry.state === 'removed'} onClick={() => onToggle(key)}>
                  <span aria-hidden="true">{open ? '▾' : '▸'}</span> <span className="house-entry-item__name">{entry.name}</span>
                  {entry.state !== 'same' && <span className={`house-badge house-badge--${entry.state}`}>{t(`houseRules.state.${entry.state}`, { count: entry.changes })}</span>}
                </button>
                {entry.state === 'removed' && (
                  <button type="button" className="panel-link" data-testid="house-entry-restore" onClick={() => fieldEdits(rules, [section, entry.id]).reset()}>
                    {t('houseRules.restore')}
                  </button>
                )}
              </div>
              {open && (
                <div id={bodyId}>
                  <EntryEditor path={[section, entry.id]} name={entry.name} inGame={entry.state !== 'added'} changed={entry.state !== 'same'} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <AddEntry section={section} existing={Object.keys(isRecord(effective[section]) ? (effective[section] as Data) : {})} onAdded={(id) => onToggle(`${section}/${id}`)} />
    </div>
  );
}
