/** The control of one plain value of the ruleset data: a number, a text, a choice, a switch, a colour, a name in each language. */
import { localized } from '../../../engine/scenario';
import type { LocalizedText } from '../../../engine/scenario/types';
import { fieldEdits, fieldId, overridePointer, useHouseRules } from './context';
import { DraftInput, type Parsed } from './DraftInput';
import type { FieldModel } from './model';
import { typedNumber } from '../fields';

interface Props {
  readonly field: FieldModel;
  readonly label: string;
  readonly describedBy?: string;
}

const APP_LANGUAGES = ['fr', 'en'];

export function ScalarControl({ field, label, describedBy }: Props) {
  const rules = useHouseRules();
  const { t } = rules;
  const { set, check } = fieldEdits(rules, field.path);
  const id = fieldId(field.path);
  const pointer = overridePointer(field.path);
  const control = field.control;
  const value = field.value;
  const common = { id, label, pointer, check, onCommit: set, ...(describedBy ? { describedBy } : {}) };
  const number = (text: string): Parsed => {
    const trimmed = text.trim().replace(',', '.');
    // An emptied cost is not a way to make terrain impassable: that has its own button, and says so.
    if (trimmed === '' && control.kind === 'number' && control.nullable) return { ok: false, error: t('houseRules.error.emptyCost', { impassable: t('houseRules.makeImpassable') }) };
    if (trimmed === '') return field.required ? { ok: false, error: t('houseRules.error.required') } : { ok: true, value: undefined };
    const parsed = Number(trimmed);
    if (!Number.isFinite(parsed)) return { ok: false, error: t('houseRules.error.number') };
    if (control.kind === 'number' && control.integer && !Number.isInteger(parsed)) return { ok: false, error: t('houseRules.error.integer') };
    return { ok: true, value: parsed };
  };
  const text = (typed: string): Parsed => (typed === '' && !field.required ? { ok: true, value: undefined } : { ok: true, value: typed });

  switch (control.kind) {
    case 'boolean':
      return <input id={id} type="checkbox" checked={value === true} aria-label={label} aria-describedby={describedBy} data-pointer={pointer} onChange={(event) => set(event.target.checked)} />;
    case 'choice':
      return (
        <select id={id} className="panel-input" value={typeof value === 'string' ? value : ''} aria-label={label} aria-describedby={describedBy} data-pointer={pointer} onChange={(event) => set(event.target.value === '' ? undefined : event.target.value)}>
          {(!field.required || typeof value !== 'string') && <option value="">{t('houseRules.none')}</option>}
          {typeof value === 'string' && !control.options.some((option) => option.id === value) && <option value={value}>{value}</option>}
          {control.options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      );
    case 'colour':
      return (
        <span className="house-colour">
          <input type="color" value={typeof value === 'string' ? value.toLowerCase() : '#888888'} aria-label={label} onChange={(event) => set(event.target.value)} />
          <DraftInput {...common} size="narrow" value={typeof value === 'string' ? value : ''} parse={text} />
        </span>
      );
    case 'number':
      if (control.nullable && (value === null || value === undefined)) {
        return (
          <span className="house-impassable">
            <span id={id} data-pointer={pointer} tabIndex={-1}>
              {t('houseRules.impassable')}
            </span>
            <button type="button" className="panel-link" onClick={() => set(1)}>
              {t('houseRules.makePassable')}
            </button>
          </span>
        );
      }
      return (
        <span className="house-number">
          <DraftInput {...common} size="narrow" value={typeof value === 'number' ? typedNumber(value, rules.language) : ''} parse={number} />
          {control.nullable && (
            <button type="button" className="panel-link" onClick={() => set(null)}>
              {t('houseRules.makeImpassable')}
            </button>
          )}
        </span>
      );
    case 'numberOrText':
      return <DraftInput {...common} size="narrow" value={value === undefined ? '' : String(value)} parse={(typed) => (/^\s*-?\d+(\.\d+)?\s*$/.test(typed) ? number(typed) : text(typed))} />;
    case 'text': {
      if (value !== undefined && typeof value !== 'string') {
        const texts = value as Readonly<Record<string, string>>;
        const languages = [...APP_LANGUAGES, ...Object.keys(texts).filter((language) => !APP_LANGUAGES.includes(language))];
        return (
          <span className="house-texts">
            {languages.map((language) => (
              <span key={language} className="house-texts__row">
                <span className="house-texts__language" aria-hidden="true">
                  {language.toUpperCase()}
                </span>
                <DraftInput
                  {...common}
                  id={`${id}-${language}`}
                  label={t('panels.text.inLanguage', { field: label, language: t(`language.${language}`, { defaultValue: language }) })}
                  value={texts[language] ?? ''}
                  placeholder={language.toUpperCase()}
                  parse={(typed) => ({ ok: true, value: withWording(texts, language, typed) })}
                />
              </span>
            ))}
          </span>
        );
      }
      return <DraftInput {...common} value={value === undefined ? '' : localized(value as LocalizedText, rules.language)} parse={text} />;
    }
    default:
      return <DraftInput {...common} value={value === undefined ? '' : String(value)} parse={text} />;
  }
}

/** A text with one language's wording replaced; a blank one is dropped. */
function withWording(texts: Readonly<Record<string, string>>, language: string, typed: string): Readonly<Record<string, string>> | undefined {
  const next: Record<string, string> = { ...texts };
  if (typed.trim() === '') delete next[language];
  else next[language] = typed;
  return Object.keys(next).length > 0 ? next : undefined;
}
