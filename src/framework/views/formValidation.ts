import { writableFields, type ModuleSchema } from '../schema';
import { validateRecord } from '../validate';

/** A react-admin form validator built from the schema: the same checks the server makes. */
export function schemaValidator(schema: ModuleSchema, mode: 'create' | 'update') {
  const fields = writableFields(schema, mode);
  return (values: Record<string, unknown>) => {
    const input: Record<string, unknown> = {};
    for (const name of fields) {
      if (schema.fields[name].hideInForm) continue;
      if (name in values) input[name] = values[name] === undefined ? null : values[name];
      else if (mode === 'create') input[name] = null;
    }
    const { errors } = validateRecord(schema, input, mode === 'create' ? 'create' : 'update', values);
    const out: Record<string, { message: string; args?: Record<string, unknown> }> = {};
    for (const [field, e] of Object.entries(errors)) out[field] = { message: e.message, args: e.args ? { ...e.args } : undefined };
    return out;
  };
}
