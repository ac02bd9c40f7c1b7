// Rich text fields are stored sanitised by the generic CRUD: scripts, handlers and javascript: links never survive.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp, type App } from '#server/app';
import { withAudit, withId } from '#server/db/migrations/kit/tables';
import { connect, type Connection } from '#server/db/connect';
import { migrate } from '#server/db/migrate';
import { seedIfEmpty } from '#server/db/seed';
import { defineModule } from '../../src/framework/schema';
import { modules } from '../../src/resources/registry';
import { expectSuccess, login, post, removeTestData, tempDir, testConfig } from './helpers';
import { anyTable } from '#server/db/types';

const paginas = defineModule({
  name: 'paginas',
  key: 'id_pagina',
  label: { one: 'Página', many: 'Páginas' },
  fields: {
    titulo: { type: 'text', label: 'Título', required: true },
    contenido: { type: 'richtext', label: 'Contenido', required: true },
  },
  list: { columns: ['titulo'], sort: { field: 'titulo', order: 'ASC' } },
  access: { Administrador: { read: true, create: true, update: true, delete: true }, Agente: { read: true } },
  representation: '%{titulo}',
});

const dir = tempDir();
let connection: Connection;
let app: App;
let admin: string;

beforeAll(async () => {
  const config = testConfig(dir);
  connection = connect(config);
  await migrate(connection.db, connection.dialect);
  await withAudit(
    withId(connection.db.schema.createTable('paginas'), connection.dialect, 'id_pagina')
      .addColumn('titulo', 'text', (c) => c.notNull())
      .addColumn('contenido', 'text', (c) => c.notNull()),
  ).execute();
  app = await buildApp(config, { logger: false, connection, modules: [...modules, paginas] });
  await seedIfEmpty(connection.db, config);
  admin = await login(app, 'admin');
});

afterAll(async () => {
  await app?.close();
  await connection?.close();
  removeTestData(dir);
});

const dirty =
  '<h2>Oferta</h2><p onclick="robar()">Vista al <strong>mar</strong><script>alert(1)</script></p>' +
  '<a href="javascript:alert(1)">x</a><a href="https://inmobiliaria.pe">web</a><img src="x" onerror="alert(1)"><iframe src="https://e.vil"></iframe>';

it('stores rich text without scripts, event handlers, iframes or javascript: links, on create and update', async () => {
  const created = await post(app, '/api/paginas/registrar', { json: { titulo: 'Portada', contenido: dirty } }, admin);
  expectSuccess(created, 201);
  const html = String(created.body.data.contenido);
  expect(html).toContain('<h2>Oferta</h2>');
  expect(html).toContain('<strong>mar</strong>');
  expect(html).toContain('<a href="https://inmobiliaria.pe" rel="noopener noreferrer">web</a>');
  expect(html).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
  const updated = await post(
    app,
    '/api/paginas/actualizar',
    { json: { id_pagina: created.body.data.id_pagina, contenido: '<p>ok</p><script>x()</script>' } },
    admin,
  );
  expectSuccess(updated);
  expect(updated.body.data.contenido).toBe('<p>ok</p>');
  const stored = await anyTable(connection.db).selectFrom('paginas').select('contenido').executeTakeFirstOrThrow();
  expect(String(stored.contenido)).not.toMatch(/script/i);
});
