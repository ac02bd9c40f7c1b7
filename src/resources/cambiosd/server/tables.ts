// What cambiosd keeps in the database beyond its schema's fields (server/db/declaredTables.ts merges it into the
// server's table types): the module its changes belong to (migration 0007).
export interface Tables {
  cambiosd: { recurso: string };
}
