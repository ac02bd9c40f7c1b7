import type { Choice } from '../../framework/schema';

export const ESTADO_OFERTANTE_CHOICES: readonly Choice[] = [
  { id: 'prospecto', name: 'Prospecto' },
  { id: 'por_ofertar', name: 'Por ofertar' },
  { id: 'disponible', name: 'Disponible' },
  { id: 'reservado', name: 'Reservado' },
  { id: 'vendido', name: 'Vendido' },
  { id: 'alquilado', name: 'Alquilado' },
  { id: 'retirado', name: 'Retirado' },
];

/**
 * prospecto → por_ofertar → disponible → reservado → vendido | alquilado; or retirado (DOMAIN.md). Entering
 * disponible from prospecto or por_ofertar requires the complete checklist (the server checks). A reservation
 * may fall through (reservado → disponible), a rented property returns to disponible when the lease ends, and a
 * withdrawn one can be taken up again. A sale is final.
 */
export const TRANSICIONES: Readonly<Record<string, readonly string[]>> = {
  prospecto: ['por_ofertar', 'disponible', 'retirado'],
  por_ofertar: ['prospecto', 'disponible', 'retirado'],
  disponible: ['por_ofertar', 'reservado', 'vendido', 'alquilado', 'retirado'],
  reservado: ['disponible', 'vendido', 'alquilado', 'retirado'],
  vendido: [],
  alquilado: ['disponible', 'retirado'],
  retirado: ['prospecto', 'por_ofertar'],
};

export function canTransition(from: string, to: string): boolean {
  return from === to || (TRANSICIONES[from] ?? []).includes(to);
}

export interface ChecklistItem {
  /** The record field it reads: a tick (chk_*) for what no record holds, or the field that proves it. */
  readonly field: string;
  readonly label: string;
  readonly short: string;
  /** Derived from the record (not ticked by hand): what is shown when it is missing. */
  readonly derivedHint?: string;
}

const present = (v: unknown) => (typeof v === 'string' ? v.trim() !== '' : v !== null && v !== undefined);
const isTrue = (v: unknown) => v === true || v === 1 || v === '1';

/**
 * The checklist of 'Inmuebles por ofertar' (all required to pass to disponible). What a record already knows is
 * derived from it: 'Fotos' from the main photo, 'Partida registral' from partida_registral, 'Contrato de
 * exclusividad' from exclusividad, 'Llave recibida' from the key inventory (chk_llave, kept by the keys' hooks).
 * Only what no record holds stays a tick (precio acordado).
 */
export const CHECKLIST: readonly ChecklistItem[] = [
  { field: 'imagen', label: 'Fotos', short: 'Fotos', derivedHint: 'Suba fotos y elija la principal' },
  { field: 'exclusividad', label: 'Contrato de exclusividad', short: 'Contrato', derivedHint: 'Marque «Exclusividad» en el inmueble' },
  { field: 'partida_registral', label: 'Partida registral', short: 'Partida', derivedHint: 'Registre la partida en el inmueble' },
  { field: 'chk_precio', label: 'Precio acordado', short: 'Precio' },
  { field: 'chk_llave', label: 'Llave recibida', short: 'Llave', derivedHint: 'Registre la llave en Sistema › Llaves' },
];

/** Whether one item is done for a record (a stored row: booleans may come as 0/1). */
export function checklistDone(item: ChecklistItem, record: Readonly<Record<string, unknown>> | undefined): boolean {
  if (!record) return false;
  const v = record[item.field];
  return item.field === 'exclusividad' || item.field.startsWith('chk_') ? isTrue(v) : present(v);
}

export function checklistPending(record: Readonly<Record<string, unknown>> | undefined): ChecklistItem[] {
  return CHECKLIST.filter((c) => !checklistDone(c, record));
}

/** Estados a property can only be in once it has been offered (it passed through disponible). */
export const ESTADOS_OFERTADOS: readonly string[] = ['disponible', 'reservado', 'vendido', 'alquilado'];
