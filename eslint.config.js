import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  // spec/api-surface.d.ts is written by `surface --accept` from the package's declarations, like generated/.
  { ignores: ['node_modules/', 'generated/', '.tmp/', 'dist/', 'spec/**/*.json', 'spec/api-surface.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { languageOptions: { globals: { ...globals.node } } },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Where lists come from a spec (or from what a spec makes: changes, breaks, lines), none is
    // spread into a call's arguments: each becomes a stack slot, and near 120,000 (an enum of
    // 200,000 values) the call overflows the stack. Push in a loop, or concatenate arrays.
    files: ['generator/{load,model,emit,drift,surface,impact,release,regen}/**/*.{ts,mjs}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'CallExpression > SpreadElement, NewExpression > SpreadElement', message: 'A list spread into arguments overflows the stack past about 120,000 entries: push in a loop or concatenate arrays.' },
      ],
    },
  },
);
