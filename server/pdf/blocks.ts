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

/** A small square box, with an X when `checked` (a form's tick box, as printed forms have it). */
function tickBox(checked: boolean): Content {
  const none = () => 0;
  return {
    table: {
      widths: [9],
      heights: [9],
      body: [[{ text: checked ? 'X' : ' ', bold: true, fontSize: 8, lineHeight: 1, alignment: 'center', margin: [0, 0.5, 0, 0] }]],
    },
    layout: {
      hLineWidth: () => 0.8,
      vLineWidth: () => 0.8,
      hLineColor: () => '#333333',
      vLineColor: () => '#333333',
      paddingLeft: none,
      paddingRight: none,
      paddingTop: none,
      paddingBottom: none,
    },
  };
}

/** Every option of a choice with its tick box and definition, the chosen one marked (paper forms' 'X'). */
export function choiceBoxes(options: readonly { readonly name: string; readonly definition: string; readonly chosen: boolean }[]): Content {
  return {
    table: {
      widths: [14, 'auto', '*'],
      body: options.map((o): Content[] => [
        { stack: [tickBox(o.chosen)], margin: [0, 1, 0, 0] },
        { text: o.name, bold: true, margin: [0, 1, 6, 1] },
        { text: o.definition, style: 'label', margin: [0, 1, 0, 1] },
      ]),
      dontBreakRows: true,
    },
    layout: 'noBorders',
    margin: [2, 0, 0, 2],
  };
}

/** A line to sign on, with who signs under it (kept together on one page). */
export function signatureLine(label: string, name: string): Content {
  return {
    stack: [
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 220, y2: 0, lineWidth: 0.7, lineColor: '#333333' }], margin: [0, 26, 0, 2] },
      { text: label, style: 'label' },
      { text: name },
    ],
    unbreakable: true,
    margin: [0, 4, 0, 0],
  };
}

export function note(text: string): Content {
  return { text, style: 'note', margin: [0, 6, 0, 0] };
}
