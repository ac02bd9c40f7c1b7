// The tests of the views generated from a module's schema, rendered in the real admin composition (AdminContext +
// AdminUI, the modules' Resources, the Spanish i18nProvider) through one of the app's dataProviders — form-encoded
// or REST (ra-data-simple-rest) — against the real API in-process (server.ts), a test-only module among its modules.
// What a save did is read back from the server. One suite, run by generated-views.test.tsx (form) and
// generated-views-rest.test.tsx (REST): each dialect in its own test file, so its own worker, jsdom and server.
import englishMessages from 'ra-language-english';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { verifyPassword } from '#server/auth/passwords';
import { SchemaList } from '../../src/framework/views/ResourceViews';
import { defineModule, fieldOf, writableFields, type ModuleSchema } from '../../src/framework/schema';
import { raSpanish } from '../../src/i18n/raSpanish';
import { MONEDA_CHOICES } from '../../src/resources/common';
import glosario from '../../src/resources/glosario/schema';
import { modules } from '../../src/resources/registry';
import usuarios from '../../src/resources/usuarios/schema';
import { appDataProvider, fakeAuthProvider, renderAdmin, renderView, type DialectName } from './render';
import { DEMO_PASSWORD, withServer, type InProcessServer } from './server';

// A module that exists only in this test: one field of each kind the list and the forms must handle.
const inmuebles = defineModule({
  name: 'inmuebles',
  key: 'id_inmueble',
  label: { one: 'Inmueble', many: 'Inmuebles' },
  fields: {
    titulo: { type: 'text', label: 'Título', required: true, max: 80, sortable: true },
    operacion: {
      type: 'enum',
      label: 'Operación',
      required: true,
      filter: 'eq',
      sortable: true,
      choices: [
        { id: 'venta', name: 'Venta' },
        { id: 'alquiler', name: 'Alquiler' },
      ],
    },
    amoblado: { type: 'boolean', label: 'Amoblado' },
    moneda: { type: 'currency', label: 'Moneda', required: true, choices: MONEDA_CHOICES, default: 'PEN' },
    precio: { type: 'money', label: 'Precio', required: true, currencyField: 'moneda', sortable: true },
    publicado_el: { type: 'date', label: 'Fecha de publicación', required: true, sortable: true },
    ambientes: {
      type: 'multienum',
      label: 'Ambientes',
      choices: [
        { id: 'sala', name: 'Sala' },
        { id: 'cocina', name: 'Cocina' },
        { id: 'terraza', name: 'Terraza' },
      ],
    },
    descripcion: { type: 'richtext', label: 'Descripción' },
  },
  list: {
    columns: ['titulo', 'operacion', 'amoblado', 'precio', 'publicado_el', 'ambientes'],
    sort: { field: 'titulo', order: 'ASC' },
    search: ['titulo'],
  },
  // Agentes may read but not create: the list must not offer 'Crear' to them.
  access: { Administrador: { read: true, create: true, update: true, delete: true }, Agente: { read: true } },
  representation: '%{titulo}',
});

const allModules: readonly ModuleSchema[] = [...modules, inmuebles];

/** The keys of the rows the seed put in place. */
const ids = { arras: 0, hipoteca: 0, tasacion: 0, aquispe: 0, lhuaman: 0, mrojas: 0, casa: 0, depa: 0 };

/** Who a role's tests act as: the seed's administrator, or an active agent. */
const USER_OF_ROLE: Readonly<Record<string, string>> = { Administrador: 'aquispe', Agente: 'mrojas' };

/** The rows the suite reads, through the API (record factories): three terms, three users, two properties. */
async function seedViews(server: InProcessServer): Promise<void> {
  ids.arras = await server.create(glosario, { termino: 'Arras', definicion: 'Señal que se entrega para asegurar la compraventa.' });
  ids.hipoteca = await server.create(glosario, { termino: 'Hipoteca', definicion: 'Garantía real sobre un inmueble.' });
  ids.tasacion = await server.create(glosario, { termino: 'Tasación', definicion: 'Valor comercial estimado por un perito.' });
  // The server stamps the creation time itself; the show test reads a known instant.
  await server.patch(glosario, ids.arras, { creado_en: '2026-03-02T15:04:05Z' });

  ids.aquispe = server.signIn('aquispe').sub;
  await server.update(usuarios, ids.aquispe, {
    nombre: 'Ana',
    apellido: 'Quispe',
    email: 'ana@inmobiliaria.pe',
    documento_tipo: 'DNI',
    documento: '45678912',
    telefono: '987654321',
  });
  ids.lhuaman = await server.create(usuarios, {
    nombre: 'Luis',
    apellido: 'Huamán',
    usuario: 'lhuaman',
    email: 'luis@inmobiliaria.pe',
    tipo: 'Agente',
    estado: 'inactivo',
    documento_tipo: 'DNI',
    documento: '12345678',
    registro_mvcs: 'AI-1234',
  });
  ids.mrojas = await server.create(usuarios, {
    nombre: 'María',
    apellido: 'Rojas',
    usuario: 'mrojas',
    email: 'maria@inmobiliaria.pe',
    password: DEMO_PASSWORD,
    tipo: 'Agente',
    estado: 'activo',
  });
  await server.login('mrojas');

  ids.casa = await server.create(inmuebles, {
    titulo: 'Casa en Miraflores',
    operacion: 'venta',
    amoblado: true,
    moneda: 'USD',
    precio: 25000000,
    publicado_el: '2026-11-21',
    ambientes: ['sala', 'terraza'],
    descripcion: '<p>Frente al <strong>parque</strong></p>',
  });
  ids.depa = await server.create(inmuebles, {
    titulo: 'Departamento en Surco',
    operacion: 'alquiler',
    amoblado: false,
    moneda: 'PEN',
    precio: 123450,
    publicado_el: '2026-01-05',
    ambientes: ['cocina'],
  });
}

