// The views generated from a module's schema (the suite in generatedViews.tsx, with the checks of its test harness)
// through the app's form-encoded dataProvider; generated-views-rest.test.tsx runs the same suite through the REST
// one. Plus the check of the English list.
import { describe, expect, it } from 'vitest';
import { describeGeneratedViews, ENGLISH } from './generatedViews';

describe('sanity of the English list', () => {
  it('holds the usual react-admin English texts', () => {
    for (const t of ['Create', 'Save', 'Export', 'Search', 'Delete', 'Edit', 'Required', 'Rows per page:']) expect(ENGLISH).toContain(t);
  });
});

describeGeneratedViews('form');
