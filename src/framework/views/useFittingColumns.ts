// Lists that fit: a table shows as many of its columns, in their declared order, as its card has room for — with
// the sidebar open on a laptop, on a tablet, in a side panel — after cutting its free-text columns shorter, and the
// others come back when the card widens.
// Measured after layout and before paint (useLayoutEffect), so no frame shows a table wider than its card; when even
// the first `min` columns do not fit, the card scrolls sideways as before.
import { useCallback, useLayoutEffect, useRef, useState } from 'react';

export interface FittingColumns {
  /** On the element whose width the table may take (the table is inside it). */
  readonly ref: (element: HTMLElement | null) => void;
  /** How many of the columns to show. */
  readonly shown: number;
  /** Free-text columns are cut shorter before any column is left out. */
  readonly compact: boolean;
}

/**
 * `total` columns, at least `min` of them; `content` changes when the rows do (wider values may no longer fit).
 * Without ResizeObserver (or without layout, as in jsdom) every column is shown.
 */
export function useFittingColumns(total: number, min: number, content: unknown): FittingColumns {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [shown, setShown] = useState(total);
  const [compact, setCompact] = useState(false);
  const [width, setWidth] = useState(0);
  const [tableResized, setTableResized] = useState(0);
  const lastWidth = useRef(0);

  // Other columns (a module's list changed): start again from all of them.
  const [forTotal, setForTotal] = useState(total);
  if (forTotal !== total) {
    setForTotal(total);
    setShown(total);
    setCompact(false);
  }

  // The card's width, and the table's: a cell that fills in after the rows (a button shown once a permission is
  // known, a picture) widens the table in a card that keeps its width, and what no longer fits is taken away. Only a
  // table wider than its card renders again: a picture arriving makes its row taller, and 25 pictures re-rendering
  // the whole table 25 times kept the list busy for seconds after its rows were there (issue 26 §11).
  const [table, setTable] = useState<HTMLTableElement | null>(null);
  useLayoutEffect(() => {
    setTable(element?.querySelector('table') ?? null);
  }, [element, content]);
  useLayoutEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      const now = element.clientWidth;
      if (entries.some((e) => e.target === element) && now !== lastWidth.current) {
        // Wider than before: try every column again (the layout effect below takes away what does not fit).
        if (now > lastWidth.current) {
          setShown(total);
          setCompact(false);
        }
        lastWidth.current = now;
        setWidth(now);
        return;
      }
      if (table && entries.some((e) => e.target === table) && table.scrollWidth > now + 1) setTableResized((n) => n + 1);
    });
    observer.observe(element);
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, [element, table, total]);

  useLayoutEffect(() => {
    const table = element?.querySelector('table');
    if (!element || !table || element.clientWidth === 0) return;
    if (table.scrollWidth <= element.clientWidth + 1) return;
    if (!compact) setCompact(true);
    else if (shown > min) setShown(shown - 1);
  }, [element, shown, compact, width, tableResized, content, min]);

  const ref = useCallback((next: HTMLElement | null) => setElement(next), []);
  return { ref, shown: Math.max(Math.min(shown, total), Math.min(min, total)), compact };
}
