// Cross-field rules show in the form as soon as their values are there, before a submit and with other
// required fields still empty. The form's choices (agentes) come from the in-process server (server.ts).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from './render';
import { withServer } from './server';

withServer();

describe('precio_min ≤ precio_max in the demandante form', () => {
  it('shows its message once both are typed, in either order, and drops it when corrected', async () => {
    renderAdmin({ path: '/demandantes/create' });
    const max = await screen.findByRole('textbox', { name: /Precio máximo/ });
    const min = screen.getByRole('textbox', { name: /Precio mínimo/ });
    fireEvent.change(max, { target: { value: '1000' } });
    fireEvent.blur(max);
    fireEvent.change(min, { target: { value: '2000' } });
    fireEvent.blur(min);
    expect(await screen.findByText('El precio máximo no puede ser menor que el mínimo')).toBeInTheDocument();
    fireEvent.change(min, { target: { value: '500' } });
    await waitFor(() => expect(screen.queryByText('El precio máximo no puede ser menor que el mínimo')).toBeNull());
  });
});
