// The hand-built list of the Libro de Reclamaciones sorts from headers like the generated lists': the hint is the
// header's native title and its accessible name «Ordenar por …», with no tooltip (react-admin's header wraps each
// sort label in an MUI Tooltip whose Popper forced a layout on every render of the list, issue 26 §11).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LibroList } from '../../src/resources/libroreclamaciones/LibroList';
import libro from '../../src/resources/libroreclamaciones/schema';
import { renderView } from './render';
import { withServer } from './server';
import { staysFor } from '../support/staysFor';

describe('Libro de Reclamaciones list', () => {
  withServer({
    seed: async (server) => {
      await server.create(libro);
      await server.create(libro);
    },
  });

  it('has sortable headers hinted by their title and name, without a tooltip to position', async () => {
    renderView('libroreclamaciones', <LibroList />);
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    const sortable = screen.getAllByRole('button', { name: /^Ordenar por / });
    // Número, Fecha, Tipo, Estado and Fecha límite sort; Consumidor and Días restantes do not.
    expect(sortable).toHaveLength(5);
    for (const header of sortable) expect(header).toHaveAttribute('title', header.getAttribute('aria-label'));
    const numero = sortable[0]!;
    fireEvent.mouseOver(numero);
    fireEvent.focus(numero);
    // MUI would show a tooltip after its enter delay (100 ms): none appears in 400 ms.
    expect(await staysFor(400, () => screen.queryByRole('tooltip') === null)).toBe(true);
    const name = numero.getAttribute('aria-label');
    fireEvent.click(numero);
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Ordenar por / })[0]).not.toHaveAttribute('aria-label', name));
  });
});
