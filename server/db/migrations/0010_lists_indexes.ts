// The composite list indexes (named by kit/tables.ts listIndex) for the tables that existed before them: each
// equality filter followed by the default sort, and ofertantes' common combinations. Listed, not derived: a migration
// must mean the same thing whenever it runs. Then ANALYZE, so the planner knows the data (migrate runs it).
import type { Kysely } from 'kysely';
import type { Dialect } from './kit/sql';
import { createListIndexes, listIndex } from './kit/tables';

const INDEXES: readonly (readonly [table: string, key: string, combos: readonly (readonly string[])[]])[] = [
  [
    'ofertantes',
    'id_propiedad',
    [
      ['estado', 'fecha_captacion'],
      ['tipo_operacion', 'fecha_captacion'],
      ['tipo_inmueble', 'fecha_captacion'],
      ['moneda', 'fecha_captacion'],
      ['distrito', 'fecha_captacion'],
      ['id_agente', 'fecha_captacion'],
      ['estado', 'tipo_operacion', 'precio'],
      ['estado', 'precio'],
    ],
  ],
  [
    'demandantes',
    'id_demandante',
    [
      ['origen', 'apellido'],
      ['tipo_operacion', 'apellido'],
      ['moneda', 'apellido'],
      ['estado', 'apellido'],
      ['id_agente', 'apellido'],
      ['consentimiento_marketing', 'apellido'],
    ],
  ],
  [
    'citas',
    'id_cita',
    [
      ['tipo', 'fecha'],
      ['estado', 'fecha'],
      ['id_propiedad', 'fecha'],
      ['id_demandante', 'fecha'],
      ['id_agente', 'fecha'],
    ],
  ],
  [
    'autoresponder',
    'id_mensaje',
    [
      ['id_demandante', 'creado_en'],
      ['estado', 'creado_en'],
    ],
  ],
  [
    'cambioso',
    'id_cambio',
    [
      ['id_registro', 'fecha'],
      ['campo', 'fecha'],
      ['id_usuario', 'fecha'],
    ],
  ],
  [
    'cambiosd',
    'id_cambio',
    [
      ['id_registro', 'fecha'],
      ['campo', 'fecha'],
      ['id_usuario', 'fecha'],
    ],
  ],
  [
    'controlllaves',
    'id_prestamo',
    [
      ['id_llave', 'fecha_salida'],
      ['prestatario_tipo', 'fecha_salida'],
      ['id_agente', 'fecha_salida'],
      ['id_corredor', 'fecha_salida'],
      ['estado', 'fecha_salida'],
      ['id_cita', 'fecha_salida'],
    ],
  ],
  [
    'controlcontratos',
    'id_contrato',
    [
      ['tipo', 'fecha_inicio'],
      ['id_propiedad', 'fecha_inicio'],
      ['id_demandante', 'fecha_inicio'],
      ['id_agente', 'fecha_inicio'],
      ['estado', 'fecha_inicio'],
    ],
  ],
  [
    'controlregistros',
    'id_registro',
    [
      ['id_propiedad', 'fecha_presentacion'],
      ['tipo_tramite', 'fecha_presentacion'],
      ['oficina_registral', 'fecha_presentacion'],
      ['estado', 'fecha_presentacion'],
    ],
  ],
  [
    'corredores',
    'id_corredor',
    [
      ['zona', 'apellido'],
      ['estado', 'apellido'],
    ],
  ],
  [
    'llaves',
    'id_llave',
    [
      ['id_propiedad', 'codigo'],
      ['estado', 'codigo'],
    ],
  ],
  [
    'usuarios',
    'id_usuario',
    [
      ['tipo', 'apellido'],
      ['estado', 'apellido'],
    ],
  ],
  [
    'libroreclamaciones',
    'id_reclamo',
    [
      ['tipo', 'numero'],
      ['estado', 'numero'],
    ],
  ],
  [
    'actividadsistema',
    'id_actividad',
    [
      ['id_usuario', 'fecha'],
      ['accion', 'fecha'],
      ['recurso', 'fecha'],
      ['id_registro', 'fecha'],
      ['ip', 'fecha'],
    ],
  ],
  [
    'turnos',
    'id_turno',
    [
      ['id_usuario', 'fecha'],
      ['turno', 'fecha'],
    ],
  ],
  [
    'blog',
    'id_blog',
    [
      ['categoria', 'fecha_publicacion'],
      ['estado', 'fecha_publicacion'],
      ['id_autor', 'fecha_publicacion'],
    ],
  ],
  ['argumentosventa', 'id_argumento', [['tipo_inmueble', 'orden']]],
  [
    'controlmedios',
    'id_medio',
    [
      ['medio', 'fecha_inicio'],
      ['id_propiedad', 'fecha_inicio'],
      ['estado', 'fecha_inicio'],
    ],
  ],
];

export function m0010ListIndexes(_dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const [table, key, combos] of INDEXES) {
        await createListIndexes(
          db,
          table,
          combos.map((c) => listIndex(table, key, c)),
        );
      }
    },
  };
}
