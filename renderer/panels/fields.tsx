/**
 * Form controls of the panels. Text and numbers are committed when the field is left or Enter is
 * pressed (Escape gives the stored value back), so one change is one undo step, not one per key.
 * A value changed from elsewhere (undo, the canvas) replaces what the field shows.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '../../engine/scenario/types';
import { joinText, languagesOf, partsOf, splitText, withTranslation } from './localizedText';

interface FieldProps {
  readonly id: string;
  readonly label: string;
  /** The schema's description of the value, shown under the control. */
  readonly help?: string | undefined;
  readonly children: ReactNode;
  /** Shown below the control as an error. */
  readonly error?: string | null | undefined;
}

/** A labelled control with its help text and error, read by screen readers with the control. */
export function Field({ id, label, help, error, children }: FieldProps) {
  return (
    <div className="panel-field">
      <label className="panel-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error && (
        <p className="panel-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
      {help && (
        <p className="panel-field__help" id={`${id}-help`}>
          {help}
        </p>
      )}
    </div>
  );
}

/** The ids a control names in `aria-describedby`. */
export function describedBy(id: string, help: string | undefined, error?: string | null): string | undefined {
  const ids = [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

interface DraftTextProps {
  readonly id: string;
  readonly value: string;
  readonly onCommit: (value: string) => void;
  readonly multiline?: boolean;
  readonly placeholder?: string | undefined;
  readonly describedBy?: string | undefined;
  readonly pointer?: string | undefined;
  readonly label?: string | undefined;
}

/** A text typed freely and committed once. */
export function DraftText({ id, value, onCommit, multiline = false, placeholder, describedBy: described, pointer, label }: DraftTextProps) {
  const [draft, setDraft] = useState<{ readonly base: string; readonly text: string } | null>(null);
  const shown = draft && draft.base === value ? draft.text : value;
  const commit = () => {
    if (draft && draft.base === value && draft.text !== value) onCommit(draft.text);
    setDraft(null);
  };
  const common = {
    id,
    value: shown,
    placeholder,
    'aria-describedby': described,
    'aria-label': label,
    'data-pointer': pointer,
    className: 'panel-input',
    onBlur: commit,
  };
  if (multiline) {
    return (
      <textarea
        {...common}
        rows={3}
        onChange={(event) => setDraft({ base: value, text: event.target.value })}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDraft(null);
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) commit();
        }}
      />
    );
  }
  return (
    <input
      {...common}
      type="text"
      onChange={(event) => setDraft({ base: value, text: event.target.value })}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setDraft(null);
        if (event.key === 'Enter') commit();
      }}
    />
  );
}

interface DraftNumberProps {
  readonly id: string;
  readonly value: number | null;
  readonly min?: number;
  readonly max?: number;
  /** null when the field is emptied. */
  readonly onCommit: (value: number | null) => void;
  readonly placeholder?: string | undefined;
  readonly describedBy?: string | undefined;
  readonly pointer?: string | undefined;
  readonly label?: string | undefined;
}

/** A number as a field shows it: the reader's decimal mark (24,5 in French), every decimal, no digit grouping to read back. */
export function typedNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language, { useGrouping: false, maximumFractionDigits: 20 }).format(value);
}

/** A number committed once; emptied, it commits null (no limit, no value). Shown with the reader's decimal mark; either mark is read. */
export function DraftNumber({ id, value, onCommit, ...rest }: DraftNumberProps) {
  const { i18n } = useTranslation();
  const stored = value === null ? '' : typedNumber(value, i18n.language);
  return (
    <DraftText
      id={id}
      value={stored}
      placeholder={rest.placeholder}
      describedBy={rest.describedBy}
      pointer={rest.pointer}
      label={rest.label}
      onCommit={(text) => {
        const trimmed = text.trim().replace(',', '.');
        onCommit(trimmed === '' ? null : Number(trimmed));
      }}
    />
  );
}

interface LocalizedInputProps {
  readonly id: string;
  readonly label: string;
  readonly value: LocalizedText | undefined;
  readonly onCommit: (value: LocalizedText | null) => void;
  readonly help?: string | undefined;
  readonly multiline?: boolean;
  readonly pointer?: string | undefined;
}

