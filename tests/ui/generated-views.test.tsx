// The views generated from a module's schema (the suite in generatedViews.tsx) through the app's form-encoded
// dataProvider; generated-views-rest.test.tsx runs the same suite through the REST one. Plus the checks of the
// English list and of the test wrapper itself.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SchemaList } from '../../src/framework/views/ResourceViews';
import glosario from '../../src/resources/glosario/schema';
import { allModules, columnHeaders, DATA, describeGeneratedViews, ENGLISH } from './generatedViews';
import { memoryDataProvider, renderView } from './render';

describe('sanity of the English list', () => {
  it('holds the usual react-admin English texts', () => {
    for (const t of ['Create', 'Save', 'Export', 'Search', 'Delete', 'Edit', 'Required', 'Rows per page:']) expect(ENGLISH).toContain(t);
  });
});

describeGeneratedViews('form');

describe('test wrapper', () => {
  it('the in-memory data provider pages, sorts, filters by equality and by q substring', async () => {
    const dp = memoryDataProvider(DATA, allModules);
    const list = (params: Partial<Parameters<typeof dp.getList>[1]>) =>
      dp.getList('glosario', { pagination: { page: 1, perPage: 25 }, sort: { field: 'termino', order: 'ASC' }, filter: {}, ...params });
    expect((await list({})).data.map((r) => r.id)).toEqual([1, 2, 3]);
    expect((await list({ sort: { field: 'termino', order: 'DESC' } })).data.map((r) => r.termino)).toEqual(['Tasación', 'Hipoteca', 'Arras']);
    const page2 = await list({ pagination: { page: 2, perPage: 2 } });
    expect(page2).toMatchObject({ total: 3, data: [{ termino: 'Tasación' }] });
    expect((await list({ filter: { termino: 'Arras' } })).data.map((r) => r.id)).toEqual([1]);
    expect((await list({ filter: { q: 'PERITO' } })).data.map((r) => r.id)).toEqual([3]);
    const usuariosActivos = await dp.getList('usuarios', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { estado: 'activo' },
    });
    expect(usuariosActivos.data.map((r) => r.usuario)).toEqual(['aquispe']);
    const created = await dp.create('glosario', { data: { termino: 'Minuta', definicion: 'x' } });
    expect(created.data).toMatchObject({ id: 4, id_glosario: 4 });
    expect((await dp.getOne('glosario', { id: 4 })).data.termino).toBe('Minuta');
  });

  it('renderView: one generated view alone, in a ResourceContextProvider', async () => {
    renderView('glosario', <SchemaList schema={glosario} />, { data: DATA });
    expect(await screen.findByText('Hipoteca')).toBeInTheDocument();
    expect(columnHeaders()).toEqual(['Término', 'Definición']);
    expect(screen.getByPlaceholderText('Buscar')).toBeInTheDocument();
  });
});