/** The admin at `path` as `role`'s user, its dataProvider the app's own for `dialect`, its requests to `server`. */
const setupWith = (server: InProcessServer, dialect: DialectName, path: string, role = 'Administrador') => {
  const identity = server.signIn(USER_OF_ROLE[role] ?? role);
  const authProvider = fakeAuthProvider(identity.tipo, allModules, identity.sub);
  const canAccess = vi.spyOn(authProvider, 'canAccess' as never) as unknown as ReturnType<typeof vi.fn>;
  const view = renderAdmin({ modules: allModules, dialect, authProvider, path });
  /** Waits until react-admin has asked (and been answered) whether `action` is allowed on `resource`. */
  const accessChecked = async (resource: string, action: string) => {
    await waitFor(() => expect(canAccess).toHaveBeenCalledWith(expect.objectContaining({ resource, action })));
    await view.settled();
  };
  return { ...view, accessChecked, user: userEvent.setup({ delay: null }) };
};

/**
 * Enters `text` into a text input in one input event (a paste): what these checks look at is the value the form
 * receives, not each key, and typing key by key re-renders the whole form per key (seconds per field in jsdom).
 */
async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string): Promise<void> {
  await user.click(element);
  await user.paste(text);
}

// ---------- English leaks ----------

type Tree = { readonly [key: string]: string | Tree };
const leaves = (node: string | Tree, path = ''): [string, string][] =>
  typeof node === 'string' ? [[path, node]] : Object.entries(node).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));

const spanishValues = new Set(leaves(raSpanish as unknown as Tree).map(([, v]) => v));
/** Every English react-admin text (without variables) that differs from all Spanish ones: 'Create', 'Save', 'Export'... */
export const ENGLISH = new Set(
  leaves(englishMessages as unknown as Tree)
    .map(([, v]) => v.split(' |||| ')[0]!.trim())
    .filter((v) => v !== '' && !v.includes('%{') && !spanishValues.has(v) && v.length > 2),
);

/** The texts a user sees or hears: text of leaf-ish nodes, aria-label, title and placeholder. */
function visibleTexts(): string[] {
  const out: string[] = [];
  for (const el of Array.from(document.body.querySelectorAll('*'))) {
    for (const attr of ['aria-label', 'title', 'placeholder']) {
      const v = el.getAttribute(attr);
      if (v) out.push(v.trim());
    }
    const own = Array.from(el.childNodes)
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent ?? '')
      .join('')
      .trim();
    if (own) out.push(own);
  }
  return out;
}

function expectNoEnglishNorKeys() {
  const texts = visibleTexts();
  const english = texts.filter((t) => ENGLISH.has(t) || ENGLISH.has(t.replace(/[\s*:]+$/, '')));
  const keys = texts.filter((t) => /^(ra|app|resources)\.[\w.]+$/.test(t) || t.includes('@@react-admin@@') || t.includes('[object Object]'));
  expect(english, 'English react-admin texts on screen').toEqual([]);
  expect(keys, 'untranslated keys on screen').toEqual([]);
}

/** What these tests use of a Tiptap editor. */
interface Editor {
  readonly commands: { setContent(html: string, options: { emitUpdate: boolean }): boolean };
  getHTML(): string;
}

/** The Tiptap editor of the form's rich-text field, once its chunk has loaded (tiptap keeps it on its element). */
async function richTextEditor(): Promise<Editor> {
  const dom = await waitFor(
    () => {
      const found = document.querySelector<HTMLElement & { editor?: Editor }>('.ProseMirror');
      expect(found?.editor).toBeDefined();
      return found as HTMLElement & { editor: Editor };
    },
    { timeout: 10000 },
  );
  return dom.editor;
}

