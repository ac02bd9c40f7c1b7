// Throwaway schema changes for the migration generator's tests (tests/unit/migration-generator.test.ts,
// tests/api/migration-generator.test.ts): two new modules (one referring to the other) and edits of registry modules,
// in two rounds, each the registry as src/resources/registry.ts would list it after the change.
import { defineModule, fieldOf, type FieldDef, type ModuleSchema } from '../../src/framework/schema';
import { ADMIN_ONLY } from '../../src/resources/common';
import etiquetas from '../../src/resources/etiquetas/schema';
import { modules } from '../../src/resources/registry';

export const salas = defineModule({
  name: 'salas',
  key: 'id_sala',
  label: { one: 'Sala', many: 'Salas', gender: 'f' },
  fields: {
    nombre: { type: 'text', label: 'Nombre', required: true, max: 80, unique: true, sortable: true },
    piso: { type: 'integer', label: 'Piso', min: -5, max: 60, sortable: true, filter: 'range' },
    estado: {
      type: 'enum',
      label: 'Estado',
      required: true,
      default: 'libre',
      filter: 'eq',
      choices: [
        { id: 'libre', name: 'Libre' },
        { id: 'ocupada', name: 'Ocupada' },
      ],
    },
    id_responsable: { type: 'reference', label: 'Responsable', reference: 'usuarios', filter: 'eq' },
    fecha_alta: { type: 'date', label: 'Alta', sortable: true, filter: 'range' },
  },
  list: { columns: ['nombre', 'piso', 'estado'], sort: { field: 'fecha_alta', order: 'DESC' }, search: ['nombre'] },
  access: ADMIN_ONLY,
  representation: '%{nombre}',
});

export const reservas = defineModule({
  name: 'reservas',
  key: 'id_reserva',
  label: { one: 'Reserva', many: 'Reservas', gender: 'f' },
  fields: {
    id_sala: { type: 'reference', label: 'Sala', reference: 'salas', required: true, filter: 'eq' },
    fecha: { type: 'date', label: 'Fecha', required: true, sortable: true, filter: 'range' },
    nota: { type: 'text', label: 'Nota', max: 200 },
  },
  list: { columns: ['id_sala', 'fecha'], sort: { field: 'fecha', order: 'DESC' } },
  access: ADMIN_ONLY,
  representation: '%{fecha}',
});

/** `list` with module `name`'s fields replaced as `fields` says (undefined: the field goes). */
export function withFields(list: readonly ModuleSchema[], name: string, fields: Readonly<Record<string, FieldDef | undefined>>): ModuleSchema[] {
  return list.map((m) => {
    if (m.name !== name) return m;
    const kept = Object.entries({ ...m.fields, ...fields }).filter((e): e is [string, FieldDef] => e[1] !== undefined);
    return { ...m, fields: Object.fromEntries(kept) };
  });
}

/** citas' new field in round 1 (round 2 changes its default). */
const sala = { type: 'text', label: 'Sala', max: 20, required: true, default: 'A' } as const satisfies FieldDef;

/**
 * Round 1: the modules salas and reservas (reservas refers to salas: made after it); glosario gets a filtered field,
 * citas a required one with a default; etiquetas' colour another default.
 */
export function firstRound(list: readonly ModuleSchema[] = modules): ModuleSchema[] {
  let out = [...list, salas, reservas];
  out = withFields(out, 'glosario', { fuente: { type: 'text', label: 'Fuente', max: 80, filter: 'eq' } });
  out = withFields(out, 'citas', { sala });
  out = withFields(out, 'etiquetas', { color: { ...fieldOf(etiquetas, 'color'), default: '#112233' } });
  return out;
}

/**
 * Round 2, after round 1: glosario's field goes; salas.piso becomes required and its estado is no longer
 * filtered; reservas gets a reference to usuarios (a foreign key on a new column); citas.sala another default.
 */
export function secondRound(list: readonly ModuleSchema[] = firstRound()): ModuleSchema[] {
  let out = withFields(list, 'glosario', { fuente: undefined });
  const { filter: _filter, ...estado } = fieldOf(salas, 'estado');
  out = withFields(out, 'salas', { piso: { ...fieldOf(salas, 'piso'), required: true }, estado });
  out = withFields(out, 'reservas', { id_agente: { type: 'reference', label: 'Agente', reference: 'usuarios' } });
  out = withFields(out, 'citas', { sala: { ...sala, default: 'B' } });
  return out;
}
