// Demo data of Ofertantes: a few hundred properties across Lima and Callao (deterministic: every fresh start looks
// the same), their codes and photos; then the public pages (issue 30): most available properties with a main photo
// are published (a few with their exact location allowed), and each published one has the page views, WhatsApp
// clicks and contacts of the last 60 Lima days, so the ofertante, the dashboard and the owner's activity letter
// show real-looking figures.
import type { Db, NewRow } from '#server/db/types';
import type { ModuleDemo } from '#server/moduleServer';
import { insertMany } from '#server/db/batch';
import { withAudit } from '#server/db/demo/audit';
import { between, pick, persona, rng, ZONAS, type Rng } from '#server/db/demo/random';
import { seedDemoPhotos } from './demoPhotos';
import { addDays, limaDayOf, limaToday } from '../../../lib/limaTime';
import { distritoPorNombre } from '../../../lib/ubigeo';
import { codigoOf } from './hooks';

const DAYS = 60;

export async function seedPublicacion(db: Db, now: string): Promise<number> {
  const r = rng(3030);
  const candidates = await db
    .selectFrom('ofertantes')
    .select('id_propiedad')
    .where('estado', '=', 'disponible')
    .where('imagen', 'is not', null)
    .orderBy('id_propiedad')
    .execute();
  const published = candidates.filter(() => r() < 0.75).map((c) => c.id_propiedad);
  const exact = published.filter(() => r() < 0.25);
  const today = limaToday(new Date(now));
  const rows: NewRow<'visitas_inmueble'>[] = [];
  for (const id of published) {
    const popularity = between(r, 1, 12);
    for (let d = 0; d < DAYS; d++) {
      const vistas = Math.max(0, between(r, -2, popularity));
      if (vistas === 0) continue;
      const whatsapp = r() < 0.3 ? between(r, 0, Math.ceil(vistas / 4)) : 0;
      const consultas = r() < 0.06 ? 1 : 0;
      rows.push({ id_propiedad: id, fecha: addDays(today, -d), vistas, whatsapp, consultas });
    }
  }
  await db.transaction().execute(async (trx) => {
    if (published.length) await trx.updateTable('ofertantes').set({ publicar_web: 1 }).where('id_propiedad', 'in', published).execute();
    if (exact.length) await trx.updateTable('ofertantes').set({ ubicacion_exacta: 1 }).where('id_propiedad', 'in', exact).execute();
    for (let i = 0; i < rows.length; i += 200)
      await trx
        .insertInto('visitas_inmueble')
        .values(rows.slice(i, i + 200))
        .execute();
  });
  return published.length;
}

/** Streets that run through each demo district: a property's address is on a street of its own district. */
const CALLES: Readonly<Record<(typeof ZONAS)[number][0], readonly [string, ...string[]]>> = {
  Miraflores: ['Calle Alcanfores', 'Av. José Pardo', 'Calle Berlín', 'Av. José Larco', 'Calle Schell', 'Av. Angamos Oeste'],
  'San Isidro': ['Av. Javier Prado Oeste', 'Calle Las Begonias', 'Av. Camino Real', 'Av. Conquistadores', 'Calle Miguel Dasso', 'Av. Dos de Mayo'],
  Barranco: ['Jr. Centenario', 'Av. Pedro de Osma', 'Jr. Batallón Ayacucho', 'Av. San Martín', 'Av. Bolognesi'],
  'Santiago de Surco': ['Av. Primavera', 'Av. El Polo', 'Av. Caminos del Inca', 'Av. Benavides', 'Av. Velasco Astete'],
  'La Molina': ['Av. La Molina', 'Av. Raúl Ferrero', 'Av. Javier Prado Este', 'Av. Flora Tristán', 'Av. Los Fresnos'],
  'San Borja': ['Av. San Borja Norte', 'Av. San Borja Sur', 'Av. Aviación', 'Av. San Luis', 'Av. Javier Prado Este'],
  'Jesús María': ['Av. Salaverry', 'Jr. Huiracocha', 'Av. Brasil', 'Av. Cuba', 'Jr. Cahuide'],
  Lince: ['Av. Arequipa', 'Av. Ignacio Merino', 'Jr. Risso', 'Av. César Vallejo', 'Jr. Manuel Candamo'],
  'Magdalena del Mar': ['Av. Brasil', 'Jr. Castilla', 'Av. Sucre', 'Jr. Ugarte y Moscoso'],
  'Pueblo Libre': ['Av. Bolívar', 'Av. Sucre', 'Av. La Mar', 'Av. Universitaria'],
  'San Miguel': ['Av. La Marina', 'Av. Universitaria', 'Av. Rafael Escardó', 'Av. Elmer Faucett'],
  Surquillo: ['Av. Angamos Este', 'Av. Tomás Marsano', 'Jr. Dante', 'Av. República de Panamá'],
  Chorrillos: ['Av. Huaylas', 'Av. Defensores del Morro', 'Av. Guardia Civil', 'Av. Alameda Sur'],
  'Los Olivos': ['Av. Carlos Izaguirre', 'Av. Antúnez de Mayolo', 'Av. Universitaria', 'Av. Las Palmeras'],
  'San Juan de Lurigancho': ['Av. Próceres de la Independencia', 'Av. Canto Grande', 'Av. Las Flores', 'Av. Gran Chimú'],
  Ate: ['Av. Nicolás Ayllón', 'Av. Separadora Industrial', 'Av. Los Frutales', 'Av. Metropolitana'],
  Callao: ['Av. Sáenz Peña', 'Av. Guardia Chalaca', 'Jr. Constitución', 'Av. Buenos Aires'],
  'La Punta': ['Malecón Figueredo', 'Malecón Pardo'],
  Bellavista: ['Av. Santa Rosa', 'Av. Guardia Chalaca', 'Av. Colonial'],
  Breña: ['Av. Arica', 'Av. Venezuela', 'Jr. Huaraz', 'Av. Tingo María'],
};

