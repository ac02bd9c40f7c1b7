// Citas: the generated views with the warnings in the forms (the agent's overlapping citas, the key out on loan).
import type { ResourceViews } from '../../framework/resource';
import { SchemaCreate, SchemaEdit } from '../../framework/views/ResourceViews';
import { KeyWarning } from './KeyWarning';
import { OverlapWarning } from './OverlapWarning';
import schema from './schema';

const warnings = (
  <>
    <OverlapWarning />
    <KeyWarning />
  </>
);

const views: ResourceViews = {
  create: () => <SchemaCreate schema={schema} formExtra={warnings} />,
  edit: () => <SchemaEdit schema={schema} formExtra={warnings} />,
};

export default views;
