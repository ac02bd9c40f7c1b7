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
  it("refuses React, MUI and react-admin in src/lib, the catalogue, a schema, a module server and a feature's messages", async () => {
    for (const [code, file] of [
      ["import { useState } from 'react';\nexport const x = useState;\n", 'src/lib/fixture.ts'],
      ["import Box from '@mui/material/Box';\nexport const x = Box;\n", 'src/i18n/fixture.ts'],
      ["import { useRecordContext } from 'react-admin';\nexport const x = useRecordContext;\n", 'src/resources/citas/schema.ts'],
      ["import { useStore } from 'ra-core';\nexport const x = useStore;\n", 'src/resources/citas/server/fixture.ts'],
      ["import { useState } from 'react';\nexport const x = useState;\n", 'src/features/calendario/messages.ts'],
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
    expect(await messages("import { t } from '../../server/http';\nexport const x = t;\n", 'src/framework/fixture.ts')).toHaveLength(1);
    expect(await messages("import { server } from './server';\nexport const x = server;\n", 'src/resources/citas/fixture.ts')).toHaveLength(1);
    expect(await messages("import { t } from '#server/http';\nexport const x = t;\n", 'src/features/map/fixture.ts')).toHaveLength(1);
    expect(await messages("import { t } from '#server/http';\nexport const x = t;\n", 'src/features/map/messages.ts')).toHaveLength(1);
    expect(await messages("import { t } from '../../../../server/http';\nexport const x = t;\n", 'src/resources/citas/server/fixture.ts')).toEqual(
      [],
    );
    expect(await messages("import { t } from '#server/http';\nexport const x = t;\n", 'src/resources/citas/server/fixture.ts')).toEqual([]);
  });
});
