// First start on an empty database: demo data (default) or a single administrator (SEED=none).
import crypto from 'node:crypto';
import type { Config } from '../config';
import { hashPassword } from '../auth/passwords';
import type { AuditColumns } from '../../src/framework/records';
import type { Db, Row } from './types';
import { DEMO_ADMIN, DEMO_AGENTES, DEMO_ETIQUETAS, DEMO_GLOSARIO } from '../../src/resources/usuarios/server/demo';
import { demoCambiosDemandantes, demoCitas, demoDemandantes, demoOfertantes } from './demo/random';
import { codigoOf } from '../../src/resources/ofertantes/server/hooks';
import { seedDemoPhotos } from '../uploads/demo';
import { generateMessages } from '../../src/resources/autoresponder/server/generate';
import { citaText } from '../../src/resources/citas/server/hooks';
import { formatMoney } from '../../src/lib/money';
import { t } from '../http';
import { insertMany } from './batch';
import { analyze } from './connect';
import { seedDocumentos } from './seedDocumentos';
import { seedPublicidad } from './seedPublicidad';
import { seedBiblioteca } from './seedBiblioteca';
import { seedTurnos } from '../../src/resources/turnos/server/demo';
import { seedLibro } from '../../src/resources/libroreclamaciones/server/demo';
import { seedPublicacion } from '../../src/resources/ofertantes/server/demo';

export interface SeedResult {
  readonly seeded: 'demo' | 'none' | 'existing';
  /** Set when the demo password was generated: printed once by the caller. */
  readonly generatedPassword?: string;
  readonly users: readonly string[];
}

function audit(now: string): AuditColumns {
  return { creado_en: now, actualizado_en: now, creado_por: null, actualizado_por: null };
}

export function generatePassword(): string {
  return crypto.randomBytes(9).toString('base64url');
}

export async function seedIfEmpty(db: Db, config: Config): Promise<SeedResult> {
  const existing = await db.selectFrom('usuarios').select('id_usuario').limit(1).executeTakeFirst();
  if (existing) return { seeded: 'existing', users: [] };
  const now = new Date().toISOString();

  if (config.seed === 'none') {
    if (!config.adminUser || !config.adminPassword || config.adminPassword.length < 8) {
      throw new Error('Con SEED=none defina ADMIN_USER y ADMIN_PASSWORD (mínimo 8 caracteres).');
    }
    await db
      .insertInto('usuarios')
      .values({
        ...audit(now),
        nombre: 'Administrador',
        apellido: 'del sistema',
        usuario: config.adminUser,
        email: config.adminUser.includes('@') ? config.adminUser.toLowerCase() : `${config.adminUser.toLowerCase()}@localhost`,
        password: await hashPassword(config.adminPassword),
        tipo: 'Administrador',
        estado: 'activo',
      })
      .execute();
    return { seeded: 'none', users: [config.adminUser] };
  }

  const generated = config.demoPassword ? undefined : generatePassword();
  const hash = await hashPassword(config.demoPassword ?? generated ?? '');
  const base = { ...audit(now), password: hash, documento_tipo: 'DNI', estado: 'activo' };
  await db
    .insertInto('usuarios')
    .values({ ...base, ...DEMO_ADMIN, tipo: 'Administrador' })
    .execute();
  for (const a of DEMO_AGENTES)
    await db
      .insertInto('usuarios')
      .values({ ...base, ...a, tipo: 'Agente' })
      .execute();
  for (const e of DEMO_ETIQUETAS)
    await db
      .insertInto('etiquetas')
      .values({ ...audit(now), ...e })
      .execute();
  for (const [termino, definicion] of DEMO_GLOSARIO)
    await db
      .insertInto('glosario')
      .values({ ...audit(now), termino, definicion })
      .execute();
  await seedFavoritos(db, now);
  await seedDocumentos(db, now);
  await seedPublicidad(db, now);
  await seedTurnos(db, now);
  await seedDemoPhotos(db, config.dataDir, now);
  await seedPublicacion(db, now);
  await seedBiblioteca(db, config.dataDir, now);
  await seedHistory(db, now);
  await seedLibro(db, new Date(now));
  await generateMessages(db);
  await analyze(db);
  return { seeded: 'demo', generatedPassword: generated, users: [DEMO_ADMIN.usuario, ...DEMO_AGENTES.map((a) => a.usuario)] };
}

