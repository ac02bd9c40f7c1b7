// Forms and show views laid out in the schema's sections: a titled grid per section.
import type { ReactElement } from 'react';
import { Box, Divider, Grid, Typography } from '@mui/material';
import { Labeled } from 'react-admin';
import { fieldType } from '../fields';
import { fieldView } from '../fields/views';
import { fieldOf, groupFields, type FieldDef, type ModuleSchema } from '../schema';
import { SchemaField } from './fields';
import { SchemaInput } from './inputs';
import { AppliesInForm, AppliesInRecord } from './applies';

const size = (f: FieldDef) => (fieldView(f).wide ? { xs: 12 } : { xs: 12, sm: 6, md: 4 });

function SectionTitle({ title }: { readonly title: string | null }) {
  if (!title) return null;
  return (
    <Grid size={{ xs: 12 }}>
      <Typography variant="subtitle1" color="primary" sx={{ fontWeight: 600, mt: 1 }}>
        {title}
      </Typography>
      <Divider />
    </Grid>
  );
}

export function SectionedInputs({
  schema,
  mode,
  inputs,
}: {
  readonly schema: ModuleSchema;
  readonly mode: 'create' | 'update';
  /** Replaces the generated input of these fields (e.g. a heavier editor loaded only by its module). */
  readonly inputs?: Readonly<Record<string, ReactElement>>;
}) {
  const groups = groupFields(schema, (_, f) => !f.readOnly && !f.hideInForm && (mode === 'create' || !f.createOnly));
  return (
    <Box sx={{ width: '100%' }}>
      {groups.map((g) => (
        <Grid container columnSpacing={2} key={g.title ?? '_'} sx={{ mb: 1 }}>
          <SectionTitle title={g.title} />
          {g.fields.map((name) => {
            const field = fieldOf(schema, name);
            return (
              <AppliesInForm key={name} field={field}>
                <Grid size={schema.layout ? size(field) : { xs: 12 }}>
                  {inputs?.[name] ?? <SchemaInput source={name} field={field} mode={mode === 'create' ? 'create' : 'edit'} />}
                </Grid>
              </AppliesInForm>
            );
          })}
        </Grid>
      ))}
    </Box>
  );
}

export function SectionedFields({ schema }: { readonly schema: ModuleSchema }) {
  const groups = groupFields(schema, (_, f) => !f.writeOnly && !fieldType(f).secret);
  return (
    <Box sx={{ width: '100%' }}>
      {groups.map((g) => (
        <Grid container columnSpacing={2} rowSpacing={1} key={g.title ?? '_'} sx={{ mb: 2 }}>
          <SectionTitle title={g.title} />
          {g.fields.map((name) => {
            const field = fieldOf(schema, name);
            return (
              <AppliesInRecord key={name} field={field}>
                <Grid size={schema.layout ? size(field) : { xs: 12 }}>
                  <Labeled label={field.label}>
                    <SchemaField source={name} field={field} />
                  </Labeled>
                </Grid>
              </AppliesInRecord>
            );
          })}
        </Grid>
      ))}
    </Box>
  );
}
