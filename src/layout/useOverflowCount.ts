// How many of a bar's items fit in one line, in their order, leaving room for a 'Más' button when some do not (the
// way GitHub's and Atlassian's navigation bars fold their last tabs into a 'More' menu). Each item's width is
// measured while it is shown and remembered, so the count follows the bar's width without showing every item again.
import { useCallback, useLayoutEffect, useRef, useState } from 'react';

export interface OverflowCount {
  /** On the bar: its items carry `data-overflow-item` (their id), the 'Más' button `data-overflow-more`. */
  readonly ref: (element: HTMLElement | null) => void;
  /** How many items to show before 'Más'. */
  readonly shown: number;
}

/** A first guess for the 'Más' button before it has been drawn. */
const MORE_GUESS_PX = 96;

export function useOverflowCount(ids: readonly string[]): OverflowCount {
  const [bar, setBar] = useState<HTMLElement | null>(null);
  const [shown, setShown] = useState(ids.length);
  const [width, setWidth] = useState(0);
  const widths = useRef(new Map<string, number>());
  const moreWidth = useRef(MORE_GUESS_PX);
  const key = ids.join(' ');

  useLayoutEffect(() => {
    if (!bar || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setWidth(bar.clientWidth));
    observer.observe(bar);
    return () => observer.disconnect();
  }, [bar]);

  useLayoutEffect(() => {
    if (!bar || bar.clientWidth === 0) return;
    for (const el of Array.from(bar.querySelectorAll<HTMLElement>('[data-overflow-item]'))) {
      const id = el.dataset.overflowItem;
      if (id && el.offsetWidth > 0) widths.current.set(id, el.offsetWidth);
    }
    const more = bar.querySelector<HTMLElement>('[data-overflow-more]');
    if (more && more.offsetWidth > 0) moreWidth.current = more.offsetWidth;
    const all = key === '' ? [] : key.split(' ');
    // An item not measured yet (another role's menu): show them all once to measure them.
    if (all.some((id) => !widths.current.has(id))) {
      setShown(all.length);
      return;
    }
    const style = getComputedStyle(bar);
    const room = bar.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const sizes = all.map((id) => widths.current.get(id) ?? 0);
    const total = sizes.reduce((a, b) => a + b, 0);
    let fit = all.length;
    if (total > room) {
      fit = 0;
      let used = moreWidth.current;
      while (fit < sizes.length && used + (sizes[fit] ?? 0) <= room) used += sizes[fit++] ?? 0;
    }
    setShown(fit);
  }, [bar, key, width, shown]);

  const ref = useCallback((element: HTMLElement | null) => setBar(element), []);
  return { ref, shown: Math.min(shown, ids.length) };
}
