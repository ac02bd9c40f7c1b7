// Usuarios: the generated views plus activate/deactivate and reset password.
import type { ResourceViews } from '../../framework/resource';
import { SchemaEdit, SchemaShow } from '../../framework/views/ResourceViews';
import schema from './schema';
import { EstadoButton, ResetPasswordButton } from './UsuarioActions';

const actions = (
  <>
    <EstadoButton />
    <ResetPasswordButton />
  </>
);

const views: ResourceViews = {
  show: () => <SchemaShow schema={schema} extraActions={actions} />,
  edit: () => <SchemaEdit schema={schema} extraActions={actions} />,
};

export default views;
