// ESLint (npm run lint): the recommended rules of ESLint and typescript-eslint (not the type-aware ones:
// the types are checked by tsc).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

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
    // The launcher is CommonJS (bin/hacienda.js: it must run before any ESM loads).
    files: ['bin/**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', exports: 'writable' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
