import { useQuery } from '@tanstack/react-query';
import type { RaRecord } from 'react-admin';
import { fileInfo } from './api';
import { must } from '../../../lib/must';

/**
 * The original name of the file in `record[source]`: `record[source + '_nombre']` when the API sent it (listado and
 * detalle add it for every file field), otherwise asked once to GET /archivos/info (cached per record and field).
 */
export function useFileName(resource: string | undefined, record: RaRecord | undefined, source: string): string | undefined {
  const value = record?.[source];
  const given = record?.[`${source}_nombre`];
  const known = typeof given === 'string' && given !== '';
  const enabled = Boolean(resource && record?.id !== undefined && typeof value === 'string' && value !== '' && !known);
  const { data } = useQuery({
    queryKey: ['archivos', 'info', resource, record?.id, source, value],
    // Runs only when enabled, that is with both.
    queryFn: () => fileInfo(must(resource, 'el módulo'), must(record, 'el registro').id, source),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return known ? given : data?.nombre;
}
