// FullCalendar draws the prev/next chevrons as <span role="img"> with no name inside buttons that carry their name in
// `title` ('Anterior semana'): an image without a name for a screen reader. Hidden from it, the button is named by
// its title. The toolbar is redrawn on every view change, so the spans are looked at whenever the calendar changes.
import { useEffect, type RefObject } from 'react';

const UNNAMED_ICONS = '.fc-icon[role="img"]:not([aria-hidden])';

export function useNamedToolbarIcons(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const hide = () => el.querySelectorAll(UNNAMED_ICONS).forEach((icon) => icon.setAttribute('aria-hidden', 'true'));
    hide();
    const observer = new MutationObserver(hide);
    observer.observe(el, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [root]);
}
