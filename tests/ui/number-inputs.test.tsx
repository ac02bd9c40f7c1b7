// Number and money inputs typed as text: letters refused with a message, es-PE grouping accepted, the currency
// symbol from the sibling field; in a list's money range filter, the S/ | US$ switch that sets the currency filter
// (the list's rows and what its requests ask come from the in-process server, server.ts).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, SaveButton, SelectInput } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { MoneyTextInput } from '../../src/framework/fields/money/MoneyInput';
import { NumberTextInput } from '../../src/framework/fields/shared/views/NumberTextInput';
import { parseAmount } from '../../src/framework/fields/shared/amount';
import { SchemaList } from '../../src/framework/views/ResourceViews';
import { MapFilters } from '../../src/features/map/MapFilters';
import { MONEDA_CHOICES } from '../../src/resources/common';
import ofertantes from '../../src/resources/ofertantes/schema';
import { renderView, SubmitCount, submitted } from './render';
import { withServer } from './server';

function renderForm(input: React.ReactElement, record: Record<string, unknown> = {}) {
  const onSubmit = vi.fn();
  renderView(
    'ofertantes',
    <Form record={{ id: 1, ...record }} onSubmit={onSubmit}>
      {input}
      <SaveButton alwaysEnable />
      <SubmitCount />
    </Form>,
  );
  return onSubmit;
}

async function save(onSubmit: ReturnType<typeof vi.fn>) {
  await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  return onSubmit.mock.calls[0]![0] as Record<string, unknown>;
}

describe('parseAmount', () => {
  it('reads es-PE amounts and refuses the rest', () => {
    expect(parseAmount('1,250.50')).toBe(1250.5);
    expect(parseAmount('1250.5')).toBe(1250.5);
    expect(parseAmount(' 1 250 ')).toBe(1250);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('12abc')).toBeUndefined();
    expect(parseAmount('1.250,50')).toBeUndefined();
    expect(parseAmount('12,5')).toBeUndefined();
    expect(parseAmount('1,25,0')).toBeUndefined();
  });
});

describe('NumberTextInput', () => {
  it('refuses letters with a message instead of keeping 12, and does not save', async () => {
    const onSubmit = renderForm(<NumberTextInput source="dormitorios" label="Dormitorios" step={1} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Dormitorios' }), { target: { value: '12abc' } });
    expect(screen.getByText('Debe ser un número')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await submitted();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('accepts 1,250.50 and 1250.5', async () => {
    const onSubmit = renderForm(<NumberTextInput source="area" label="Área" step={0.01} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Área' }), { target: { value: '1,250.50' } });
    expect((await save(onSubmit)).area).toBe(1250.5);
  });

  it('explains the format when typed the European way, and wants whole numbers where the step is 1', () => {
    renderForm(
      <>
        <NumberTextInput source="area" label="Área" step={0.01} />
        <NumberTextInput source="banos" label="Baños" step={1} min={0} />
      </>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Área' }), { target: { value: '1.250,50' } });
    expect(screen.getByText(/Use punto para los decimales/)).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Baños' }), { target: { value: '2.5' } });
    expect(screen.getByText('Debe ser un número entero')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Baños' }), { target: { value: '-1' } });
    expect(screen.getByText('Debe ser como mínimo 0')).toBeInTheDocument();
  });
});

describe('MoneyTextInput', () => {
  const precio = { type: 'money', label: 'Precio', currencyField: 'moneda' } as const;

  it('shows the stored cents as an amount with the currency of the form, and saves cents', async () => {
    const onSubmit = renderForm(
      <>
        <SelectInput source="moneda" label="Moneda" choices={MONEDA_CHOICES as never} />
        <MoneyTextInput source="precio" field={precio} label="Precio" />
      </>,
      { moneda: 'USD', precio: 12345000 },
    );
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Precio' });
    expect(input.value).toBe('123450');
    expect(screen.getByText('US$')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '1,250.50' } });
    expect((await save(onSubmit)).precio).toBe(125050);
  });

  it('shows S/ for soles and refuses letters', () => {
    renderForm(<MoneyTextInput source="precio" field={precio} label="Precio" />, { moneda: 'PEN' });
    expect(screen.getByText('S/')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Precio' }), { target: { value: '500k' } });
    expect(screen.getByText('Debe ser un número')).toBeInTheDocument();
  });
});

describe('Money range filter', () => {
  const codes = { soles: '', dolares: '', barata: '' };
  const server = withServer({
    seed: async (s) => {
      const codeOf = async (values: Record<string, unknown>) => String((await s.record(ofertantes, await s.create(ofertantes, values))).codigo);
      codes.soles = await codeOf({ descripcion: 'Casa en soles', moneda: 'PEN', precio: 80000000 });
      codes.dolares = await codeOf({ descripcion: 'Casa en dólares', moneda: 'USD', precio: 60000000 });
      // US$ 300,000: below US$ 500,000, yet above 500,000 cents: only a range sent in cents leaves it out.
      codes.barata = await codeOf({ descripcion: 'Casa más barata en dólares', moneda: 'USD', precio: 30000000 });
    },
  });

  /** The filters of the list requests the server received, in order. */
  const listFilters = () =>
    server.received
      .filter((r) => r.method === 'GET' && r.path === '/ofertantes/listado')
      .map((r) => JSON.parse(new URLSearchParams(r.query).get('filter') ?? '{}') as Record<string, unknown>);

  it('says which currency the range means: S/ until US$ is chosen, then the request carries moneda=USD and the range in cents', async () => {
    renderView('ofertantes', <SchemaList schema={ofertantes} />);
    await screen.findByText(codes.dolares);
    await userEvent.click(screen.getByRole('button', { name: 'Agregar filtro' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Precio desde' }));
    const desde = await screen.findByRole('textbox', { name: 'Precio desde' });
    const switcher = screen.getByRole('group', { name: 'Moneda de «Precio desde»' });
    // No currency chosen: the server compares in soles, and the switch says so.
    expect(within(switcher).getByRole('button', { name: 'Soles (S/)' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(switcher).getByRole('button', { name: 'Dólares (US$)' }));
    await waitFor(() => expect(within(switcher).getByRole('button', { name: 'Dólares (US$)' })).toHaveAttribute('aria-pressed', 'true'));
    // The currency filter it set is shown with the others (it can be removed there).
    expect(await screen.findByRole('combobox', { name: 'Moneda' })).toHaveTextContent('Dólares (US$)');
    fireEvent.change(desde, { target: { value: '500,000' } });
    await waitFor(() => expect(listFilters().at(-1)).toMatchObject({ moneda: 'USD', precio_gte: 50000000 }));
    expect(await screen.findByText(codes.dolares)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(codes.soles)).not.toBeInTheDocument());
    expect(screen.queryByText(codes.barata)).not.toBeInTheDocument();
  });
});

describe("the map's price range", () => {
  it('says the currency the server compares in: the chosen Moneda, else soles', () => {
    const symbols = () => screen.getAllByText(/^(S\/|US\$)$/).map((el) => el.textContent);
    const none = renderView('ofertantes', <MapFilters value={{}} onChange={() => undefined} />);
    expect(screen.getByRole('spinbutton', { name: 'Precio desde' })).toBeInTheDocument();
    expect(symbols()).toEqual(['S/', 'S/']);
    none.unmount();
    renderView('ofertantes', <MapFilters value={{ moneda: 'USD' }} onChange={() => undefined} />);
    expect(screen.getByRole('spinbutton', { name: 'Precio hasta' })).toBeInTheDocument();
    expect(symbols()).toEqual(['US$', 'US$']);
  });
});
