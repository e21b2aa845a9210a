// `npm run lint`: correctness rules, the hooks rules, no import cycles and the import boundaries of
// CONTRIBUTING.md. Formatting is Prettier's job (`npm run format`), so no stylistic rules here.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import hillnest from './scripts/eslint-boundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'apps/server/src/db/migrations/**',
      'apps/web/public/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench/results/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { hillnest },
    rules: {
      // Type-only cycles count too: they tangle modules and are one edit away from a runtime cycle.
      'hillnest/no-cycle': 'error',
      'hillnest/boundaries': 'error',
      'hillnest/no-spec-pointer': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Browser tests hand functions to the page (page.evaluate), which run where `document` exists.
    files: ['e2e/**/*.{ts,mjs}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
