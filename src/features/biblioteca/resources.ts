// Imágenes y Files as react-admin resources: each a schema (the framework's table, filters, CSV and access read it)
// served by its own endpoints (./server), which the dataProvider reaches through `LIBRARY_RESOURCES`.
// Plain TypeScript: no React.
import { translate } from '../../i18n/translate';
import { fieldsOfType } from '../../framework/fields';
import { defineModule, type ModuleSchema } from '../../framework/schema';
import { ADMIN_ONLY } from '../../resources/common';
import { modules } from '../../resources/registry';
import type { OwnEndpoints } from '../../dataProvider/virtual';
import { LIBRARY_MODULE } from './shared/library';

const ORIGENES = [
  { id: 'propiedades', name: translate('app.publicidad.biblioteca.origen_propiedades') },
  { id: 'biblioteca', name: translate('app.publicidad.biblioteca.origen_biblioteca') },
  { id: 'avatares', name: translate('app.publicidad.biblioteca.origen_avatares') },
];

const uploadedBy = { type: 'reference', label: translate('app.publicidad.biblioteca.subido_por'), reference: 'usuarios', filter: 'eq' } as const;
const uploadedOn = { type: 'datetime', label: translate('app.publicidad.biblioteca.fecha'), filter: 'range' } as const;
const property = { type: 'reference', label: translate('app.publicidad.biblioteca.inmueble'), reference: 'ofertantes', filter: 'eq' } as const;

export const imagenesResource = defineModule({
  name: 'biblioteca_imagenes',
  key: 'id',
  label: { one: 'Imagen', many: translate('app.publicidad.biblioteca.imagenes'), gender: 'f' },
  fields: {
    nombre: { type: 'text', label: translate('app.publicidad.biblioteca.nombre') },
    origen: { type: 'enum', label: translate('app.publicidad.biblioteca.origen'), choices: ORIGENES, filter: 'eq' },
    id_propiedad: property,
    id_subido_por: uploadedBy,
    creado_en: uploadedOn,
  },
  list: { columns: ['nombre', 'origen', 'id_subido_por', 'creado_en'], sort: { field: 'creado_en', order: 'DESC' }, search: ['nombre'] },
  access: ADMIN_ONLY,
  representation: '%{nombre}',
});

const withFiles = modules.filter((m) => fieldsOfType(m, 'file').length > 0);

export const filesResource = defineModule({
  name: 'biblioteca_files',
  key: 'id',
  label: { one: 'Archivo', many: translate('app.publicidad.biblioteca.files'), gender: 'm' },
  fields: {
    nombre: { type: 'text', label: translate('app.publicidad.biblioteca.nombre') },
    modulo: {
      type: 'enum',
      label: translate('app.publicidad.biblioteca.modulo'),
      choices: [
        { id: LIBRARY_MODULE, name: translate('app.publicidad.biblioteca.libre') },
        ...withFiles.map((m) => ({ id: m.name, name: m.label.many })),
      ],
      filter: 'eq',
    },
    id_propiedad: property,
    bytes: { type: 'integer', label: translate('app.publicidad.biblioteca.tamano') },
    id_subido_por: uploadedBy,
    creado_en: uploadedOn,
  },
  list: {
    columns: ['nombre', 'modulo', 'id_propiedad', 'bytes', 'id_subido_por', 'creado_en'],
    sort: { field: 'creado_en', order: 'DESC' },
    search: ['nombre'],
  },
  access: ADMIN_ONLY,
  representation: '%{nombre}',
});

/** Where a picture comes from, as the `origen` filter names it. */
const originOf = (row: Readonly<Record<string, unknown>>) =>
  row.id_usuario !== null && row.id_usuario !== undefined ? 'avatares' : row.id_propiedad ? 'propiedades' : 'biblioteca';

// The filters' names in the URL are the schema's; the endpoints take theirs (a range's bounds: desde and hasta).
const FILTER_PARAMS = { id_subido_por: 'subido_por', creado_en_gte: 'desde', creado_en_lte: 'hasta' };

export const LIBRARY_RESOURCES: Readonly<Record<string, OwnEndpoints>> = {
  [imagenesResource.name]: {
    schema: imagenesResource,
    listPath: '/biblioteca/imagenes/listado',
    deletePath: '/biblioteca/imagenes/eliminar',
    params: FILTER_PARAMS,
    shape: (row) => ({ ...row, origen: originOf(row) }),
  },
  [filesResource.name]: {
    schema: filesResource,
    listPath: '/biblioteca/files/listado',
    deletePath: '/biblioteca/files/eliminar',
    params: FILTER_PARAMS,
  },
};

export const LIBRARY_SCHEMAS: readonly ModuleSchema[] = [imagenesResource, filesResource];
