// Demo seed of Publicidad (after the properties exist): ads for the available properties in the listing's
// currency, published and draft blog entries, sales arguments for every property type.
import { TIPO_INMUEBLE_CHOICES } from '../../src/resources/common';
import { MEDIO_CHOICES } from '../../src/resources/controlmedios/schema';
import { addDays, limaToday } from '../../src/lib/limaTime';
import { slugify } from '../../src/lib/slug';
import { costPerLead } from '../publicidad/hooks';
import { insertMany } from './batch';
import type { Db, Row } from './types';
import { must } from '../../src/lib/must';

/** The Lima day `offset` days from the instant `base`. */
const day = (base: Date, offset: number) => addDays(limaToday(base), offset);

const BLOG: readonly (readonly [titulo: string, categoria: string, resumen: string, cuerpo: string])[] = [
  [
    'Cómo comprar en Miraflores',
    'distritos',
    'Precios, zonas y trámites para comprar un departamento en Miraflores.',
    '<h2>Zonas más buscadas</h2><ul><li>Malecón de la Reserva</li><li>Parque Kennedy</li><li>Santa Cruz</li></ul><p>Revise la partida en <a href="https://www.sunarp.gob.pe">SUNARP</a> antes de separar.</p>',
  ],
  [
    'Cinco pasos para vender su casa en Lima',
    'consejos',
    'Del precio de salida a la firma ante notario.',
    '<h2>Los pasos</h2><ol><li>Tasación</li><li>Documentos en regla</li><li>Fotos y avisos</li><li>Visitas</li><li>Minuta y escritura</li></ol>',
  ],
  [
    'El mercado de alquileres en 2026',
    'mercado',
    'Qué distritos suben y cuáles se mantienen.',
    '<h2>Tendencias</h2><p>Surco, San Isidro y Barranco concentran la demanda de <strong>departamentos amoblados</strong>.</p><h3>Variación de rentas</h3><ul><li>Barranco: +6 %</li><li>Surco: +4 %</li></ul>',
  ],
  [
    'Qué es la partida registral y cómo leerla',
    'legal',
    'Asientos, cargas y gravámenes explicados.',
    '<h2>La partida</h2><p>Cada inmueble inscrito tiene una partida electrónica con sus <em>asientos</em>.</p>',
  ],
  [
    'Abrimos nueva oficina en San Isidro',
    'agencia',
    'Nuestro equipo crece para atenderle mejor.',
    '<p>Desde este mes atendemos también en la avenida Camino Real.</p>',
  ],
  [
    'Checklist para arrendar sin sorpresas',
    'consejos',
    'Garantía, adelanto, inventario y contrato.',
    '<h2>Antes de firmar</h2><ul><li>Inventario con fotos</li><li>Garantía de dos meses</li><li>Contrato con firmas legalizadas</li></ul>',
  ],
  ['Barranco: vivir cerca del mar', 'distritos', 'Borrador: guía del distrito.', '<p>En preparación.</p>'],
  ['Créditos hipotecarios: lo que pide el banco', 'consejos', 'Borrador: requisitos de los bancos.', '<p>En preparación.</p>'],
];

const ARGUMENTOS: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  general: [
    ['Acompañamiento legal', 'Revisamos partida, cargas y documentos antes de cada operación.'],
    ['Avisos en los principales portales', 'Publicamos en Urbania, Adondevivir y redes con fotos profesionales.'],
  ],
  departamento: [
    ['Seguridad 24 horas', 'Edificio con vigilancia, control de acceso y cámaras.'],
    ['Áreas comunes', 'Gimnasio, terraza y zona de parrillas para los residentes.'],
    ['Mantenimiento bajo', 'Cuota mensual moderada para el distrito.'],
  ],
  casa: [
    ['Espacio para la familia', 'Jardín propio y ambientes amplios.'],
    ['Posibilidad de ampliar', 'Parámetros que permiten construir un piso más.'],
  ],
  terreno: [
    ['Zonificación favorable', 'Parámetros urbanísticos para vivienda multifamiliar.'],
    ['Listo para construir', 'Saneado, con servicios en la puerta.'],
  ],
  local_comercial: [
    ['Alto tránsito peatonal', 'Frente a una avenida principal.'],
    ['Licencia al día', 'Giro compatible con comercio y servicios.'],
  ],
  oficina: [
    ['Ubicación corporativa', 'En el centro financiero, cerca de bancos y restaurantes.'],
    ['Lista para usar', 'Implementada con divisiones y cableado.'],
  ],
  almacen: [['Acceso para camiones', 'Portón amplio y patio de maniobras.']],
  cochera: [['Cerca de su edificio', 'A pocos pasos, techada y con vigilancia.']],
  habitacion: [['Servicios incluidos', 'Agua, luz e internet incluidos en la renta.']],
  otro: [['Oportunidad única', 'Consulte con nuestro equipo las condiciones.']],
};