/** A text of the format: one string for every language, or one per language with a field each. */
export function LocalizedInput({ id, label, value, onCommit, help, multiline = false, pointer }: LocalizedInputProps) {
  const { t, i18n } = useTranslation();
  const parts = partsOf(value);
  const appLanguages = ['fr', 'en'];
  const languageName = (language: string) => t(`language.${language}`, { defaultValue: language });
  if (parts.kind === 'single') {
    return (
      <Field id={id} label={label} help={help}>
        <div className="panel-localized">
          <DraftText id={id} value={parts.text} multiline={multiline} describedBy={describedBy(id, help)} pointer={pointer} onCommit={(text) => onCommit(text.trim() === '' ? null : text)} />
          <button type="button" className="panel-link" disabled={parts.text.trim() === ''} onClick={() => onCommit(splitText(value, appLanguages))}>
            {t('panels.text.perLanguage')}
          </button>
        </div>
      </Field>
    );
  }
  const languages = languagesOf(value, appLanguages);
  return (
    <fieldset className="panel-localized panel-localized--split">
      <legend className="panel-field__label">{label}</legend>
      {languages.map((language, index) => (
        <div className="panel-localized__row" key={language}>
          <label className="panel-localized__language" htmlFor={`${id}-${language}`}>
            {languageName(language)}
          </label>
          <DraftText
            id={`${id}-${language}`}
            value={parts.texts[language] ?? ''}
            multiline={multiline}
            describedBy={describedBy(id, help)}
            pointer={index === 0 ? pointer : undefined}
            label={t('panels.text.inLanguage', { field: label, language: languageName(language) })}
            onCommit={(text) => onCommit(withTranslation(value, language, text))}
          />
        </div>
      ))}
      <button type="button" className="panel-link" onClick={() => onCommit(joinText(value, i18n.language.slice(0, 2)))}>
        {t('panels.text.single')}
      </button>
      {help && (
        <p className="panel-field__help" id={`${id}-help`}>
          {help}
        </p>
      )}
    </fieldset>
  );
}

interface ColourInputProps {
  readonly id: string;
  readonly value: string | null;
  readonly optional: boolean;
  readonly onCommit: (value: string | null) => void;
  readonly describedBy?: string | undefined;
  readonly pointer?: string | undefined;
}

/** A colour as #rrggbb: the system picker (committed when it closes) and the code, typed. */
export function ColourInput({ id, value, optional, onCommit, describedBy: described, pointer }: ColourInputProps) {
  const { t } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
  const commit = useRef(onCommit);
  useEffect(() => {
    commit.current = onCommit;
  });
  // React's onChange follows every move in the picker; the native change event comes once, at the end.
  useEffect(() => {
    const element = picker.current;
    if (!element) return;
    const onChange = () => commit.current(element.value);
    element.addEventListener('change', onChange);
    return () => element.removeEventListener('change', onChange);
  }, [value]);
  if (value === null) {
    return (
      <button type="button" id={id} className="panel-link" data-pointer={pointer} aria-describedby={described} onClick={() => onCommit('#888888')}>
        {t('panels.colour.set')}
      </button>
    );
  }
  return (
    <div className="panel-colour">
      <input ref={picker} type="color" key={value} defaultValue={value.toLowerCase()} aria-label={t('panels.field.colour')} className="panel-colour__picker" />
      <DraftText id={id} value={value} describedBy={described} pointer={pointer} onCommit={(text) => onCommit(text.trim())} />
      {optional && (
        <button type="button" className="panel-link" onClick={() => onCommit(null)}>
          {t('panels.colour.none')}
        </button>
      )}
    </div>
  );
}

interface PanelProps {
  readonly id: string;
  readonly title: string;
  readonly badge?: string | undefined;
  readonly open: boolean;
  readonly onToggle: () => void;
  readonly children: ReactNode;
}

/** A collapsible panel of the side column; its heading is the button that folds it. */
export function Panel({ id, title, badge, open, onToggle, children }: PanelProps) {
  return (
    <section className="side-panel" data-testid={`panel-${id}`} aria-labelledby={`panel-${id}-heading`}>
      <h2 className="side-panel__heading" id={`panel-${id}-heading`}>
        <button type="button" className="side-panel__toggle" aria-expanded={open} aria-controls={`panel-${id}-body`} onClick={onToggle}>
          <span className="side-panel__chevron" aria-hidden="true">
            {open ? '▾' : '▸'}
          </span>
          {title}
          {badge && <span className="side-panel__badge">{badge}</span>}
        </button>
      </h2>
      <div className="side-panel__body" id={`panel-${id}-body`} hidden={!open}>
        {children}
      </div>
    </section>
  );
}
