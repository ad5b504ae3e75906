/**
 * The actions a click on a place could mean, when there are several (a Rivet Wars grid where any of
 * six units may deploy, a Rebellion stack that may send one ship or all): listed beside the mouse
 * to pick from, rather than the first played. It takes the keyboard at its first action; Escape, a
 * click elsewhere or a choice closes it.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action } from '../../engine/rules/core/types';

interface Props {
  readonly actions: readonly Action[];
  /** Where the click was, in the window. */
  readonly x: number;
  readonly y: number;
  /** An action in words. */
  readonly describe: (action: Action) => string;
  readonly onChoose: (action: Action) => void;
  readonly onClose: () => void;
}

export function PlaceChooser({ actions, x, y, describe, onChoose, onClose }: Props) {
  const { t } = useTranslation();
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    menu.current?.querySelector('button')?.focus();
    const away = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) onClose();
    };
    // The click that opened the menu is over by now: only the next one closes it.
    window.addEventListener('pointerdown', away);
    return () => window.removeEventListener('pointerdown', away);
  }, [onClose]);
  return (
    <div
      ref={menu}
      className="place-chooser"
      role="menu"
      aria-label={t('playtest.chooseHere')}
      data-testid="place-chooser"
      style={{ left: Math.min(x + 8, window.innerWidth - 320), top: Math.min(y + 8, window.innerHeight - 40 * Math.min(actions.length, 8) - 40) }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          onClose();
          return;
        }
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        event.preventDefault();
        const items = [...(menu.current?.querySelectorAll('button') ?? [])];
        const at = items.indexOf(document.activeElement as HTMLButtonElement);
        items[(at + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length]?.focus();
      }}
    >
      <div className="place-chooser__title">{t('playtest.chooseHere')}</div>
      {actions.map((action, index) => (
        <button key={index} type="button" role="menuitem" className="place-chooser__item" onClick={() => onChoose(action)}>
          {describe(action)}
        </button>
      ))}
    </div>
  );
}
