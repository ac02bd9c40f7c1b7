// Demo sheets of the Libro de Reclamaciones: a dozen over the last months — most answered, one late (unanswered
// past its deadline), one in process, one filed two days ago. Numbers come from the same yearly counter as real
// filings, in date order.
import { businessDaysLeft, complaintDeadline } from '../../../lib/businessDays';
import { addDays, limaInstant, limaToday } from '../../../lib/limaTime';
import { nextCorrelative, formatNumero } from './numbering';
import type { Db } from '#server/db/types';
import type { ModuleDemo } from '#server/moduleServer';

interface DemoSheet {
  readonly daysAgo: number;
  readonly nombre: string;
  readonly documento: string;
  readonly tipo: 'reclamo' | 'queja';
  readonly bien: 'producto' | 'servicio';
  readonly monto?: number;
  readonly descripcion: string;
  readonly detalle: string;
  readonly pedido: string;
  /** Answered this many calendar days after filing; undefined: not answered. */
  readonly answeredAfter?: number;
  readonly estado?: 'pendiente' | 'en_proceso';
  readonly email?: string;
}

const SHEETS: readonly DemoSheet[] = [
  {
    daysAgo: 170,
    nombre: 'Carlos Alberto Ramírez Soto',
    documento: '41235678',
    tipo: 'reclamo',
    bien: 'servicio',
    monto: 120000,
    descripcion: 'Corretaje de alquiler de departamento en Surco.',
    detalle: 'Se cobró la comisión completa aunque el contrato se resolvió al primer mes.',
    pedido: 'Devolución proporcional de la comisión.',
    answeredAfter: 9,
    email: 'c.ramirez@correo.pe',
  },
  {
    daysAgo: 152,
    nombre: 'Lucía Paredes Chávez',
    documento: '45871236',
    tipo: 'queja',
    bien: 'servicio',
    descripcion: 'Atención en la oficina de Miraflores.',
    detalle: 'Esperé más de una hora para una cita programada y nadie me informó del retraso.',
    pedido: 'Que se mejore la puntualidad de las citas.',
    answeredAfter: 5,
  },
  {
    daysAgo: 131,
    nombre: 'Jorge Luis Huamán Quispe',
    documento: '09876543',
    tipo: 'reclamo',
    bien: 'servicio',
    monto: 50000,
    descripcion: 'Separación de casa en La Molina.',
    detalle: 'El inmueble fue ofrecido a otra persona pese a haber pagado la separación.',
    pedido: 'Devolución de la separación de S/ 500.00.',
    answeredAfter: 12,
    email: 'jorge.huaman@correo.pe',
  },
  {
    daysAgo: 118,
    nombre: 'Ana Sofía Torres Vega',
    documento: '47852369',
    tipo: 'reclamo',
    bien: 'producto',
    monto: 35000,
    descripcion: 'Folleto impreso de proyecto inmobiliario.',
    detalle: 'El área publicada del departamento no coincide con la de la partida registral.',
    pedido: 'Rectificación de la información publicada.',
    answeredAfter: 7,
  },
  {
    daysAgo: 97,
    nombre: 'Miguel Ángel Flores Ríos',
    documento: '40123987',
    tipo: 'queja',
    bien: 'servicio',
    descripcion: 'Llamadas comerciales.',
    detalle: 'Recibo llamadas de ofertas pese a no haber autorizado el uso de mis datos.',
    pedido: 'Que se retiren mis datos de la lista de contactos.',
    answeredAfter: 3,
    email: 'miguel.flores@correo.pe',
  },
  {
    daysAgo: 84,
    nombre: 'Rosa Elena Castillo Mendoza',
    documento: '43210987',
    tipo: 'reclamo',
    bien: 'servicio',
    monto: 240000,
    descripcion: 'Administración de alquiler de oficina en San Isidro.',
    detalle: 'No se depositó la renta de dos meses cobrada al inquilino.',
    pedido: 'Depósito inmediato de las rentas pendientes.',
    answeredAfter: 10,
  },
  {
    daysAgo: 63,
    nombre: 'Pedro Pablo Vargas Luna',
    documento: '46789012',
    tipo: 'reclamo',
    bien: 'servicio',
    descripcion: 'Tasación de terreno en Lurín.',
    detalle: 'El informe de tasación se entregó con dos semanas de retraso.',
    pedido: 'Descuento por la demora.',
    answeredAfter: 22,
    email: 'ppvargas@correo.pe',
  },
  {
    daysAgo: 47,
    nombre: 'Gabriela Núñez Salazar',
    documento: '44556677',
    tipo: 'queja',
    bien: 'servicio',
    descripcion: 'Visita a departamento en Barranco.',
    detalle: 'El agente no se presentó a la visita acordada ni avisó.',
    pedido: 'Reprogramación y disculpas.',
    answeredAfter: 4,
  },
  {
    daysAgo: 34,
    nombre: 'Roberto Carlos Medina Aguilar',
    documento: '42345678',
    tipo: 'reclamo',
    bien: 'servicio',
    monto: 80000,
    descripcion: 'Gestión de trámite registral.',
    detalle: 'Pagué por la inscripción de la compraventa y el trámite sigue observado sin que me informen.',
    pedido: 'Información del estado del trámite y devolución si no se inscribe.',
    email: 'roberto.medina@correo.pe',
  },
  {
    daysAgo: 26,
    nombre: 'Patricia Rojas Gutiérrez',
    documento: '48123456',
    tipo: 'queja',
    bien: 'servicio',
    descripcion: 'Atención telefónica.',
    detalle: 'El trato recibido por teléfono fue descortés.',
    pedido: 'Que se capacite al personal.',
    answeredAfter: 6,
  },
  {
    daysAgo: 11,
    nombre: 'Fernando Díaz Cárdenas',
    documento: '45612378',
    tipo: 'reclamo',
    bien: 'servicio',
    monto: 150000,
    descripcion: 'Corretaje de venta de casa en Chorrillos.',
    detalle: 'Se publicó el inmueble con un precio distinto al acordado en el contrato de exclusividad.',
    pedido: 'Corrección del precio y revisión de la comisión.',
    estado: 'en_proceso',
    email: 'fdiaz@correo.pe',
  },
  {
    daysAgo: 2,
    nombre: 'Valeria Campos Espinoza',
    documento: '47001122',
    tipo: 'reclamo',
    bien: 'servicio',
    monto: 20000,
    descripcion: 'Reserva de visita a departamento en Jesús María.',
    detalle: 'Se me cobró una reserva de visita que no se informó previamente.',
    pedido: 'Devolución del cobro.',
    estado: 'pendiente',
    email: 'valeria.campos@correo.pe',
  },
];

