import { changeLogModule } from '../changeLog';

export default changeLogModule({ name: 'cambiosd', of: 'demandantes', label: 'Cambios de demandantes', path: '/cambios/cambiosd', order: 2 });
