/** The native application menu, generated from the shared command table. */
import { COMMANDS, MENUS, type CommandId } from '../engine/app/commands';

/** The subset of Electron's MenuItemConstructorOptions this menu uses. */
export interface MenuItemTemplate {
  label?: string;
  role?: 'appMenu' | 'quit';
  type?: 'separator';
  accelerator?: string;
  /** False shows the shortcut without taking the key from the page. */
  registerAccelerator?: boolean;
  enabled?: boolean;
  click?: () => void;
  submenu?: MenuItemTemplate[];
}

export interface RecentFilesMenu {
  readonly files: readonly string[];
  open(filePath: string): void;
  clear(): void;
}

function recentSubmenu(translate: (key: string) => string, recent: RecentFilesMenu): MenuItemTemplate {
  const items: MenuItemTemplate[] =
    recent.files.length === 0
      ? [{ label: translate('app.menu.noRecent'), enabled: false }]
      : [
          ...recent.files.map((file) => ({ label: file, click: () => recent.open(file) })),
          { type: 'separator' as const },
          { label: translate('app.menu.clearRecent'), click: () => recent.clear() },
        ];
  return { label: translate('app.menu.openRecent'), submenu: items };
}

export function buildMenuTemplate(
  translate: (key: string) => string,
  runCommand: (command: CommandId) => void,
  platform: NodeJS.Platform,
  recent: RecentFilesMenu,
): MenuItemTemplate[] {
  const menus: MenuItemTemplate[] = MENUS.map((menu) => {
    const items: MenuItemTemplate[] = [];
    for (const command of COMMANDS.filter((c) => c.menu === menu)) {
      if (command.separatorBefore) items.push({ type: 'separator' });
      items.push({
        label: translate(command.labelKey),
        ...(command.accelerator ? { accelerator: command.accelerator } : {}),
        // Ctrl+C in a text field copies its text: the page decides what such a key does.
        ...(command.pageKey ? { registerAccelerator: false } : {}),
        click: () => runCommand(command.id),
      });
      if (command.id === 'file.open') items.push(recentSubmenu(translate, recent));
    }
    if (menu === 'file' && platform !== 'darwin') items.push({ type: 'separator' }, { role: 'quit' });
    return { label: translate(`app.menu.${menu}`), submenu: items };
  });
  return platform === 'darwin' ? [{ role: 'appMenu' }, ...menus] : menus;
}
