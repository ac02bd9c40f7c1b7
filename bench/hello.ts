// The bench's yardstick: a bare Fastify answering 25 fixed rows, the size of a list page.
import Fastify from 'fastify';

const rows = Array.from({ length: 25 }, (_, i) => ({
  id_propiedad: i + 1,
  codigo: `OF-${String(i + 1).padStart(6, '0')}`,
  descripcion: 'Departamento con vista al parque',
  estado: 'disponible',
  tipo_operacion: 'V',
  distrito: 'Miraflores',
  precio: 35000000,
  moneda: 'USD',
}));
const app = Fastify();
app.get('/', async () => ({ status: 'success', data: rows, total: 25 }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
