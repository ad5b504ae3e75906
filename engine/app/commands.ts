/**
 * The application's commands: one table that both the native menus (Electron) and the in-window
 * menu bar are generated from, so a command has one label, one shortcut and one id everywhere.
 */
export const MENUS = ['file', 'edit', 'view', 'play', 'help'] as const;
export type MenuId = (typeof MENUS)[number];

export const COMMAND_IDS = [
  'file.new',
  'file.open',
  'file.save',
  'file.saveAs',
  'file.print',
  'file.close',
  'edit.undo',
  'edit.redo',
  'edit.cut',
  'edit.copy',
  'edit.paste',
  'edit.delete',
  'edit.selectAll',
  'edit.preferences',
  'view.zoomIn',
  'view.zoomOut',
  'view.zoomReset',
  'view.fit',
  'view.labels',
  'view.layer.terrain',
  'view.layer.zones',
  'view.layer.grid',
  'view.layer.edges',
  'view.layer.tokens',
  'view.layer.units',
  'view.minimap',
  'play.playtest',
  'play.balance',
  'help.shortcuts',
  'help.guide',
  'help.about',
] as const;
export type CommandId = (typeof COMMAND_IDS)[number];

export interface Command {
  readonly id: CommandId;
  readonly menu: MenuId;
  /** i18n key of the label, in engine/i18n's `app.*` catalog. */
  readonly labelKey: string;
  /** Electron accelerator syntax; the in-window menu shows and handles the same keys. */
  readonly accelerator?: string;
  /** Other key combinations that run the command too (not shown in menus). */
  readonly alsoAccelerators?: readonly string[];
  /** Draw a separator before this item. */
  readonly separatorBefore?: boolean;
  /** An option turned on and off: the menu shows a check mark while it is on. */
  readonly toggle?: boolean;
  /**
   * The key is the page's own: a text field uses it when it has the focus (Ctrl+C copies the text),
   * the editor otherwise. Menus show it, but neither the native menu nor the command table takes
   * it from the page.
   */
  readonly pageKey?: boolean;
}

export const COMMANDS: readonly Command[] = [
  { id: 'file.new', menu: 'file', labelKey: 'app.command.file.new', accelerator: 'CmdOrCtrl+N' },
  { id: 'file.open', menu: 'file', labelKey: 'app.command.file.open', accelerator: 'CmdOrCtrl+O' },
  { id: 'file.save', menu: 'file', labelKey: 'app.command.file.save', accelerator: 'CmdOrCtrl+S', separatorBefore: true },
  { id: 'file.saveAs', menu: 'file', labelKey: 'app.command.file.saveAs', accelerator: 'CmdOrCtrl+Shift+S' },
  { id: 'file.print', menu: 'file', labelKey: 'app.command.file.print', accelerator: 'CmdOrCtrl+P', separatorBefore: true },
  { id: 'file.close', menu: 'file', labelKey: 'app.command.file.close', accelerator: 'CmdOrCtrl+W', separatorBefore: true },
  { id: 'edit.undo', menu: 'edit', labelKey: 'app.command.edit.undo', accelerator: 'CmdOrCtrl+Z' },
  { id: 'edit.redo', menu: 'edit', labelKey: 'app.command.edit.redo', accelerator: 'CmdOrCtrl+Shift+Z', alsoAccelerators: ['CmdOrCtrl+Y'] },
  { id: 'edit.cut', menu: 'edit', labelKey: 'app.command.edit.cut', accelerator: 'CmdOrCtrl+X', separatorBefore: true, pageKey: true },
  { id: 'edit.copy', menu: 'edit', labelKey: 'app.command.edit.copy', accelerator: 'CmdOrCtrl+C', pageKey: true },
  { id: 'edit.paste', menu: 'edit', labelKey: 'app.command.edit.paste', accelerator: 'CmdOrCtrl+V', pageKey: true },
  { id: 'edit.delete', menu: 'edit', labelKey: 'app.command.edit.delete', accelerator: 'Delete', pageKey: true },
  { id: 'edit.selectAll', menu: 'edit', labelKey: 'app.command.edit.selectAll', accelerator: 'CmdOrCtrl+A', separatorBefore: true, pageKey: true },
  { id: 'edit.preferences', menu: 'edit', labelKey: 'app.command.edit.preferences', accelerator: 'CmdOrCtrl+,', separatorBefore: true },
  { id: 'view.zoomIn', menu: 'view', labelKey: 'app.command.view.zoomIn', accelerator: 'CmdOrCtrl+=', alsoAccelerators: ['CmdOrCtrl+Plus'] },
  { id: 'view.zoomOut', menu: 'view', labelKey: 'app.command.view.zoomOut', accelerator: 'CmdOrCtrl+-' },
  { id: 'view.zoomReset', menu: 'view', labelKey: 'app.command.view.zoomReset', accelerator: 'CmdOrCtrl+0' },
  { id: 'view.fit', menu: 'view', labelKey: 'app.command.view.fit', accelerator: 'CmdOrCtrl+9' },
  { id: 'view.labels', menu: 'view', labelKey: 'app.command.view.labels', accelerator: 'CmdOrCtrl+Shift+L', separatorBefore: true, toggle: true },
  { id: 'view.layer.terrain', menu: 'view', labelKey: 'app.command.view.layer.terrain', accelerator: 'CmdOrCtrl+Alt+1', toggle: true },
  { id: 'view.layer.zones', menu: 'view', labelKey: 'app.command.view.layer.zones', accelerator: 'CmdOrCtrl+Alt+2', toggle: true },
  { id: 'view.layer.grid', menu: 'view', labelKey: 'app.command.view.layer.grid', accelerator: 'CmdOrCtrl+Alt+3', toggle: true },
  { id: 'view.layer.edges', menu: 'view', labelKey: 'app.command.view.layer.edges', accelerator: 'CmdOrCtrl+Alt+4', toggle: true },
  { id: 'view.layer.tokens', menu: 'view', labelKey: 'app.command.view.layer.tokens', accelerator: 'CmdOrCtrl+Alt+5', toggle: true },
  { id: 'view.layer.units', menu: 'view', labelKey: 'app.command.view.layer.units', accelerator: 'CmdOrCtrl+Alt+6', toggle: true },
  { id: 'view.minimap', menu: 'view', labelKey: 'app.command.view.minimap', accelerator: 'CmdOrCtrl+Shift+M', separatorBefore: true, toggle: true },
  { id: 'play.playtest', menu: 'play', labelKey: 'app.command.play.playtest', accelerator: 'F5' },
  { id: 'play.balance', menu: 'play', labelKey: 'app.command.play.balance', accelerator: 'Shift+F5' },
  { id: 'help.shortcuts', menu: 'help', labelKey: 'app.command.help.shortcuts', accelerator: '?', pageKey: true },
  { id: 'help.guide', menu: 'help', labelKey: 'app.command.help.guide', accelerator: 'F1' },
  { id: 'help.about', menu: 'help', labelKey: 'app.command.help.about', separatorBefore: true },
];

