// Demo seed: the signed PDFs of some demo contracts and SUNARP procedures — small real PDFs (demoPdf), stored like
// an upload bound to its record (an `archivos` row with the record's id and property, the record's `archivo`),
// labelled Contrato / Partida registral, so they show on the records and in Imágenes y Files › Files.
import fs from 'node:fs';
import { archivoPath, archivosRoot, newArchivoName } from '#server/archivos/storage';
import { TIPO_CONTRATO_CHOICES } from '../../../resources/controlcontratos/schema';
import { tinyPdf } from '#server/db/demoPdf';
import { anyTable, type Db } from '#server/db/types';
import { must } from '../../../lib/must';
import { formatDate } from '../../../lib/dates';

const SIGNED = ['vigente', 'vencido', 'resuelto'];
const REGISTRO_DOC: Readonly<Record<string, string>> = {
  observado: 'Esquela de observación',
  tachado: 'Esquela de tacha',
  inscrito: 'Asiento de inscripción',
  liquidado: 'Esquela de liquidación',
};

const tipoLabel = (id: unknown) => TIPO_CONTRATO_CHOICES.find((c) => c.id === id)?.name ?? 'Contrato';
/** dd/mm/yyyy of an ISO date (the PDFs speak like the app). */
const dmy = (v: unknown) => formatDate(v) || '—';

interface Doc {
  readonly modulo: string;
  readonly id: number;
  readonly nombre: string;
  readonly lines: string[];
  readonly etiquetas: string | null;
  /** The record's agent (the uploader) and property. */
  readonly row: { readonly id_agente: number | null; readonly id_propiedad: number };
}

/** Every other signed contract and every SUNARP procedure with a document of its estado get their PDF. */
export async function seedDocFiles(db: Db, dataDir: string, now: string, label: (name: string) => string | null, by: number | null): Promise<number> {
  const contratos = await db
    .selectFrom('controlcontratos')
    .innerJoin('ofertantes', 'ofertantes.id_propiedad', 'controlcontratos.id_propiedad')
    .select([
      'controlcontratos.id_contrato',
      'controlcontratos.tipo',
      'controlcontratos.partes',
      'controlcontratos.fecha_firma',
      'controlcontratos.fecha_inicio',
      'controlcontratos.id_propiedad',
      'controlcontratos.id_agente',
      'ofertantes.codigo',
      'ofertantes.direccion',
      'ofertantes.distrito',
    ])
    .where('controlcontratos.estado', 'in', SIGNED)
    .orderBy('controlcontratos.id_contrato')
    .execute();
  const registros = await db
    .selectFrom('controlregistros')
    .innerJoin('ofertantes', 'ofertantes.id_propiedad', 'controlregistros.id_propiedad')
    .select([
      'controlregistros.id_registro',
      'controlregistros.estado',
      'controlregistros.partida_electronica',
      'controlregistros.numero_titulo',
      'controlregistros.fecha_presentacion',
      'controlregistros.id_propiedad',
      'ofertantes.codigo',
      'ofertantes.direccion',
      'ofertantes.id_agente',
    ])
    .where('controlregistros.estado', 'in', Object.keys(REGISTRO_DOC))
    .orderBy('controlregistros.id_registro')
    .execute();

  const docs: Doc[] = [
    ...contratos
      .filter((_, i) => i % 2 === 0)
      .map((c) => {
        const titulo = `Contrato de ${tipoLabel(c.tipo).toLowerCase()}`;
        return {
          modulo: 'controlcontratos',
          id: c.id_contrato,
          nombre: `${titulo} – ${c.direccion}.pdf`,
          etiquetas: label('Contrato'),
          row: c,
          lines: [
            titulo,
            `Inmueble ${String(c.codigo)}: ${c.direccion}, ${c.distrito}`,
            `Partes: ${c.partes}`,
            `Firmado el ${dmy(c.fecha_firma)}; vigente desde el ${dmy(c.fecha_inicio)}`,
            'Documento de ejemplo de la demostración.',
          ],
        };
      }),
    ...registros.map((r) => {
      const titulo = must(REGISTRO_DOC[r.estado], `el documento del estado ${r.estado}`);
      return {
        modulo: 'controlregistros',
        id: r.id_registro,
        nombre: `${titulo} – Partida ${r.partida_electronica}.pdf`,
        etiquetas: label('Partida registral'),
        row: r,
        lines: [
          titulo,
          `SUNARP - Título ${r.numero_titulo ?? ''}, presentado el ${dmy(r.fecha_presentacion)}`,
          `Partida electrónica ${r.partida_electronica}`,
          `Inmueble ${String(r.codigo)}: ${r.direccion}`,
          'Documento de ejemplo de la demostración.',
        ],
      };
    }),
  ];
  fs.mkdirSync(archivosRoot(dataDir), { recursive: true });
  const rows = docs.map((d) => {
    const data = tinyPdf(d.lines);
    const archivo = newArchivoName('pdf');
    fs.writeFileSync(String(archivoPath(dataDir, archivo)), data);
    const subidoPor = d.row.id_agente ?? by;
    return {
      modulo: d.modulo,
      campo: 'archivo',
      id_registro: d.id,
      archivo,
      nombre: d.nombre,
      mime: 'application/pdf',
      bytes: data.length,
      etiquetas: d.etiquetas,
      id_propiedad: d.row.id_propiedad,
      subido_por: subidoPor,
      creado_en: now,
    };
  });
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 50)
      await trx
        .insertInto('archivos')
        .values(rows.slice(i, i + 50))
        .execute();
    for (const row of rows) {
      const key = row.modulo === 'controlcontratos' ? 'id_contrato' : 'id_registro';
      await anyTable(trx).updateTable(row.modulo).set({ archivo: row.archivo }).where(key, '=', row.id_registro).execute();
    }
  });
  return rows.length;
}
