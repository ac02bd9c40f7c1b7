// A box whose content may be wider than the screen: it scrolls sideways, and a shadow on the edge that has more
// (left, right or both) says so — a table cut at the card's edge with no sign of the rest reads as all there is.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Box } from '@mui/material';

interface Edges {
  readonly start: boolean;
  readonly end: boolean;
}

const SHADOW = 'rgba(0, 0, 0, 0.22)';

function Shadow({ side, shown }: { readonly side: 'left' | 'right'; readonly shown: boolean }) {
  return (
    <Box
      aria-hidden
      data-testid={`scroll-shadow-${side}`}
      data-shown={shown ? 'true' : 'false'}
      sx={{
        position: 'absolute',
        top: 0,
        bottom: 0,
        [side]: 0,
        width: 16,
        pointerEvents: 'none',
        zIndex: 2,
        opacity: shown ? 1 : 0,
        transition: 'opacity 150ms',
        background: `linear-gradient(to ${side === 'left' ? 'right' : 'left'}, ${SHADOW}, transparent)`,
      }}
    />
  );
}

/** `label` names the scrolling box as a region that takes the keyboard focus, so arrow keys scroll it too. */
export function ScrollShadows({ children, testId, label }: { readonly children: ReactNode; readonly testId?: string; readonly label?: string }) {
  const scroller = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>({ start: false, end: false });
  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    // scrollLeft is negative in right-to-left: the distance from the starting edge is its absolute value.
    const from = Math.abs(el.scrollLeft);
    const rest = el.scrollWidth - el.clientWidth - from;
    const next = { start: from > 1, end: rest > 1 };
    setEdges((prev) => (prev.start === next.start && prev.end === next.end ? prev : next));
  }, []);
  useEffect(() => {
    const el = scroller.current;
    if (!el) return undefined;
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return undefined;
    }
    // The observer reports each box once observed, after the browser's own layout: reading the widths there costs
    // nothing, where reading them while React commits forced a layout of the whole page (the dashboard's tables).
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    for (const child of Array.from(el.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [measure, children]);
  return (
    <Box sx={{ position: 'relative', minWidth: 0 }}>
      {/* Written left-to-right: in right-to-left the theme's style plugin mirrors them, as it does every style. */}
      <Shadow side="left" shown={edges.start} />
      <Box
        ref={scroller}
        onScroll={measure}
        sx={{ overflowX: 'auto' }}
        data-testid={testId}
        {...(label ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
      >
        {children}
      </Box>
      <Shadow side="right" shown={edges.end} />
    </Box>
  );
}
