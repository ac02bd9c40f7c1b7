// Demo data of Corredores: the brokers the agency shares listings with (one of them no longer active).
import type { ModuleDemo } from '#server/moduleServer';
import { insertMany } from '#server/db/batch';
import { adminAudit, type DemoRow } from '#server/db/demo/audit';
import { APELLIDOS, NOMBRES, between, pick, rng } from '#server/db/demo/random';
import { limaDayOf } from '../../../lib/limaTime';

const DAY = 86_400_000;

/** The Lima day of an instant of the demo's timeline. */
const iso = (d: Date) => limaDayOf(d);

const EMPRESAS = [
  'Inmobiliaria Los Andes SAC',
  'Pacífico Propiedades EIRL',
  'Casa Lima Corredores SAC',
  'Urbe Perú Inmuebles SAC',
  null,
  null,
] as const;

const ZONAS = [
  'Miraflores, San Isidro',
  'Surco, La Molina',
  'Callao, San Miguel',
  'Jesús María, Lince',
  'Los Olivos, SMP',
  'Barranco, Chorrillos',
] as const;

/** A valid RUC for a company (20 + 8 digits + SUNAT check digit). */

function ruc(r: () => number): string {
  const first = `20${between(r, 10_000_000, 99_999_999)}`;
  const w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = w.reduce((acc, x, i) => acc + x * Number(first.charAt(i)), 0);
  const check = 11 - (sum % 11);
  return `${first}${check === 11 ? 1 : check === 10 ? 0 : check}`;
}

export function demoCorredores(count: number, today: Date): DemoRow<'corredores'>[] {
  const r = rng(9101);
  return Array.from({ length: count }, (_, i) => {
    const empresa = pick(r, EMPRESAS);
    const vigencia = new Date(today.getTime() + (i % 5 === 0 ? -between(r, 10, 200) : between(r, 60, 700)) * DAY);
    return {
      nombre: pick(r, NOMBRES),
      apellido: `${pick(r, APELLIDOS)} ${pick(r, APELLIDOS)}`,
      empresa,
      documento_tipo: 'DNI',
      documento: String(between(r, 10_000_000, 79_999_999)),
      ruc: empresa ? ruc(r) : null,
      registro_mvcs: `${empresa ? 'PJ' : 'PN'}-${between(r, 1000, 9999)}`,
      registro_vigencia: iso(vigencia),
      telefono: `9${between(r, 10, 99)} ${between(r, 100, 999)} ${between(r, 100, 999)}`,
      email: `corredor${i + 1}@correo.pe`,
      zona: pick(r, ZONAS),
      comision_compartida_pct: pick(r, [30, 40, 50, 50]),
      notas: null,
      estado: i === count - 1 ? 'inactivo' : 'activo',
    };
  });
}

/** Keys of the properties the office handles (not sold, not withdrawn); most have one, some two. */

export const demo: ModuleDemo = {
  async seed({ db, now }) {
    const { audit } = await adminAudit(db, now);
    await insertMany(db, 'corredores', 'id_corredor', audit(demoCorredores(12, new Date(now))));
  },
};
