// Sistema › Importar, the API (administrators; Bearer token or, on the upload, an `authorization` field first):
//   POST /importaciones/analizar            multipart modulo, archivo, hoja?, mapeo? → the preview, nothing written
//   POST /importaciones/confirmar           json={"id", "duplicados"?} → starts the commit (202)
//   GET  /importaciones/{id}                progress and result
//   POST /importaciones/{id}/deshacer       removes the import's records while nobody changed them
//   GET  /importaciones/{id}/fallidas       .xlsx of the rows that failed, with why
//   GET  /importaciones/plantilla/{modulo}  .xlsx template of a module
//   GET  /importaciones                     the imports confirmed so far, newest first (a page)
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '#server/db/types';
import { isImportable } from '../shared/importable';
import type { ModuleSchema } from '../../../framework/schema';
import { isRecord } from '../../../lib/guards';
import { ADMIN_ONLY } from '#server/auth/scope';
import { callerOf, crudOperations, type Caller, type CrudDeps } from '#server/crud/operations';
import { inUseError } from '#server/crud/writeRules';
import { isForeignKeyViolation } from '#server/db/connect';
import { ApiError, jsonField, notFound, ok, parseId, t, type IdRoute } from '#server/http';
import { anyObject, arrayOf, describedQuery, envelope, errors, fileAnswer, int, object, orNull, str } from '#server/openapi';
import { analyze, type Analisis } from './analyze';
import { storedJson, storedRows, storeRows } from './storedRows';
import { Readable } from 'node:stream';
import { DUPLICADOS, recoverStale, removeBatch, runCommit, STALE_MS, touchedCreated, type Duplicados, type Resultado } from './commit';
import { namedList, namesInOrder } from './recordNames';
import { readCsv } from './readCsv';
import { readXlsx } from './readXlsx';
import { refused, type Sheet } from './sheet';
import { receiveImport } from './upload';
import { failedWorkbook, templateWorkbook } from './workbook';
import fs from 'node:fs';
import multipart from '@fastify/multipart';
import { IMPORT_LIMITS } from './limits';
import { listQuery, paging } from '../../../features/biblioteca/server/query';
import { rowCount } from '#server/db/aggregates';

const tags = ['Importar'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Modules an import may write: declared, writable, not a view over another, and creatable by the caller's role. */
function importable(modules: readonly ModuleSchema[], name: string | undefined, tipo: string): ModuleSchema {
  const schema = modules.find((m) => m.name === name);
  if (!schema || !isImportable(schema, tipo))
    throw new ApiError(400, t('app.importar.errors.modulo', { modulo: name ?? '' }), {
      modulo: t('app.importar.errors.modulo', { modulo: name ?? '' }),
    });
  return schema;
}

function parseMapeo(text: string | undefined): Record<string, string | null> | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw refused('app.importar.errors.mapeo');
  }
  if (!isRecord(value) || Object.values(value).some((v) => v !== null && typeof v !== 'string')) throw refused('app.importar.errors.mapeo');
  return value as Record<string, string | null>;
}

async function readSheet(file: string, nombre: string, hoja: string | undefined): Promise<Sheet> {
  const head = Buffer.alloc(4);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, head, 0, 4, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head[0] === 0x50 && head[1] === 0x4b) return readXlsx(file, nombre, hoja);
  if (/\.(xlsx|xlsm|xls|ods)$/i.test(nombre)) throw refused('app.importar.errors.not_spreadsheet', { archivo: nombre });
  const base = nombre.replace(/\.[^.]*$/, '') || nombre;
  return readCsv(fs.readFileSync(file), base, nombre);
}

interface Stored {
  readonly id: number;
  readonly schema: ModuleSchema;
  /** The import's row without its analysis (megabytes on a large file: read only where the rows are needed). */
  readonly row: {
    estado: string;
    resumen: string;
    resultado: string | null;
    total: number;
    hechas: number;
    iniciada_en: string | null;
    /** The runner's last heartbeat (while 'en_curso'). */
    latido: string | null;
    archivo: string;
    duplicados: string | null;
  };
}

