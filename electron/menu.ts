/** The native application menu, generated from the shared command table. */
import { COMMANDS, MENUS, type CommandId } from '../engine/app/commands';

/** The subset of Electron's MenuItemConstructorOptions this menu uses. */
export interface MenuItemTemplate {
  label?: string;
  role?: 'appMenu' | 'quit' | 'toggleDevTools';
  type?: 'separator';
  accelerator?: string;
  click?: () => void;
  submenu?: MenuItemTemplate[];
}

export function buildMenuTemplate(
  translate: (key: string) => string,
  runCommand: (command: CommandId) => void,
  platform: NodeJS.Platform,
): MenuItemTemplate[] {
  const menus: MenuItemTemplate[] = MENUS.map((menu) => {
    const items: MenuItemTemplate[] = [];
    for (const command of COMMANDS.filter((c) => c.menu === menu)) {
      if (command.separatorBefore) items.push({ type: 'separator' });
      items.push({
        label: translate(command.labelKey),
        ...(command.accelerator ? { accelerator: command.accelerator } : {}),
        click: () => runCommand(command.id),
      });
    }
    if (menu === 'file' && platform !== 'darwin') items.push({ type: 'separator' }, { role: 'quit' });
    return { label: translate(`app.menu.${menu}`), submenu: items };
  });
  return platform === 'darwin' ? [{ role: 'appMenu' }, ...menus] : menus;
}
