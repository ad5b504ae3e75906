import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports that would break the one-way dependencies: renderer -> engine, electron -> engine, cli -> engine, engine -> schemas. */
const noUpward = (patterns) => ['error', { patterns }];

const root = path.dirname(fileURLToPath(import.meta.url));
const IMPORTS = ['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression'];

/**
 * A ruleset is a folder: outside engine/rules/<id>/, code reaches a ruleset only through its
 * index.ts (its module). engine/rules/core is shared by all and open to all.
 */
const rulesetThroughIndex = {
  meta: { type: 'problem', messages: { inner: 'Import the ruleset "{{id}}" through engine/rules/{{id}}/index, not its inner module "{{module}}".' } },
  create(context) {
    const own = /^engine\/rules\/([^/]+)\//.exec(path.relative(root, context.filename).split(path.sep).join('/'))?.[1];
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.relative(root, path.resolve(path.dirname(context.filename), source)).split(path.sep).join('/');
      const found = /^engine\/rules\/([^/]+)\/(.+)$/.exec(target);
      if (!found || found[1] === 'core' || found[1] === own || /^index(\.ts)?$/.test(found[2])) return;
      context.report({ node, messageId: 'inner', data: { id: found[1], module: found[2] } });
    };
    return Object.fromEntries(IMPORTS.map((kind) => [kind, check]));
  },
};

export default tseslint.config(
  { ignores: ['dist/', 'release/', 'node_modules/', 'e2e/artifacts/', 'bench/results/', '**/generated/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
    },
  },
  {
    // Benchmarks and tests may reach a ruleset's inner parts: they measure and test them.
    files: ['engine/**/*.ts', 'renderer/**/*.{ts,tsx}', 'cli/**/*.ts', 'electron/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/test-support/**', '**/*.test-support.ts'],
    plugins: { skirmish: { rules: { 'ruleset-through-index': rulesetThroughIndex } } },
    rules: { 'skirmish/ruleset-through-index': 'error' },
  },
  {
    files: ['engine/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': noUpward([
        { group: ['**/renderer/**', '**/electron/**', '**/cli/**', '**/scripts/**'], message: 'engine/ is the shared core: nothing imports upward.' },
        { group: ['electron', 'react', 'react-dom', 'konva', 'react-konva', 'node:*'], message: 'engine/ stays free of Electron, the DOM and Node.' },
      ]),
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': noUpward([
        { group: ['**/electron/**', '**/cli/**', '**/scripts/**', 'electron', 'node:*'], message: 'renderer/ reaches the outside only through the Host interface.' },
      ]),
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    ignores: ['renderer/main.tsx', 'renderer/host/**'],
    rules: {
      'no-restricted-imports': noUpward([
        { group: ['**/electron/**', '**/cli/**', '**/scripts/**', 'electron', 'node:*'], message: 'renderer/ reaches the outside only through the Host interface.' },
        { group: ['**/host/electronHost', '**/host/browserHost'], message: 'Import the Host interface; only main.tsx picks an implementation.' },
      ]),
    },
  },
  {
    files: ['electron/**/*.ts', 'cli/**/*.ts'],
    rules: {
      'no-restricted-imports': noUpward([{ group: ['**/renderer/**', 'react', 'react-dom', 'konva', 'react-konva'], message: 'electron/ and cli/ never import the renderer.' }]),
    },
  },
);
