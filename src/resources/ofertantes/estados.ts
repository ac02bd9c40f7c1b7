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

/** The checklist of 'Inmuebles por ofertar' (all required to pass to disponible). */
export const CHECKLIST = [
  { field: 'chk_fotos', label: 'Fotos', short: 'Fotos' },
  { field: 'chk_contrato', label: 'Contrato de exclusividad', short: 'Contrato' },
  { field: 'chk_partida', label: 'Partida registral', short: 'Partida' },
  { field: 'chk_precio', label: 'Precio acordado', short: 'Precio' },
  { field: 'chk_llave', label: 'Llave recibida', short: 'Llave' },
] as const;
