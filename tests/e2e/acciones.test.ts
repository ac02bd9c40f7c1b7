// Every module's actions in a real Chromium against the real server (issue 26 items 1 and 5): for the administrator,
// each list's 'Crear' and 'Exportar' (a CSV read back with csv-parse), a ticked row's bulk actions in view and on
// top (not under the search bar), and on a record made for the test through the API: 'Editar' and 'Eliminar' on its
// detail, 'Eliminar' on its form, each deleting for real. For an agent: the 'Acceso denegado' page, before any
// request, on the modules an agent may not see; read-only lists and details where it may read but not write;
// another agent's property's form opens its detail. Keyboard alone selects, bulk-deletes, exports, searches and
// fills a form. One browser, one login per role; data through the API. Screens are opened inside the single-page app
// (as the menu's links do) and each waits until its requests are answered; the agent's denied modules, another
// agent's property and the keyboard test open by address.
import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { canAccess } from '../../src/framework/access';
import type { ModuleSchema } from '../../src/framework/schema';
import { findModule } from '../../src/resources/registry';
import { launch, login, newPage, screenshot, storage, takePageErrors } from './browser';
import { E2E_PASSWORD } from './constants';
import { goWithin, settler } from './waits';

const baseUrl = inject('baseUrl');
const RUN = Date.now().toString(36).slice(-5);
let serial = 0;

interface Envelope<T> {
  status: string;
  data: T;
  msg?: string;
}
type Row = Record<string, unknown>;

async function api<T>(apiPath: string, token: string, fields?: Record<string, unknown>): Promise<{ status: number; body: Envelope<T> }> {
  const init: RequestInit = fields
    ? {
        method: 'POST',
        body: new URLSearchParams(
          Object.entries({ ...fields, authorization: token }).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
        ),
      }
    : { headers: { Authorization: `Bearer ${token}` } };
  const res = await fetch(`${baseUrl}/api${apiPath}`, init);
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

function must<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`Falta ${what}`);
  return value;
}

const schemaOf = (name: string): ModuleSchema => must(findModule(name), `el módulo ${name}`);

/** Fields a clone may not copy as they are: unique values, and what a new record of some modules must hold. */
function adjust(name: string, n: number): Row {
  switch (name) {
    case 'ofertantes':
      // A prospecto cannot be published: the copied record may be a published disponible one.
      return { estado: 'prospecto', publicar_web: false };
    case 'usuarios':
      return { usuario: `e2e${RUN}${n}`, email: `e2e${RUN}${n}@correo.pe`, password: 'Clave-e2e-123' };
    case 'turnos':
      // One shift per agent and day: a day of 2031 no other test uses.
      return { fecha: `2031-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 27) + 1).padStart(2, '0')}` };
    default:
      return {};
  }
}

/** A new record of a module through the API: a copy of one of its records, its unique fields made unique. */
async function clone(name: string, token: string, extra: Row = {}): Promise<number> {
  const schema = schemaOf(name);
  const list = await api<Row[]>(`/${name}/listado?perPage=1`, token);
  const source = must(list.body.data[0], `un registro de ${name}`);
  const n = ++serial;
  const json: Row = {};
  for (const [k, f] of Object.entries(schema.fields)) {
    if (k === schema.key || f.readOnly || f.hideInForm || source[k] === null || source[k] === undefined) continue;
    json[k] = 'unique' in f && f.unique ? `${String(source[k])}-${RUN}${n}` : source[k];
  }
  const created = await api<Row>(`/${name}/registrar`, token, { json: { ...json, ...adjust(name, n), ...extra } });
  expect(created.body.status, `${name}/registrar: ${created.body.msg ?? ''}`).toBe('success');
  return Number(created.body.data[schema.key]);
}

let browser: Browser;
let admin: Page;
let agente: Page;
let adminToken: string;
let agenteToken: string;
let agenteId: number;
/** Each page's wait for a screen to settle (waits.ts settler), following its requests from the start. */
const settles = new Map<Page, () => Promise<void>>();

/** Opens `path` inside the app (no page load) and waits until the screen has its data (`landsOn`: a redirect's address). */
async function visit(page: Page, path: string, landsOn = path): Promise<void> {
  await goWithin(page, path, landsOn);
  await must(settles.get(page), 'la espera de la página')();
}

