// A list whose server counted only up to its cap (totalExacto: false) says 'más de 10 000' and still pages on;
// an exact total reads as before.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SchemaList } from '../../src/framework/views/ResourceViews';
import glosario from '../../src/resources/glosario/schema';
import { memoryDataProvider, renderView, type Rows } from './render';

const DATA: Rows = {
  glosario: Array.from({ length: 30 }, (_, i) => ({ id_glosario: i + 1, id: i + 1, termino: `Término ${i + 1}`, definicion: 'Definición.' })),
};

describe('ListPagination', () => {
  it("says 'más de 10 000' when the total is a floor", async () => {
    const memory = memoryDataProvider(DATA);
    const dataProvider = {
      ...memory,
      getList: async (resource: string, params: Parameters<typeof memory.getList>[1]) => ({
        ...(await memory.getList(resource, params)),
        total: 10_000,
        meta: { totalExacto: false },
      }),
    };
    renderView('glosario', <SchemaList schema={glosario} />, { dataProvider });
    expect(await screen.findByText('1-25 de más de 10 000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /siguiente|next/i })).toBeEnabled();
  });

  it('reads an exact total as before', async () => {
    renderView('glosario', <SchemaList schema={glosario} />, { data: DATA });
    expect(await screen.findByText('1-25 de 30')).toBeInTheDocument();
  });
});
