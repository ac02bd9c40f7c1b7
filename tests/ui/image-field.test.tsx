// The 'image' field shows its picture where the app serves it: the URLs are the app's (src/lib/images.ts), handed
// to the framework when the data provider's module loads (src/dataProvider/http.ts), not built by the framework.
import { screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { SchemaField } from '../../src/framework/views/fields';
import { renderView } from './render';

const show = (record: Record<string, unknown>, imageKind?: 'avatar') =>
  renderView(
    'ofertantes',
    <RecordContextProvider value={{ id: 7, ...record }}>
      <SchemaField source="imagen" field={{ type: 'image', label: 'Foto', imageKind }} />
    </RecordContextProvider>,
  );

describe('image field', () => {
  it("shows a record's photo, small, from the record's folder; nothing without one", () => {
    const { unmount } = show({ imagen: 'casa 1.jpg' });
    expect(screen.getByRole('img', { name: 'Foto' })).toHaveAttribute('src', '/api/uploads/188X125/7/casa%201.jpg');
    unmount();
    show({ imagen: null });
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("shows a user's avatar, or the default one", () => {
    const { unmount } = show({ imagen: 'ana.png' }, 'avatar');
    expect(screen.getByRole('img', { name: 'Foto' })).toHaveAttribute('src', '/api/uploads/usuarios/mini/ana.png');
    unmount();
    show({ imagen: null }, 'avatar');
    expect(screen.getByRole('img', { name: 'Foto' })).toHaveAttribute('src', '/img/avatar-default.svg');
  });
});
