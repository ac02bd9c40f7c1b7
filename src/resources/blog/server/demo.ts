// Demo data of the Blog: published and draft entries by the administrator (their pictures come from the library's
// demo, src/features/biblioteca/server/demo.ts).
import type { ModuleDemo } from '#server/moduleServer';
import { insertMany } from '#server/db/batch';
import { adminAudit } from '#server/db/demo/audit';
import type { Row } from '#server/db/types';
import { addDays, limaToday } from '../../../lib/limaTime';
import { slugify } from '../../../lib/slug';

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

export const demo: ModuleDemo = {
  async seed({ db, now }) {
    const today = new Date(now);
    const { by, audit } = await adminAudit(db, now);
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
    await insertMany(db, 'blog', 'id_blog', audit(blog));
  },
};
