// Setup of the `ui` vitest project (jsdom): jest-dom matchers, cleanup, and the browser APIs jsdom lacks
// that MUI and react-admin call.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// How long findBy/waitFor wait for the page to reach a state: react-admin renders through react-query, debounces
// and lazy views. The waits poll for a condition, so a passing test takes no longer for a longer bound; the bound
// only decides when a test gives up. On a busy 2-core CI machine (two test workers, the browser tests, typecheck
// and lint at once) rendering a form took over 5 s and tests failed that pass alone: the waits give up at 20 s,
// still inside the tests' own timeouts (30 s, 60 s for the generated views), so what fails names its condition.
configure({ asyncUtilTimeout: 20000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });
}

class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds: readonly number[] = [];
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}
if (!('IntersectionObserver' in window)) {
  Object.defineProperty(window, 'IntersectionObserver', { writable: true, configurable: true, value: IntersectionObserverStub });
  Object.defineProperty(globalThis, 'IntersectionObserver', { writable: true, configurable: true, value: IntersectionObserverStub });
}

// jsdom implements scrollTo as "not implemented" (it logs an error); MUI and react-admin call it on navigation.
Object.defineProperty(window, 'scrollTo', { writable: true, configurable: true, value: vi.fn() });
if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => undefined;
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

// CSV export (downloadCSV) creates object URLs.
if (!URL.createObjectURL) URL.createObjectURL = () => 'blob:stub';
if (!URL.revokeObjectURL) URL.revokeObjectURL = () => undefined;
