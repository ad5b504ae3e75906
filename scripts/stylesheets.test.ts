/**
 * The stylesheets parse with every block closed. A block left open swallows every rule after it
 * (the browser reads them as nested rules that match nothing), and no other check would tell.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';

function stylesheets(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

describe("the renderer's stylesheets", () => {
  const files = stylesheets(join(root, 'renderer')).map((file) => relative(root, file));

  it.each(files)('%s parses, every block closed, no rule nested in another', (file) => {
    const sheet = postcss.parse(readFileSync(join(root, file), 'utf8'), { from: file });
    const nested: string[] = [];
    sheet.walkRules((rule) => {
      if (rule.parent?.type === 'rule') nested.push(`${(rule.parent as { selector: string }).selector} › ${rule.selector} (line ${rule.source?.start?.line})`);
    });
    expect(nested).toEqual([]);
  });

  it('include the main one and the panels', () => {
    expect(files).toEqual(expect.arrayContaining([join('renderer', 'styles.css'), join('renderer', 'panels', 'panels.css')]));
  });
});
