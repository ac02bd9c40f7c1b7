// The sidebar follows the window: collapsed below 991 px, open again above, checked on load and after each resize
// (debounced 1000 ms, seed §9). The toggle in the header still opens or closes it by hand in between.
import { useEffect } from 'react';
import { useSidebarState } from 'react-admin';
import { RESIZE_DEBOUNCE_MS, SIDEBAR_COLLAPSE_WIDTH } from './constants';

export function useResponsiveSidebar(): void {
  const [, setOpen] = useSidebarState();
  useEffect(() => {
    const apply = () => setOpen(window.innerWidth >= SIDEBAR_COLLAPSE_WIDTH);
    apply();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastWidth = window.innerWidth;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        // Height-only changes (a phone's address bar) leave the user's choice alone.
        if (window.innerWidth === lastWidth) return;
        lastWidth = window.innerWidth;
        apply();
      }, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [setOpen]);
}
