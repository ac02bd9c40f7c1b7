import { changeLogModule } from '../changeLog';

export default changeLogModule({ name: 'cambioso', of: 'ofertantes', label: 'Cambios de ofertantes', path: '/cambios/cambioso', order: 1 });
