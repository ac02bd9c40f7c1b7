// The layers' import rules (README «Cómo está hecho», «Capas»).
// The shared layer is what both the browser and the server run: src/lib, the catalogue src/i18n (but its react-admin
// provider and hook, index.ts and useT.ts), the modules' schema.ts and messages.ts, the shared features' messages.ts
// and shared/ (src/features/<name>/messages.ts, what both halves of a feature need in src/features/<name>/shared/),
// and every module's and shared feature's server/. It stays free of React, MUI and
// react-admin, so none of them slips into the server bundle; so does the server itself (server/).
export const SHARED_LAYER = [
  'src/lib/**/*.ts',
  'src/i18n/**/*.ts',
  'src/resources/*/schema.ts',
  'src/resources/*/messages.ts',
  'src/features/*/messages.ts',
  'src/features/*/shared/**/*.ts',
  'src/resources/*/server/**/*.ts',
  'src/features/*/server/**/*.ts',
];
export const SHARED_LAYER_EXCEPT = ['src/i18n/index.ts', 'src/i18n/useT.ts'];

export const sharedLayerImports = {
  paths: [
    { name: 'react', message: 'Capa compartida (navegador y servidor): sin React. / Shared layer: no React.' },
    { name: 'react-dom', message: 'Capa compartida (navegador y servidor): sin React. / Shared layer: no React.' },
    {
      name: 'react-admin',
      message: 'Capa compartida (navegador y servidor): sin react-admin. / Shared layer: no react-admin.',
      allowTypeImports: true,
    },
  ],
  patterns: [
    { group: ['react/*', 'react-dom/*'], message: 'Capa compartida (navegador y servidor): sin React. / Shared layer: no React.' },
    { group: ['@mui/*'], message: 'Capa compartida (navegador y servidor): sin MUI. / Shared layer: no MUI.' },
    { group: ['ra-*', 'react-admin/*'], message: 'Capa compartida (navegador y servidor): sin react-admin. / Shared layer: no react-admin.' },
  ],
};

// The browser's code never imports the server's: not server/ (by a relative path or its alias #server/), not a
// module's or shared feature's server/ folder (a field type's server.ts is the server's half of that type).
export const BROWSER_CODE = ['src/**/*.{ts,tsx}'];
export const BROWSER_CODE_EXCEPT = [
  'src/**/testing/**',
  'src/resources/*/server/**',
  'src/features/*/server/**',
  'src/framework/fields/**/server.ts',
  'src/framework/fields/serverTypes.ts',
];
export const browserImports = {
  patterns: [
    {
      regex: '^(\\.\\.?/)+(.*/)?server(/|$)',
      message: 'El navegador no importa código del servidor (server/ ni <módulo>/server/). / Browser code does not import server code.',
    },
    { regex: '^#server(/|$)', message: 'El navegador no importa código del servidor (#server/). / Browser code does not import server code.' },
  ],
};

// A module's test code (its record factory, src/resources/<module>/testing/) is the tests', never the product's: no
// code of the app, the shared layer or the server imports a testing/ folder, so neither build can hold it.
const testingImports = {
  regex: '(^|/)testing(/|$)',
  message: 'El código del producto no importa código de pruebas (<módulo>/testing/). / Product code does not import test code.',
};
const withTesting = (rules) => ({ ...rules, patterns: [...rules.patterns, testingImports] });

const SERVER_SIDE = [
  'server/**/*.ts',
  'src/resources/*/server/**/*.ts',
  'src/features/*/server/**/*.ts',
  'src/framework/fields/**/server.ts',
  'src/framework/fields/serverTypes.ts',
];

// The tests (tests/ and the modules' testing/ folders) reach the server through its alias (#server/…), as the modules'
// server folders do, and a module's or feature's code through its folder (src/resources/<module>/…,
// src/features/<name>/…): never server/ by a relative path.
export const TESTS = ['tests/**/*.{ts,tsx}', 'src/**/testing/**/*.{ts,tsx}'];
export const testImports = {
  patterns: [
    {
      regex: '^(\\.\\./)+server(/|$)',
      message: 'Las pruebas importan el servidor por su alias: #server/… / Tests import the server through #server/….',
    },
  ],
};

/**
 * The flat-config entries (one `no-restricted-imports` per file: a later entry would replace an earlier one's
 * options, so the shared files the browser also runs get both lists in one entry).
 */
export const layerConfigs = [
  {
    files: BROWSER_CODE,
    ignores: [...BROWSER_CODE_EXCEPT, ...SHARED_LAYER],
    rules: { 'no-restricted-imports': ['error', withTesting(browserImports)] },
  },
  {
    files: SHARED_LAYER,
    ignores: [...SHARED_LAYER_EXCEPT, ...SERVER_SIDE],
    rules: {
      'no-restricted-imports': [
        'error',
        withTesting({ ...sharedLayerImports, patterns: [...sharedLayerImports.patterns, ...browserImports.patterns] }),
      ],
    },
  },
  { files: SERVER_SIDE, rules: { 'no-restricted-imports': ['error', withTesting(sharedLayerImports)] } },
  { files: SHARED_LAYER_EXCEPT, rules: { 'no-restricted-imports': ['error', withTesting(browserImports)] } },
  { files: TESTS, rules: { 'no-restricted-imports': ['error', testImports] } },
];
