import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { limaDaySyntax } from './eslint/lima-day.js';
import { layerConfigs } from './eslint/layers.js';

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'data', 'node_modules', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      // A cast the types already make true hides nothing but invites the next one.
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
    },
  },
  {
    // Product code: every day and day boundary is Lima's, through src/lib/limaTime.ts.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'scripts/**/*.{ts,js,mjs}'],
    rules: { 'no-restricted-syntax': ['error', ...limaDaySyntax] },
  },
  // The layers (eslint/layers.js): the shared layer stays free of React, MUI and react-admin; the browser's code never
  // imports the server's.
  ...layerConfigs,
  {
    // Migrations are history (README, «Migraciones»): a migration imports Kysely and the frozen kit, nothing live.
    files: ['server/db/migrations/[0-9]*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!kysely$|\\./kit/)', message: 'Una migración importa solo kysely y ./kit/ (congelados): lo demás cambia con el tiempo.' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/db/migrations/kit/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!kysely$|\\./[\\w-]+$)', message: 'El kit congelado importa solo kysely y sus propios archivos.' }] },
      ],
    },
  },
);
