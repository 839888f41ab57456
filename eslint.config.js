// ESLint (npm run lint): the recommended rules of ESLint and typescript-eslint (not the type-aware ones:
// the types are checked by tsc).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setImmediate: 'readonly',
        performance: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        TextDecoder: 'readonly',
      },
    },
    rules: {
      // Unused names are the compiler's job (noUnusedLocals), with the same exceptions.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // `ok && go()` as a statement is how the hot loops of the bots branch.
      '@typescript-eslint/no-unused-expressions': ['error', { allowShortCircuit: true, allowTernary: true }],
      // Terminal programs match control characters on purpose: escape codes are what we filter.
      'no-control-regex': 'off',
      // `for (let [i, line] of ...)` where only one changes reads better whole.
      'prefer-const': ['error', { destructuring: 'all' }],
    },
  },
  {
    // The screen's components and hooks (Ink): hooks called in the same order on every render, and
    // every value an effect or a memo reads in its dependency list (a stale one is a screen that
    // shows an old state). Only these two rules of the plugin: its React Compiler rules are for
    // code the compiler builds, which ours is not.
    files: ['src/tui/**/*.{ts,tsx}', '**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // The launcher is CommonJS (bin/hacienda.js: it must run before any ESM loads).
    files: ['bin/**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', exports: 'writable' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
