// Building blocks for the documents of the PDF layer: sections, label/value tables, paragraphs, notes.
import type { Content } from 'pdfmake/interfaces';

/** A section heading: a coloured band across the page. */
export function section(title: string): Content {
  return { table: { widths: ['*'], body: [[{ text: title, style: 'section', margin: [4, 2, 4, 2] }]] }, layout: 'noBorders', margin: [0, 10, 0, 4] };
}

/** Label/value pairs in a bordered table, `columns` pairs per row (1 or 2). Empty values show a dash. */
export function fieldsTable(pairs: readonly (readonly [string, string])[], columns: 1 | 2 = 2): Content {
  const cell = ([label, value]: readonly [string, string]): Content => ({
    stack: [{ text: label, style: 'label' }, { text: value.trim() === '' ? '—' : value }],
    margin: [2, 2, 2, 2],
  });
  const body: Content[][] = [];
  for (let i = 0; i < pairs.length; i += columns) {
    const row = pairs.slice(i, i + columns).map(cell);
    if (row.length < columns) body.push([...row, { text: '' }]);
    else body.push(row);
  }
  return {
    table: { widths: columns === 2 ? ['*', '*'] : ['*'], body, dontBreakRows: true },
    layout: { hLineColor: () => '#bbbbbb', vLineColor: () => '#bbbbbb', hLineWidth: () => 0.5, vLineWidth: () => 0.5 },
  };
}

/** A long text under its label, across the page. */
export function textBlock(label: string, text: string): Content {
  return fieldsTable([[label, text]], 1);
}

export function note(text: string): Content {
  return { text, style: 'note', margin: [0, 6, 0, 0] };
}
