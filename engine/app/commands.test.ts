import { describe, expect, it } from 'vitest';
import { COMMANDS, COMMAND_IDS, commandForKey, isCommandId, parseAccelerator, shortcutLabel } from './commands';

const press = (key: string, mods: Partial<{ ctrl: boolean; meta: boolean; shift: boolean; alt: boolean }> = {}) => ({
  key,
  ctrlKey: mods.ctrl ?? false,
  metaKey: mods.meta ?? false,
  shiftKey: mods.shift ?? false,
  altKey: mods.alt ?? false,
});

describe('command table', () => {
  it('lists every command id exactly once', () => {
    expect(COMMANDS.map((c) => c.id).sort()).toEqual([...COMMAND_IDS].sort());
  });

  it('gives no two commands the same shortcut', () => {
    const chords = COMMANDS.flatMap((c) => [c.accelerator, ...(c.alsoAccelerators ?? [])].filter(Boolean));
    expect(new Set(chords).size).toBe(chords.length);
  });

  it('parses accelerators', () => {
    expect(parseAccelerator('CmdOrCtrl+Shift+Z')).toEqual({ key: 'z', ctrlOrMeta: true, shift: true, alt: false });
    expect(parseAccelerator('CmdOrCtrl+Plus').key).toBe('+');
    expect(parseAccelerator('CmdOrCtrl+-').key).toBe('-');
  });

  it('maps key presses to commands on every platform', () => {
    expect(commandForKey(press('s', { ctrl: true }))).toBe('file.save');
    expect(commandForKey(press('S', { ctrl: true, shift: true }))).toBe('file.saveAs');
    expect(commandForKey(press('s', { meta: true }))).toBe('file.save');
    expect(commandForKey(press('z', { ctrl: true }))).toBe('edit.undo');
    expect(commandForKey(press('Z', { ctrl: true, shift: true }))).toBe('edit.redo');
    expect(commandForKey(press('y', { ctrl: true }))).toBe('edit.redo');
    expect(commandForKey(press('+', { ctrl: true, shift: true }))).toBe('view.zoomIn');
    expect(commandForKey(press('=', { ctrl: true }))).toBe('view.zoomIn');
    expect(commandForKey(press('0', { ctrl: true }))).toBe('view.zoomReset');
    expect(commandForKey(press('s'))).toBeUndefined();
    expect(commandForKey(press('s', { ctrl: true, alt: true }))).toBeUndefined();
  });

  it('labels shortcuts for menus', () => {
    expect(shortcutLabel('CmdOrCtrl+Shift+S', false)).toBe('Ctrl+Shift+S');
    expect(shortcutLabel('CmdOrCtrl+Shift+S', true)).toBe('⌘⇧S');
    // French keyboards print Maj and Suppr.
    expect(shortcutLabel('CmdOrCtrl+Shift+Z', false, 'fr')).toBe('Ctrl+Maj+Z');
    expect(shortcutLabel('Delete', false, 'fr')).toBe('Suppr');
    expect(shortcutLabel('Delete', false, 'en')).toBe('Delete');
  });

  it('recognises command ids', () => {
    expect(isCommandId('file.open')).toBe(true);
    expect(isCommandId('file.delete-everything')).toBe(false);
    expect(isCommandId(42)).toBe(false);
  });
});
