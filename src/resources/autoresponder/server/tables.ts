// What the autoresponder keeps in the database beyond its schema's fields (server/db/declaredTables.ts merges it into
// the server's table types): each pair of buyer and property already offered, with the version it was offered at.
export interface Tables {
  autoresponder_pares: { id_demandante: number; id_propiedad: number; version: string };
}
