// Enumerations shared by several modules (DOMAIN.md "Enumerations").
import type { Choice } from '../framework/schema';
import { DOCUMENTO_TIPOS } from '../lib/documents';

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
