// A required field says so with its asterisk whatever its type: a module declared only here has one required field
// of every field type (the samples of the per-type API test, tests/api/fieldSamples.ts), and its create form marks
// each of their labels — the pickers, the reference, the switch, the colour and the uploads as much as a text box.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIELD_TYPES } from '../../src/framework/fields';
import { defineModule, type FieldDef } from '../../src/framework/schema';
import { modules } from '../../src/resources/registry';
import { SAMPLES } from '../api/fieldSamples';
import { renderAdmin } from './render';
import { withServer } from './server';

const labelOf = (type: string) => `Campo ${type}`;

const fields: Record<string, FieldDef> = {};
for (const type of FIELD_TYPES) {
  const sample = SAMPLES[type];
  Object.assign(fields, sample.siblings);
  fields[`campo_${type}`] = { ...sample.field, label: labelOf(type), required: true };
}

const requeridos = defineModule({
  name: 'requeridos',
  key: 'id_requerido',
  label: { one: 'Requerido', many: 'Requeridos', gender: 'm' },
  fields,
  list: { columns: ['campo_text'], sort: { field: 'campo_text', order: 'ASC' } },
  access: { Administrador: { read: true, create: true, update: true, delete: true }, Agente: {} },
  representation: '%{campo_text}',
});

withServer({ extraModules: [requeridos] });

describe('required fields in a form', () => {
  it('every field type shows its asterisk beside the label', async () => {
    renderAdmin({ modules: [...modules, requeridos], path: '/requeridos/create' });
    await screen.findAllByText(labelOf('text'), { exact: false });
    // A text box's <label>, the colour picker's button: whatever element holds the label and nothing else.
    // 'Campo date *', not 'Campo datetime *': the whole label, the asterisk last. (The rich-text editor is loaded
    // with the form, after the first paint: waited for.)
    const unmarked = () => {
      const labels = [...document.body.querySelectorAll('*')].map((l) => (l.textContent ?? '').replace(/\s+/g, ' ').trim());
      const marked = (type: string) =>
        labels.some((text) => text === `${labelOf(type)} *` || text === `${labelOf(type)}\u2009*` || text === `${labelOf(type)}*`);
      return FIELD_TYPES.filter((type) => !marked(type));
    };
    await waitFor(() => expect(unmarked()).toEqual([]), { timeout: 10_000 });
  });
});
