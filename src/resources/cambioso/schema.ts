import { changeLogModule } from '../changeLog';
import ofertantes from '../ofertantes/schema';

export default changeLogModule({ name: 'cambioso', of: ofertantes, label: 'Cambios de ofertantes', path: '/cambios/cambioso', order: 1 });