const TIPOS = [
  'departamento',
  'departamento',
  'departamento',
  'casa',
  'casa',
  'terreno',
  'local_comercial',
  'oficina',
  'cochera',
  'habitacion',
] as const;

const ESTADOS = [
  'disponible',
  'disponible',
  'disponible',
  'disponible',
  'reservado',
  'prospecto',
  'por_ofertar',
  'por_ofertar',
  'vendido',
  'alquilado',
  'retirado',
] as const;

const OFERTADOS = new Set<string>(['disponible', 'reservado', 'vendido', 'alquilado']);

const NOMBRE_TIPO: Record<string, string> = {
  departamento: 'Departamento',
  casa: 'Casa',
  terreno: 'Terreno',
  local_comercial: 'Local comercial',
  oficina: 'Oficina',
  cochera: 'Cochera',
  habitacion: 'Habitación',
};

const isoDate = (d: Date) => limaDayOf(d);

/** Price in cents and currency, by operation, type and the zone's level. */

function precio(r: Rng, operacion: 'V' | 'A', tipo: string, nivel: number): { precio: number; moneda: 'PEN' | 'USD' } {
  const factor = { departamento: 1, casa: 1.8, terreno: 1.2, local_comercial: 1.5, oficina: 1.3, cochera: 0.08, habitacion: 0.15 }[tipo] ?? 1;
  if (operacion === 'V') {
    const usd = Math.round(((60_000 + nivel * 55_000 * (0.6 + r())) * factor) / 1000) * 1000;
    return r() < 0.75 ? { precio: usd * 100, moneda: 'USD' } : { precio: Math.round((usd * 3.75) / 1000) * 1000 * 100, moneda: 'PEN' };
  }
  const pen = Math.round(((900 + nivel * 700 * (0.6 + r())) * Math.max(factor, 0.3)) / 50) * 50;
  return r() < 0.8 ? { precio: pen * 100, moneda: 'PEN' } : { precio: Math.round(pen / 3.75 / 50) * 50 * 100, moneda: 'USD' };
}

