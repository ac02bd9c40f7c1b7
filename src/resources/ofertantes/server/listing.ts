// A published property as the public sees it (issue 30): built in ONE place from the stored row, with the exact
// location rule applied here, so the page's HTML, its JSON-LD, the public JSON list and the sitemap all derive from
// what this file lets out. Without 'Mostrar ubicación exacta' the listing holds no street, no number, no reference
// and no coordinates of the property: only its district and the district's centre with an approximate radius.
import { centroDistrito } from '../../../lib/distritosGeo';
import { formatMoney } from '../../../lib/money';
import { slugify } from '../../../lib/slug';
import { listingPath } from '../schema';
import { TIPO_INMUEBLE_CHOICES } from '../../common';
import type { Db, TableRowOf } from '#server/db/types';
import { SIZES } from '#server/uploads/storage';

export const CODIGO_RE = /^OF-\d{6}$/;

export interface PublicPhoto {
  readonly G: string;
  readonly M: string;
  readonly P: string;
  readonly titulo: string | null;
  readonly ancho: number | null;
  readonly alto: number | null;
}

export interface PublicAgent {
  readonly nombre: string;
  readonly telefono: string | null;
  readonly email: string | null;
  readonly foto: string | null;
}

export type PublicLocation =
  | {
      readonly exacta: true;
      readonly direccion: string;
      readonly referencia: string | null;
      readonly lat: number | null;
      readonly lng: number | null;
    }
  | { readonly exacta: false; readonly lat: number | null; readonly lng: number | null; readonly radio_m: number };

export interface PublicListing {
  readonly codigo: string;
  readonly slug: string;
  /** Path of the page on this site: /inmueble/OF-000123-departamento-en-venta… */
  readonly ruta: string;
  readonly titulo: string;
  readonly operacion: 'V' | 'A';
  readonly tipo: string;
  readonly tipo_nombre: string;
  readonly moneda: 'PEN' | 'USD';
  /** Cents. */
  readonly precio: number;
  readonly precio_texto: string;
  readonly mantenimiento_texto: string | null;
  readonly distrito: string;
  readonly provincia: string;
  readonly departamento: string;
  readonly ubicacion: PublicLocation;
  readonly area_terreno: number | null;
  readonly area_construida: number | null;
  readonly dormitorios: number | null;
  readonly banos: number | null;
  readonly cocheras: number | null;
  readonly antiguedad: number | null;
  readonly piso: number | null;
  readonly fotos: readonly PublicPhoto[];
  readonly agente: PublicAgent | null;
  readonly actualizado_en: string;
}

type Ofertante = TableRowOf<'ofertantes'>;

const photoUrl = (dir: string, carpeta: string, archivo: string) =>
  `/api/uploads/${encodeURIComponent(dir)}/${encodeURIComponent(carpeta)}/${encodeURIComponent(archivo)}`;

/** The approximate area: a circle about the size of the district (0.6 to 2.5 km of radius), at its centre. */
function approximate(of: Ofertante): PublicLocation {
  const centro = centroDistrito(of.ubigeo);
  const radio = centro ? Math.min(2500, Math.max(600, Math.round((Math.sqrt(centro.superficie / Math.PI) * 1000) / 100) * 100)) : 2500;
  return { exacta: false, lat: centro?.lat ?? null, lng: centro?.lng ?? null, radio_m: radio };
}

const num = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));
const isOn = (v: unknown) => v === true || v === 1 || v === '1';

export function toPublic(of: Ofertante, photos: readonly TableRowOf<'imagenes'>[], agent: TableRowOf<'usuarios'> | undefined): PublicListing {
  const codigo = String(of.codigo);
  const exact = isOn(of.ubicacion_exacta);
  // The main photo first (the link preview's picture), then the others in their order.
  const ordered = [...photos].sort((a, b) => Number(b.archivo === of.imagen) - Number(a.archivo === of.imagen));
  return {
    codigo,
    slug: slugify(of.descripcion, 80),
    ruta: listingPath(codigo, of.descripcion),
    titulo: of.descripcion,
    operacion: of.tipo_operacion === 'A' ? 'A' : 'V',
    tipo: String(of.tipo_inmueble),
    tipo_nombre: TIPO_INMUEBLE_CHOICES.find((c) => c.id === of.tipo_inmueble)?.name ?? String(of.tipo_inmueble),
    moneda: of.moneda === 'USD' ? 'USD' : 'PEN',
    precio: Number(of.precio),
    precio_texto: formatMoney(Number(of.precio), of.moneda),
    mantenimiento_texto: of.mantenimiento ? formatMoney(Number(of.mantenimiento), of.moneda) : null,
    distrito: of.distrito,
    provincia: of.provincia ?? 'Lima',
    departamento: of.departamento ?? 'Lima',
    ubicacion: exact
      ? { exacta: true, direccion: of.direccion, referencia: of.referencia ?? null, lat: num(of.latitud), lng: num(of.longitud) }
      : approximate(of),
    area_terreno: num(of.area_terreno),
    area_construida: num(of.area_construida),
    dormitorios: num(of.dormitorios),
    banos: num(of.banos),
    cocheras: num(of.cocheras),
    antiguedad: num(of.antiguedad),
    piso: num(of.piso),
    fotos: ordered.map((p) => ({
      G: photoUrl(SIZES.G.dir, p.carpeta, p.archivo),
      M: photoUrl(SIZES.M.dir, p.carpeta, p.archivo),
      P: photoUrl(SIZES.P.dir, p.carpeta, p.archivo),
      titulo: p.titulo,
      ancho: p.ancho,
      alto: p.alto,
    })),
    agente: agent
      ? {
          nombre: [agent.nombre, agent.apellido].filter(Boolean).join(' '),
          telefono: agent.telefono ?? null,
          email: agent.email ?? null,
          foto: agent.imagen ? `/api/uploads/usuarios/mini/${encodeURIComponent(agent.imagen)}` : null,
        }
      : null,
    actualizado_en: String(of.actualizado_en),
  };
}

/** The published property with this code (disponible and publicar_web), or undefined. */
export async function publishedOfertante(db: Db, codigo: string): Promise<Ofertante | undefined> {
  if (!CODIGO_RE.test(codigo)) return undefined;
  return db
    .selectFrom('ofertantes')
    .selectAll()
    .where('codigo', '=', codigo)
    .where('publicar_web', '=', 1)
    .where('estado', '=', 'disponible')
    .executeTakeFirst();
}

/** A published property with its public photos (in their order) and its agent. */
export async function loadListing(db: Db, codigo: string): Promise<PublicListing | undefined> {
  const of = await publishedOfertante(db, codigo);
  if (!of) return undefined;
  const [photos, agent] = await Promise.all([
    db
      .selectFrom('imagenes')
      .selectAll()
      .where('id_propiedad', '=', of.id_propiedad)
      .where('publica', '=', 1)
      .orderBy('orden', 'asc')
      .orderBy('id_imagen', 'asc')
      .execute(),
    of.id_agente === null ? undefined : db.selectFrom('usuarios').selectAll().where('id_usuario', '=', of.id_agente).executeTakeFirst(),
  ]);
  return toPublic(of, photos, agent);
}