/** The list's top toolbar (not the hidden bulk-actions toolbar, which has its own 'Exportar'). */
const listActions = () => within(document.querySelector('.RaList-actions') as HTMLElement);
/** The labels of a show view, in order. */
const showLabels = () => Array.from(document.querySelectorAll('.RaLabeled-label')).map((l) => l.textContent?.trim());
const columnHeaders = () =>
  screen
    .getAllByRole('columnheader')
    .map((th) => th.textContent?.trim())
    .filter(Boolean);
const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

/** Clicks 'Guardar' once it takes clicks: react-admin disables it while the form validates or submits. */
async function clickSave(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  const save = screen.getByRole('button', { name: 'Guardar' });
  await waitFor(() => expect(save).toBeEnabled());
  await user.click(save);
}

/** A picker's own text field, once its lazy chunk has replaced the read-only fallback. */
async function pickerInput(label: RegExp): Promise<HTMLInputElement> {
  return waitFor(() => {
    const el = screen.getByRole<HTMLInputElement>('textbox', { name: label });
    expect(el).not.toHaveAttribute('readonly');
    return el;
  });
}

/** The generated views' tests through the app's dataProvider of `dialect`. */
export function describeGeneratedViews(dialect: DialectName): void {
  describe(`generated views · ${dialect} dataProvider`, () => {
    const server = withServer({ admin: 'aquispe', extraModules: [inmuebles], seed: seedViews });
    const setup = (path: string, role?: string) => setupWith(server, dialect, path, role);
    // Checks made in the browser before any request (the form's own validation, the access rules, the inputs): the
    // same code under both dataProviders, so they run once, under the form dialect.
    const clientSide = it.runIf(dialect === 'form');
    /** Fails unless `module` still holds its seeded rows only: nothing was created. */
    const nothingCreated = async (module: ModuleSchema, seeded: number) => expect(await server.count(module)).toBe(seeded);

    // ---------- Lists ----------

    describe('generated list', { timeout: 60000 }, () => {
      it('glosario: Spanish headers from the schema labels, the rows, Buscar, Crear and Exportar', async () => {
        const { user } = setup('/glosario');
        expect(await screen.findByText('Arras')).toBeInTheDocument();
        expect(columnHeaders()).toEqual(['Término', 'Definición']);
        expect(bodyRows().map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual(['Arras', 'Hipoteca', 'Tasación']);
        expect(screen.getByPlaceholderText('Buscar')).toBeInTheDocument();
        expect(listActions().getByRole('link', { name: 'Crear' })).toHaveAttribute('href', '/glosario/create');
        expect(listActions().getByRole('button', { name: 'Exportar' })).toBeInTheDocument();
        expect(screen.getByText('1-3 de 3')).toBeInTheDocument();
        // The folded bulk toolbar is out of the keyboard's way; a ticked row unfolds it with Eliminar for an administrator.
        expect(screen.queryByRole('button', { name: 'Eliminar' })).toBeNull();
        await user.click(within(bodyRows()[0]!).getByRole('checkbox'));
        expect(await screen.findByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
        expectNoEnglishNorKeys();
      });

      it('glosario: the search box filters the rows by substring', async () => {
        const { user } = setup('/glosario');
        await screen.findByText('Arras');
        await fill(user, screen.getByPlaceholderText('Buscar'), 'inmueble');
        await waitFor(() => expect(screen.queryByText('Arras')).not.toBeInTheDocument());
        expect(screen.getByText('Hipoteca')).toBeInTheDocument();
        expect(bodyRows()).toHaveLength(1);
      });

      it('glosario: sorts by the clickable column only (Término), Spanish sort label', async () => {
        const { user } = setup('/glosario');
        await screen.findByText('Arras');
        expect(within(screen.getAllByRole('columnheader')[2]!).queryByRole('button')).toBeNull();
        await user.click(screen.getByRole('button', { name: /Ordenar por término/i }));
        await waitFor(() => expect(within(bodyRows()[0]!).getByText('Tasación')).toBeInTheDocument());
      });

      it('usuarios: Spanish headers and enums by their Spanish names', async () => {
        setup('/usuarios');
        expect(await screen.findByText('aquispe')).toBeInTheDocument();
        expect(columnHeaders()).toEqual(['Usuario', 'Nombre', 'Apellido', 'Correo electrónico', 'Rol', 'Estado']);
        // Default sort: apellido ASC (by usuario or by key it would be Quispe first).
        expect(bodyRows().map((r) => within(r).getAllByRole('cell')[3]!.textContent)).toEqual(['Huamán', 'Quispe', 'Rojas']);
        expect(within(rowOf('aquispe')).getByText('Activo')).toBeInTheDocument();
        expect(within(rowOf('lhuaman')).getByText('Inactivo')).toBeInTheDocument();
        expect(within(rowOf('lhuaman')).getByText('Agente')).toBeInTheDocument();
        expect(screen.queryByText('activo')).toBeNull();
        expect(screen.getByPlaceholderText('Buscar')).toBeInTheDocument();
        expectNoEnglishNorKeys();
      });

      it('throwaway module: money per row currency, dd/mm/yyyy dates, enum, boolean and multienum names', async () => {
        setup('/inmuebles');
        expect(await screen.findByText('Casa en Miraflores')).toBeInTheDocument();
        expect(columnHeaders()).toEqual(['Título', 'Operación', 'Amoblado', 'Precio', 'Fecha de publicación', 'Ambientes']);
        const casa = within(rowOf('Casa en Miraflores'));
        expect(casa.getByText('US$ 250,000.00')).toBeInTheDocument();
        expect(casa.getByText('21/11/2026')).toBeInTheDocument();
        expect(casa.getByText('Venta')).toBeInTheDocument();
        expect(casa.getByLabelText('Sí')).toBeInTheDocument();
        expect(casa.getByText('Sala')).toBeInTheDocument();
        expect(casa.getByText('Terraza')).toBeInTheDocument();
        const depa = within(rowOf('Departamento en Surco'));
        expect(depa.getByText('S/ 1,234.50')).toBeInTheDocument();
        expect(depa.getByText('05/01/2026')).toBeInTheDocument();
        expect(depa.getByText('Alquiler')).toBeInTheDocument();
        expect(depa.getByLabelText('No')).toBeInTheDocument();
        expect(depa.getByText('Cocina')).toBeInTheDocument();
        expect(screen.queryByText('2026-11-21')).toBeNull();
        expect(screen.queryByText('venta')).toBeNull();
        expectNoEnglishNorKeys();
      });

      it('an Agente sees the rows of a module he may read, but no Crear button and no bulk delete', async () => {
        const { accessChecked, user } = setup('/inmuebles', 'Agente');
        expect(await screen.findByText('Casa en Miraflores')).toBeInTheDocument();
        await accessChecked('inmuebles', 'create');
        await accessChecked('inmuebles', 'delete');
        expect(listActions().getByRole('button', { name: 'Exportar' })).toBeInTheDocument();
        expect(screen.queryByRole('link', { name: 'Crear' })).toBeNull();
        expect(screen.queryByText('Crear')).toBeNull();
        // A ticked row unfolds the bulk toolbar: Exportar, and no Eliminar for him.
        await user.click(within(bodyRows()[0]!).getByRole('checkbox'));
        expect(await screen.findByText('1 elemento seleccionado')).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Eliminar' })).toBeNull();
      });

      clientSide('an Agente may not open an admin-only module (Acceso denegado) nor a create view he is denied', async () => {
        setup('/glosario', 'Agente');
        expect(await screen.findByText('Acceso denegado')).toBeInTheDocument();
        expect(screen.queryByText('Arras')).toBeNull();
        // react-admin may still ask for the list once (its query is enabled as soon as the access check settles):
        // the server refuses it (403, which react-admin logs).
        const lists = server.received.filter((r) => r.path === '/glosario/listado');
        expect(lists.map((r) => r.status)).toEqual(lists.map(() => 403));
      });

      it('an Agente sent to the create route of a read-only-for-him module gets Acceso denegado', async () => {
        setup('/inmuebles/create', 'Agente');
        expect(await screen.findByText('Acceso denegado')).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
        await nothingCreated(inmuebles, 2);
      });
    });

    // ---------- Create ----------

    const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

    async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
      await user.click(screen.getByRole('combobox', { name: new RegExp(label) }));
      await user.click(await screen.findByRole('option', { name: option }));
    }

    // A create case fills a whole form, loads the date picker and the Tiptap editor, saves and opens the detail: 18 s
    // alone, over 60 s under CI's load (two browser lanes beside the vitest workers).
    describe('generated create', { timeout: 120000 }, () => {
      clientSide('glosario: one input per writable field, Spanish labels, Guardar; empty submit shows Obligatorio and does not create', async () => {
        const { user } = setup('/glosario/create');
        expect(await screen.findByRole('button', { name: 'Guardar' })).toBeInTheDocument();
        expect(input('Término')).toBeInTheDocument();
        expect(input('Definición')).toBeInTheDocument();
        expect(document.querySelectorAll('form input:not([type=hidden]), form textarea:not([aria-hidden])')).toHaveLength(2);
        expectNoEnglishNorKeys();
        // react-admin keeps Guardar disabled while the form is pristine; a touched but empty form can be submitted.
        expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
        await user.type(input('Término'), 'x');
        await user.clear(input('Término'));
        await clickSave(user);
        expect(await screen.findAllByText(raSpanish.ra.validation.required)).toHaveLength(2);
        await nothingCreated(glosario, 3);
        expectNoEnglishNorKeys();
      });

      it('glosario: valid values are stored, exactly the schema fields sent, then the record is shown', async () => {
        const { user, location } = setup('/glosario/create');
        await fill(user, await screen.findByLabelText(/^Término/), 'Minuta');
        await fill(user, input('Definición'), 'Documento previo a la escritura pública.');
        await clickSave(user);
        await waitFor(() => expect(location()).toMatch(/^\/glosario\/\d+\/show$/));
        const stored = await server.rowsWhere(glosario, 'termino', 'Minuta');
        expect(stored).toMatchObject([{ termino: 'Minuta', definicion: 'Documento previo a la escritura pública.' }]);
        expect(location()).toBe(`/glosario/${String(stored[0]!.id_glosario)}/show`);
        expect(server.writes(glosario)).toEqual([
          { mode: 'create', data: { termino: 'Minuta', definicion: 'Documento previo a la escritura pública.' } },
        ]);
        expect(await screen.findByText('Documento previo a la escritura pública.')).toBeInTheDocument();
      });

      clientSide('glosario: too long a term shows the Spanish maxLength message', async () => {
        const { user } = setup('/glosario/create');
        await user.click(await screen.findByLabelText(/^Término/));
        await user.paste('x'.repeat(121));
        await fill(user, input('Definición'), 'algo');
        await clickSave(user);
        expect(await screen.findByText('Debe tener como máximo 120 caracteres')).toBeInTheDocument();
        await nothingCreated(glosario, 3);
      });

      clientSide('usuarios: inputs for the writable, visible fields (no Foto), Spanish labels and defaults', async () => {
        setup('/usuarios/create');
        await screen.findByRole('button', { name: 'Guardar' });
        for (const label of [
          'Nombre',
          'Apellido',
          'Usuario',
          'Correo electrónico',
          'Contraseña',
          'Número de documento',
          'Teléfono',
          'Registro MVCS',
        ]) {
          expect(input(label)).toBeInTheDocument();
        }
        expect(screen.getByRole('combobox', { name: /Rol/ })).toHaveTextContent('Agente');
        expect(screen.getByRole('combobox', { name: /Tipo de documento/ })).toHaveTextContent('DNI');
        expect(screen.getByRole('combobox', { name: /Estado/ })).toHaveTextContent('Activo');
        expect(screen.queryByLabelText(/^Foto/)).toBeNull();
        expectNoEnglishNorKeys();
      });

      it('usuarios: an invalid DNI shows the DNI message and does not create; a valid one creates', async () => {
        const { user, location } = setup('/usuarios/create');
        await fill(user, await screen.findByLabelText(/^Nombre/), 'Rosa');
        await fill(user, input('Apellido'), 'Mamani');
        await fill(user, input('Usuario'), 'rmamani');
        await fill(user, input('Correo electrónico'), 'rosa@inmobiliaria.pe');
        await fill(user, input('Contraseña'), 'secreta123');
        await fill(user, input('Número de documento'), '1234');
        await clickSave(user);
        expect(await screen.findByText('El DNI debe tener 8 dígitos')).toBeInTheDocument();
        await nothingCreated(usuarios, 3);

        await user.clear(input('Número de documento'));
        await fill(user, input('Número de documento'), '87654321');
        await clickSave(user);
        await waitFor(() => expect(location()).toMatch(/^\/usuarios\/\d+\/show$/));
        const [stored, ...others] = await server.rowsWhere(usuarios, 'usuario', 'rmamani');
        expect(others).toEqual([]);
        expect(stored).toMatchObject({
          nombre: 'Rosa',
          apellido: 'Mamani',
          usuario: 'rmamani',
          email: 'rosa@inmobiliaria.pe',
          tipo: 'Agente',
          estado: 'activo',
          documento_tipo: 'DNI',
          documento: '87654321',
        });
        expect(await verifyPassword(String(stored!.password), 'secreta123')).toBe(true);
        // Only the form's fields were sent (not the hidden Foto, not the key).
        const formFields = writableFields(usuarios, 'create').filter((n) => !fieldOf(usuarios, n).hideInForm);
        const sent = server.writes(usuarios).map((w) => w.data);
        expect(sent).toHaveLength(1);
        expect(Object.keys(sent[0]!).every((k) => formFields.includes(k))).toBe(true);
      });

      clientSide("usuarios: an invalid e-mail gets the Spanish message (the browser's own check must not take over)", async () => {
        const { user } = setup('/usuarios/create');
        await fill(user, await screen.findByLabelText(/^Correo electrónico/), 'rosa@');
        await clickSave(user);
        expect(await screen.findByText(raSpanish.ra.validation.email)).toBeInTheDocument();
        await nothingCreated(usuarios, 3);
        expectNoEnglishNorKeys();
      });

      clientSide('throwaway: an input per writable field; empty submit: Obligatorio on the required ones, no create', async () => {
        const { user } = setup('/inmuebles/create');
        await screen.findByRole('button', { name: 'Guardar' });
        expect(input('Título')).toBeInTheDocument();
        expect(screen.getByRole('combobox', { name: /Operación/ })).toBeInTheDocument();
        expect(input('Amoblado')).toBeInTheDocument();
        expect(screen.getByRole('combobox', { name: /Moneda/ })).toHaveTextContent('Soles (S/)');
        // An empty amount is shown empty, not as 0; the date is a picker that takes dd/mm/aaaa.
        expect(input('Precio')).toHaveValue('');
        expect((await pickerInput(/^Fecha de publicación/)).value).toBe('');
        expect(screen.getByRole('combobox', { name: /Ambientes/ })).toBeInTheDocument();
        expectNoEnglishNorKeys();

        expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
        await user.type(input('Título'), 'x');
        await user.clear(input('Título'));
        await clickSave(user);
        // titulo, operacion, precio, publicado_el (moneda has its default); the page must not crash on the date's error.
        await waitFor(() => expect(screen.getAllByText(raSpanish.ra.validation.required)).toHaveLength(4));
        const fecha = input('Fecha de publicación');
        expect(fecha).toHaveAttribute('aria-invalid', 'true');
        expect(fecha.closest('.MuiFormControl-root')).toHaveTextContent(raSpanish.ra.validation.required);
        expect(input('Precio')).toHaveAttribute('aria-invalid', 'true');
        await nothingCreated(inmuebles, 2);
        expectNoEnglishNorKeys();
      });

      clientSide('throwaway: the date input rejects 31-02-2026 with the Spanish message', async () => {
        const { user } = setup('/inmuebles/create');
        const fecha = await pickerInput(/^Fecha de publicación/);
        await user.click(fecha);
        await user.keyboard('31022026');
        expect(fecha.value).toBe('31/02/2026');
        expect(await screen.findByText('Fecha no válida (use día-mes-año)')).toBeInTheDocument();
        expect(fecha).toHaveAttribute('aria-invalid', 'true');
        await fill(user, input('Título'), 'Casa');
        await clickSave(user);
        await waitFor(() => expect(screen.getAllByText(raSpanish.ra.validation.required).length).toBeGreaterThan(0));
        expect(screen.getByText('Fecha no válida (use día-mes-año)')).toBeInTheDocument();
        await nothingCreated(inmuebles, 2);
      });

      it('throwaway: valid values (date typed 21/11/2026) are stored, exactly the schema fields sent', async () => {
        const { user, location } = setup('/inmuebles/create');
        await fill(user, await screen.findByLabelText(/^Título/), 'Casa en Barranco');
        await choose(user, 'Operación', 'Alquiler');
        await user.click(input('Amoblado'));
        await choose(user, 'Moneda', 'Dólares (US$)');
        await fill(user, input('Precio'), '1234.5');
        fireEvent.change(await pickerInput(/^Fecha de publicación/), { target: { value: '21/11/2026' } });
        await user.click(screen.getByRole('combobox', { name: /Ambientes/ }));
        await user.click(await screen.findByRole('option', { name: 'Sala' }));
        await user.click(screen.getByRole('option', { name: 'Cocina' }));
        await user.keyboard('{Escape}');
        // The rich-text type's input is the Tiptap editor (loaded with this form), its toolbar in Spanish.
        const editor = await richTextEditor();
        expect(screen.getByRole('button', { name: 'Negrita' })).toBeInTheDocument();
        expectNoEnglishNorKeys();
        await act(async () => void editor.commands.setContent('<p>Con <em>vista</em> al mar</p>', { emitUpdate: true }));
        await clickSave(user);
        await waitFor(() => expect(location()).toMatch(/^\/inmuebles\/\d+\/show$/));
        const [created, ...others] = await server.rowsWhere(inmuebles, 'titulo', 'Casa en Barranco');
        expect(others).toEqual([]);
        expect(location()).toBe(`/inmuebles/${String(created!.id_inmueble)}/show`);
        expect(await server.record(inmuebles, created!.id_inmueble)).toMatchObject({
          titulo: 'Casa en Barranco',
          operacion: 'alquiler',
          amoblado: true,
          moneda: 'USD',
          precio: 123450,
          publicado_el: '2026-11-21',
          ambientes: ['sala', 'cocina'],
          descripcion: '<p>Con <em>vista</em> al mar</p>',
        });
        const sent = server.writes(inmuebles);
        expect(sent.map((w) => w.mode)).toEqual(['create']);
        expect(Object.keys(sent[0]!.data).sort()).toEqual([...writableFields(inmuebles, 'create')].sort());
        expect(await screen.findByText('US$ 1,234.50')).toBeInTheDocument();
        expect(screen.getByText('21/11/2026')).toBeInTheDocument();
      });

      clientSide('throwaway: the money input shows the symbol of the currency chosen in the form', async () => {
        const { user } = setup('/inmuebles/create');
        await screen.findByRole('button', { name: 'Guardar' });
        const adornment = () => input('Precio').closest('.MuiInputBase-root')?.querySelector('.MuiInputAdornment-root')?.textContent;
        expect(adornment()).toBe('S/');
        await choose(user, 'Moneda', 'Dólares (US$)');
        await waitFor(() => expect(adornment()).toBe('US$'));
      });
    });

    // ---------- Edit ----------

    describe('generated edit', { timeout: 60000 }, () => {
      it('glosario: the form holds the record, Guardar stores the change', async () => {
        const { user } = setup(`/glosario/${ids.hipoteca}`);
        const termino = await screen.findByDisplayValue('Hipoteca');
        expect(input('Definición')).toHaveValue('Garantía real sobre un inmueble.');
        expect(await screen.findByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
        expectNoEnglishNorKeys();
        await user.clear(termino);
        await fill(user, termino, 'Hipoteca legal');
        await clickSave(user);
        await waitFor(async () => expect(await server.row(glosario, ids.hipoteca)).toMatchObject({ termino: 'Hipoteca legal' }));
        expect(server.writes(glosario)).toEqual([{ mode: 'update', data: { termino: 'Hipoteca legal' } }]);
      });

      it("throwaway: the date shows as dd/mm/yyyy, the money as an amount in the record's currency", async () => {
        setup(`/inmuebles/${ids.casa}`);
        await waitFor(async () => expect((await pickerInput(/^Fecha de publicación/)).value).toBe('21/11/2026'));
        await waitFor(() => expect((input('Precio') as HTMLInputElement).value).toMatch(/^250,?000(\.00)?$/));
        expect(input('Precio').closest('.MuiInputBase-root')).toHaveTextContent('US$');
        // The stored HTML, formatted in the editor.
        await waitFor(async () => expect((await richTextEditor()).getHTML()).toBe('<p>Frente al <strong>parque</strong></p>'));
        expectNoEnglishNorKeys();
      });

      it('throwaway: a cleared required date gives Obligatorio; a new one is saved as YYYY-MM-DD', async () => {
        const { user } = setup(`/inmuebles/${ids.depa}`);
        await screen.findByDisplayValue('05/01/2026');
        const fecha = await pickerInput(/^Fecha de publicación/);
        await user.click(fecha);
        await user.keyboard('{Control>}a{/Control}{Backspace}');
        await clickSave(user);
        await waitFor(() => expect(fecha.closest('.MuiFormControl-root')).toHaveTextContent(raSpanish.ra.validation.required));
        expect(server.writes(inmuebles)).toEqual([]);
        expect(await server.record(inmuebles, ids.depa)).toMatchObject({ publicado_el: '2026-01-05' });
        expectNoEnglishNorKeys();
        await user.keyboard('01022027');
        await clickSave(user);
        await waitFor(async () => expect(await server.record(inmuebles, ids.depa)).toMatchObject({ publicado_el: '2027-02-01' }));
        // Only the change travels; the stored record keeps its other values.
        expect(server.writes(inmuebles)).toEqual([{ mode: 'update', data: { publicado_el: '2027-02-01' } }]);
        expect(await server.record(inmuebles, ids.depa)).toMatchObject({ publicado_el: '2027-02-01', precio: 123450, moneda: 'PEN' });
      });
    });

    // ---------- The harness ----------

    describe('test harness', () => {
      it("the app's dataProvider reaches the in-process server: pages, sorts, filters by equality and by q, stores", async () => {
        const dp = appDataProvider(dialect, allModules);
        const list = (resource: string, params: Partial<Parameters<typeof dp.getList>[1]> = {}) =>
          dp.getList(resource, { pagination: { page: 1, perPage: 25 }, sort: { field: 'termino', order: 'ASC' }, filter: {}, ...params });
        expect((await list('glosario')).data.map((r) => r.id)).toEqual([ids.arras, ids.hipoteca, ids.tasacion]);
        const desc = await list('glosario', { sort: { field: 'termino', order: 'DESC' } });
        expect(desc.data.map((r) => r.termino)).toEqual(['Tasación', 'Hipoteca', 'Arras']);
        expect(await list('glosario', { pagination: { page: 2, perPage: 2 } })).toMatchObject({ total: 3, data: [{ termino: 'Tasación' }] });
        expect((await list('glosario', { filter: { q: 'PERITO' } })).data.map((r) => r.id)).toEqual([ids.tasacion]);
        const alquiler = await list('inmuebles', { sort: { field: 'titulo', order: 'ASC' }, filter: { operacion: 'alquiler' } });
        expect(alquiler.data.map((r) => r.id)).toEqual([ids.depa]);
        const activos = await list('usuarios', { sort: { field: 'apellido', order: 'ASC' }, filter: { estado: 'activo' } });
        expect(activos.data.map((r) => r.usuario)).toEqual(['aquispe', 'mrojas']);
        const created = await dp.create('glosario', { data: { termino: 'Minuta', definicion: 'x' } });
        expect(await server.row(glosario, created.data.id)).toMatchObject({ termino: 'Minuta', definicion: 'x' });
        expect((await dp.getOne('glosario', { id: created.data.id })).data.termino).toBe('Minuta');
      });

      it("brings the module tables back to the seed's rows: added ones go, changed and deleted ones return", async () => {
        const dp = appDataProvider(dialect, allModules);
        await dp.create('glosario', { data: { termino: 'Minuta', definicion: 'x' } });
        await dp.update('glosario', { id: ids.hipoteca, data: { termino: 'Hipoteca legal' }, previousData: { id: ids.hipoteca } });
        await dp.delete('inmuebles', { id: ids.casa, previousData: { id: ids.casa } });
        expect(server.received).toHaveLength(3);
        await server.reset();
        expect(server.received).toEqual([]);
        const terms = await dp.getList('glosario', { pagination: { page: 1, perPage: 25 }, sort: { field: 'termino', order: 'ASC' }, filter: {} });
        expect(terms.data.map((r) => [r.id, r.termino])).toEqual([
          [ids.arras, 'Arras'],
          [ids.hipoteca, 'Hipoteca'],
          [ids.tasacion, 'Tasación'],
        ]);
        expect(await server.record(inmuebles, ids.casa)).toMatchObject({ titulo: 'Casa en Miraflores', ambientes: ['sala', 'terraza'] });
      });

      // A check of the render helper, not of a dialect: once.
      it.runIf(dialect === 'form')('renderView: one generated view alone, in a ResourceContextProvider', async () => {
        renderView('glosario', <SchemaList schema={glosario} />, { modules: allModules, dialect });
        expect(await screen.findByText('Hipoteca')).toBeInTheDocument();
        expect(columnHeaders()).toEqual(['Término', 'Definición']);
        expect(screen.getByPlaceholderText('Buscar')).toBeInTheDocument();
      });
    });

    // ---------- Show ----------

    describe('generated show', { timeout: 60000 }, () => {
      it('glosario: labelled values, Spanish Editar, creation time as dd/mm/yyyy hh:mm:ss', async () => {
        setup(`/glosario/${ids.arras}/show`);
        expect(await screen.findByText('Señal que se entrega para asegurar la compraventa.')).toBeInTheDocument();
        expect(showLabels()).toEqual(['Término', 'Definición', 'Creado el', 'Actualizado el']);
        expect(screen.getAllByText('Arras').length).toBeGreaterThan(0);
        expect(screen.getByText('02/03/2026 10:04:05')).toBeInTheDocument();
        expect(await screen.findByRole('link', { name: 'Editar' })).toHaveAttribute('href', `/glosario/${ids.arras}`);
        expectNoEnglishNorKeys();
      });

      it('usuarios: labelled values, enums by name, no password', async () => {
        setup(`/usuarios/${ids.lhuaman}/show`);
        expect(await screen.findByText('lhuaman')).toBeInTheDocument();
        expect(showLabels()).toEqual([
          'Nombre',
          'Apellido',
          'Usuario',
          'Correo electrónico',
          'Rol',
          'Tipo de documento',
          'Número de documento',
          'Teléfono',
          'Registro MVCS (Agente Inmobiliario)',
          'Foto',
          'Estado',
          'Creado el',
          'Actualizado el',
        ]);
        expect(screen.queryByText('Contraseña')).toBeNull();
        expect(screen.getByText('Inactivo')).toBeInTheDocument();
        expect(screen.getByText('luis@inmobiliaria.pe')).toBeInTheDocument();
        expect(screen.getByText('AI-1234')).toBeInTheDocument();
        expectNoEnglishNorKeys();
      });

      it('throwaway: labelled money, date, enum, boolean and multienum values', async () => {
        setup(`/inmuebles/${ids.casa}/show`);
        expect(await screen.findByText('US$ 250,000.00')).toBeInTheDocument();
        expect(showLabels()).toEqual([
          'Título',
          'Operación',
          'Amoblado',
          'Moneda',
          'Precio',
          'Fecha de publicación',
          'Ambientes',
          'Descripción',
          'Creado el',
          'Actualizado el',
        ]);
        expect(screen.getByText('21/11/2026')).toBeInTheDocument();
        expect(screen.getByText('Venta')).toBeInTheDocument();
        expect(screen.getByText('Dólares (US$)')).toBeInTheDocument();
        // A yes/no value reads as a word in a show view (list cells keep the tick/cross).
        expect(screen.getByText('Sí')).toBeInTheDocument();
        expect(screen.getByText('Terraza')).toBeInTheDocument();
        expectNoEnglishNorKeys();
      });
    });
  });
}
