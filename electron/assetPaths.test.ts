import { mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkAssetReference, resolveAssetPath } from './assetPaths';

let root: string;
let folder: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'skirmish-assets-'));
  folder = path.join(root, 'campaign');
  await mkdir(path.join(folder, 'art'), { recursive: true });
  await writeFile(path.join(folder, 'art', 'tile-1A.png'), 'png');
  await writeFile(path.join(root, 'secret.png'), 'outside');
  await symlink(path.join(root, 'secret.png'), path.join(folder, 'art', 'escape.png'));
  await symlink(path.join(folder, 'art', 'tile-1A.png'), path.join(folder, 'inside-link.png'));
});

describe('asset references in a scenario', () => {
  it('resolves images inside the scenario folder', async () => {
    expect(await resolveAssetPath(folder, 'art/tile-1A.png')).toEqual({ ok: true, path: path.join(await import('node:fs/promises').then((fs) => fs.realpath(folder)), 'art', 'tile-1A.png') });
    expect((await resolveAssetPath(folder, 'inside-link.png')).ok).toBe(true);
  });

  it('refuses remote and other URLs', () => {
    for (const reference of ['https://example.com/a.png', 'http://127.0.0.1/a.png', 'file:///etc/passwd.png', 'data:image/png;base64,AAAA', 'javascript:alert(1).png', 'app://bundle/x.png']) {
      expect(checkAssetReference(reference), reference).toBe('url');
    }
  });

  it('refuses absolute paths on every system', () => {
    for (const reference of ['/etc/passwd.png', 'C:\\Windows\\x.png', 'c:/x.png', '\\\\server\\share\\x.png']) {
      expect(checkAssetReference(reference), reference).toBe('absolute');
    }
  });

  it('refuses parent folders, links out of the folder, and non-images', async () => {
    expect(checkAssetReference('../secret.png')).toBe('outside');
    expect(checkAssetReference('art/../../secret.png')).toBe('outside');
    expect(checkAssetReference('art\\..\\..\\secret.png')).toBe('outside');
    expect(await resolveAssetPath(folder, 'art/escape.png')).toEqual({ ok: false, refusal: 'outside' });
    expect(checkAssetReference('art/notes.txt')).toBe('extension');
    expect(checkAssetReference('art/x.png\0.txt')).toBe('malformed');
    expect(checkAssetReference('')).toBe('malformed');
    expect(await resolveAssetPath(folder, 'art/missing.png')).toEqual({ ok: false, refusal: 'missing' });
  });
});
