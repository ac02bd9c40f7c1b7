// Libro de Reclamaciones (administrators): the book with deadlines, the sheet read only, and 'Responder' as the
// edit view. Sheets are created only through the public page (./LibroReclamacionesPage.tsx).
import { Navigate } from 'react-router-dom';
import type { ResourceViews } from '../../framework/resource';
import { LibroList } from './LibroList';
import { LibroShow } from './LibroShow';
import { ResponderPage } from './ResponderPage';

const views: ResourceViews = {
  list: LibroList,
  show: LibroShow,
  edit: ResponderPage,
  // A complaint received in person is filed through the same public form (same numbering, same constancia).
  create: () => <Navigate to="/libro-de-reclamaciones" />,
};

export default views;