const ANALYSIS = object(
  {
    id: int('La importación'),
    modulo: str(),
    archivo: str(),
    hoja: str(),
    hojas: arrayOf(str()),
    columnas: arrayOf(object({ columna: str(), campo: orNull(str()) })),
    sinMapear: arrayOf(str(), 'Columnas que no llenan ningún campo'),
    faltantes: arrayOf(str(), 'Campos obligatorios que ninguna columna llena'),
    encabezados: arrayOf(str(), 'Los títulos de la hoja, en su orden'),
    filas: arrayOf(anyObject('Una fila: fila, clase (nuevo, duplicado, error), celdas, valores, errores, cambios, duplicado')),
    resumen: object({ total: int(), nuevos: int(), duplicados: int(), errores: int() }),
  },
  ['id', 'modulo', 'hoja', 'columnas', 'filas', 'resumen'],
);
const STATUS = object(
  {
    id: int(),
    modulo: str(),
    archivo: str(),
    estado: str('analizando, analizada, en_curso, completada, fallida o deshecha'),
    duplicados: orNull(str()),
    total: int('Filas a guardar'),
    hechas: int('Filas ya procesadas'),
    segundosRestantes: orNull(int('Estimación del tiempo que falta')),
    resumen: object({ total: int(), nuevos: int(), duplicados: int(), errores: int() }),
    resultado: orNull(anyObject('creados, actualizados, omitidos, fallidas [{fila, motivo}], error')),
  },
  ['id', 'modulo', 'estado', 'total', 'hechas', 'resumen'],
);

const PAST = object(
  {
    id: int(),
    modulo: str(),
    archivo: str(),
    estado: str('en_curso, completada, fallida o deshecha'),
    usuario: str('Quién la hizo'),
    creado_en: str('Cuándo se analizó (ISO)'),
    resumen: object({ total: int(), nuevos: int(), duplicados: int(), errores: int() }),
    creados: int(),
    actualizados: int(),
    fallidas: int('Filas que no se guardaron al confirmar'),
  },
  ['id', 'modulo', 'archivo', 'estado', 'creado_en', 'resumen'],
);

export function registerImportRoutes(api: FastifyInstance, deps: CrudDeps): void {
  void api.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: IMPORT_LIMITS.maxBytes, files: 1 }, throwFileSizeLimit: true });
    importRoutes(scope, deps);
  });
}

