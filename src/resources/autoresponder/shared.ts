// The generated filters and CSV exporter of the module (schema-driven, as every list).
import { schemaExporter } from '../../framework/views/exporter';
import { schemaFilters } from '../../framework/views/ResourceViews';
import schema from './schema';

export const filtersOf = () => schemaFilters(schema);
export const exporterOf = () => schemaExporter(schema);