beforeAll(async () => {
  browser = await launch();
  admin = await newPage(browser);
  settles.set(admin, settler(admin));
  await login(admin, baseUrl, 'admin', E2E_PASSWORD);
  adminToken = must((await storage(admin)).token, 'el token del administrador');
  agente = await newPage(browser);
  settles.set(agente, settler(agente));
  await login(agente, baseUrl, 'agente', E2E_PASSWORD);
  const stored = await storage(agente);
  agenteToken = must(stored.token, 'el token del agente');
  agenteId = Number((JSON.parse(must(stored.identity, 'la identidad del agente')) as { sub: number }).sub);

  // A browser and its logins on a machine shared with other test runs: more than the default minute.
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

const rows = (page: Page) => page.locator('.RaDataTable-root tbody tr');

/** A control is where it is drawn: the point at its centre belongs to it (nothing covers it). */
async function onTop(button: Locator): Promise<boolean> {
  return button.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && el.contains(hit);
  });
}

async function openList(page: Page, name: string): Promise<void> {
  await visit(page, `/${name}`);
  // The first list of a session brings the lists' code with it: longer than a click's wait on a busy machine.
  await rows(page).first().waitFor({ timeout: 30_000 });
}

async function openShow(page: Page, name: string, id: number): Promise<void> {
  await visit(page, `/${name}/${id}/show`);
  // The record is there when a label (a simple detail), its tabs (a tabbed one) or its heading (a module's own) shows.
  const main = page.locator('.RaShow-main');
  await main.getByRole('tab').or(main.locator('.RaLabeled-label:visible')).or(main.getByRole('heading')).first().waitFor();
}

/** What the screen shows after a debounce and a request: a busy machine takes longer than expect.poll's second. */
const SLOW = { timeout: 15_000 };

/** The bulk actions bar of a list with a ticked row. */
const bulkBar = (page: Page) => page.locator('.RaBulkActionsToolbar-toolbar');

/** Unticks the list's rows: react-admin keeps a list's selection when the page is left, and the next visit counts it. */
async function unselect(page: Page): Promise<void> {
  await bulkBar(page).getByRole('button', { name: 'Quitar selección' }).click();
  await expect.poll(() => page.locator('tbody input[type=checkbox]:checked').count(), SLOW).toBe(0);
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const link = (page: Page, name: string) => page.getByRole('link', { name, exact: true });
/** A button of the list's own bar (the bulk actions bar, there while hidden, holds buttons of the same names). */
const listButton = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).and(page.locator(':not([data-test="bulk-actions-toolbar"] *)'));

async function deleteHere(page: Page, name: string, id: number, where: Locator): Promise<void> {
  await where.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await page.waitForURL((u) => u.pathname === `/${name}`);
  await expect.poll(async () => (await api(`/${name}/detalle/${id}`, adminToken)).status, SLOW).toBe(404);
}

// Every module with a list of its own (argumentosventa's page is one editor: its own test below).
const LISTS = [
  'ofertantes',
  'demandantes',
  'citas',
  'autoresponder',
  'cambioso',
  'cambiosd',
  'controlllaves',
  'controlcontratos',
  'controlregistros',
  'corredores',
  'llaves',
  'usuarios',
  'etiquetas',
  'glosario',
  'libroreclamaciones',
  'actividadsistema',
  'agentes',
  'turnos',
  'blog',
  'controlmedios',
];

const CREATED_ELSEWHERE = new Set(['autoresponder', 'libroreclamaciones']);
// Kept for the record (never deleted): their lists have no row selection, only the list's 'Exportar'.
const NO_SELECTION = new Set(['autoresponder', 'libroreclamaciones']);

