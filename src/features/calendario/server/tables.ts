// What the calendar keeps in the database (server/db/declaredTables.ts merges it into the server's table types): each
// user's private .ics link, stored as the hash of its secret.
export interface Tables {
  calendario_ics: { id_usuario: number; secreto_hash: string; creado_en: string };
}
