// The property's Documentos tabs: its keys with their loans, its contracts, its SUNARP procedures.
import { Typography } from '@mui/material';
import { ListBase, useGetList, useRecordContext } from 'react-admin';
import { useT } from '../../i18n/useT';
import { RelatedList } from '../../framework/views/related';
import { SchemaDataTable } from '../../framework/views/ResourceViews';
import controlllaves from '../controlllaves/schema';
import controlcontratos from '../controlcontratos/schema';
import controlregistros from '../controlregistros/schema';
import llaves from '../llaves/schema';

export function PropertyKeys() {
  const record = useRecordContext();
  const translate = useT();
  const { data: keys = [] } = useGetList(
    'llaves',
    { filter: { id_propiedad: record?.id }, pagination: { page: 1, perPage: 50 } },
    { enabled: Boolean(record) },
  );
  if (!record) return null;
  return (
    <>
      <RelatedList schema={llaves} target="id_propiedad" empty="app.documentos.tabs.sin_llaves" />
      {keys.length ? (
        <>
          <Typography variant="subtitle1" sx={{ mt: 3 }}>
            {translate('app.documentos.tabs.prestamos')}
          </Typography>
          <ListBase
            resource="controlllaves"
            filter={{ id_llave: keys.map((k) => k.id) }}
            sort={controlllaves.list.sort}
            perPage={25}
            disableSyncWithLocation
            storeKey={false}
          >
            <SchemaDataTable schema={controlllaves} bulk={false} />
          </ListBase>
        </>
      ) : null}
    </>
  );
}

export const PropertyContracts = () => <RelatedList schema={controlcontratos} target="id_propiedad" empty="app.documentos.tabs.sin_contratos" />;
export const PropertyRecords = () => <RelatedList schema={controlregistros} target="id_propiedad" empty="app.documentos.tabs.sin_registros" />;
