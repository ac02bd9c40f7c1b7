// Related records inside a show view: another module's rows pointing to this record, and its change history.
import type { MessageKey } from '../../i18n/keys';
import { Typography } from '@mui/material';
import { ReferenceManyField } from 'react-admin';
import { useT } from '../../i18n/useT';
import type { ModuleSchema } from '../schema';
import { SchemaDataTable } from './ResourceViews';

export function RelatedList({
  schema,
  target,
  columns,
  empty,
}: {
  readonly schema: ModuleSchema;
  /** The field of `schema` that holds this record's id. */
  readonly target: string;
  readonly columns?: readonly string[];
  /** Shown when there are none. */
  readonly empty: MessageKey;
}) {
  const translate = useT();
  return (
    <ReferenceManyField
      reference={schema.name}
      target={target}
      sort={schema.list.sort}
      perPage={25}
      empty={
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {translate(empty)}
        </Typography>
      }
    >
      <SchemaDataTable schema={schema} columns={columns ?? schema.list.columns.filter((c) => c !== target)} bulk={false} />
    </ReferenceManyField>
  );
}
