// presentacioncliente: for one demandante, the properties of the caller's ofertantes cart, each with its main
// photo (size M), price, key features and address.
import fs from 'node:fs';
import { formatMoney } from '../../../lib/money';
import type { Db } from '#server/db/types';
import { ApiError, notFound, t } from '#server/http';
import { renderPdf, type Content, type Letterhead } from '#server/pdf';
import { SIZES, safeJoin, uploadsRoot } from '#server/uploads/storage';
import { dateLine, paragraph, s, signature, signerOf, tipoInmueble, type Propiedad } from './carta';

function photo(dataDir: string, r: Propiedad): Content {
  const file = s(r.imagen) ? safeJoin(uploadsRoot(dataDir), SIZES.M.dir, String(r.id_propiedad), s(r.imagen)) : null;
  try {
    if (file) {
      const bytes = fs.readFileSync(file);
      const mime = bytes[0] === 0x89 ? 'image/png' : 'image/jpeg';
      return { image: `data:${mime};base64,${bytes.toString('base64')}`, fit: [170, 125] };
    }
  } catch {
    // a missing file leaves the grey box
  }
  return { canvas: [{ type: 'rect', x: 0, y: 0, w: 170, h: 125, color: '#eeeeee' }] };
}

function features(r: Propiedad): string {
  const n = (v: number | null) => v ?? 0;
  const parts = [tipoInmueble(r.tipo_inmueble)];
  if (n(r.dormitorios)) parts.push(t('app.common.conteo.dormitorios', { smart_count: n(r.dormitorios) }));
  if (n(r.banos)) parts.push(t('app.common.conteo.banos', { smart_count: n(r.banos) }));
  if (n(r.cocheras)) parts.push(t('app.common.conteo.cocheras', { smart_count: n(r.cocheras) }));
  if (n(r.area_construida)) parts.push(t('app.reportes.pdf.presentacion.area', { n: n(r.area_construida).toLocaleString('es-PE') }));
  return parts.join(' · ');
}

function card(dataDir: string, r: Propiedad): Content {
  const precio = formatMoney(r.precio, s(r.moneda));
  const suffix = r.tipo_operacion === 'A' ? ' / mes' : '';
  const detail: Content[] = [
    { text: s(r.descripcion), bold: true, fontSize: 11 },
    { text: s(r.codigo), style: 'label' },
    { text: `${precio}${suffix}`, fontSize: 13, bold: true, color: '#0d47a1', margin: [0, 4, 0, 2] },
    ...(r.mantenimiento
      ? [{ text: t('app.reportes.pdf.presentacion.mantenimiento', { monto: formatMoney(r.mantenimiento, s(r.moneda)) }), style: 'label' }]
      : []),
    { text: features(r), margin: [0, 2, 0, 2] },
    { text: `${s(r.direccion)}, ${s(r.distrito)}` },
  ];
  return {
    table: { widths: [172, '*'], body: [[photo(dataDir, r), { stack: detail, margin: [6, 2, 2, 2] }]], dontBreakRows: true },
    layout: { hLineColor: () => '#cccccc', vLineColor: () => '#cccccc', hLineWidth: () => 0.5, vLineWidth: () => 0 },
    margin: [0, 0, 0, 8],
  };
}

export async function presentacionPdf(
  db: Db,
  idDemandante: number,
  callerId: number,
  letterhead: Letterhead,
  dataDir: string,
  today: string,
): Promise<{ pdf: Buffer; file: string; n: number }> {
  const dem = await db.selectFrom('demandantes').selectAll().where('id_demandante', '=', idDemandante).executeTakeFirst();
  if (!dem) throw notFound();
  const rows = await db
    .selectFrom('carrito as c')
    .innerJoin('ofertantes as o', 'o.id_propiedad', 'c.id_propiedad')
    .selectAll('o')
    .where('c.id_usuario', '=', callerId)
    .orderBy('c.id_carrito')
    .execute();
  if (!rows.length) throw new ApiError(400, t('app.reportes.errors.carrito_vacio'));
  const nombre = `${s(dem.nombre)} ${s(dem.apellido)}`.trim();
  const content: Content[] = [
    dateLine(today),
    paragraph(t('app.reportes.pdf.presentacion.intro', { nombre, smart_count: rows.length })),
    ...rows.map((r) => card(dataDir, r)),
    { text: t('app.reportes.pdf.presentacion.cierre'), style: 'note', margin: [0, 4, 0, 0] },
    signature(await signerOf(db, callerId)),
  ];
  const pdf = await renderPdf({ title: t('app.reportes.pdf.presentacion.titulo'), subtitle: nombre, letterhead, content });
  return { pdf, file: `presentacion-${idDemandante}.pdf`, n: rows.length };
}