function importRoutes(app: FastifyInstance, deps: CrudDeps): void {
  const { db, modules } = deps;
  const opsOf = new Map(modules.map((m) => [m.name, crudOperations(deps, m)]));
  const ops = (name: string) => opsOf.get(name);

  const callerForUser = async (userId: number): Promise<Caller | null> => {
    const row = await db.selectFrom('usuarios').selectAll().where('id_usuario', '=', userId).executeTakeFirst();
    return row ? { user: { id: userId, sessionId: 0, tipo: row.tipo, locked: false, row }, ip: '127.0.0.1', log: app.log } : null;
  };
  const recover = () => recoverStale(db, ops, callerForUser);
  // On start, imports a dead process left half-written are removed; a database that does not answer yet is the
  // health check's to report, not a reason to refuse to start.
  app.addHook('onReady', async () => {
    await recover().catch((e: unknown) => app.log.warn({ err: e }, 'importaciones interrumpidas: no se pudieron revisar al arrancar'));
  });

  const load = async (rawId: string): Promise<Stored> => {
    const id = parseId(rawId);
    const row = await db
      .selectFrom('importaciones')
      .select(['modulo', 'estado', 'resumen', 'resultado', 'total', 'hechas', 'iniciada_en', 'latido', 'archivo', 'duplicados'])
      .where('id_importacion', '=', id)
      .executeTakeFirst();
    const schema = row && modules.find((m) => m.name === row.modulo);
    if (!row || !schema) throw new ApiError(404, t('app.importar.errors.not_found'));
    return { id, schema, row };
  };
  /** The file's titles of a stored analysis. */
  const headersOf = async (s: Stored) => {
    const { analisis } = await db.selectFrom('importacion_analisis').select('analisis').where('id_importacion', '=', s.id).executeTakeFirstOrThrow();
    return (JSON.parse(analisis) as { encabezados: string[] }).encabezados;
  };
  // Asked every second while a commit runs: from the short columns only.
  const status = async (s: Stored) => {
    const { hechas, total, iniciada_en } = s.row;
    const elapsed = iniciada_en ? (Date.now() - Date.parse(iniciada_en)) / 1000 : 0;
    const segundosRestantes = s.row.estado === 'en_curso' && hechas > 0 ? Math.max(0, Math.round((elapsed / hechas) * (total - hechas))) : null;
    return {
      id: s.id,
      modulo: s.schema.name,
      archivo: s.row.archivo,
      estado: s.row.estado,
      duplicados: s.row.duplicados,
      total,
      hechas,
      segundosRestantes,
      resumen: JSON.parse(s.row.resumen) as Analisis['resumen'],
      resultado: s.row.resultado ? (JSON.parse(s.row.resultado) as Resultado) : null,
    };
  };

  app.post(
    '/importaciones/analizar',
    {
      config: { upload: true, ...ADMIN_ONLY },
      bodyLimit: 21 * 1024 * 1024,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        summary: 'Analizar un archivo .xlsx o .csv (multipart: modulo, hoja?, mapeo? y luego archivo); no guarda ningún registro',
        response: { 200: envelope(ANALYSIS, 'La vista previa: columnas, filas clasificadas y resumen'), ...errors(400, 403, 413) },
      },
    },
    async (request, reply) => {
      const upload = await receiveImport(request);
      try {
        const schema = importable(modules, upload.fields.modulo, upload.user.tipo);
        const mapeo = parseMapeo(upload.fields.mapeo);
        const sheet = await readSheet(upload.file, upload.nombre, upload.fields.hoja || undefined);
        const opsFor = ops(schema.name);
        const caller: Caller = { user: upload.user, ip: request.ip, log: request.log };
        const rules = opsFor && { check: (trx: Transaction<Database>, valores: unknown) => opsFor.checkCreateWithin(trx, caller, valores) };
        const now = new Date().toISOString();
        // The import's row first (estado 'analizando'): the rows go to importacion_filas under its id as each batch
        // is classified. An analysis that fails takes its row (and its rows) away; one a dead process left is removed
        // by the recovery once its heartbeat is stale.
        const { id_importacion: id } = await db
          .insertInto('importaciones')
          .values({
            modulo: schema.name,
            id_usuario: upload.user.id,
            archivo: upload.nombre,
            hoja: sheet.hoja,
            estado: 'analizando',
            resumen: JSON.stringify({ total: 0, nuevos: 0, duplicados: 0, errores: 0 }),
            latido: now,
            creado_en: now,
            actualizado_en: now,
          })
          .returning('id_importacion')
          .executeTakeFirstOrThrow();
        let cabecera: string;
        try {
          const analisis = await analyze(db, schema, sheet, (filas, from) => storeRows(db, id, from, filas), mapeo, modules, rules);
          cabecera = JSON.stringify({ ...analisis, encabezados: sheet.encabezados });
          await db.transaction().execute(async (trx) => {
            await trx
              .updateTable('importaciones')
              .set({ estado: 'analizada', resumen: JSON.stringify(analisis.resumen), latido: null, actualizado_en: new Date().toISOString() })
              .where('id_importacion', '=', id)
              .execute();
            await trx.insertInto('importacion_analisis').values({ id_importacion: id, analisis: cabecera }).execute();
          });
        } catch (e) {
          await db.deleteFrom('importaciones').where('id_importacion', '=', id).execute();
          throw e;
        }
        // The answer is streamed: the import's id and file name, the stored analysis, then its rows read back a page
        // at a time (megabytes on a large file, never one string).
        const head = `{"status":"success","data":${JSON.stringify({ id, archivo: upload.nombre }).slice(0, -1)},${cabecera.slice(1, -1)},"filas":[`;
        async function* answer() {
          yield head;
          let first = true;
          for await (const page of storedJson(db, id)) {
            yield `${first ? '' : ','}${page.join(',')}`;
            first = false;
          }
          yield ']}}';
        }
        return reply.type('application/json; charset=utf-8').send(Readable.from(answer()));
      } finally {
        upload.dispose();
      }
    },
  );

  app.post(
    '/importaciones/confirmar',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Confirmar una importación analizada (json={"id", "duplicados": "omitir" | "actualizar" | "importar"}); se guarda por lotes',
        response: { 202: envelope(STATUS, 'La importación en curso'), ...errors(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const input = jsonField(request, { known: ['id', 'duplicados'], maxKeys: 2, maxDepth: 1, maxEntries: 2 });
      if (!isRecord(input)) throw refused('app.importar.errors.bad_request');
      const stored = await load(String(input.id ?? ''));
      const duplicados = (input.duplicados ?? 'omitir') as Duplicados;
      if (!DUPLICADOS.includes(duplicados))
        throw new ApiError(400, t('app.importar.errors.duplicados'), { duplicados: t('app.importar.errors.duplicados') });
      const opsFor = ops(stored.schema.name);
      if (!opsFor) throw notFound();
      const caller = callerOf(request);
      const now = new Date().toISOString();
      // Only an analysed import starts, once: the update that claims it is the lock (two clicks, two instances).
      const resumen = JSON.parse(stored.row.resumen) as Analisis['resumen'];
      const todo = resumen.nuevos + (duplicados === 'omitir' ? 0 : resumen.duplicados);
      const claimed = await db
        .updateTable('importaciones')
        .set({ estado: 'en_curso', duplicados, total: todo, hechas: 0, iniciada_en: now, latido: now, actualizado_en: now })
        .where('id_importacion', '=', stored.id)
        .where('estado', '=', 'analizada')
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) throw new ApiError(409, t('app.importar.errors.not_ready'));
      void runCommit({
        db,
        schema: stored.schema,
        ops: opsFor,
        caller: { ...caller, log: app.log },
        id: stored.id,
        duplicados,
      });
      return ok(reply, await status(await load(String(stored.id))), { code: 202 });
    },
  );

  app.get(
    '/importaciones',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Las importaciones confirmadas (en curso, completadas, fallidas o deshechas), las más recientes primero',
        querystring: describedQuery({
          page: { type: 'integer', minimum: 1, default: 1, description: 'Página, desde 1' },
          perPage: { type: 'integer', minimum: 1, maximum: 100, default: 25, description: 'Filas por página (hasta 100)' },
        }),
        response: { 200: envelope(arrayOf(PAST), 'Una página de importaciones'), ...errors(400) },
      },
    },
    async (request, reply) => {
      const { limit, offset } = paging(listQuery(request, []));
      const base = db.selectFrom('importaciones').where('importaciones.estado', 'not in', ['analizando', 'analizada']);
      const total = await base.select(rowCount.as('n')).executeTakeFirst();
      const rows = await base
        .leftJoin('usuarios', 'usuarios.id_usuario', 'importaciones.id_usuario')
        .select([
          'importaciones.id_importacion',
          'importaciones.modulo',
          'importaciones.archivo',
          'importaciones.estado',
          'importaciones.creado_en',
          'importaciones.resumen',
          'importaciones.resultado',
          'usuarios.nombre',
          'usuarios.apellido',
        ])
        .orderBy('importaciones.id_importacion', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      const data = rows.map((r) => {
        const resultado = r.resultado ? (JSON.parse(r.resultado) as Resultado) : null;
        return {
          id: r.id_importacion,
          modulo: r.modulo,
          archivo: r.archivo,
          estado: r.estado,
          usuario: [r.nombre, r.apellido].filter(Boolean).join(' '),
          creado_en: r.creado_en,
          resumen: JSON.parse(r.resumen) as Analisis['resumen'],
          creados: resultado?.creados ?? 0,
          actualizados: resultado?.actualizados ?? 0,
          fallidas: resultado?.fallidas.length ?? 0,
        };
      });
      return ok(reply, data, { total: total?.n ?? 0 });
    },
  );

  app.get<IdRoute>(
    '/importaciones/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Progreso y resultado de una importación',
        response: { 200: envelope(STATUS, 'La importación'), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      // Asked every second while a commit runs: one read of the import's row. Only when its runner stopped beating
      // (a process that died) are the stale imports recovered and the row read again.
      const stored = await load(request.params.id);
      const stale = stored.row.estado === 'en_curso' && (!stored.row.latido || Date.parse(stored.row.latido) < Date.now() - STALE_MS);
      if (!stale) return ok(reply, await status(stored));
      await recover();
      return ok(reply, await status(await load(request.params.id)));
    },
  );

  app.post<IdRoute>(
    '/importaciones/:id/deshacer',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary:
          'Deshacer una importación: elimina los registros que creó (mientras nadie los haya modificado) y devuelve a sus datos anteriores los que actualizó (salvo los modificados después, que se nombran)',
        response: { 200: envelope(STATUS, 'La importación deshecha'), ...errors(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const stored = await load(request.params.id);
      if (stored.row.estado === 'en_curso') throw new ApiError(409, t('app.importar.errors.running'));
      if (stored.row.estado === 'deshecha') throw new ApiError(409, t('app.importar.errors.undone'));
      if (stored.row.estado !== 'completada') throw new ApiError(409, t('app.importar.errors.undo_state'));
      const opsFor = ops(stored.schema.name);
      if (!opsFor) throw notFound();
      // A record it created that someone changed since would lose their work: nothing is undone, and they are named.
      const touched = await touchedCreated(db, stored.schema, stored.id);
      if (touched.length > 0) {
        const registros = namedList(await namesInOrder(db, stored.schema, touched));
        throw new ApiError(409, t('app.importar.errors.undo_touched', { smart_count: touched.length, registros }));
      }
      let left: number[];
      try {
        // The claim completada → deshecha is the lock: of two undos at the same moment, the second is refused.
        left = await removeBatch(db, stored.id, opsFor, callerOf(request), {
          from: 'completada',
          to: 'deshecha',
          refusal: 'app.importar.errors.undone',
        });
      } catch (e) {
        if (isForeignKeyViolation(e)) throw new ApiError(409, (await inUseError(db, modules, stored.schema, 0)).msg);
        throw e;
      }
      // The records it updated that someone changed since keep their values: named in the answer and the result.
      const dejados = await namesInOrder(db, stored.schema, left);
      const previous = stored.row.resultado ? (JSON.parse(stored.row.resultado) as Resultado) : null;
      if (previous && dejados.length)
        await db
          .updateTable('importaciones')
          .set({ resultado: JSON.stringify({ ...previous, dejados }) })
          .where('id_importacion', '=', stored.id)
          .execute();
      const msg = dejados.length
        ? t('app.importar.resultado.deshecha_dejados', { smart_count: dejados.length, registros: namedList(dejados) })
        : t('app.importar.resultado.deshecha');
      return ok(reply, await status(await load(request.params.id)), { msg });
    },
  );

  app.get<IdRoute>(
    '/importaciones/:id/fallidas',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Las filas que no se importaron, con el motivo (.xlsx)',
        response: { 200: fileAnswer('Las filas fallidas', XLSX), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const stored = await load(request.params.id);
      const resultado = stored.row.resultado ? (JSON.parse(stored.row.resultado) as Resultado) : null;
      const file = await failedWorkbook(await headersOf(stored), storedRows(db, stored.id), resultado?.fallidas ?? []);
      const name = `${stored.row.archivo.replace(/\.[^.]*$/, '')}-filas-con-errores.xlsx`;
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="importacion-${stored.id}.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`)
        .send(file);
    },
  );

  app.get<{ Params: { modulo: string } }>(
    '/importaciones/plantilla/:modulo',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Plantilla .xlsx de un módulo: títulos, listas de valores y una fila de ejemplo',
        response: { 200: fileAnswer('La plantilla', XLSX), ...errors(400) },
      },
    },
    async (request, reply) => {
      const schema = importable(modules, request.params.modulo, request.user.tipo);
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="plantilla-${schema.name}.xlsx"`)
        .send(await templateWorkbook(schema));
    },
  );
}
