// cartanuevopropietario (welcome to a new owner) and cartaporletrero (asking to place a sign): one property each,
// signed by its agent (the caller when the property has none).
import { formatMoney } from '../../../lib/money';
import { formatDate } from '../../../lib/dates';
import type { Db } from '#server/db/types';
import { t } from '#server/http';
import { renderPdf, type Content, type Letterhead } from '#server/pdf';
import { addressee, dateLine, operacion, paragraph, propiedad, s, signature, signerOf, type Propiedad, type Signer } from './carta';

interface LetterInput {
  readonly row: Propiedad;
  readonly signer: Signer;
  readonly letterhead: Letterhead;
  readonly today: string;
}

async function letterInput(db: Db, id: number, callerId: number, letterhead: Letterhead, today: string): Promise<LetterInput> {
  const row = await propiedad(db, id);
  const signer = await signerOf(db, (row.id_agente ?? callerId) || callerId);
  return { row, signer, letterhead, today };
}

const lugar = (r: Propiedad) => ({ direccion: s(r.direccion), distrito: s(r.distrito), codigo: s(r.codigo) });
const referencia = (r: Propiedad) => `${s(r.codigo)} — ${s(r.direccion)}, ${s(r.distrito)}`;

export function nuevoPropietarioContent({ row, signer, letterhead, today }: LetterInput): Content[] {
  const agencia = letterhead.nombre;
  return [
    dateLine(today),
    addressee(s(row.propietario_nombre), referencia(row)),
    paragraph(t('app.reportes.pdf.nuevo.p1', { agencia, operacion: operacion(row), ...lugar(row) })),
    paragraph(
      t('app.reportes.pdf.nuevo.p2', {
        precio: `${formatMoney(row.precio, s(row.moneda))}${row.tipo_operacion === 'A' ? ' mensuales' : ''}`,
      }),
    ),
    ...(row.exclusividad === 1 && s(row.exclusividad_hasta) >= today
      ? [paragraph(t('app.reportes.pdf.nuevo.p3_exclusividad', { fecha: formatDate(s(row.exclusividad_hasta)) }))]
      : []),
    paragraph(
      t('app.reportes.pdf.nuevo.p4', {
        agente: signer.nombre,
        email: signer.email || letterhead.email,
        telefono: signer.telefono || letterhead.telefono,
      }),
    ),
    paragraph(t('app.reportes.pdf.nuevo.p5')),
    signature(signer),
  ];
}

export function letreroContent({ row, signer, letterhead, today }: LetterInput): Content[] {
  const rotulo = t(row.tipo_operacion === 'A' ? 'app.reportes.pdf.letrero.se_alquila' : 'app.reportes.pdf.letrero.se_vende');
  const documento = `${s(row.propietario_documento_tipo) || 'DNI'} ${s(row.propietario_documento) || '____________'}`;
  return [
    dateLine(today),
    addressee(s(row.propietario_nombre), t('app.reportes.pdf.letrero.asunto', { rotulo })),
    paragraph(t('app.reportes.pdf.letrero.p1', { operacion: operacion(row), rotulo, ...lugar(row) })),
    paragraph(t('app.reportes.pdf.letrero.p2')),
    paragraph(t('app.reportes.pdf.letrero.p3')),
    signature(signer),
    {
      stack: [
        { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 515, y2: 0, lineWidth: 0.5, dash: { length: 4 } }], margin: [0, 18, 0, 8] },
        { text: t('app.reportes.pdf.letrero.autorizacion'), bold: true, margin: [0, 0, 0, 6] },
        paragraph(t('app.reportes.pdf.letrero.autorizo', { nombre: s(row.propietario_nombre), documento, agencia: letterhead.nombre })),
        {
          columns: [
            {
              stack: [
                { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 180, y2: 0, lineWidth: 0.5 }], margin: [0, 36, 0, 2] },
                t('app.reportes.pdf.letrero.firma'),
              ],
            },
            { text: t('app.reportes.pdf.letrero.fecha_firma'), margin: [0, 36, 0, 0] },
          ],
        },
      ],
      unbreakable: true,
    },
  ];
}

/** The two letters about one property: their title, their body and their file's name. */
const LETTERS = {
  cartanuevopropietario: { title: 'app.reportes.pdf.nuevo.titulo', content: nuevoPropietarioContent, file: 'carta-nuevo-propietario' },
  cartaporletrero: { title: 'app.reportes.pdf.letrero.titulo', content: letreroContent, file: 'carta-letrero' },
} as const;

/** The new-owner letter or the sign request for property `id`, signed by its agent (the caller when it has none). */
export async function propertyLetterPdf(
  kind: keyof typeof LETTERS,
  db: Db,
  id: number,
  callerId: number,
  letterhead: Letterhead,
  today: string,
): Promise<{ pdf: Buffer; file: string }> {
  const letter = LETTERS[kind];
  const input = await letterInput(db, id, callerId, letterhead, today);
  const pdf = await renderPdf({ title: t(letter.title), letterhead, content: letter.content(input) });
  return { pdf, file: `${letter.file}-${s(input.row.codigo)}.pdf` };
}