describe.sequential('the administrator, module by module', () => {
  for (const name of LISTS) {
    it(`${name}: create, export, bulk actions on top, edit and delete per permissions`, async () => {
      const schema = schemaOf(name);
      const may = (action: 'create' | 'edit' | 'delete' | 'export') => canAccess('Administrador', schema, action);
      await openList(admin, name);
      // Autoresponder's messages are generated ('Generar ahora') and complaints come from the public form: no 'Crear'.
      const creates = may('create') && !CREATED_ELSEWHERE.has(name);
      expect(await link(admin, 'Crear').count(), 'Crear').toBe(creates ? 1 : 0);

      // Export: a CSV with Spanish headers and the list's rows.
      const [download] = await Promise.all([admin.waitForEvent('download'), listButton(admin, 'Exportar').click()]);
      const csv = parse<Row>(fs.readFileSync(must(await download.path(), 'el CSV')), { bom: true, columns: true });
      expect(csv.length).toBeGreaterThan(0);
      expect(Object.keys(csv[0]!)[0]).toBe('Código');

      if (NO_SELECTION.has(name)) {
        expect(may('delete'), name).toBe(false);
        expect(await rows(admin).first().locator('input[type=checkbox]').count(), name).toBe(0);
      } else {
        // A ticked row: the bulk actions are drawn over the search/actions bar, each reachable where it shows.
        await rows(admin).first().locator('input[type=checkbox]').check();
        await admin.getByText('1 elemento seleccionado').waitFor();
        const bar = bulkBar(admin);
        const bulk = [bar.getByRole('button', { name: 'Exportar', exact: true })];
        if (may('delete')) bulk.push(bar.getByRole('button', { name: 'Eliminar', exact: true }));
        for (const b of bulk) expect(await onTop(b), `${await b.textContent()} cubierto`).toBe(true);
        if (name === 'corredores') await screenshot(admin, 'acciones-bulk-corredores');
        await unselect(admin);
      }

      if (!may('delete')) {
        // Read only or kept for the record: the detail has no 'Eliminar'.
        // A complaint is edited only by answering it: 'Responder', on a sheet still pending.
        const answers = name === 'libroreclamaciones';
        const filter = answers ? '&filter=' + encodeURIComponent(JSON.stringify({ estado: 'pendiente' })) : '';
        const first = await api<Row[]>(`/${name}/listado?perPage=1${filter}`, adminToken);
        await openShow(admin, name, Number(must(first.body.data[0], name)[schema.key]));
        const edit = answers ? 'Responder' : 'Editar';
        // The edit link waits for the role's answer about this record.
        if (may('edit')) await link(admin, edit).waitFor();
        expect(await link(admin, edit).count(), edit).toBe(may('edit') ? 1 : 0);
        expect(await button(admin, 'Eliminar').count()).toBe(0);
        return;
      }
      // Records of this test: one deleted from its detail, one from its form.
      const extra: Row = name === 'controlllaves' ? { id_llave: await clone('llaves', adminToken) } : {};
      const fromShow = await clone(name, adminToken, extra);
      const extra2: Row = name === 'controlllaves' ? { id_llave: await clone('llaves', adminToken) } : {};
      const fromEdit = await clone(name, adminToken, extra2);
      await openShow(admin, name, fromShow);
      await link(admin, 'Editar').waitFor();
      await deleteHere(admin, name, fromShow, button(admin, 'Eliminar'));
      await visit(admin, `/${name}/${fromEdit}/edit`);
      await button(admin, 'Guardar').waitFor();
      expect(await link(admin, 'Ver').count()).toBe(1);
      await deleteHere(admin, name, fromEdit, admin.locator('form').getByRole('button', { name: 'Eliminar', exact: true }));
      expect(takePageErrors()).toEqual([]);
    });
  }
});

