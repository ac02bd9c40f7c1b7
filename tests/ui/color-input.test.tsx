// The colour picker as the etiquetas form uses it (field type 'color' → ColorInput): palette, variants, typed
// text in every format, keyboard, 'Aceptar' writes the form value and 'Cancelar' or Escape leaves it unchanged.
// Saved to the in-process server (server.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import etiquetas from '../../src/resources/etiquetas/schema';
import { renderAdmin } from './render';
import { withServer } from './server';

const server = withServer();

function setup() {
  const view = renderAdmin({ path: '/etiquetas/create' });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

const opener = () => screen.findByRole('button', { name: /^Elegir color: Color/ });
const picker = () => screen.findByRole('dialog', { name: 'Selector de color' });
/** The picker, opened and loaded (its lazy chunk in place). */
async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await opener());
  const dialog = await picker();
  await within(dialog).findByRole('grid', { name: 'Paleta' });
  return within(dialog);
}

describe('ColorInput on the etiquetas form', () => {
  it('picks a colour from the palette, accepts it and saves it', async () => {
    const { user } = setup();
    expect(await screen.findByText('#623AA2')).toBeInTheDocument();
    const dialog = await open(user);
    await user.click(dialog.getByRole('button', { name: 'Verde azulado' }));
    expect(dialog.getByRole('textbox', { name: 'Valor del color' })).toHaveValue('#009688');
    await user.click(dialog.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('#009688')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Nombre/ }), 'Urgente');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(async () => expect(await server.rowsWhere(etiquetas, 'nombre', 'Urgente')).toMatchObject([{ color: '#009688' }]));
  });

  it('Cancelar and Escape discard the colour picked', async () => {
    const { user } = setup();
    let dialog = await open(user);
    await user.click(dialog.getByRole('button', { name: 'Rojo' }));
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('#623AA2')).toBeInTheDocument();

    dialog = await open(user);
    await user.click(dialog.getByRole('button', { name: 'Rosa' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('#623AA2')).toBeInTheDocument();
  });

  it('is operated with the keyboard: arrows in the palette, Enter to choose, a variant, Aceptar', async () => {
    const { user } = setup();
    const dialog = await open(user);
    const rojo = dialog.getByRole('button', { name: 'Rojo' });
    expect(rojo).toHaveAttribute('tabindex', '0');
    rojo.focus();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    // Six colours a row: right of Rojo is Rosa, below Rosa is Cian (the 8th).
    expect(dialog.getByRole('button', { name: 'Cian' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(dialog.getByRole('textbox', { name: 'Valor del color' })).toHaveValue('#00bcd4');

    await user.click(dialog.getByRole('tab', { name: 'Variantes' }));
    const variants = dialog.getByRole('grid', { name: 'Variantes de Cian' });
    expect(within(variants).getAllByRole('button')).toHaveLength(14);
    await user.click(within(variants).getByRole('button', { name: 'Cian 900' }));
    dialog.getByRole('button', { name: 'Aceptar' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByText('#006064')).toBeInTheDocument());
  });

  it('shows the value in hex, rgba, hsla and cmyk in turn, and takes typed text in any of them', async () => {
    const { user } = setup();
    const dialog = await open(user);
    const field = dialog.getByRole('textbox', { name: 'Valor del color' });
    const shown: string[] = [];
    for (let i = 0; i < 4; i++) {
      shown.push((field as HTMLInputElement).value);
      await user.click(dialog.getByRole('button', { name: /^Formato:/ }));
    }
    expect(shown).toEqual(['#623aa2', 'rgba(98, 58, 162, 1)', 'hsla(263, 47%, 43%, 1)', 'cmyk(40%, 64%, 0%, 36%)']);
    expect(field).toHaveValue('#623aa2');

    await user.clear(field);
    await user.type(field, 'no es un color{Enter}');
    expect(dialog.getByText(/Color no válido/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Aceptar' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'cmyk(0%, 100%, 100%, 0%){Enter}');
    expect(field).toHaveValue('cmyk(0%, 100%, 100%, 0%)');
    await user.clear(field);
    await user.type(field, 'hsla(120, 100%, 25%, 0.5)');
    await user.click(dialog.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.getByText('#00800080')).toBeInTheDocument());
  });
});
