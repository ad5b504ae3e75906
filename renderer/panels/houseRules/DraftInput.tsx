/**
 * A value typed freely and checked as it is typed: what is wrong shows under the field at once, and
 * the value is committed when the field is left or Enter is pressed (one undo step), never while it
 * is wrong. Escape gives the stored value back. A value changed from elsewhere (undo) replaces the draft.
 */
import { useState } from 'react';

export type Parsed = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: string };

interface Props {
  readonly id: string;
  readonly value: string;
  readonly label: string;
  readonly parse: (text: string) => Parsed;
  /** Why a parsed value would be refused, or null. */
  readonly check?: (value: unknown) => string | null;
  /** What is wrong with a value that is still accepted (validation will list it among the problems). */
  readonly warn?: (value: unknown) => string | null;
  readonly onCommit: (value: unknown) => void;
  readonly pointer?: string;
  readonly describedBy?: string;
  readonly placeholder?: string;
  readonly size?: 'wide' | 'narrow';
}

export function DraftInput({ id, value, label, parse, check, warn, onCommit, pointer, describedBy, placeholder, size = 'wide' }: Props) {
  const [draft, setDraft] = useState<{ readonly base: string; readonly text: string; readonly error: string | null } | null>(null);
  const current = draft && draft.base === value ? draft : null;
  const parsedValue = parse(current ? current.text : value);
  const warning = !current?.error && warn && parsedValue.ok ? warn(parsedValue.value) : null;
  const verdict = (text: string): string | null => {
    const parsed = parse(text);
    if (!parsed.ok) return parsed.error;
    return check ? check(parsed.value) : null;
  };
  const commit = () => {
    if (!current || current.text === value) return setDraft(null);
    if (current.error) return;
    const parsed = parse(current.text);
    if (parsed.ok) onCommit(parsed.value);
    setDraft(null);
  };
  const errorId = `${id}-error`;
  const described = [describedBy, current?.error || warning ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <span className={`house-input house-input--${size}`}>
      <input
        id={id}
        type="text"
        className="panel-input"
        value={current ? current.text : value}
        placeholder={placeholder}
        aria-label={label}
        aria-invalid={current?.error ? true : undefined}
        aria-describedby={described}
        data-pointer={pointer}
        onChange={(event) => setDraft({ base: value, text: event.target.value, error: verdict(event.target.value) })}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDraft(null);
          if (event.key === 'Enter') commit();
        }}
      />
      {current?.error && (
        <span className="house-input__error" id={errorId} role="alert">
          {current.error}
        </span>
      )}
      {warning && (
        <span className="house-input__warning" id={errorId}>
          {warning}
        </span>
      )}
    </span>
  );
}
