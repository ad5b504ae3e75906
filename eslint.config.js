import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports that would break the one-way dependencies: renderer -> engine, electron -> engine, cli -> engine, engine -> schemas. */
const noUpward = (patterns) => ['error', { patterns }];

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