/** A few hundred properties, their demand and this week's citas, spread over the agents. */
async function seedFavoritos(db: Db, now: string): Promise<void> {
  const today = new Date(now);
  const agentes = (await db.selectFrom('usuarios').select('id_usuario').where('tipo', '=', 'Agente').execute()).map((u) => u.id_usuario);
  const withAudit = (rows: Row[]) =>
    rows.map((row) => ({ ...row, ...audit(now), creado_por: row.id_agente ?? null, actualizado_por: row.id_agente ?? null }));
  await db.transaction().execute(async (trx) => {
    const propiedades = await insertMany(trx, 'ofertantes', 'id_propiedad', withAudit(demoOfertantes(320, agentes, today)));
    for (const id of propiedades)
      await trx
        .updateTable('ofertantes')
        .set({ codigo: codigoOf(id) })
        .where('id_propiedad', '=', id)
        .execute();
    const demandantes = await insertMany(trx, 'demandantes', 'id_demandante', withAudit(demoDemandantes(90, agentes, today)));
    await insertMany(trx, 'citas', 'id_cita', withAudit(demoCitas(36, agentes, propiedades, demandantes, today)));
  });
}

/**
 * What a few weeks of use leave behind: price reductions in the change log of some available properties, and
 * each agent's notices of the citas the office assigned them this week.
 */
async function seedHistory(db: Db, now: string): Promise<void> {
  const disponibles = await db
    .selectFrom('ofertantes')
    .select(['id_propiedad', 'precio', 'moneda', 'id_agente'])
    .where('estado', '=', 'disponible')
    .orderBy('id_propiedad')
    .limit(24)
    .execute();
  const day = 86_400_000;
  const cambios = disponibles.map((p, i) => {
    const fecha = new Date(new Date(now).getTime() - (3 + i) * day).toISOString();
    const step = p.precio >= 10_000_000 ? 100_000 : 5_000;
    const antes = Math.ceil((p.precio * (1.05 + (i % 4) * 0.02)) / step) * step;
    return {
      fecha,
      recurso: 'ofertantes',
      id_registro: p.id_propiedad,
      campo: 'precio',
      valor_anterior: formatMoney(antes, p.moneda),
      valor_nuevo: formatMoney(p.precio, p.moneda),
      id_usuario: p.id_agente,
      creado_en: fecha,
      actualizado_en: fecha,
      creado_por: p.id_agente,
      actualizado_por: p.id_agente,
    };
  });
  if (cambios.length) await db.insertInto('cambioso').values(cambios).execute();
  const demandantes = await db
    .selectFrom('demandantes')
    .select(['id_demandante', 'precio_max', 'moneda', 'estado', 'id_agente'])
    .orderBy('id_demandante')
    .execute();
  const cambiosd = demoCambiosDemandantes(demandantes, new Date(now), formatMoney);
  if (cambiosd.length) await db.insertInto('cambiosd').values(cambiosd).execute();
  const citas = await db.selectFrom('citas').selectAll().where('estado', '=', 'programada').orderBy('fecha').orderBy('hora_inicio').execute();
  for (const cita of citas) {
    await db
      .insertInto('notificaciones')
      .values({
        id_usuario: Number(cita.id_agente),
        mensaje: t('app.notificaciones.cita_asignada', { cita: await citaText(db, cita) }),
        fecha: now,
        leida: 0,
        recurso: 'citas',
        id_registro: cita.id_cita,
      })
      .execute();
  }
}
