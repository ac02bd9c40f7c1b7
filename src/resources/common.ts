// Enumerations shared by several modules (DOMAIN.md "Enumerations").
import { setDistrictCatalog } from '../framework/fields/district/catalog';
import type { Choice } from '../framework/schema';
import { DOCUMENTO_TIPOS } from '../framework/fields/document/rules';
import { DISTRITOS } from '../lib/ubigeo';

export const ROLE_CHOICES: readonly Choice[] = [
  { id: 'Administrador', name: 'Administrador' },
  { id: 'Agente', name: 'Agente' },
];

export const MONEDA_CHOICES: readonly Choice[] = [
  { id: 'PEN', name: 'Soles (S/)' },
  { id: 'USD', name: 'Dólares (US$)' },
];

export const DOCUMENTO_CHOICES: readonly Choice[] = DOCUMENTO_TIPOS;

export const ESTADO_USUARIO_CHOICES: readonly Choice[] = [
  { id: 'activo', name: 'Activo' },
  { id: 'inactivo', name: 'Inactivo' },
];

/** Access shared by the Sistema modules: administrators only. */
export const ADMIN_ONLY = {
  Administrador: { read: true, create: true, update: true, delete: true },
  Agente: {},
} as const;

export const TIPO_INMUEBLE_CHOICES: readonly Choice[] = [
  { id: 'departamento', name: 'Departamento' },
  { id: 'casa', name: 'Casa' },
  { id: 'terreno', name: 'Terreno' },
  { id: 'local_comercial', name: 'Local comercial' },
  { id: 'oficina', name: 'Oficina' },
  { id: 'almacen', name: 'Almacén' },
  { id: 'cochera', name: 'Cochera' },
  { id: 'habitacion', name: 'Habitación' },
  { id: 'otro', name: 'Otro' },
];

// The districts a 'district' field suggests and whose ubigeo it fills in. Set here, beside the app's other shared
// enumerations, so it is in place wherever a schema is used (browser, server, tests).
setDistrictCatalog(DISTRITOS);

/** The Lima Metropolitana and Callao districts, as choices (others are typed as free text). */
export const DISTRITO_CHOICES: readonly Choice[] = DISTRITOS.map((d) => ({ id: d.nombre, name: d.nombre }));

/** Agents may read everyone's records and create them; they edit and delete only their own (DOMAIN.md). */
export const AGENT_OWNS = {
  Administrador: { read: true, create: true, update: true, delete: true },
  Agente: { read: true, create: true, update: 'own', delete: 'own' },
} as const;

/** Documentos and Directorios: agents read, administrators manage (seed §6: list views only for agents). */
export const AGENT_READS = {
  Administrador: { read: true, create: true, update: true, delete: true },
  Agente: { read: true },
} as const;
