import { Fragment, useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MENUS, commandsOf, shortcutLabel, type CommandId, type MenuId } from '../../engine/app/commands';
import type { BoardGeometry } from '../../engine/board/types';
import { LANGUAGES, type Language } from '../../engine/i18n';
import { commandLabelKey } from '../canvas/viewOptions';

interface Props {
  readonly isEnabled: (command: CommandId) => boolean;
  /** Why a command is greyed out, when the user should be told (its tooltip). */
  readonly disabledReason?: (command: CommandId) => string | null;
  /** Whether a toggle command is on (its check mark). */
  readonly isChecked?: (command: CommandId) => boolean | undefined;
  readonly run: (command: CommandId) => void;
  readonly language: Language;
  readonly onLanguageChange: (language: Language) => void;
  /** Draw the File/Edit/View/Help menus (false where the system shows them). */
  readonly showMenus: boolean;
  /** Files opened lately, listed under File › Open (the browser app; the desktop's native menu has its own). */
  readonly recent?: RecentMenu | undefined;
  /** The open board's kind, which names some View toggles (links and names on an area map). */
  readonly board?: BoardGeometry['kind'] | null;
}

export interface RecentMenu {
  readonly entries: readonly { readonly id: string; readonly name: string }[];
  open(id: string): void;
  clear(): void;
}

/** The enabled items of an open menu, in order. */
const itemsOf = (list: HTMLElement | null) => [...(list?.querySelectorAll<HTMLButtonElement>('button.menu__item:not(:disabled)') ?? [])];

const isMac = typeof navigator !== 'undefined' && /Mac/i.test(navigator.platform);

