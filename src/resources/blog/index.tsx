// Blog: the generated list and show; create and edit add the library's picture button and cover picker, loaded only when opened.
import { lazy, Suspense, type ComponentType } from 'react';
import { LinearProgress } from '@mui/material';
import type { ResourceViews } from '../../framework/resource';

const BlogCreate = lazy(() => import('./BlogForms').then((m) => ({ default: m.BlogCreate })));
const BlogEdit = lazy(() => import('./BlogForms').then((m) => ({ default: m.BlogEdit })));

const suspended = (View: ComponentType) =>
  function Suspended() {
    return (
      <Suspense fallback={<LinearProgress sx={{ mt: 2 }} />}>
        <View />
      </Suspense>
    );
  };

const views: ResourceViews = {
  create: suspended(BlogCreate),
  edit: suspended(BlogEdit),
};

export default views;
