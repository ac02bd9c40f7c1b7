// The analysis of an import (its preview: every row's values, class, errors and changes; JSON of megabytes on a
// large file) moves out of `importaciones` into its own table, written once and read only where the rows are needed
// (confirming, the failed rows' file). Written by hand (no module's table): a commit updates the import's short
// columns after every batch (rows done, heartbeat), and SQLite rewrites a whole row on any update — with the analysis
// in it, each heartbeat of a 10 000-row import rewrote ~10 MB. Existing analyses are copied, then the column goes.
import { stepsMigration } from './kit/steps';

const STEPS = [
  'create table "importacion_analisis" ("id_importacion" integer not null primary key references "importaciones" ("id_importacion") on delete cascade, "analisis" text not null)',
  'insert into "importacion_analisis" ("id_importacion", "analisis") select "id_importacion", "analisis" from "importaciones"',
  'alter table "importaciones" drop column "analisis"',
];

// The same statements on both databases.
export const m0027ImportacionAnalisis = stepsMigration({ sqlite: STEPS, postgres: STEPS });