describe.sequential('an agent', () => {
  /** Every API request an agent's page makes to a module's endpoints while `act` runs. */
  async function requestsDuring(page: Page, name: string, act: () => Promise<void>): Promise<string[]> {
    const seen: string[] = [];
    const onRequest = (req: { url: () => string }) => {
      const url = new URL(req.url());
      if (url.pathname.startsWith(`/api/${name}/`) || url.pathname.startsWith(`/api/rest/${name}`)) seen.push(url.pathname);
    };
    page.on('request', onRequest);
    try {
      await act();
    } finally {
      page.off('request', onRequest);
    }
    return seen;
  }

  const DENIED = [
    'cambioso',
    'cambiosd',
    'controlregistros',
    'usuarios',
    'etiquetas',
    'glosario',
    'libroreclamaciones',
    'actividadsistema',
    'blog',
    'argumentosventa',
    'controlmedios',
  ];
  it('gets «Acceso denegado», not an empty list, and no request, on every module it may not see', async () => {
    for (const name of DENIED) {
      expect(canAccess('Agente', schemaOf(name), 'list'), name).toBe(false);
      const path = name === 'argumentosventa' ? '/publicidad/argumentosventa' : `/${name}`;
      const requests = await requestsDuring(agente, name, async () => {
        await agente.goto(`${baseUrl}${path}`);
        await agente.getByText('Acceso denegado').first().waitFor();
      });
      expect(requests, name).toEqual([]);
      expect(await link(agente, 'Crear').count(), name).toBe(0);
      expect(await agente.getByRole('button', { name: /^(Agregar|Subir)/ }).count(), name).toBe(0);
      if (name === 'argumentosventa') await screenshot(agente, 'acciones-agente-denegado');
    }
    expect(takePageErrors()).toEqual([]);
    // Eleven pages one after the other: more than a test's default minute on a busy machine.
  }, 180_000);

  const READ_ONLY = ['controlllaves', 'controlcontratos', 'corredores', 'llaves', 'turnos', 'agentes'];
  for (const name of READ_ONLY) {
    it(`${name}: reads without writing: no Crear, no Editar, no Eliminar; a form link opens the detail`, async () => {
      const schema = schemaOf(name);
      expect(canAccess('Agente', schema, 'list') && !canAccess('Agente', schema, 'create'), name).toBe(true);
      await openList(agente, name);
      expect(await link(agente, 'Crear').count(), name).toBe(0);
      await rows(agente).first().locator('input[type=checkbox]').check();
      await agente.getByText('1 elemento seleccionado').waitFor();
      expect(await bulkBar(agente).getByRole('button', { name: 'Eliminar' }).count(), name).toBe(0);
      await unselect(agente);
      const first = await api<Row[]>(`/${name}/listado?perPage=1`, agenteToken);
      const id = Number(must(first.body.data[0], name)[schema.key]);
      await visit(agente, `/${name}/${id}/edit`, `/${name}/${id}/show`);
      await agente.locator('.RaShow-main').waitFor();
      expect(await link(agente, 'Editar').count(), name).toBe(0);
      expect(await button(agente, 'Eliminar').count(), name).toBe(0);
      expect(await button(agente, 'Guardar').count(), name).toBe(0);
      expect(takePageErrors()).toEqual([]);
    });
  }

  it("opens another agent's property read-only (its form link shows the detail) and its own with Editar and Eliminar", async () => {
    const list = await api<Row[]>('/ofertantes/listado?perPage=100', agenteToken);
    const others = must(
      list.body.data.find((r) => Number(r.id_agente) !== agenteId),
      'una propiedad de otro agente',
    );
    const otherId = Number(others.id_propiedad);
    const requests: string[] = [];
    const onRequest = (req: { method: () => string; url: () => string }) => {
      if (req.method() === 'POST') requests.push(new URL(req.url()).pathname);
    };
    agente.on('request', onRequest);
    await agente.goto(`${baseUrl}/ofertantes/${otherId}/edit`);
    await agente.waitForURL((u) => u.pathname === `/ofertantes/${otherId}/show`);
    await agente.locator('.RaShow-main').waitFor();
    expect(await link(agente, 'Editar').count()).toBe(0);
    expect(await button(agente, 'Eliminar').count()).toBe(0);
    agente.off('request', onRequest);
    expect(requests).toEqual([]);
    await screenshot(agente, 'acciones-agente-ofertante-ajeno');
    // Its own: created through the API as this agent, edited and deleted from the screen.
    const own = await clone('ofertantes', agenteToken, { id_agente: agenteId });
    await openShow(agente, 'ofertantes', own);
    await link(agente, 'Editar').click();
    await agente.waitForURL((u) => u.pathname === `/ofertantes/${own}`);
    const descripcion = agente.locator('textarea[name=descripcion], input[name=descripcion]').first();
    await descripcion.fill(`Editado por el agente ${RUN}`);
    await button(agente, 'Guardar').click();
    await agente.waitForURL((u) => u.pathname === `/ofertantes/${own}/show`);
    expect((await api<Row>(`/ofertantes/detalle/${own}`, agenteToken)).body.data.descripcion).toBe(`Editado por el agente ${RUN}`);
    await button(agente, 'Eliminar').click();
    await agente.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await agente.waitForURL((u) => u.pathname === '/ofertantes');
    await expect.poll(async () => (await api(`/ofertantes/detalle/${own}`, agenteToken)).status, SLOW).toBe(404);
    expect(takePageErrors()).toEqual([]);
  });
});

