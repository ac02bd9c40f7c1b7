// The public page of a property (issue 30), written by hand (imagenes and the visit counts belong to no module):
// - ofertantes: publicar_web and ubicacion_exacta (the schema's two switches, off by default);
// - imagenes: publica (a photo shown on the public page; every existing photo stays public, as before);
// - visitas_inmueble: page views, WhatsApp clicks and contacts per property per Lima day (counts only: no cookie, no
//   address, nothing personal), gone with the property;
// - a partial index for the published listings (the public list and the sitemap read only those).
import { stepsMigration } from './kit/steps';

const VISITAS =
  `create table "visitas_inmueble" (` +
  `"id_propiedad" integer not null references "ofertantes" ("id_propiedad") on delete cascade, ` +
  `"fecha" text not null, ` +
  `"vistas" integer not null default 0, ` +
  `"whatsapp" integer not null default 0, ` +
  `"consultas" integer not null default 0, ` +
  `primary key ("id_propiedad", "fecha"))`;

const STEPS = [
  'alter table "ofertantes" add column "publicar_web" integer default 0',
  'alter table "ofertantes" add column "ubicacion_exacta" integer default 0',
  'alter table "imagenes" add column "publica" integer not null default 1',
  VISITAS,
  'create index "ofertantes_publicados_idx" on "ofertantes" ("fecha_captacion", "id_propiedad") where "publicar_web" = 1',
  'create index "visitas_inmueble_fecha_idx" on "visitas_inmueble" ("fecha")',
];

// The same statements on both databases.
export const m0023PublicacionWeb = stepsMigration({ sqlite: STEPS, postgres: STEPS });
