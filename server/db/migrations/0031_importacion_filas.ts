// Issue 29: the rows of an import's analysis (the preview: each row's cells, values, class, errors and changes) move
// out of the analysis's JSON into a table of their own, one row each, in the file's order (`orden`, from 0). The
// analysis writes them batch by batch and the preview, the commit and the failed rows' file read them page by page:
// no step holds the whole analysis (megabytes of JSON on a 10 000-row file, and its objects) in memory at once.
// The analyses already stored are split here; their JSON keeps the rest (columns, titles, summary).
import { stepsMigration } from './kit/steps';

const CREATE =
  'create table "importacion_filas" ("id_importacion" integer not null references "importaciones" ("id_importacion") on delete cascade, ' +
  '"orden" integer not null, "clase" text not null, "fila" text not null, primary key ("id_importacion", "orden"))';

export const m0031ImportacionFilas = stepsMigration({
  sqlite: [
    CREATE,
    `insert into "importacion_filas" ("id_importacion", "orden", "clase", "fila")
       select a."id_importacion", cast(j."key" as integer), json_extract(j."value", '$.clase'), j."value"
       from "importacion_analisis" a, json_each(a."analisis", '$.filas') j`,
    `update "importacion_analisis" set "analisis" = json_remove("analisis", '$.filas') where json_type("analisis", '$.filas') is not null`,
  ],
  postgres: [
    CREATE,
    `insert into "importacion_filas" ("id_importacion", "orden", "clase", "fila")
       select a."id_importacion", (j.n - 1)::integer, j.value ->> 'clase', j.value::text
       from "importacion_analisis" a cross join lateral jsonb_array_elements(a."analisis"::jsonb -> 'filas') with ordinality as j(value, n)
       where jsonb_typeof(a."analisis"::jsonb -> 'filas') = 'array'`,
    `update "importacion_analisis" set "analisis" = ("analisis"::jsonb - 'filas')::text where ("analisis"::jsonb) ? 'filas'`,
  ],
});
