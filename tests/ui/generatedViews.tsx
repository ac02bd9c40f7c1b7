// The tests of the views generated from a module's schema, rendered in the real admin composition (AdminContext +
// AdminUI, the modules' Resources, the Spanish i18nProvider) through one of the app's dataProviders — form-encoded
// or REST (ra-data-simple-rest) — over a fake of its HTTP API backed by an in-memory data provider (fakeApi.ts).
// One suite, run by generated-views.test.tsx (form) and generated-views-rest.test.tsx (REST): each dialect in its
// own test file, so its own worker and jsdom.
import englishMessages from 'ra-language-english';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineModule, fieldOf, writableFields, type ModuleSchema } from '../../src/framework/schema';
import { raSpanish } from '../../src/i18n/raSpanish';
import { MONEDA_CHOICES } from '../../src/resources/common';
import { modules } from '../../src/resources/registry';
import usuarios from '../../src/resources/usuarios/schema';
import { dialectProvider, type DialectName } from './fakeApi';
import { fakeAuthProvider, memoryDataProvider, renderAdmin, type Rows } from './render';

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

export const allModules: readonly ModuleSchema[] = [...modules, inmuebles];

export const DATA: Rows = {
  glosario: [
    { id_glosario: 1, termino: 'Arras', definicion: 'Señal que se entrega para asegurar la compraventa.', creado_en: '2026-03-02T15:04:05Z' },
    { id_glosario: 2, termino: 'Hipoteca', definicion: 'Garantía real sobre un inmueble.' },
    { id_glosario: 3, termino: 'Tasación', definicion: 'Valor comercial estimado por un perito.' },
  ],
  usuarios: [
    {
      id_usuario: 1,
      nombre: 'Ana',
      apellido: 'Quispe',
      usuario: 'aquispe',
      email: 'ana@inmobiliaria.pe',
      tipo: 'Administrador',
      estado: 'activo',
      documento_tipo: 'DNI',
      documento: '45678912',
      telefono: '987654321',
      registro_mvcs: null,
      imagen: null,
    },
    {
      id_usuario: 2,
      nombre: 'Luis',
      apellido: 'Huamán',
      usuario: 'lhuaman',
      email: 'luis@inmobiliaria.pe',
      tipo: 'Agente',
      estado: 'inactivo',
      documento_tipo: 'DNI',
      documento: '12345678',
      telefono: null,
      registro_mvcs: 'AI-1234',
      imagen: null,
    },
  ],
  inmuebles: [
    {
      id_inmueble: 1,
      titulo: 'Casa en Miraflores',
      operacion: 'venta',
      amoblado: true,
      moneda: 'USD',
      precio: 25000000,
      publicado_el: '2026-11-21',
      ambientes: ['sala', 'terraza'],
    },
    {
      id_inmueble: 2,
      titulo: 'Departamento en Surco',
      operacion: 'alquiler',
      amoblado: false,
      moneda: 'PEN',
      precio: 123450,
      publicado_el: '2026-01-05',
      ambientes: ['cocina'],
    },
  ],
};

