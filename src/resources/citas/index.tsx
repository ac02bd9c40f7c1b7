// Citas: the generated views with the overlap warning in the forms.
import type { ResourceViews } from '../../framework/resource';
import { SchemaCreate, SchemaEdit } from '../../framework/views/ResourceViews';
import { OverlapWarning } from './OverlapWarning';
import schema from './schema';

const views: ResourceViews = {
  create: () => <SchemaCreate schema={schema} formExtra={<OverlapWarning />} />,
  edit: () => <SchemaEdit schema={schema} formExtra={<OverlapWarning />} />,
};

export default views;
