// The answers of the dashboard's calls (GET /dashboard/graficos, /dashboard/pendientes and /dashboard/visitas).
export interface Graficos {
  readonly pipeline: readonly { estado: string; nombre: string; cantidad: number }[];
  readonly meses: readonly { mes: string; captaciones: number; cierres: number }[];
  readonly distritos: { readonly lista: readonly { distrito: string; cantidad: number }[]; readonly otros: number; readonly n_otros: number };
  readonly dias_semana: readonly { dia: string; citas: number }[];
}

interface Lista<T> {
  readonly total: number;
  readonly lista: readonly T[];
}

export interface Pendientes {
  readonly prestamos_vencidos: Lista<{ id: number; vence: string; llave: string; inmueble: string }>;
  readonly reclamos_por_vencer: Lista<{ id: number; numero: string; nombre: string; fecha_limite: string; dias: number }> | null;
  readonly contratos_por_vencer: Lista<{ id: number; tipo: string; fecha_fin: string; inmueble: string }>;
  readonly demanda_sin_oferta: Lista<{ id: number; nombre: string; operacion: string; desde: string }> & { readonly activos: number };
}

interface VisitCounts {
  readonly vistas: number;
  readonly whatsapp: number;
  readonly consultas: number;
}

/** GET /dashboard/visitas: the public pages of the properties this Lima month. */
export interface VisitasWeb {
  readonly desde: string;
  readonly hasta: string;
  readonly total: VisitCounts;
  readonly lista: readonly (VisitCounts & { id_propiedad: number; codigo: string; descripcion: string })[];
}