/** The admin at `path`, its dataProvider the app's own for `dialect`; `create`/`update` spy on what reaches the store. */
const setupWith = (dialect: DialectName, path: string, role = 'Administrador') => {
  const dataProvider = memoryDataProvider(DATA, allModules);
  const create = vi.spyOn(dataProvider, 'create');
  const update = vi.spyOn(dataProvider, 'update');
  const authProvider = fakeAuthProvider(role, allModules);
  const canAccess = vi.spyOn(authProvider, 'canAccess' as never) as unknown as ReturnType<typeof vi.fn>;
  const client = (store: typeof dataProvider) => dialectProvider(dialect, store, allModules);
  const view = renderAdmin({ modules: allModules, dataProvider, authProvider, path, client });
  /** Waits until react-admin has asked (and been answered) whether `action` is allowed on `resource`. */
  const accessChecked = async (resource: string, action: string) => {
    await waitFor(() => expect(canAccess).toHaveBeenCalledWith(expect.objectContaining({ resource, action })));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  };
  return { ...view, create, update, accessChecked, user: userEvent.setup({ delay: null }) };
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

/** The list's top toolbar (not the hidden bulk-actions toolbar, which has its own 'Exportar'). */
const listActions = () => within(document.querySelector('.RaList-actions') as HTMLElement);
/** The labels of a show view, in order. */
const showLabels = () => Array.from(document.querySelectorAll('.RaLabeled-label')).map((l) => l.textContent?.trim());
export const columnHeaders = () =>
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
    const setup = (path: string, role?: string) => setupWith(dialect, path, role);
    // Checks made in the browser before any request (the form's own validation, the access rules, the inputs): the
    // same code under both dataProviders, so they run once, under the form dialect.
    const clientSide = it.runIf(dialect === 'form');
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    // ---------- Lists ----------

    describe('generated list', { timeout: 60000 }, () => {
      it('glosario: Spanish headers from the schema labels, the rows, Buscar, Crear and Exportar', async () => {
        setup('/glosario');
        expect(await screen.findByText('Arras')).toBeInTheDocument();
        expect(columnHeaders()).toEqual(['Término', 'Definición']);
        expect(bodyRows().map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual(['Arras', 'Hipoteca', 'Tasación']);
        expect(screen.getByPlaceholderText('Buscar')).toBeInTheDocument();
        expect(listActions().getByRole('link', { name: 'Crear' })).toHaveAttribute('href', '/glosario/create');
        expect(listActions().getByRole('button', { name: 'Exportar' })).toBeInTheDocument();
        expect(screen.getByText('1-3 de 3')).toBeInTheDocument();
        // The (collapsed) bulk toolbar offers Exportar and, to an administrator, Eliminar.
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
        // Default sort: apellido ASC.
        expect(bodyRows().map((r) => within(r).getAllByRole('cell')[3]!.textContent)).toEqual(['Huamán', 'Quispe']);
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
        const { accessChecked } = setup('/inmuebles', 'Agente');
        expect(await screen.findByText('Casa en Miraflores')).toBeInTheDocument();
        await accessChecked('inmuebles', 'create');
        await accessChecked('inmuebles', 'delete');
        expect(listActions().getByRole('button', { name: 'Exportar' })).toBeInTheDocument();
        expect(screen.queryByRole('link', { name: 'Crear' })).toBeNull();
        expect(screen.queryByText('Crear')).toBeNull();
        expect(screen.queryByRole('button', { name: 'Eliminar' })).toBeNull();
      });

      clientSide('an Agente may not open an admin-only module (Acceso denegado) nor a create view he is denied', async () => {
        setup('/glosario', 'Agente');
        expect(await screen.findByText('Acceso denegado')).toBeInTheDocument();
        expect(screen.queryByText('Arras')).toBeNull();
      });

      it('an Agente sent to the create route of a read-only-for-him module gets Acceso denegado', async () => {
        const { create } = setup('/inmuebles/create', 'Agente');
        expect(await screen.findByText('Acceso denegado')).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
        expect(create).not.toHaveBeenCalled();
      });
    });

    // ---------- Create ----------

    const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

    async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
      await user.click(screen.getByRole('combobox', { name: new RegExp(label) }));
      await user.click(await screen.findByRole('option', { name: option }));
    }

    describe('generated create', { timeout: 60000 }, () => {
      clientSide('glosario: one input per writable field, Spanish labels, Guardar; empty submit shows Obligatorio and does not create', async () => {
        const { user, create } = setup('/glosario/create');
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
        expect(create).not.toHaveBeenCalled();
        expectNoEnglishNorKeys();
      });

      it('glosario: valid values call create with exactly the schema fields, then show the record', async () => {
        const { user, create, location } = setup('/glosario/create');
        await fill(user, await screen.findByLabelText(/^Término/), 'Minuta');
        await fill(user, input('Definición'), 'Documento previo a la escritura pública.');
        await clickSave(user);
        await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
        expect(create.mock.calls[0]![0]).toBe('glosario');
        expect(create.mock.calls[0]![1].data).toEqual({ termino: 'Minuta', definicion: 'Documento previo a la escritura pública.' });
        await waitFor(() => expect(location()).toBe('/glosario/4/show'));
        expect(await screen.findByText('Documento previo a la escritura pública.')).toBeInTheDocument();
      });

      clientSide('glosario: too long a term shows the Spanish maxLength message', async () => {
        const { user, create } = setup('/glosario/create');
        await user.click(await screen.findByLabelText(/^Término/));
        await user.paste('x'.repeat(121));
        await fill(user, input('Definición'), 'algo');
        await clickSave(user);
        expect(await screen.findByText('Debe tener como máximo 120 caracteres')).toBeInTheDocument();
        expect(create).not.toHaveBeenCalled();
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
        const { user, create } = setup('/usuarios/create');
        await fill(user, await screen.findByLabelText(/^Nombre/), 'Rosa');
        await fill(user, input('Apellido'), 'Mamani');
        await fill(user, input('Usuario'), 'rmamani');
        await fill(user, input('Correo electrónico'), 'rosa@inmobiliaria.pe');
        await fill(user, input('Contraseña'), 'secreta123');
        await fill(user, input('Número de documento'), '1234');
        await clickSave(user);
        expect(await screen.findByText('El DNI debe tener 8 dígitos')).toBeInTheDocument();
        expect(create).not.toHaveBeenCalled();

        await user.clear(input('Número de documento'));
        await fill(user, input('Número de documento'), '87654321');
        await clickSave(user);
        await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
        const data = create.mock.calls[0]![1].data as Record<string, unknown>;
        expect(data).toMatchObject({
          nombre: 'Rosa',
          apellido: 'Mamani',
          usuario: 'rmamani',
          email: 'rosa@inmobiliaria.pe',
          password: 'secreta123',
          tipo: 'Agente',
          estado: 'activo',
          documento_tipo: 'DNI',
          documento: '87654321',
        });
        const formFields = writableFields(usuarios, 'create').filter((n) => !fieldOf(usuarios, n).hideInForm);
        expect(Object.keys(data).every((k) => formFields.includes(k))).toBe(true);
      });

      clientSide("usuarios: an invalid e-mail gets the Spanish message (the browser's own check must not take over)", async () => {
        const { user, create } = setup('/usuarios/create');
        await fill(user, await screen.findByLabelText(/^Correo electrónico/), 'rosa@');
        await clickSave(user);
        expect(await screen.findByText(raSpanish.ra.validation.email)).toBeInTheDocument();
        expect(create).not.toHaveBeenCalled();
        expectNoEnglishNorKeys();
      });

      clientSide('throwaway: an input per writable field; empty submit: Obligatorio on the required ones, no create', async () => {
        const { user, create } = setup('/inmuebles/create');
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
        expect(create).not.toHaveBeenCalled();
        expectNoEnglishNorKeys();
      });

      clientSide('throwaway: the date input rejects 31-02-2026 with the Spanish message', async () => {
        const { user, create } = setup('/inmuebles/create');
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
        expect(create).not.toHaveBeenCalled();
      });

      it('throwaway: valid values (date typed 21/11/2026) call create with exactly the schema fields', async () => {
        const { user, create, location } = setup('/inmuebles/create');
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
        await clickSave(user);
        await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
        expect(create.mock.calls[0]![0]).toBe('inmuebles');
        expect(create.mock.calls[0]![1].data).toEqual({
          titulo: 'Casa en Barranco',
          operacion: 'alquiler',
          amoblado: true,
          moneda: 'USD',
          precio: 123450,
          publicado_el: '2026-11-21',
          ambientes: ['sala', 'cocina'],
        });
        expect(Object.keys(create.mock.calls[0]![1].data).sort()).toEqual(writableFields(inmuebles, 'create').sort());
        await waitFor(() => expect(location()).toBe('/inmuebles/3/show'));
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
      it('glosario: the form holds the record, Guardar sends the change', async () => {
        const { user, update } = setup('/glosario/2');
        const termino = await screen.findByDisplayValue('Hipoteca');
        expect(input('Definición')).toHaveValue('Garantía real sobre un inmueble.');
        expect(await screen.findByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
        expectNoEnglishNorKeys();
        await user.clear(termino);
        await fill(user, termino, 'Hipoteca legal');
        await clickSave(user);
        await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
        expect(update.mock.calls[0]![1].data).toMatchObject({ termino: 'Hipoteca legal' });
      });

      it("throwaway: the date shows as dd/mm/yyyy, the money as an amount in the record's currency", async () => {
        setup('/inmuebles/1');
        await waitFor(async () => expect((await pickerInput(/^Fecha de publicación/)).value).toBe('21/11/2026'));
        await waitFor(() => expect((input('Precio') as HTMLInputElement).value).toMatch(/^250,?000(\.00)?$/));
        expect(input('Precio').closest('.MuiInputBase-root')).toHaveTextContent('US$');
        expectNoEnglishNorKeys();
      });

      it('throwaway: a cleared required date gives Obligatorio; a new one is saved as YYYY-MM-DD', async () => {
        const { user, update, dataProvider } = setup('/inmuebles/2');
        await screen.findByDisplayValue('05/01/2026');
        const fecha = await pickerInput(/^Fecha de publicación/);
        await user.click(fecha);
        await user.keyboard('{Control>}a{/Control}{Backspace}');
        await clickSave(user);
        await waitFor(() => expect(fecha.closest('.MuiFormControl-root')).toHaveTextContent(raSpanish.ra.validation.required));
        expect(update).not.toHaveBeenCalled();
        expectNoEnglishNorKeys();
        await user.keyboard('01022027');
        await clickSave(user);
        await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
        // Only the change travels; the stored record keeps its other values.
        expect(update.mock.calls[0]![1].data).toEqual({ publicado_el: '2027-02-01' });
        expect(dataProvider.rows.inmuebles!.find((r) => r.id === 2)).toMatchObject({ publicado_el: '2027-02-01', precio: 123450, moneda: 'PEN' });
      });
    });

    // ---------- Show ----------

    describe('generated show', { timeout: 60000 }, () => {
      it('glosario: labelled values, Spanish Editar, creation time as dd/mm/yyyy hh:mm:ss', async () => {
        setup('/glosario/1/show');
        expect(await screen.findByText('Señal que se entrega para asegurar la compraventa.')).toBeInTheDocument();
        expect(showLabels()).toEqual(['Término', 'Definición', 'Creado el', 'Actualizado el']);
        expect(screen.getAllByText('Arras').length).toBeGreaterThan(0);
        expect(screen.getByText('02/03/2026 10:04:05')).toBeInTheDocument();
        expect(await screen.findByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/glosario/1');
        expectNoEnglishNorKeys();
      });

      it('usuarios: labelled values, enums by name, no password', async () => {
        setup('/usuarios/2/show');
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
        setup('/inmuebles/1/show');
        expect(await screen.findByText('US$ 250,000.00')).toBeInTheDocument();
        expect(showLabels()).toEqual([
          'Título',
          'Operación',
          'Amoblado',
          'Moneda',
          'Precio',
          'Fecha de publicación',
          'Ambientes',
          'Creado el',
          'Actualizado el',
        ]);
        expect(screen.getByText('21/11/2026')).toBeInTheDocument();
        expect(screen.getByText('Venta')).toBeInTheDocument();
        expect(screen.getByText('Dólares (US$)')).toBeInTheDocument();
        expect(screen.getByLabelText('Sí')).toBeInTheDocument();
        expect(screen.getByText('Terraza')).toBeInTheDocument();
        expectNoEnglishNorKeys();
      });
    });
  });
}
