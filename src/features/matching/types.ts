// The rows of the cruces answers (GET /ofertantes/cruces/{id}, /demandantes/cruces/{id}): a record of the other
// module with the server's score (0–100) and its Spanish reasons.
interface Scored {
  readonly score: number;
  readonly reasons: readonly string[];
}

export interface DemandanteMatch extends Scored {
  readonly id_demandante: number;
  readonly nombre: string;
  readonly apellido: string;
  readonly telefono?: string | null;
  readonly email?: string | null;
  readonly tipo_operacion: string;
  readonly tipos_inmueble?: readonly string[];
  readonly distritos?: readonly string[];
  readonly moneda: string;
  readonly precio_min?: number | null;
  readonly precio_max?: number | null;
  readonly financiamiento?: string | null;
  readonly id_agente?: number | null;
}

export interface OfertanteMatch extends Scored {
  readonly id_propiedad: number;
  readonly codigo: string;
  readonly descripcion: string;
  readonly tipo_operacion: string;
  readonly tipo_inmueble: string;
  readonly distrito: string;
  readonly precio: number;
  readonly moneda: string;
  readonly imagen?: string | null;
  readonly estado?: string;
  readonly publicar_web?: boolean;
  readonly dormitorios?: number | null;
  readonly banos?: number | null;
  readonly area_construida?: number | null;
  readonly area_terreno?: number | null;
}
