import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'screenshots/', '.tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-control-regex': 'off',
    },
  },
  {
    files: ['src/formats/**', 'src/core/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['idb', 'webextension-polyfill', '**/platform/**', '**/store/**'] }],
      'no-restricted-globals': ['error', 'fetch', 'chrome', 'browser', 'indexedDB', 'localStorage'],
    },
  },
);
