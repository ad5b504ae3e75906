import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MENUS, commandsOf, shortcutLabel, type CommandId, type MenuId } from '../../engine/app/commands';
import { LANGUAGES, type Language } from '../../engine/i18n';

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
}

const isMac = typeof navigator !== 'undefined' && /Mac/i.test(navigator.platform);

/** The in-window menu bar, generated from the same command table as the native menus. */
export function MenuBar({ isEnabled, disabledReason, isChecked, run, language, onLanguageChange, showMenus }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<MenuId | null>(null);
  const bar = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !bar.current?.contains(event.target as Node)) setOpen(null);
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
                onClick={() => setOpen(open === menu ? null : menu)}
                onPointerEnter={() => open && open !== menu && setOpen(menu)}
              >
                {t(`app.menu.${menu}`)}
              </button>
              {open === menu && (
                <ul className="menu__items" role="menu" aria-label={t(`app.menu.${menu}`)}>
                  {commandsOf(menu).map((command) => (
                    <li key={command.id} role="none" className={command.separatorBefore ? 'menu__item--separated' : undefined}>
                      <button
                        type="button"
                        role={command.toggle ? 'menuitemcheckbox' : 'menuitem'}
                        aria-checked={command.toggle ? (isChecked?.(command.id) ?? false) : undefined}
                        className="menu__item"
                        disabled={!isEnabled(command.id)}
                        title={(!isEnabled(command.id) && disabledReason?.(command.id)) || undefined}
                        data-command={command.id}
                        onClick={() => {
                          setOpen(null);
                          run(command.id);
                        }}
                      >
                        <span>
                          {command.toggle && <span className="menu__check" aria-hidden="true">{isChecked?.(command.id) ? '✓' : ''}</span>}
                          {t(command.labelKey)}
                        </span>
                        {command.accelerator && <kbd>{shortcutLabel(command.accelerator, isMac)}</kbd>}
                      </button>
                    </li>
                  ))}
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