/** Inserts the demo sheets; `now` fixes "the last months". Returns how many. */
export async function seedLibro(db: Db, now: Date = new Date()): Promise<number> {
  const today = limaToday(now);
  await db.transaction().execute(async (trx) => {
    for (const s of [...SHEETS].sort((a, b) => b.daysAgo - a.daysAgo)) {
      const fecha = addDays(today, -s.daysAgo);
      const anio = Number(fecha.slice(0, 4));
      const correlativo = await nextCorrelative(trx, anio);
      const fechaLimite = complaintDeadline(fecha);
      const filedAt = limaInstant(fecha, `10:${String(10 + (s.daysAgo % 40)).padStart(2, '0')}`).toISOString();
      const answered = s.answeredAfter !== undefined ? limaInstant(addDays(fecha, s.answeredAfter), '11:30').toISOString() : null;
      const late = !answered && businessDaysLeft(today, fechaLimite) < 0;
      await trx
        .insertInto('libroreclamaciones')
        .values({
          numero: formatNumero(correlativo, anio),
          anio,
          correlativo,
          fecha,
          fecha_limite: fechaLimite,
          nombre: s.nombre,
          documento_tipo: 'DNI',
          documento: s.documento,
          domicilio: 'Av. Arequipa 1234, Lince, Lima',
          telefono: '98765' + s.documento.slice(0, 4),
          email: s.email ?? null,
          menor_edad: 0,
          apoderado: null,
          bien_tipo: s.bien,
          moneda: s.monto === undefined ? null : 'PEN',
          monto_reclamado: s.monto ?? null,
          descripcion_bien: s.descripcion,
          tipo: s.tipo,
          detalle: s.detalle,
          pedido: s.pedido,
          acepta: 1,
          estado: answered ? 'respondido' : (s.estado ?? 'pendiente'),
          acciones: answered ? 'Se revisó el caso con el área responsable y se contactó al consumidor por teléfono.' : null,
          respuesta: answered ? `Estimado(a) cliente: atendimos su ${s.tipo}. ${s.pedido} Quedamos a su disposición.` : null,
          fecha_respuesta: answered,
          aviso_plazo: late ? now.toISOString() : null,
          creado_en: filedAt,
          actualizado_en: answered ?? filedAt,
          creado_por: null,
          actualizado_por: null,
        })
        .execute();
    }
  });
  return SHEETS.length;
}

/** The complaints of the last months, some answered, some late. */
export const demo: ModuleDemo = {
  async seed({ db, now }) {
    await seedLibro(db, new Date(now));
  },
};