export async function seedPublicidad(db: Db, now: string): Promise<void> {
  const today = new Date(now);
  const admin = await db.selectFrom('usuarios').select('id_usuario').where('tipo', '=', 'Administrador').orderBy('id_usuario').executeTakeFirst();
  const by = admin ? admin.id_usuario : null;
  const audit = (rows: Row[]) => rows.map((row) => ({ ...row, creado_en: now, actualizado_en: now, creado_por: by, actualizado_por: by }));
  const props = await db
    .selectFrom('ofertantes')
    .select(['id_propiedad', 'moneda', 'fecha_captacion'])
    .where('estado', '=', 'disponible')
    .orderBy('id_propiedad')
    .execute();
  const medios: Row[] = [];
  props.forEach((p, i) => {
    const count = 1 + (i % 3);
    for (let k = 0; k < count; k++) {
      const medio = must(MEDIO_CHOICES[(i * 3 + k * 5) % MEDIO_CHOICES.length], 'un medio').id;
      const inicio = day(today, -((i * 7 + k * 11) % 120) - 5);
      const fin = addDays(inicio, 30 + ((i + k) % 3) * 30);
      const ended = fin < day(today, 0);
      // A few stay 'activo' past their end: the list flags them.
      const estado = ended ? ((i + k) % 5 === 0 ? 'activo' : 'finalizado') : (i + k) % 7 === 0 ? 'pausado' : 'activo';
      const usd = p.moneda === 'USD';
      const costo = ['letrero', 'volante'].includes(medio)
        ? usd
          ? 6000
          : 20000
        : usd
          ? 4500 + ((i * 37) % 20) * 500
          : 15000 + ((i * 53) % 30) * 1000;
      const contactos = (i * 13 + k * 7) % 18;
      medios.push({
        medio,
        id_propiedad: p.id_propiedad,
        fecha_inicio: inicio,
        fecha_fin: fin,
        moneda: p.moneda,
        costo,
        url: ['urbania', 'adondevivir', 'properati'].includes(medio) ? `https://www.${medio}.pe/inmueble/${p.id_propiedad}` : null,
        estado,
        contactos,
        costo_por_contacto: costPerLead(costo, contactos),
        observaciones: null,
      });
    }
  });
  const blog: Row[] = BLOG.map(([titulo, categoria, resumen, contenido], i) => ({
    titulo,
    slug: slugify(titulo),
    resumen,
    contenido,
    imagen: null,
    categoria,
    estado: i < 6 ? 'publicado' : 'borrador',
    fecha_publicacion: i < 6 ? day(today, -(i * 9 + 2)) : null,
    id_autor: by,
  }));
  const argumentos: Row[] = [];
  for (const tipo of ['general', ...TIPO_INMUEBLE_CHOICES.map((c) => c.id)]) {
    (ARGUMENTOS[tipo] ?? []).forEach(([titulo, argumento], i) => argumentos.push({ tipo_inmueble: tipo, titulo, argumento, orden: i + 1 }));
  }
  await db.transaction().execute(async (trx) => {
    await insertMany(trx, 'controlmedios', 'id_medio', audit(medios));
    await insertMany(trx, 'blog', 'id_blog', audit(blog));
    await insertMany(trx, 'argumentosventa', 'id_argumento', audit(argumentos));
  });
}
