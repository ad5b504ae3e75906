import { describe, expect, it, vi } from 'vitest';
import { translate } from '../engine/i18n';
import { buildMenuTemplate } from './menu';

describe('native menu', () => {
  it('is generated from the command table, translated, with accelerators', () => {
    const run = vi.fn();
    const template = buildMenuTemplate((key) => translate('fr', key), run, 'linux');
    expect(template.map((menu) => menu.label)).toEqual(['Fichier', 'Édition', 'Affichage', 'Aide']);
    const file = template[0]!.submenu!;
    const saveAs = file.find((item) => item.label === 'Enregistrer sous…');
    expect(saveAs?.accelerator).toBe('CmdOrCtrl+Shift+S');
    saveAs?.click?.();
    expect(run).toHaveBeenCalledWith('file.saveAs');
    expect(file.at(-1)).toEqual({ role: 'quit' });
  });

  it('starts with the application menu on macOS', () => {
    const template = buildMenuTemplate((key) => translate('en', key), vi.fn(), 'darwin');
    expect(template[0]).toEqual({ role: 'appMenu' });
    expect(template[1]?.submenu?.some((item) => item.role === 'quit')).toBe(false);
  });
});
