import { describe, expect, it, vi } from 'vitest';
import { translate } from '../engine/i18n';
import { buildMenuTemplate, type RecentFilesMenu } from './menu';

const noRecent: RecentFilesMenu = { files: [], open: vi.fn(), clear: vi.fn() };

describe('native menu', () => {
  it('is generated from the command table, translated, with accelerators', () => {
    const run = vi.fn();
    const template = buildMenuTemplate((key) => translate('fr', key), run, 'linux', noRecent);
    expect(template.map((menu) => menu.label)).toEqual(['Fichier', 'Édition', 'Affichage', 'Jouer', 'Aide']);
    const file = template[0]!.submenu!;
    const saveAs = file.find((item) => item.label === 'Enregistrer sous…');
    expect(saveAs?.accelerator).toBe('CmdOrCtrl+Shift+S');
    saveAs?.click?.();
    expect(run).toHaveBeenCalledWith('file.saveAs');
    expect(file.at(-1)).toEqual({ role: 'quit' });
    const edit = template[1]!.submenu!;
    expect(edit.find((item) => item.accelerator === 'CmdOrCtrl+Z')?.label).toBe('Annuler');
  });

  it('starts with the application menu on macOS', () => {
    const template = buildMenuTemplate((key) => translate('en', key), vi.fn(), 'darwin', noRecent);
    expect(template[0]).toEqual({ role: 'appMenu' });
    expect(template[1]?.submenu?.some((item) => item.role === 'quit')).toBe(false);
  });

  it('lists recent files under File, right after Open', () => {
    const recent: RecentFilesMenu = { files: ['/maps/a.scenario.json', '/maps/b.scenario.json'], open: vi.fn(), clear: vi.fn() };
    const file = buildMenuTemplate((key) => translate('en', key), vi.fn(), 'linux', recent)[0]!.submenu!;
    const openIndex = file.findIndex((item) => item.label === 'Open…');
    const submenu = file[openIndex + 1]!;
    expect(submenu.label).toBe('Open Recent');
    expect(submenu.submenu?.map((item) => item.label)).toEqual(['/maps/a.scenario.json', '/maps/b.scenario.json', undefined, 'Clear Recent Files']);
    submenu.submenu?.[1]?.click?.();
    expect(recent.open).toHaveBeenCalledWith('/maps/b.scenario.json');
    submenu.submenu?.at(-1)?.click?.();
    expect(recent.clear).toHaveBeenCalled();
    const empty = buildMenuTemplate((key) => translate('en', key), vi.fn(), 'linux', noRecent)[0]!.submenu![openIndex + 1]!;
    expect(empty.submenu).toEqual([{ label: 'No recent files', enabled: false }]);
  });
});
