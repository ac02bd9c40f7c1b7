// Photos in a real Chromium against the real server (issue 3 §2, the photo half of its browser test): an agent
// creates an ofertante and uploads two photos in its detail (progress, main photo, order, a refused file), and
// changes their avatar in Mi Perfil, which the header shows at once.
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, login, newPage, screenshot, storage, takePageErrors } from './browser';
import { E2E_PASSWORD } from './constants';

const baseUrl = inject('baseUrl');

let browser: Browser;
let page: Page;

async function picture(color: string, name: string) {
  const buffer = await sharp({ create: { width: 1400, height: 900, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** The photos' ids as the grid shows them, in order. */
const gridIds = (p: Page) => p.getByTestId('foto').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-id'))));

async function api<T>(p: Page, path: string): Promise<T> {
  return p.evaluate(async (u) => {
    const res = await fetch(`/api${u}`, { headers: { Authorization: `Bearer ${localStorage.getItem('token') ?? ''}` } });
    return (await res.json()).data;
  }, path) as Promise<T>;
}

beforeAll(async () => {
  browser = await launch();
  page = await newPage(browser);
  await login(page, baseUrl, 'agente', E2E_PASSWORD);
});

afterEach(() => {
  expect(takePageErrors()).toEqual([]);
});

afterAll(async () => {
  await browser?.close();
});

describe('fotos de un ofertante', () => {
  it('sube dos fotos, la primera pasa a principal; elige otra principal y reordena; un texto .jpg se rechaza', async () => {
    // The ofertante comes from the API (the form is tested elsewhere); everything about photos goes through the UI.
    const created = await page.evaluate(async () => {
      const body = new URLSearchParams({
        authorization: localStorage.getItem('token') ?? '',
        json: JSON.stringify({
          descripcion: 'Departamento con dos fotos (prueba)',
          tipo_operacion: 'V',
          tipo_inmueble: 'departamento',
          moneda: 'USD',
          precio: 18_500_000,
          direccion: 'Av. José Larco 123',
          distrito: 'Miraflores',
          propietario_nombre: 'Ana Torres',
        }),
      });
      const res = await fetch('/api/ofertantes/registrar', { method: 'POST', body });
      return (await res.json()).data as { id_propiedad: number };
    });
    const id = created.id_propiedad;
    await page.goto(`${baseUrl}/ofertantes/${id}/show`);
    await page.getByRole('tab', { name: 'Fotos' }).click();
    await page.getByText('Este inmueble aún no tiene fotos.').waitFor();

    await page.getByTestId('photo-input').setInputFiles([await picture('#3a7bd5', 'fachada.jpg'), await picture('#e07a5f', 'sala.jpg')]);
    await expect.poll(() => page.getByTestId('foto').count(), { timeout: 20_000 }).toBe(2);
    await page.getByText('Fotos subidas: 2.').waitFor();
    const cards = page.getByTestId('foto');
    await expect.poll(() => cards.first().getByText('Principal').count()).toBe(1);
    // The M pictures really load from /api/uploads/373X275/{id}/...
    await expect
      .poll(() =>
        cards
          .locator('img')
          .evaluateAll((imgs) =>
            imgs.map((i) => (i as HTMLImageElement).naturalWidth > 0 && (i as HTMLImageElement).src.includes('/api/uploads/373X275/')),
          ),
      )
      .toEqual([true, true]);
    const [first, second] = await gridIds(page);
    const photos = await api<{ id_imagen: number; archivo: string }[]>(page, `/imagenes/propiedad/${id}`);
    const detail = await api<{ imagen: string }>(page, `/ofertantes/detalle/${id}`);
    expect(detail.imagen).toBe(photos.find((x) => x.id_imagen === first)?.archivo);

    await cards.nth(1).getByRole('button', { name: 'Usar como foto principal' }).click();
    await page.getByText('Foto principal actualizada.').waitFor();
    await cards.nth(1).getByRole('button', { name: 'Mover a la izquierda' }).click();
    await page.getByText('Orden de las fotos guardado.').waitFor();
    await expect.poll(() => gridIds(page)).toEqual([second, first]);

    await page.getByTestId('photo-input').setInputFiles({ name: 'notas.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Esto es un texto.') });
    await expect.poll(() => page.getByTestId('photo-errors').innerText()).toContain('«notas.jpg» no es una imagen JPEG, PNG o WebP.');

    await page.reload();
    await page.getByTestId('foto').first().waitFor();
    expect(await gridIds(page)).toEqual([second, first]);
    expect(await page.getByTestId('foto').first().getByText('Principal').count()).toBe(1);
    expect((await api<{ imagen: string }>(page, `/ofertantes/detalle/${id}`)).imagen).toBe(photos.find((x) => x.id_imagen === second)?.archivo);
    await screenshot(page, 'fotos-ofertante');
  });
});

describe('foto de perfil', () => {
  it('Mi Perfil cambia el avatar y el encabezado lo muestra sin recargar', async () => {
    await page.goto(`${baseUrl}/dashboard/perfil/detalle`);
    await page.getByTestId('avatar-upload').waitFor();
    await page.getByTestId('avatar-input').setInputFiles(await picture('#2a9d8f', 'yo.jpg'));
    await page.getByText('Foto de perfil actualizada.').waitFor();
    const identity = JSON.parse((await storage(page)).identity!) as { imagenmini: string };
    expect(identity.imagenmini).toMatch(/^[0-9a-f]{32}\.jpg$/);
    const src = `/api/uploads/usuarios/mini/${identity.imagenmini}`;
    await expect.poll(() => page.locator(`header img[src="${src}"]`).count()).toBeGreaterThan(0);
    await expect
      .poll(() =>
        page
          .locator(`header img[src="${src}"]`)
          .first()
          .evaluate((i) => (i as HTMLImageElement).naturalWidth),
      )
      .toBe(128);
    await screenshot(page, 'foto-perfil');
  });
});
