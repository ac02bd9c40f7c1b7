import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { fieldOf, writableFields, type ModuleSchema } from '../schema';
import { validateRecord } from '../validate';

type FormErrors = Record<string, { message: string; args?: Record<string, unknown> }>;

/** The schema's cross-field rules on the form's values (precio_min ≤ precio_max, hora_fin after hora_inicio). */
function ruleErrors(schema: ModuleSchema, values: Record<string, unknown>): Record<string, string> {
  return schema.rules ? { ...schema.rules(values) } : {};
}

/** A react-admin form validator built from the schema: the same checks the server makes. */
export function schemaValidator(schema: ModuleSchema, mode: 'create' | 'update') {
  const fields = writableFields(schema, mode);
  return (values: Record<string, unknown>) => {
    const input: Record<string, unknown> = {};
    for (const name of fields) {
      if (fieldOf(schema, name).hideInForm) continue;
      if (name in values) input[name] = values[name] === undefined ? null : values[name];
      else if (mode === 'create') input[name] = null;
    }
    const { errors } = validateRecord(schema, input, mode === 'create' ? 'create' : 'update', values);
    const out: FormErrors = {};
    for (const [field, e] of Object.entries(errors)) out[field] = { message: e.message, args: e.args ? { ...e.args } : undefined };
    // validateRecord applies the rules only once every field is valid (the server's order); a form shows a
    // broken rule as soon as its values are there, while other fields are still empty.
    for (const [field, key] of Object.entries(ruleErrors(schema, values))) out[field] ??= { message: key, args: undefined };
    return out;
  };
}

/**
 * Inside a schema form: re-validates the fields a cross-field rule reports on whenever the rule's verdict changes,
 * so 'precio_max' shows its message as soon as both prices are typed (in either order), and loses it as soon as
 * either is corrected, without waiting for a submit.
 */
export function RuleRevalidator({ schema }: { readonly schema: ModuleSchema }) {
  const { trigger } = useFormContext();
  const values = useWatch() as Record<string, unknown>;
  const verdict = JSON.stringify(ruleErrors(schema, values ?? {}));
  const previous = useRef(verdict);
  useEffect(() => {
    if (verdict === previous.current) return;
    const fields = new Set([...Object.keys(JSON.parse(previous.current) as object), ...Object.keys(JSON.parse(verdict) as object)]);
    previous.current = verdict;
    void trigger([...fields]);
  }, [verdict, trigger]);
  return null;
}
