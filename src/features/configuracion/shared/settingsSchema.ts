// The agency settings seen as a module declaration, so the settings screen and POST /configuracion/actualizar
// validate with the same validateRecord as every module. Plain TypeScript (the server imports it).
import type { FieldDef, ModuleSchema, RuleErrors } from '../../../framework/schema';
import { validateDocumento } from '../../../framework/fields/document/rules';
import { fieldType } from '../../../framework/fields';
import { ADMIN_ONLY } from '../../../resources/common';
import { SETTINGS, type SettingKey } from './settings';
import { entriesOf, keysOf } from '../../../lib/keys';

/** What every user may read (header quick access, letters); the rest is for administrators. */
export const PUBLIC_SETTINGS: readonly SettingKey[] = keysOf(SETTINGS).filter((k) => k.startsWith('agencia_') || k === 'url_presentacion');

/** Edited elsewhere (the logo is an uploaded image), not in the settings form. */
export const FORM_HIDDEN: readonly SettingKey[] = ['agencia_logo'];

/** A setting that has a default cannot be emptied (letters and the exchange rate need it), when its type can be empty at all. */
const fields: Record<string, FieldDef> = Object.fromEntries(
  entriesOf(SETTINGS).map(([key, def]: [SettingKey, FieldDef]) => [
    key,
    { ...def, required: def.default !== undefined && fieldType(def).emptiable, hideInForm: FORM_HIDDEN.includes(key) },
  ]),
);

export const settingsSchema: ModuleSchema = {
  name: 'configuracion',
  key: 'clave',
  label: { one: 'Configuración', many: 'Configuración', gender: 'f' },
  fields,
  list: { columns: [], sort: { field: 'clave', order: 'ASC' } },
  access: ADMIN_ONLY,
  representation: '%{agencia_nombre}',
  rules: (r) => {
    const errors: RuleErrors = {};
    if (typeof r.agencia_ruc === 'string' && r.agencia_ruc !== '') {
      const key = validateDocumento('RUC', r.agencia_ruc);
      if (key) errors.agencia_ruc = key;
    }
    return errors;
  },
};
