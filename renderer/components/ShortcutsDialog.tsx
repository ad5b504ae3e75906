import { useTranslation } from 'react-i18next';
import { COMMANDS, MENUS, shortcutLabel } from '../../engine/app/commands';
import { TOOLS } from '../editor/tools/toolSet';
import { useModal } from './useModal';

const isMac = typeof navigator !== 'undefined' && /Mac/i.test(navigator.platform);

/** Keys of the board that are not commands: what a drag or a click does with a key held. */
const BOARD_KEYS = ['delete', 'escape', 'enter', 'rotate', 'nudge', 'shiftClick', 'altClick', 'pan', 'zoom'] as const;

/** Every keyboard shortcut on one sheet, from the same tables as the menus and the tool bar (Help › Keyboard Shortcuts, or ?). */
export function ShortcutsDialog({ onClose }: { readonly onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const dialog = useModal();
  return (
    <dialog ref={dialog} className="dialog dialog--wide shortcuts" aria-labelledby="shortcuts-title" onClose={onClose} data-testid="shortcuts-dialog">
      <h2 id="shortcuts-title">{t('shortcuts.title')}</h2>
      <div className="shortcuts__columns">
        <section aria-labelledby="shortcuts-tools">
          <h3 id="shortcuts-tools">{t('shortcuts.tools')}</h3>
          <dl className="shortcuts__list">
            {TOOLS.map((tool) => (
              <div key={tool.id}>
                <dt>
                  <kbd>{tool.key}</kbd>
                </dt>
                <dd>{t(`tool.${tool.id}`)}</dd>
              </div>
            ))}
          </dl>
          <h3 id="shortcuts-board">{t('shortcuts.board')}</h3>
          <dl className="shortcuts__list">
            {BOARD_KEYS.map((key) => (
              <div key={key}>
                <dt>
                  <kbd>{t(`shortcuts.key.${key}`)}</kbd>
                </dt>
                <dd>{t(`shortcuts.does.${key}`)}</dd>
              </div>
            ))}
          </dl>
        </section>
        {MENUS.map((menu) => {
          const commands = COMMANDS.filter((command) => command.menu === menu && command.accelerator);
          if (commands.length === 0) return null;
          return (
            <section key={menu} aria-labelledby={`shortcuts-${menu}`}>
              <h3 id={`shortcuts-${menu}`}>{t(`app.menu.${menu}`)}</h3>
              <dl className="shortcuts__list">
                {commands.map((command) => (
                  <div key={command.id}>
                    <dt>
                      <kbd>{shortcutLabel(command.accelerator as string, isMac, i18n.language)}</kbd>
                    </dt>
                    <dd>{t(command.labelKey)}</dd>
                  </div>
                ))}
              </dl>
            </section>
          );
        })}
      </div>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" autoFocus onClick={() => dialog.current?.close()}>
          {t('dialog.close')}
        </button>
      </div>
    </dialog>
  );
}
