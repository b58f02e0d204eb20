import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

/** One zone per web feature: a feature never imports another feature (src/web/features/README.md). */
const features = (() => {
  try {
    return readdirSync('src/web/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
})();

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      '.tmp',
      'dist',
      'data',
      'coverage',
      'e2e/artifacts',
      'bench/results',
      '.stryker-tmp',
      'reports',
      'src/server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/contract',
              from: './src/server',
              message: 'contract imports nothing from the server',
            },
            {
              target: './src/contract',
              from: './src/web',
              message: 'contract imports nothing from the web app',
            },
            {
              target: './src/web',
              from: './src/server',
              message: 'the web app talks to the server over HTTP only',
            },
            { target: './src/server', from: './src/web', message: 'the server never imports web code' },
            ...features.map((name) => ({
              target: `./src/web/features/${name}`,
              from: './src/web/features',
              except: [`./${name}`],
              message:
                'a web feature never imports another feature; share through src/web/components/ui or src/web/lib',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs}', '*.config.{js,ts}', 'eslint.config.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