describe.sequential('the keyboard alone', () => {
  /**
   * Tab until the focused element matches the CSS selector (and has the text, when given): at most `max` presses.
   * Returns what the focus passed through on the way (tag and text, or its label).
   */
  async function tabTo(page: Page, selector: string, text?: string, max = 80): Promise<string[]> {
    const passed: string[] = [];
    for (let i = 0; i < max; i++) {
      await page.keyboard.press('Tab');
      const [found, what] = await page.evaluate(
        ([sel, txt]) => {
          const el = document.activeElement;
          const what = el === null ? '' : `${el.tagName} ${el.getAttribute('aria-label') ?? (el.textContent ?? '').trim()}`;
          return [el !== null && el.matches(sel) && (txt === null || (el.textContent ?? '').trim() === txt), what] as const;
        },
        [selector, text ?? null] as const,
      );
      if (found) return passed;
      passed.push(what);
    }
    throw new Error(`No se llegó con Tab a ${selector} ${text ?? ''}`);
  }

  it('fills and saves a form, searches, selects rows, bulk-deletes and exports in Glosario', async () => {
    const page = admin;
    const termino = `Tecla ${RUN}`;
    await page.goto(`${baseUrl}/glosario/create`);
    await page.locator('input[name=termino]').waitFor();
    await tabTo(page, 'input[name=termino]');
    await page.keyboard.type(termino);
    await tabTo(page, '[name=definicion]');
    await page.keyboard.type('Creado solo con el teclado.');
    await tabTo(page, 'button', 'Guardar');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => /\/glosario\/\d+\/show$/.test(u.pathname));
    const second = await clone('glosario', adminToken, { termino: `${termino} bis`, definicion: 'Otro término de la prueba de teclado.' });

    // Search from the keyboard: the filter field takes the words.
    await page.goto(`${baseUrl}/glosario`);
    await rows(page).first().waitFor();
    await tabTo(page, 'input[name=q]');
    await page.keyboard.type(termino);
    await expect.poll(() => rows(page).count(), SLOW).toBe(2);
    // Select both rows with Space, then Eliminar with Enter and its confirmation with Enter. On the way from the
    // search to the rows, no button of the folded (invisible) bulk actions bar takes the focus.
    const passed = await tabTo(page, 'tbody input[type=checkbox]');
    expect(passed.filter((w) => /Quitar selección|Eliminar/.test(w))).toEqual([]);
    expect(passed.filter((w) => w.includes('Exportar'))).toHaveLength(1);
    await page.keyboard.press('Space');
    await tabTo(page, 'tbody input[type=checkbox]:not(:checked)');
    await page.keyboard.press('Space');
    await page.getByText('2 elementos seleccionados').waitFor();
    // Export the selection (the bulk 'Exportar') from the keyboard: the CSV holds the two rows.
    await tabTo(page, '.RaBulkActionsToolbar-toolbar button', 'Exportar', 120);
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    const csv = parse<Row>(fs.readFileSync(must(await download.path(), 'el CSV')), { bom: true, columns: true });
    expect(csv.map((r) => r['Término']).sort()).toEqual([termino, `${termino} bis`]);
    await tabTo(page, '.RaBulkActionsToolbar-toolbar button', 'Eliminar', 120);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog').getByRole('button', { name: 'Confirmar' });
    await confirm.waitFor();
    await expect.poll(() => confirm.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)), SLOW).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await api(`/glosario/detalle/${second}`, adminToken)).status, SLOW).toBe(404);
    await expect.poll(() => rows(page).filter({ hasText: termino }).count(), SLOW).toBe(0);
    expect(takePageErrors()).toEqual([]);
  });
});
