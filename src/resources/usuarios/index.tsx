// Usuarios: the generated views plus activate/deactivate, reset password and the avatar upload.
import type { ResourceViews } from '../../framework/resource';
import { SchemaEdit, SchemaShow } from '../../framework/views/ResourceViews';
import { UsuarioAvatarUpload } from '../../features/photos/AvatarUpload';
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
  edit: () => <SchemaEdit schema={schema} extraActions={actions} formExtra={<UsuarioAvatarUpload />} />,
};

export default views;
