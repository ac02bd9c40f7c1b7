// Demo seed of Documentos, Legal and Directorios (after the properties exist).
import { codigoLlave } from '../../src/resources/llaves/server/llaves';
import { insertMany } from './batch';
import { demoContratos, demoCorredores, demoLlaves, demoPrestamos, demoRegistros } from './demo/documentos';
import type { Db, Row } from './types';

export async function seedDocumentos(db: Db, now: string): Promise<void> {
  const today = new Date(now);
  const admin = await db.selectFrom('usuarios').select('id_usuario').where('tipo', '=', 'Administrador').orderBy('id_usuario').executeTakeFirst();
  const by = admin ? admin.id_usuario : null;
  const audit = (rows: Row[]) => rows.map((row) => ({ ...row, creado_en: now, actualizado_en: now, creado_por: by, actualizado_por: by }));
  const agentes = (await db.selectFrom('usuarios').select('id_usuario').where('tipo', '=', 'Agente').execute()).map((u) => u.id_usuario);
  const props = await db.selectFrom('ofertantes').selectAll().orderBy('id_propiedad').execute();
  await db.transaction().execute(async (trx) => {
    const corredores = await insertMany(trx, 'corredores', 'id_corredor', audit(demoCorredores(12, today)));
    const llaves = demoLlaves(props);
    const llaveIds = await insertMany(trx, 'llaves', 'id_llave', audit(llaves));
    for (const id of llaveIds)
      await trx
        .updateTable('llaves')
        .set({ codigo: codigoLlave(id) })
        .where('id_llave', '=', id)
        .execute();
    const prestamos = demoPrestamos(
      llaveIds.map((id_llave) => ({ id_llave })),
      agentes,
      corredores.slice(0, -1),
      today,
    );
    await insertMany(trx, 'controlllaves', 'id_prestamo', audit(prestamos));
    const out = prestamos.filter((p) => p.estado === 'abierto').map((p) => p.id_llave);
    if (out.length) await trx.updateTable('llaves').set({ estado: 'prestada' }).where('id_llave', 'in', out).execute();
    // 'Llave recibida' follows the inventory, as the keys' hooks keep it afterwards.
    await trx.updateTable('ofertantes').set({ chk_llave: 0 }).where('estado', 'in', ['prospecto', 'por_ofertar']).execute();
    const withKeys = Array.from(new Set(llaves.map((l) => l.id_propiedad)));
    for (let i = 0; i < withKeys.length; i += 200)
      await trx
        .updateTable('ofertantes')
        .set({ chk_llave: 1 })
        .where('id_propiedad', 'in', withKeys.slice(i, i + 200))
        .execute();
    await insertMany(trx, 'controlcontratos', 'id_contrato', audit(demoContratos(props, today)));
    await insertMany(trx, 'controlregistros', 'id_registro', audit(demoRegistros(props, today)));
  });
}
