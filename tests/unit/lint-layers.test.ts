// The layers' import rules (eslint/layers.js, used by eslint.config.js), run on fixtures through ESLint itself.
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { layerConfigs } from '../../eslint/layers.js';

const linter = new Linter({ configType: 'flat' });
const config: Linter.Config[] = [
  { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
  ...(layerConfigs as unknown as Linter.Config[]),
];
const messages = async (code: string, filePath: string) => linter.verify(code, config, filePath).map((m) => m.message);

describe('the shared layer', () => {
  it("refuses React, MUI and react-admin in src/lib, the catalogue, a schema, a module server and a feature's messages and shared/", async () => {
    for (const [code, file] of [
      ["import { useState } from 'react';\nexport const x = useState;\n", 'src/lib/fixture.ts'],
      ["import Box from '@mui/material/Box';\nexport const x = Box;\n", 'src/i18n/fixture.ts'],
      ["import { useRecordContext } from 'react-admin';\nexport const x = useRecordContext;\n", 'src/resources/citas/schema.ts'],
      ["import { useStore } from 'ra-core';\nexport const x = useStore;\n", 'src/resources/citas/server/fixture.ts'],
      ["import { useState } from 'react';\nexport const x = useState;\n", 'src/features/calendario/messages.ts'],
      ["import { Datagrid } from 'react-admin';\nexport const x = Datagrid;\n", 'src/features/biblioteca/shared/fixture.ts'],
      ["import { useState } from 'react';\nexport const x = useState;\n", 'src/features/configuracion/shared/settings.ts'],
      ["import Button from '@mui/material/Button';\nexport const x = Button;\n", 'src/features/matching/server/fixture.ts'],
      ["import { useState } from 'react';\nexport const x = useState;\n", 'server/fixture.ts'],
      ["import { List } from 'react-admin';\nexport const x = List;\n", 'server/crud/fixture.ts'],
    ] as const) {
      const found = await messages(code, file);
      expect(found, `${file}: ${code}`).toHaveLength(1);
      expect(found[0]).toMatch(/Capa compartida/);
    }
  });

  it('lets the browser-only parts use React, and the shared layer import types from react-admin', async () => {
    expect(await messages("import { useState } from 'react';\nexport const x = useState;\n", 'src/framework/fixture.ts')).toEqual([]);
    expect(
      await messages("import type { TranslationMessages } from 'react-admin';\nexport type X = TranslationMessages;\n", 'src/i18n/fixture.ts'),
    ).toEqual([]);
  });
});

describe('the browser code', () => {
  it('never imports server/ nor a module server folder', async () => {
    expect(await messages("import { t } from '#server/http';\nexport const x = t;\n", 'src/framework/fixture.ts')).toHaveLength(1);
    expect(await messages("import { server } from './server';\nexport const x = server;\n", 'src/resources/citas/fixture.ts')).toHaveLength(1);
    expect(await messages("import { t } from '#server/http';\nexport const x = t;\n", 'src/features/map/fixture.ts')).toHaveLength(1);
    expect(await messages("import { t } from '#server/http';\nexport const x = t;\n", 'src/features/map/messages.ts')).toHaveLength(1);
    expect(await messages("import { t } from '../../../../server/http';\nexport const x = t;\n", 'src/resources/citas/server/fixture.ts')).toEqual(
      [],
    );
    expect(await messages("import { t } from '#server/http';\nexport const x = t;\n", 'src/resources/citas/server/fixture.ts')).toEqual([]);
  });

  it("never imports a shared feature's server folder, which may import the server", async () => {
    expect(await messages("import { server } from './server';\nexport const x = server;\n", 'src/features/matching/fixture.ts')).toHaveLength(1);
    expect(
      await messages("import { x } from '../../features/reportes/server/tabla';\nexport const y = x;\n", 'src/resources/citas/fixture.ts'),
    ).toHaveLength(1);
    expect(await messages("import { t } from '#server/http';\nexport const x = t;\n", 'src/features/matching/server/fixture.ts')).toEqual([]);
  });
});

describe('the tests', () => {
  it('import the server through #server/, never by a relative path', async () => {
    const found = await messages("import { t } from '../../server/http';\nexport const x = t;\n", 'tests/api/fixture.test.ts');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/#server/);
    expect(await messages("import { t } from '#server/http';\nexport const x = t;\n", 'tests/api/fixture.test.ts')).toEqual([]);
    // A module's or feature's server code through its folder; the UI tests' own ./server helper.
    expect(
      await messages("import { x } from '../../src/features/matching/server/ranked';\nexport const y = x;\n", 'tests/api/fixture.test.ts'),
    ).toEqual([]);
    expect(await messages("import { x } from './server';\nexport const y = x;\n", 'tests/ui/fixture.test.ts')).toEqual([]);
  });
});

describe("a module's test code (src/resources/<module>/testing/)", () => {
  it('is test code: it reaches the server through #server/, never by a relative path, and may use the test helpers', async () => {
    const file = 'src/resources/citas/testing/factory.ts';
    expect(await messages("import { t } from '#server/http';\nexport const x = t;\n", file)).toEqual([]);
    expect(await messages("import { x } from '../../../../tests/support/factoryKit';\nexport const y = x;\n", file)).toEqual([]);
    const found = await messages("import { t } from '../../../../server/http';\nexport const x = t;\n", file);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/#server/);
  });

  it('is never imported by the app, the shared layer or the server, so no build holds it', async () => {
    for (const [code, file] of [
      ["import { factory } from '../ofertantes/testing/factory';\nexport const x = factory;\n", 'src/resources/citas/fixture.tsx'],
      ["import { factory } from './testing/factory';\nexport const x = factory;\n", 'src/resources/citas/schema.ts'],
      ["import { factory } from '../testing/factory';\nexport const x = factory;\n", 'src/resources/citas/server/fixture.ts'],
      ["import { factory } from '../../src/resources/citas/testing/factory';\nexport const x = factory;\n", 'server/fixture.ts'],
    ] as const) {
      const found = await messages(code, file);
      expect(found, `${file}: ${code}`).toHaveLength(1);
      expect(found[0]).toMatch(/código de pruebas/);
    }
  });
});