export function isCommandId(value: unknown): value is CommandId {
  return typeof value === 'string' && (COMMAND_IDS as readonly string[]).includes(value);
}

export function commandsOf(menu: MenuId): readonly Command[] {
  return COMMANDS.filter((command) => command.menu === menu);
}

export interface KeyChord {
  readonly key: string;
  readonly ctrlOrMeta: boolean;
  readonly shift: boolean;
  readonly alt: boolean;
}

/** Parses an accelerator such as "CmdOrCtrl+Shift+Z" into the chord a keyboard event is matched against. */
export function parseAccelerator(accelerator: string): KeyChord {
  const parts = accelerator.split(/\+(?!$)/);
  const rawKey = parts.pop() ?? '';
  const key = rawKey === 'Plus' ? '+' : rawKey.length === 1 ? rawKey.toLowerCase() : rawKey;
  return {
    key,
    ctrlOrMeta: parts.some((part) => part === 'CmdOrCtrl' || part === 'Ctrl' || part === 'Cmd'),
    shift: parts.includes('Shift'),
    alt: parts.includes('Alt'),
  };
}

export interface KeyPress {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
}

/** The command a key press runs, if any (keys the page handles itself excepted). Shift is ignored for keys that need it to be typed ("+"). */
export function commandForKey(press: KeyPress): CommandId | undefined {
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  for (const command of COMMANDS) {
    if (command.pageKey) continue;
    for (const accelerator of [command.accelerator, ...(command.alsoAccelerators ?? [])]) {
      if (!accelerator) continue;
      const chord = parseAccelerator(accelerator);
      const shiftMatters = chord.key !== '+';
      if (
        chord.key === key &&
        chord.ctrlOrMeta === (press.ctrlKey || press.metaKey) &&
        chord.alt === press.altKey &&
        (!shiftMatters || chord.shift === press.shiftKey)
      ) {
        return command.id;
      }
    }
  }
  return undefined;
}

/** The shortcut as a user reads it in a menu: "Ctrl+Shift+S", or "⌘⇧S" on macOS. */
/** Keys as French keyboards print them ("Maj", "Suppr"); other languages keep the English names. */
const FRENCH_KEYS: Readonly<Record<string, string>> = { Shift: 'Maj', Delete: 'Suppr' };

export function shortcutLabel(accelerator: string, mac: boolean, language = 'en'): string {
  const chord = parseAccelerator(accelerator);
  const name = (key: string) => (language === 'fr' ? (FRENCH_KEYS[key] ?? key) : key);
  const key = chord.key.length === 1 ? chord.key.toUpperCase() : name(chord.key);
  if (mac) return `${chord.ctrlOrMeta ? '⌘' : ''}${chord.alt ? '⌥' : ''}${chord.shift ? '⇧' : ''}${key}`;
  return [chord.ctrlOrMeta ? 'Ctrl' : '', chord.alt ? 'Alt' : '', chord.shift ? name('Shift') : '', key].filter(Boolean).join('+');
}
