// Every migration, in order: registering one is one line here (and its file). Names sort in the order they run.
import type { Migration } from 'kysely';
import type { Dialect } from '../types';
import { m0001 } from './0001_sistema';
import { m0002 } from './0002_favoritos';
import { m0003 } from './0003_filter_indexes';
import { m0004 } from './0004_documentos';
import { m0005 } from './0005_archivos';
import { m0006 } from './0006_turnos';
import { m0007 } from './0007_libro';
import { m0008 } from './0008_mapa';
import { m0009 } from './0009_publicidad';
import { m0010ListIndexes } from './0010_lists_indexes';
import { m0011ListsSearch } from './0011_lists_search';
import { m0012 } from './0012_biblioteca';
import { m0013 } from './0013_limites';
import { m0014ReportesIndices } from './0014_reportes_indices';
import { m0015SearchWords } from './0015_search_words';
import { m0016 } from './0016_biblioteca_avatares';
import { m0017SearchWordTables } from './0017_search_word_tables';
import { m0018SearchPrefixTables } from './0018_search_prefix_tables';
import { m0019SearchRanked } from './0019_search_ranked';
import { m0020SchemaDefaultsReferences } from './0020_schema_defaults_references';
import { m0021SearchTsvectorVersions } from './0021_search_tsvector_versions';
import { m0022Importaciones } from './0022_importaciones';
import { m0023PublicacionWeb } from './0023_publicacion_web';
import { m0024ImportacionAnteriores } from './0024_importacion_anteriores';
import { m0025SearchTrigrams } from './0025_search_trigrams';
import { m0027ImportacionAnalisis } from './0027_importacion_analisis';
import { m0030SearchTextSqlite } from './0030_search_text_sqlite';
import { m0031ImportacionFilas } from './0031_importacion_filas';

export const MIGRATIONS: readonly (readonly [name: string, make: (dialect: Dialect) => Migration])[] = [
  ['0001_sistema', m0001],
  ['0002_favoritos', m0002],
  ['0003_filter_indexes', m0003],
  ['0004_documentos', m0004],
  ['0005_archivos', m0005],
  ['0006_turnos', m0006],
  ['0007_libro', m0007],
  ['0008_mapa', m0008],
  ['0009_publicidad', m0009],
  ['0010_lists_indexes', m0010ListIndexes],
  ['0011_lists_search', m0011ListsSearch],
  ['0012_biblioteca', m0012],
  ['0013_limites', m0013],
  ['0014_reportes_indices', m0014ReportesIndices],
  ['0015_search_words', m0015SearchWords],
  ['0016_biblioteca_avatares', m0016],
  ['0017_search_word_tables', m0017SearchWordTables],
  ['0018_search_prefix_tables', m0018SearchPrefixTables],
  ['0019_search_ranked', m0019SearchRanked],
  ['0020_schema_defaults_references', m0020SchemaDefaultsReferences],
  ['0021_search_tsvector_versions', m0021SearchTsvectorVersions],
  ['0022_importaciones', m0022Importaciones],
  ['0023_publicacion_web', m0023PublicacionWeb],
  ['0024_importacion_anteriores', m0024ImportacionAnteriores],
  ['0025_search_trigrams', m0025SearchTrigrams],
  ['0027_importacion_analisis', m0027ImportacionAnalisis],
  ['0030_search_text_sqlite', m0030SearchTextSqlite],
  ['0031_importacion_filas', m0031ImportacionFilas],
];