export function demoOfertantes(count: number, agentes: readonly number[], today: Date) {
  const r = rng(20231);
  return Array.from({ length: count }, (_, i) => {
    const [distrito, lat, lng, nivel, spread] = pick(r, ZONAS);
    const tipo = pick(r, TIPOS);
    const operacion: 'V' | 'A' = tipo === 'terreno' || (tipo !== 'habitacion' && r() < 0.6) ? 'V' : 'A';
    const dueno = persona(r);
    const habitable = ['departamento', 'casa', 'habitacion'].includes(tipo);
    const area =
      tipo === 'cochera'
        ? between(r, 12, 18)
        : tipo === 'habitacion'
          ? between(r, 12, 25)
          : between(r, 45, tipo === 'casa' || tipo === 'terreno' ? 450 : 180);
    // A rental ends 'alquilado', never 'vendido'; a sale the other way round.
    const picked = pick(r, ESTADOS);
    const estado = picked === 'vendido' && operacion === 'A' ? 'alquilado' : picked === 'alquilado' && operacion === 'V' ? 'vendido' : picked;
    // Offered properties passed the por-ofertar checklist: exclusive contract, partida, agreed price, key.
    const ofertado = OFERTADOS.has(estado);
    const captacion = new Date(today.getTime() - between(r, 1, 420) * 86_400_000);
    const exclusividad = r() < 0.4 || ofertado;
    const dormitorios = habitable ? (tipo === 'habitacion' ? 1 : between(r, 1, tipo === 'casa' ? 5 : 4)) : null;
    const { precio: monto, moneda } = precio(r, operacion, tipo, nivel);
    return {
      descripcion: `${NOMBRE_TIPO[tipo]} ${operacion === 'V' ? 'en venta' : 'en alquiler'} en ${distrito}${dormitorios ? `, ${dormitorios} dorm.` : ''}${area ? `, ${area} m²` : ''}`,
      estado,
      tipo_operacion: operacion,
      tipo_inmueble: tipo,
      moneda,
      precio: monto,
      mantenimiento: tipo === 'departamento' ? between(r, 15, 90) * 1000 : null,
      direccion: `${pick(r, CALLES[distrito])} ${between(r, 100, 1999)}${tipo === 'departamento' ? `, dpto. ${between(r, 1, 18)}0${between(r, 1, 4)}` : ''}`,
      referencia: r() < 0.5 ? `A ${between(r, 1, 5)} cuadras del parque` : null,
      distrito,
      ubigeo: distritoPorNombre(distrito)?.ubigeo ?? null,
      provincia: distrito === 'Callao' || distrito === 'La Punta' || distrito === 'Bellavista' ? 'Callao' : 'Lima',
      departamento: distrito === 'Callao' || distrito === 'La Punta' || distrito === 'Bellavista' ? 'Callao' : 'Lima',
      latitud: Number((lat + (r() - 0.5) * 2 * spread).toFixed(6)),
      longitud: Number((lng + (r() - 0.5) * 2 * spread).toFixed(6)),
      area_terreno: tipo === 'casa' || tipo === 'terreno' ? area : null,
      area_construida: tipo === 'terreno' ? null : area,
      dormitorios,
      banos: habitable ? between(r, 1, 4) : tipo === 'cochera' ? null : between(r, 1, 2),
      cocheras: tipo === 'cochera' ? 1 : between(r, 0, 2),
      antiguedad: tipo === 'terreno' ? null : between(r, 0, 40),
      piso: tipo === 'departamento' || tipo === 'oficina' ? between(r, 1, 18) : null,
      partida_registral: r() < 0.8 || ofertado ? String(between(r, 11_000_000, 14_999_999)) : null,
      exclusividad: exclusividad ? 1 : 0,
      exclusividad_hasta: exclusividad ? isoDate(new Date(captacion.getTime() + 180 * 86_400_000)) : null,
      comision_pct: operacion === 'V' ? 3 : 100 / 12,
      propietario_nombre: `${dueno.nombre} ${dueno.apellido}`,
      propietario_documento_tipo: 'DNI',
      propietario_documento: dueno.documento,
      propietario_telefono: dueno.telefono,
      propietario_email: dueno.email,
      consentimiento_datos: 1,
      consentimiento_fecha: isoDate(captacion),
      id_agente: agentes[i % agentes.length],
      fecha_captacion: isoDate(captacion),
      chk_precio: estado === 'prospecto' ? 0 : 1,
      chk_llave: r() < 0.5 || ofertado ? 1 : 0,
    };
  });
}

/** The properties (320, spread over the agents), their codes, their photos and their public pages. */
export const demo: ModuleDemo = {
  async seed({ db, now, dataDir }) {
    const agentes = (await db.selectFrom('usuarios').select('id_usuario').where('tipo', '=', 'Agente').execute()).map((u) => u.id_usuario);
    await db.transaction().execute(async (trx) => {
      const propiedades = await insertMany(trx, 'ofertantes', 'id_propiedad', withAudit(demoOfertantes(320, agentes, new Date(now)), now));
      for (const id of propiedades)
        await trx
          .updateTable('ofertantes')
          .set({ codigo: codigoOf(id) })
          .where('id_propiedad', '=', id)
          .execute();
    });
    await seedDemoPhotos(db, dataDir, now);
    await seedPublicacion(db, now);
  },
};
