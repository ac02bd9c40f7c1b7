// Number and money inputs typed as text: letters refused with a message, es-PE grouping accepted, the currency
// symbol from the sibling field.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, SaveButton, SelectInput } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { MoneyTextInput } from '../../src/framework/fields/money/MoneyInput';
import { NumberTextInput } from '../../src/framework/fields/shared/views/NumberTextInput';
import { parseAmount } from '../../src/framework/fields/shared/amount';
import { MONEDA_CHOICES } from '../../src/resources/common';
import { renderView } from './render';

function renderForm(input: React.ReactElement, record: Record<string, unknown> = {}) {
  const onSubmit = vi.fn();
  renderView(
    'ofertantes',
    <Form record={{ id: 1, ...record }} onSubmit={onSubmit}>
      {input}
      <SaveButton alwaysEnable />
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
    await new Promise((r) => setTimeout(r, 50));
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
    const input = screen.getByRole('textbox', { name: 'Precio' }) as HTMLInputElement;
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
