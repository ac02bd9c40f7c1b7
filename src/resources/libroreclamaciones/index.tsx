// Libro de Reclamaciones (administrators): the book with deadlines, the sheet read only, and 'Responder' as the
// edit view. Sheets are created only by the public page (src/pages/LibroReclamacionesPage.tsx).
import type { ResourceViews } from '../../framework/resource';
import { LibroList } from './LibroList';
import { LibroShow } from './LibroShow';
import { ResponderPage } from './ResponderPage';

const views: ResourceViews = {
  list: LibroList,
  show: LibroShow,
  edit: ResponderPage,
};

export default views;
