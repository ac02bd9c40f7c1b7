import { changeLogModule } from '../changeLog';
import demandantes from '../demandantes/schema';

export default changeLogModule({ name: 'cambiosd', of: demandantes, label: 'Cambios de demandantes', path: '/cambios/cambiosd', order: 2 });
