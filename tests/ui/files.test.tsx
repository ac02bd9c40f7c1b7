// The 'file' field's browser pieces: FileInput uploads with a progress bar and puts the generated name in the form;
// a refusal shows the server's Spanish message; FileField downloads with the token under the original name.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, RecordContextProvider, SaveButton } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineModule } from '../../src/framework/schema';
import { dispositionName } from '../../src/framework/fields/file/api';
import { FileField } from '../../src/framework/fields/file/FileField';
import { FileInput } from '../../src/framework/fields/file/FileInput';
import { renderView } from './render';

const expedientes = defineModule({
  name: 'expedientes',
  key: 'id_expediente',
  label: { one: 'Expediente', many: 'Expedientes' },
  fields: { titulo: { type: 'text', label: 'Título' }, archivo: { type: 'file', label: 'Contrato firmado', maxBytes: 1024 } },
  list: { columns: ['titulo'], sort: { field: 'titulo', order: 'ASC' } },
  access: { Administrador: { read: true, create: true, update: true, delete: true }, Agente: { read: true } },
  representation: '%{titulo}',
});
// Its own declaration (a 'file' field), as FileInput takes it.
const field = expedientes.fields.archivo;

class FakeXhr {
  static last: FakeXhr | undefined;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  headers: Record<string, string> = {};
  method = '';
  url = '';
  body: FormData | undefined;
  status = 0;
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {
    this.onabort?.();
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(() => {
  localStorage.setItem('token', 'tok-123');
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  FakeXhr.last = undefined;
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function pick(name: string, size: number, type = 'application/pdf') {
  const file = new File([new Uint8Array(size)], name, { type });
  fireEvent.change(screen.getByTestId('file-input-archivo'), { target: { files: [file] } });
  return file;
}

describe('FileInput', () => {
  it('uploads at once with a progress bar and puts the generated name in the form', async () => {
    const onSubmit = vi.fn();
    renderView(
      'expedientes',
      <Form record={{ id: 1, titulo: 'x', archivo: null }} onSubmit={onSubmit}>
        <FileInput source="archivo" field={field} />
        <SaveButton alwaysEnable />
      </Form>,
      { modules: [expedientes] },
    );
    expect(screen.getByText('Sin archivo')).toBeInTheDocument();
    expect(screen.getByText('PDF, JPEG, PNG o WebP · hasta 1 KB')).toBeInTheDocument();
    const file = pick('Contrato firmado.pdf', 500);
    const xhr = FakeXhr.last as FakeXhr;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/archivos/subir');
    expect(xhr.headers.Authorization).toBe('Bearer tok-123');
    expect(xhr.body?.get('modulo')).toBe('expedientes');
    expect(xhr.body?.get('campo')).toBe('archivo');
    expect((xhr.body?.get('file') as File).name).toBe(file.name);
    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 500 }));
    expect(await screen.findByText('Subiendo… 40 %')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    act(() =>
      xhr.respond(201, {
        status: 'success',
        data: { archivo: `${'a'.repeat(32)}.pdf`, nombre: 'Contrato firmado.pdf', mime: 'application/pdf', bytes: 500 },
      }),
    );
    expect(await screen.findByText('Contrato firmado.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reemplazar' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0].archivo).toBe(`${'a'.repeat(32)}.pdf`);
  });

  it("shows the server's Spanish message when the file is refused, and checks the size before sending", async () => {
    renderView(
      'expedientes',
      <Form record={{ id: 1, archivo: null }}>
        <FileInput source="archivo" field={field} />
      </Form>,
      { modules: [expedientes] },
    );
    pick('grande.pdf', 2048);
    expect(await screen.findByText('«grande.pdf» supera el tamaño máximo de 1 KB.')).toBeInTheDocument();
    expect(FakeXhr.last).toBeUndefined();
    pick('virus.pdf', 100);
    act(() =>
      (FakeXhr.last as FakeXhr).respond(400, {
        status: 'error',
        msg: '«virus.pdf» no es un tipo de archivo permitido. Se aceptan: PDF, JPEG, PNG o WebP.',
      }),
    );
    expect(await screen.findByText(/no es un tipo de archivo permitido/)).toBeInTheDocument();
    expect(screen.getByText('Sin archivo')).toBeInTheDocument();
  });

  it('shows the saved file by its original name and removes it from the form', async () => {
    renderView(
      'expedientes',
      <Form record={{ id: 7, archivo: `${'b'.repeat(32)}.pdf`, archivo_nombre: 'Minuta.pdf' }}>
        <FileInput source="archivo" field={field} />
      </Form>,
      { modules: [expedientes] },
    );
    expect(screen.getByText('Minuta.pdf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Quitar archivo' }));
    expect(await screen.findByText('Sin archivo')).toBeInTheDocument();
  });
});

describe('FileField', () => {
  it('downloads with the Bearer token under the original name; "Ver" for PDFs', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(new Blob(['%PDF-1.4']), {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="Minuta _.pdf"; filename*=UTF-8''Minuta%20%C3%B1.pdf`,
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const created: string[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = () => 'blob:x';
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      created.push(this.download);
    });
    renderView(
      'expedientes',
      <RecordContextProvider value={{ id: 7, archivo: `${'b'.repeat(32)}.pdf`, archivo_nombre: 'Minuta ñ.pdf' }}>
        <FileField source="archivo" field={field} />
      </RecordContextProvider>,
      { modules: [expedientes] },
    );
    expect(screen.getByRole('button', { name: 'Ver' })).toBeInTheDocument();
    fireEvent.click(screen.getByText('Minuta ñ.pdf'));
    await waitFor(() => expect(created).toEqual(['Minuta ñ.pdf']));
    expect(fetchMock).toHaveBeenCalledWith('/api/archivos/descargar/expedientes/7/archivo', { headers: { Authorization: 'Bearer tok-123' } });
    click.mockRestore();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('reads the original name from Content-Disposition', () => {
    expect(dispositionName(`attachment; filename="a.pdf"; filename*=UTF-8''Contrato%20%E2%80%93%20Miraflores.pdf`)).toBe('Contrato – Miraflores.pdf');
    expect(dispositionName('inline; filename="b.pdf"')).toBe('b.pdf');
    expect(dispositionName(null)).toBeNull();
  });
});
