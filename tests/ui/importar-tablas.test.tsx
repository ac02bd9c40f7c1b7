// The tables of Sistema › Importar, one component (ImportTable) for the three: the mapping of columns, the preview's
// rows and the past imports (read from the in-process server, server.ts) — column titles as column headers, each
// row named by its own header cell, the row's cells, and the line said when a group has no rows.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { t } from '#server/http';
import ofertantes from '../../src/resources/ofertantes/schema';
import { ImportHistory } from '../../src/features/importaciones/ImportHistory';
import { MappingStep } from '../../src/features/importaciones/MappingStep';
import { PreviewStep } from '../../src/features/importaciones/PreviewStep';
import type { AnalisisGuardado } from '../../src/features/importaciones/shared/types';
import { modules } from '../../src/resources/registry';
import { renderView } from './render';
import { withServer } from './server';

const celda = (fila: number, columna: string) => t('app.importar.celda', { fila, columna });

const ANALISIS: AnalisisGuardado = {
  id: 7,
  archivo: 'cartera.xlsx',
  modulo: 'ofertantes',
  hoja: 'Inmuebles',
  hojas: ['Inmuebles'],
  columnas: [
    { columna: 'Descripción', campo: 'descripcion' },
    { columna: 'Precio', campo: 'precio' },
    { columna: 'Observación', campo: null },
  ],
  sinMapear: ['Observación'],
  faltantes: [],
  filas: [
    { fila: 2, clase: 'nuevo', celdas: ['Casa en Surco', 'S/ 350 000', 'llamar'], valores: {}, errores: [], cambios: [] },
    {
      fila: 3,
      clase: 'error',
      celdas: ['', 'gratis', null],
      valores: {},
      errores: [{ columna: 'Precio', campo: 'precio', mensaje: 'Debe ser un número', celda: celda(3, 'Precio') }],
      cambios: [],
    },
    {
      fila: 4,
      clase: 'duplicado',
      celdas: ['Casa en Surco', 'S/ 350 000', null],
      valores: {},
      errores: [],
      cambios: [],
      duplicado: { fila: 2, registro: 'Repite la fila 2 (dirección y distrito).', campo: 'dirección y distrito' },
    },
  ],
  resumen: { total: 3, nuevos: 1, duplicados: 1, errores: 1 },
};

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

withServer({
  seed: async (s) => {
    const now = '2026-11-20T15:30:00.000Z';
    const admin = await s.db.selectFrom('usuarios').select('id_usuario').executeTakeFirstOrThrow();
    const { id_importacion } = await s.db
      .insertInto('importaciones')
      .values({
        modulo: 'ofertantes',
        id_usuario: admin.id_usuario,
        archivo: 'cartera-2026.xlsx',
        hoja: 'Inmuebles',
        estado: 'completada',
        resumen: JSON.stringify(ANALISIS.resumen),
        resultado: JSON.stringify({ creados: 12, actualizados: 3, omitidos: 0, fallidas: [] }),
        creado_en: now,
        actualizado_en: now,
      })
      .returning('id_importacion')
      .executeTakeFirstOrThrow();
    await s.db
      .insertInto('importacion_analisis')
      .values({ id_importacion, analisis: JSON.stringify(ANALISIS) })
      .execute();
  },
});

describe('the tables of Sistema › Importar', () => {
  it('the preview: a row per file row, named by its number, with its state and detail; an empty group says so', async () => {
    renderView('ofertantes', <PreviewStep analisis={ANALISIS} duplicados="omitir" onDuplicados={() => undefined} />);
    const table = await screen.findByTestId('importar-filas');
    expect(headers(table)).toEqual(['Fila', 'Estado', 'Contenido', 'Detalle']);
    const error = within(table).getByRole('rowheader', { name: '3' }).closest('tr');
    expect(error).toHaveAttribute('data-testid', 'importar-fila-3');
    expect(within(error as HTMLElement).getByText('Error')).toBeInTheDocument();
    expect(within(error as HTMLElement).getByText(`Fila 3, columna «Precio»: Debe ser un número`)).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: '4' }).closest('tr')).toHaveTextContent('Repite la fila 2');
    expect(within(table).getAllByRole('row')).toHaveLength(4);

    await userEvent.click(screen.getByTestId('importar-filtro-error'));
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['3']);
    await userEvent.click(screen.getByTestId('importar-filtro-nuevo'));
    await userEvent.click(screen.getByTestId('importar-filtro-duplicado'));
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['4']);
  });

  it('says so when a group has no rows', async () => {
    const sinDuplicados = { ...ANALISIS, filas: ANALISIS.filas.filter((f) => f.clase !== 'duplicado') };
    renderView('ofertantes', <PreviewStep analisis={sinDuplicados} duplicados="omitir" onDuplicados={() => undefined} />);
    await userEvent.click(await screen.findByTestId('importar-filtro-duplicado'));
    const table = screen.getByTestId('importar-filas');
    expect(within(table).queryAllByRole('rowheader')).toHaveLength(0);
    expect(within(table).getByRole('cell', { name: t('app.importar.vista.sin_filas') })).toHaveAttribute('colspan', '4');
  });

  it('the mapping: a row per column of the file, its example, and a select of the field it feeds', async () => {
    const onReanalyze = vi.fn();
    renderView(
      'ofertantes',
      <MappingStep
        schema={ofertantes}
        analisis={ANALISIS}
        busy={false}
        onDirty={() => undefined}
        onHoja={() => undefined}
        onReanalyze={onReanalyze}
      />,
    );
    const table = await screen.findByTestId('importar-mapeo');
    expect(headers(table)).toEqual(['Columna del archivo', 'Ejemplo', 'Campo']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Descripción', 'Precio', 'Observación']);
    const precio = within(table).getByRole('rowheader', { name: 'Precio' }).closest('tr') as HTMLElement;
    expect(precio).toHaveTextContent('S/ 350 000');
    expect(within(precio).getByRole('combobox', { name: 'Campo para la columna «Precio»' })).toHaveTextContent('Precio *');
    const observacion = within(table).getByRole('combobox', { name: 'Campo para la columna «Observación»' });
    expect(observacion).toHaveTextContent(t('app.importar.columnas.ninguno'));
    await userEvent.click(observacion);
    await userEvent.click(await screen.findByRole('option', { name: 'Referencia' }));
    await userEvent.click(await screen.findByTestId('importar-reanalizar'));
    expect(onReanalyze).toHaveBeenCalledWith({ Descripción: 'descripcion', Precio: 'precio', Observación: 'referencia' });
  });

  it('the past imports: a row per import, from the server, with what it wrote; opening one', async () => {
    const onOpen = vi.fn();
    renderView('ofertantes', <ImportHistory modules={modules} onOpen={onOpen} />);
    const card = await screen.findByTestId('importar-historial');
    const table = await within(card).findByRole('table');
    expect(headers(table)).toEqual(['Fecha', 'Módulo', 'Archivo', 'Por', 'Estado', 'Registros']);
    const row = within(table).getByText('cartera-2026.xlsx').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Ofertantes');
    expect(row).toHaveTextContent('Completada');
    expect(row).toHaveTextContent('12 creados · 3 actualizados');
    await userEvent.click(within(row).getByRole('button', { name: /Abrir la importación #\d+ del 20\/11\/2026/ }));
    expect(onOpen).toHaveBeenCalledWith(expect.any(Number));
  });
});
