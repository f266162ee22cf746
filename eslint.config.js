// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { layerRule } from './scripts/eslint/layerRule.js';

/** Math functions whose results may differ between JS engines; the engine must not use them. */
const transcendental = ['sin', 'cos', 'tan', 'asin', 'acos', 'atan', 'atan2', 'sinh', 'cosh', 'tanh', 'asinh', 'acosh', 'atanh', 'exp', 'expm1', 'log', 'log1p', 'log2', 'log10', 'pow', 'cbrt', 'hypot', 'random'];

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', 'node_modules/**', 'data/**', '.tmp/**', 'test-results/**', 'playwright-report/**', 'server/db/migrations/**', 'src/engine/wasm/assembly/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { layers: { rules: { imports: layerRule } } },
    rules: {
      'layers/imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error',
        { name: 'Date', message: 'The engine has no clock: time is the turn counter.' },
        { name: 'performance', message: 'The engine has no clock.' },
        { name: 'setTimeout', message: 'The engine does no I/O or scheduling.' },
        { name: 'setInterval', message: 'The engine does no I/O or scheduling.' },
        { name: 'fetch', message: 'The engine does no I/O.' },
        { name: 'window', message: 'The engine has no DOM.' },
        { name: 'document', message: 'The engine has no DOM.' },
        { name: 'crypto', message: 'Use the seeded engine RNG.' },
      ],
      'no-restricted-properties': ['error',
        ...transcendental.map((property) => ({ object: 'Math', property, message: `Math.${property} is banned in the engine: use the seeded RNG or integer arithmetic.` })),
      ],
      'no-restricted-syntax': ['error',
        { selector: "BinaryExpression[operator='**']", message: '** is banned in the engine: use integer multiplication.' },
        { selector: "NewExpression[callee.name='Date']", message: 'The engine has no clock.' },
      ],
    },
  },
  {
    // Screens reach the server through typed hooks in src/services (useApiMutation, apiQuery, useRecoverStamina...),
    // and only those hooks patch the cached account, so it has one writer.
    files: ['src/screens/**/*.{ts,tsx}'],
    ignores: ['src/screens/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: "MemberExpression[object.name='apiClient'][property.name='call']", message: 'Screens call typed hooks in src/services, not the API client.' },
        { selector: "CallExpression[callee.property.name='setQueryData']", message: 'Only src/services hooks patch the query cache (patchMe, clearMe).' },
      ],
    },
  },
);
