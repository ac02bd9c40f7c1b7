import { defineModule, type ModuleSchema } from '../framework/schema';

/** A change log (cambioso, cambiosd): one row per changed field, written by the server in the update's transaction. */
export function changeLogModule<const N extends string>(o: { name: N; of: ModuleSchema; label: string; path: string; order: number }) {
  // 'campo' holds the field name; shown and filtered by the field's label.
  const campos = [
    ...Object.entries(o.of.fields).map(([id, f]) => ({ id, name: f.label })),
    { id: '(registro eliminado)', name: 'Registro eliminado' },
  ];
  return defineModule({
    name: o.name,
    key: 'id_cambio',
    label: { one: 'Cambio', many: o.label, gender: 'm' },
    menu: { area: 'cambios', path: o.path, order: o.order, icon: 'compare' },
    readOnly: true,
    fields: {
      fecha: { type: 'datetime', label: 'Fecha', notNull: true, readOnly: true, sortable: true, filter: 'range' },
      // The log outlives the record ('(registro eliminado)') and the user who made the change: no foreign keys.
      id_registro: {
        type: 'reference',
        label: 'Registro',
        notNull: true,
        reference: o.of.name,
        foreignKey: false,
        readOnly: true,
        filter: 'eq',
        sortable: true,
      },
      campo: { type: 'enum', label: 'Campo', notNull: true, choices: campos, readOnly: true, filter: 'eq', sortable: true },
      valor_anterior: { type: 'text', label: 'Valor anterior', readOnly: true },
      valor_nuevo: { type: 'text', label: 'Valor nuevo', readOnly: true },
      id_usuario: { type: 'reference', label: 'Usuario', reference: 'agentes', foreignKey: false, readOnly: true, filter: 'eq', sortable: true },
    },
    list: {
      columns: ['fecha', 'id_registro', 'campo', 'valor_anterior', 'valor_nuevo', 'id_usuario'],
      sort: { field: 'fecha', order: 'DESC' },
      search: ['valor_anterior', 'valor_nuevo'],
    },
    access: { Administrador: { read: true }, Agente: {} },
    representation: '%{campo}',
  });
}
