// The agency's agents (the 'agentes' view of usuarios), by surname, for Calendario and Turnos: one cached query
// (react-admin's useGetList), an error told as a toast.
import { useGetList, useNotify, type RaRecord } from 'react-admin';
import { apiErrorText } from '../../dataProvider/http';

const NONE: readonly RaRecord[] = [];

export function useAgentes(): readonly RaRecord[] {
  const notify = useNotify();
  const { data } = useGetList(
    'agentes',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'apellido', order: 'ASC' } },
    { onError: (e: unknown) => notify(apiErrorText(e), { type: 'error' }) },
  );
  return data ?? NONE;
}
