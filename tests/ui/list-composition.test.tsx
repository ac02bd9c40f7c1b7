// A generated list bent by a module's index: one column's cell drawn another way, an extra column, row actions,
// and react-admin List props (a permanent filter, no exporter) — without writing the table by hand.
import { screen, within } from '@testing-library/react';
import { useRecordContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { SchemaList } from '../../src/framework/views/ResourceViews';
import glosario from '../../src/resources/glosario/schema';
import { renderView, type Rows } from './render';

const DATA: Rows = {
  glosario: [
    { id_glosario: 1, termino: 'Arras', definicion: 'Señal que se entrega para asegurar la compraventa.' },
    { id_glosario: 2, termino: 'Hipoteca', definicion: 'Garantía real sobre un inmueble.' },
  ],
};

function Shout() {
  const record = useRecordContext();
  return <strong>{String(record?.termino ?? '').toUpperCase()}</strong>;
}

function Length() {
  const record = useRecordContext();
  return <span>{String(record?.definicion ?? '').length} letras</span>;
}

function Pick() {
  const record = useRecordContext();
  return <button type="button">{`Elegir ${String(record?.termino)}`}</button>;
}

const headers = () =>
  screen
    .getAllByRole('columnheader')
    .map((h) => h.textContent?.trim() ?? '')
    .filter(Boolean);

describe('SchemaList composed by a module', () => {
  it('overrides a cell, adds a column and row actions, keeps the other columns generated', async () => {
    renderView(
      'glosario',
      <SchemaList
        schema={glosario}
        compose={{
          cells: { termino: { render: <Shout />, label: 'Palabra' } },
          extraColumns: [{ id: 'largo', label: 'Largo', render: <Length /> }],
          rowActions: <Pick />,
        }}
      />,
      { data: DATA },
    );
    expect(await screen.findByText('HIPOTECA')).toBeInTheDocument();
    expect(screen.queryByText('Hipoteca')).not.toBeInTheDocument();
    expect(headers()).toEqual(['Palabra', 'Definición', 'Largo']);
    const row = screen.getByText('ARRAS').closest('tr');
    if (!row) throw new Error('sin fila');
    expect(within(row).getByText('Señal que se entrega para asegurar la compraventa.')).toBeInTheDocument();
    expect(within(row).getByText('50 letras')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Elegir Arras' })).toBeInTheDocument();
  });

  it('takes react-admin List props: a permanent filter, and no export button when the exporter is off', async () => {
    renderView('glosario', <SchemaList schema={glosario} list={{ filter: { termino: 'Arras' }, exporter: false, title: 'Solo arras' }} />, {
      data: DATA,
    });
    expect(await screen.findByText('Arras')).toBeInTheDocument();
    expect(screen.queryByText('Hipoteca')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /exportar/i })).not.toBeInTheDocument();
  });
});
