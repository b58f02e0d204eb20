import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
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

// ── Server boundaries (src/server/modules/README.md) ─────────────────────────────────────────────────────
// Kept in their own blocks, after the shared ones: for a server file these blocks set the whole zone list of
// `import-x/no-restricted-paths`, so the one shared zone that concerns the server is repeated here.

/** Every folder in src/server/modules is a module. */
const serverModules = (() => {
  try {
    return readdirSync('src/server/modules', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
})();

/** The schema file a module owns is the one of its name, except where one domain is served by two modules. */
const ownSchema = { auth: 'users' };

const serverZones = [
  { target: './src/server', from: './src/web', message: 'the server never imports web code' },
  {
    target: ['./src/server/db', './src/server/plugins'],
    from: './src/server/modules',
    message: 'db and plugins are beneath the modules: they never import a module',
  },
];

/** A module reaches another module only through that module's index.ts. */
const moduleZone = (name) => ({
  target: `./src/server/modules/${name}`,
  from: './src/server/modules',
  except: [
    `./${name}`,
    ...serverModules.filter((other) => other !== name).map((other) => `./${other}/index.ts`),
  ],
  message: "a module imports another module only through its index.ts (the other module's public API)",
});

/** Outside read models, a module imports only its own domain's schema tables. */
const schemaZone = (name) => ({
  target: `./src/server/modules/${name}`,
  from: './src/server/db/schema',
  except: [`./${ownSchema[name] ?? name}.ts`],
  message:
    "another domain's tables are joined only in a *.read-model.ts file; to change them, call that module's index.ts",
});

const serverBoundaries = [
  { ignores: ['lint-fixtures/server'] },
  {
    files: ['src/server/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones }] },
  },
  {
    // The demo data is written the way the app writes data: through each module's public functions.
    files: ['src/server/demo/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...serverZones,
            {
              target: './src/server/demo',
              from: './src/server/modules',
              except: serverModules.map((name) => `./${name}/index.ts`),
              message: 'the demo data uses a module only through its index.ts',
            },
          ],
        },
      ],
    },
  },
  ...serverModules.flatMap((name) => [
    {
      files: [`src/server/modules/${name}/**/*.ts`],
      ignores: ['**/*.read-model.ts', '**/*.test.ts'],
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          { zones: [...serverZones, moduleZone(name), schemaZone(name)] },
        ],
      },
    },
    {
      // Read models join other domains' tables; tests set up rows directly. Both still reach other modules
      // only through their index.ts.
      files: [`src/server/modules/${name}/**/*.read-model.ts`, `src/server/modules/${name}/**/*.test.ts`],
      rules: { 'import-x/no-restricted-paths': ['error', { zones: [...serverZones, moduleZone(name)] }] },
    },
  ]),
];

/**
 * What the web app may import (src/web/README.md): shared code (`components`, `lib`) never reaches up into
 * `features` or `app`; a feature never imports `app` nor another feature; nothing imports the server.
 */
const sharedWebCode = ['./src/web/components', './src/web/lib'];
const webZones = [
  { target: './src/web', from: './src/server', message: 'the web app talks to the server over HTTP only' },
  ...sharedWebCode.flatMap((target) => [
    {
      target,
      from: './src/web/features',
      message: 'shared web code never imports a feature; move what both need into components or lib',
    },
    {
      target,
      from: './src/web/app',
      message: 'shared web code never imports the app shell (router, layouts, providers)',
    },
  ]),
  {
    target: './src/web/features',
    from: './src/web/app',
    message: 'a web feature never imports the app shell; the app imports features, not the reverse',
  },
  ...features.map((name) => ({
    target: `./src/web/features/${name}`,
    from: './src/web/features',
    except: [`./${name}`],
    message:
      'a web feature never imports another feature; share through src/web/components/ui or src/web/lib',
  })),
  {
    target: './src/web/test',
    from: ['./src/web/features', './src/web/app'],
    message: 'the web test support is shared: it imports components and lib, never a feature or the app',
  },
];

/** The test support in src/web/test (render helper, fake API, fixtures) is for tests only. */
const testSupportZone = {
  target: ['./src/web/app', './src/web/components', './src/web/lib', './src/web/features'],
  from: './src/web/test',
  message: 'only tests (*.unit.test.tsx) import the web test support in src/web/test',
};

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
      // Code that must fail lint on purpose; the boundary tests lint each one as if it sat in its zone.
      'lint-fixtures',
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
            { target: './src/server', from: './src/web', message: 'the server never imports web code' },
          ],
        },
      ],
    },
  },
  // ---------------------------------------------------------------------------------------------------------
  // Web app (src/web): its import boundaries and the rules of hooks. This block alone sets the import zones of
  // web files (a later block replaces a rule's options, it does not merge them), so web zones live only here.
  // Each zone is proven by a fixture in lint-fixtures/web and src/web/web-boundaries.unit.test.ts.
  // ---------------------------------------------------------------------------------------------------------
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs['recommended-latest'].rules,
      'import-x/no-restricted-paths': ['error', { zones: [...webZones, testSupportZone] }],
    },
  },
  {
    // Tests keep every web boundary and may use the test support.
    files: ['src/web/**/*.unit.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webZones }] },
  },
  ...serverBoundaries,
  {
    // A read model builds a read's rows, per request: on Node 20 a literal that begins with a spread and goes on
    // gives every object it makes a hidden class of its own (decision 134). Proven by a fixture in
    // lint-fixtures/server and src/server/server-boundaries.unit.test.ts.
    files: ['src/server/**/*.read-model.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ObjectExpression > SpreadElement:first-child ~ *',
          message:
            'a literal that begins with a spread and goes on gives each object its own hidden class on Node 20: use extend() from src/server/objects.ts (docs/decisions/134-no-spread-then-key-on-request-paths.md)',
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs}', '*.config.{js,ts}', 'eslint.config.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
