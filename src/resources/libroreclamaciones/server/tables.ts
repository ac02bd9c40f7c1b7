// What the complaints book keeps in the database beyond its schema's fields (server/db/declaredTables.ts merges it
// into the server's table types): the claim's place in its year's numbering, its deadline notice, the counters and
// the constancias' links.
export interface Tables {
  libroreclamaciones: { anio: number; correlativo: number; aviso_plazo: string | null };
  libro_correlativos: { anio: number; ultimo: number };
  libro_constancias: { token_hash: string; id_reclamo: number; creado_en: string };
}
