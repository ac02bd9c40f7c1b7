// The layers' import rules (README «Cómo está hecho», «Capas»).
// The shared layer is what both the browser and the server run: src/lib, the catalogue src/i18n (but its react-admin
// provider and hook, index.ts and useT.ts), the modules' schema.ts and messages.ts, the shared features' messages.ts
// (src/features/<name>/messages.ts), and every module's server/. It
// stays free of React, MUI and react-admin, so none of them slips into the server bundle.
export const SHARED_LAYER = [
  'src/lib/**/*.ts',
  'src/i18n/**/*.ts',
  'src/resources/*/schema.ts',
  'src/resources/*/messages.ts',
  'src/features/*/messages.ts',
  'src/resources/*/server/**/*.ts',
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
// module's server/ folder (a field type's server.ts is the server's half of that type).
export const BROWSER_CODE = ['src/**/*.{ts,tsx}'];
export const BROWSER_CODE_EXCEPT = ['src/resources/*/server/**', 'src/framework/fields/**/server.ts', 'src/framework/fields/serverTypes.ts'];
export const browserImports = {
  patterns: [
    {
      regex: '^(\\.\\.?/)+(.*/)?server(/|$)',
      message: 'El navegador no importa código del servidor (server/ ni <módulo>/server/). / Browser code does not import server code.',
    },
    { regex: '^#server(/|$)', message: 'El navegador no importa código del servidor (#server/). / Browser code does not import server code.' },
  ],
};

const SERVER_SIDE = ['src/resources/*/server/**/*.ts', 'src/framework/fields/**/server.ts', 'src/framework/fields/serverTypes.ts'];

/**
 * The flat-config entries (one `no-restricted-imports` per file: a later entry would replace an earlier one's
 * options, so the shared files the browser also runs get both lists in one entry).
 */
export const layerConfigs = [
  { files: BROWSER_CODE, ignores: [...BROWSER_CODE_EXCEPT, ...SHARED_LAYER], rules: { 'no-restricted-imports': ['error', browserImports] } },
  {
    files: SHARED_LAYER,
    ignores: [...SHARED_LAYER_EXCEPT, ...SERVER_SIDE],
    rules: { 'no-restricted-imports': ['error', { ...sharedLayerImports, patterns: [...sharedLayerImports.patterns, ...browserImports.patterns] }] },
  },
  { files: SERVER_SIDE, rules: { 'no-restricted-imports': ['error', sharedLayerImports] } },
  { files: SHARED_LAYER_EXCEPT, rules: { 'no-restricted-imports': ['error', browserImports] } },
];
