// Undo of an import that updated records (issue 29), written by hand (importacion_registros belongs to no module):
// - anterior: for a record the import updated, its columns as they were before (JSON: only those the import changed),
//   which undo writes back;
// - sello: the record's actualizado_en as the import left it — a record whose actualizado_en differs was changed
//   after the import, and undo leaves it as it is.
import { stepsMigration } from './kit/steps';

const STEPS = ['alter table "importacion_registros" add column "anterior" text', 'alter table "importacion_registros" add column "sello" text'];

// The same statements on both databases.
export const m0024ImportacionAnteriores = stepsMigration({ sqlite: STEPS, postgres: STEPS });
