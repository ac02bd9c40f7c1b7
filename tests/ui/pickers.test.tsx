// The date, time and datetime pickers (src/framework/fields/date, time, datetime; shared/pickers): typed or picked, stored as the server stores them,
// nothing shifted by a day in Lima (UTC−5), and an impossible date refused at once in Spanish.
process.env.TZ = 'America/Lima';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, SaveButton } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { DatePickerInput } from '../../src/framework/fields/date/DateInput';
import { DateTimePickerInput } from '../../src/framework/fields/datetime/DateTimeInput';
import { TimePickerInput } from '../../src/framework/fields/time/TimeInput';
import { localToIsoDate, localToIsoDateTime } from '../../src/framework/fields/shared/pickers/values';
import { renderView, SubmitCount, submitted } from './render';

function renderForm(input: React.ReactElement, record: Record<string, unknown> = {}) {
  const onSubmit = vi.fn();
  renderView(
    'citas',
    <Form record={{ id: 1, ...record }} onSubmit={onSubmit}>
      {input}
      <SaveButton alwaysEnable />
      <SubmitCount />
    </Form>,
  );
  return onSubmit;
}

/** The picker's own text field, once the lazy chunk has replaced the read-only fallback. */
async function pickerInput(label: RegExp): Promise<HTMLInputElement> {
  return waitFor(() => {
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: label });
    expect(input).not.toHaveAttribute('readonly');
    return input;
  });
}

describe('values in Lima (UTC−5)', () => {
  it('keeps the calendar day of a date picked late in the evening', () => {
    expect(new Date(2026, 10, 21, 23, 30).getTimezoneOffset()).toBe(300);
    expect(localToIsoDate(new Date(2026, 10, 21, 23, 30))).toBe('2026-11-21');
    // 23:30 in Lima is already the 22nd in UTC: the stored date is still the 21st.
    expect(localToIsoDate(new Date('2026-11-22T04:30:00Z'))).toBe('2026-11-21');
    expect(localToIsoDateTime(new Date(2026, 10, 21, 23, 30))).toBe('2026-11-22T04:30:00.000Z');
  });
});

describe('DatePickerInput', () => {
  it('shows a stored date as dd/MM/yyyy and saves a typed one as YYYY-MM-DD', async () => {
    const onSubmit = renderForm(<DatePickerInput source="fecha" label="Fecha" />, { fecha: '2026-03-05' });
    const input = await pickerInput(/Fecha/);
    expect(input.value).toBe('05/03/2026');
    fireEvent.change(input, { target: { value: '21/11/2026' } });
    await waitFor(() => expect(input.value).toBe('21/11/2026'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0].fecha).toBe('2026-11-21');
  });

  it('saves the day clicked in the calendar, late in the evening in Lima, without shifting it', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 3, 23, 45) });
    try {
      const onSubmit = renderForm(<DatePickerInput source="fecha" label="Fecha" />);
      await pickerInput(/Fecha/);
      await userEvent.click(screen.getByRole('button', { name: /Elige fecha/ }));
      const day = await screen.findByRole('gridcell', { name: '21' });
      await userEvent.click(day);
      // Below the desktop media query (jsdom matches none) the calendar is a dialog confirmed with 'OK'.
      await userEvent.click(screen.getByRole('button', { name: 'OK' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalled());
      expect(onSubmit.mock.calls[0]![0].fecha).toBe('2026-11-21');
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts the week on Monday', async () => {
    renderForm(<DatePickerInput source="fecha" label="Fecha" />, { fecha: '2026-11-21' });
    await pickerInput(/Fecha/);
    await userEvent.click(screen.getByRole('button', { name: /Elige fecha/ }));
    const headers = await screen.findAllByRole('columnheader');
    expect(headers[0]).toHaveAccessibleName(/lunes/i);
  });

  it('refuses an impossible date at once, in Spanish, and does not save', async () => {
    const onSubmit = renderForm(<DatePickerInput source="fecha" label="Fecha" />);
    const input = await pickerInput(/Fecha/);
    await userEvent.click(input);
    await userEvent.keyboard('31022026');
    expect(input.value).toBe('31/02/2026');
    expect(await screen.findByText(/Fecha no válida/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await submitted();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('TimePickerInput and DateTimePickerInput', () => {
  it('shows and saves 24-hour times', async () => {
    const onSubmit = renderForm(<TimePickerInput source="hora" label="Hora" />, { hora: '15:00' });
    const input = await pickerInput(/Hora/);
    expect(input.value).toBe('15:00');
    fireEvent.change(input, { target: { value: '18:30' } });
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0].hora).toBe('18:30');
  });

  it('shows a stored instant in Lima time and saves it back as ISO UTC', async () => {
    const onSubmit = renderForm(<DateTimePickerInput source="momento" label="Momento" />, { momento: '2026-11-22T02:30:00.000Z' });
    const input = await pickerInput(/Momento/);
    expect(input.value).toBe('21/11/2026 21:30');
    fireEvent.change(input, { target: { value: '21/11/2026 22:15' } });
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0].momento).toBe('2026-11-22T03:15:00.000Z');
  });
});
