// The life of a SUNARP procedure (título): presentado → en calificación → observado | liquidado → inscrito, or
// tachado. An observed title returns to calificación once corrected (reingreso); a liquidated one once paid.
export const ESTADO_REGISTRO_CHOICES = [
  { id: 'presentado', name: 'Presentado', color: 'default' },
  { id: 'en_calificacion', name: 'En calificación', color: 'info' },
  { id: 'observado', name: 'Observado', color: 'warning' },
  { id: 'liquidado', name: 'Liquidado', color: 'warning' },
  { id: 'inscrito', name: 'Inscrito', color: 'success' },
  { id: 'tachado', name: 'Tachado', color: 'error' },
] as const;

export const TRANSICIONES_REGISTRO: Readonly<Record<string, readonly string[]>> = {
  presentado: ['en_calificacion', 'tachado'],
  en_calificacion: ['observado', 'liquidado', 'inscrito', 'tachado'],
  observado: ['en_calificacion', 'tachado'],
  liquidado: ['en_calificacion', 'inscrito', 'tachado'],
  inscrito: [],
  tachado: [],
};

export const TIPO_TRAMITE_CHOICES = [
  { id: 'compraventa', name: 'Compraventa' },
  { id: 'independizacion', name: 'Independización' },
  { id: 'declaratoria_fabrica', name: 'Declaratoria de fábrica' },
  { id: 'levantamiento_hipoteca', name: 'Levantamiento de hipoteca' },
  { id: 'bloqueo', name: 'Bloqueo registral' },
  { id: 'otro', name: 'Otro' },
] as const;