/** The in-window menu bar, generated from the same command table as the native menus. */
export function MenuBar({ isEnabled, disabledReason, isChecked, run, language, onLanguageChange, showMenus, recent, board = null }: Props) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState<MenuId | null>(null);
  const bar = useRef<HTMLElement>(null);
  // A menu opened from the keyboard puts the focus on its first item (or its last, with the up arrow).
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  useEffect(() => {
    const at = focusOnOpen.current;
    if (!open || !at) return;
    focusOnOpen.current = null;
    const items = itemsOf(bar.current?.querySelector<HTMLElement>('.menu__items') ?? null);
    (at === 'first' ? items[0] : items.at(-1))?.focus();
  }, [open]);

  const titleOf = (menu: MenuId) => bar.current?.querySelector<HTMLButtonElement>(`[data-menu="${menu}"]`) ?? null;
  const openFromKeys = (menu: MenuId, at: 'first' | 'last') => {
    if (open === menu) {
      const items = itemsOf(bar.current?.querySelector<HTMLElement>('.menu__items') ?? null);
      (at === 'first' ? items[0] : items.at(-1))?.focus();
      return;
    }
    focusOnOpen.current = at;
    setOpen(menu);
  };
  const neighbour = (menu: MenuId, step: number) => MENUS[(MENUS.indexOf(menu) + step + MENUS.length) % MENUS.length] as MenuId;

  /** Arrow keys move along the open menu and from menu to menu; Escape closes it and gives the focus back to its title. */
  const onMenuKey = (menu: MenuId, event: ReactKeyboardEvent<HTMLUListElement>) => {
    const items = itemsOf(event.currentTarget);
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    const go = (next: number) => {
      event.preventDefault();
      items[(next + items.length) % items.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return go(index + 1);
      case 'ArrowUp':
        return go(index - 1);
      case 'Home':
        return go(0);
      case 'End':
        return go(items.length - 1);
      case 'ArrowRight':
      case 'ArrowLeft':
        event.preventDefault();
        openFromKeys(neighbour(menu, event.key === 'ArrowRight' ? 1 : -1), 'first');
        titleOf(neighbour(menu, event.key === 'ArrowRight' ? 1 : -1))?.focus({ preventScroll: true });
        return;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        setOpen(null);
        titleOf(menu)?.focus();
        return;
      case 'Tab':
        setOpen(null);
        return;
    }
  };

  const choose = (command: CommandId) => {
    setOpen(null);
    run(command);
  };

  useEffect(() => {
    if (!open) return;
    // Escape closes the menu, marked as used so that the page below does not act on it too.
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key !== 'Escape' : bar.current?.contains(event.target as Node)) return;
      if (event instanceof KeyboardEvent) event.preventDefault();
      setOpen(null);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <header className="menu-bar" ref={bar}>
      <span className="menu-bar__brand">{t('app.name')}</span>
      {showMenus && (
        <nav className="menu-bar__menus" role="menubar" aria-label={t('app.name')}>
          {MENUS.map((menu) => (
            <div key={menu} className="menu">
              <button
                type="button"
                role="menuitem"
                aria-haspopup="menu"
                aria-expanded={open === menu}
                className="menu__title"
                data-menu={menu}
                onClick={() => setOpen(open === menu ? null : menu)}
                onKeyDown={(event) => {
                  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                    event.preventDefault();
                    openFromKeys(menu, event.key === 'ArrowDown' ? 'first' : 'last');
                  } else if ((event.key === 'Enter' || event.key === ' ') && open !== menu) {
                    event.preventDefault();
                    openFromKeys(menu, 'first');
                  } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
                    event.preventDefault();
                    const next = neighbour(menu, event.key === 'ArrowRight' ? 1 : -1);
                    titleOf(next)?.focus();
                    if (open) openFromKeys(next, 'first');
                  }
                }}
                onPointerEnter={() => open && open !== menu && setOpen(menu)}
              >
                {t(`app.menu.${menu}`)}
              </button>
              {open === menu && (
                <ul className="menu__items" role="menu" aria-label={t(`app.menu.${menu}`)} onKeyDown={(event) => onMenuKey(menu, event)}>
                  {commandsOf(menu).map((command) => {
                    // A toggle greyed out (walls on a board without any) shows no check: there is nothing it shows.
                    const checked = command.toggle ? isEnabled(command.id) && (isChecked?.(command.id) ?? false) : undefined;
                    return (
                    <Fragment key={command.id}>
                    <li role="none" className={command.separatorBefore ? 'menu__item--separated' : undefined}>
                      <button
                        type="button"
                        role={command.toggle ? 'menuitemcheckbox' : 'menuitem'}
                        aria-checked={checked}
                        className="menu__item"
                        disabled={!isEnabled(command.id)}
                        title={(!isEnabled(command.id) && disabledReason?.(command.id)) || undefined}
                        data-command={command.id}
                        onClick={() => choose(command.id)}
                      >
                        <span>
                          {command.toggle && <span className="menu__check" aria-hidden="true">{checked ? '✓' : ''}</span>}
                          {t(commandLabelKey(command, board))}
                        </span>
                        {command.accelerator && <kbd>{shortcutLabel(command.accelerator, isMac, i18n.language)}</kbd>}
                      </button>
                    </li>
                    {command.id === 'file.open' && recent && (
                      <li role="none" className="menu__recent">
                        <span className="menu__group-label" aria-hidden="true">
                          {t('app.menu.openRecent')}
                        </span>
                        <ul role="group" aria-label={t('app.menu.openRecent')} data-testid="recent-files">
                          {recent.entries.length === 0 ? (
                            <li role="none">
                              <button type="button" role="menuitem" className="menu__item" disabled>
                                {t('app.menu.noRecent')}
                              </button>
                            </li>
                          ) : (
                            <>
                              {recent.entries.map((entry) => (
                                <li role="none" key={entry.id}>
                                  <button type="button" role="menuitem" className="menu__item menu__item--recent" onClick={() => {
                                    setOpen(null);
                                    recent.open(entry.id);
                                  }}>
                                    {entry.name}
                                  </button>
                                </li>
                              ))}
                              <li role="none">
                                <button type="button" role="menuitem" className="menu__item menu__item--recent" onClick={() => {
                                  setOpen(null);
                                  recent.clear();
                                }}>
                                  {t('app.menu.clearRecent')}
                                </button>
                              </li>
                            </>
                          )}
                        </ul>
                      </li>
                    )}
                    </Fragment>
                    );
                  })}
                </ul>
              )}
            </div>
          ))}
        </nav>
      )}
      <label className="menu-bar__language">
        <span>{t('language.label')}</span>
        <select value={language} onChange={(event) => onLanguageChange(event.target.value as Language)} data-testid="language-select">
          {LANGUAGES.map((lang) => (
            <option key={lang} value={lang}>
              {t(`language.${lang}`)}
            </option>
          ))}
        </select>
      </label>
    </header>
  );
}
