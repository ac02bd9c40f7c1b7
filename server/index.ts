// `npm start`: migrate, seed an empty database, serve the app and the API.
import { buildApp } from './app';
import { loadConfig } from './config';
import { seedIfEmpty } from './db/seed';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  const seed = await seedIfEmpty(app.connection.db, config);
  const address = await app.listen({ port: config.port, host: config.host });
  if (process.env.JOBS !== 'off') app.jobs.start(); // scheduled jobs (server/jobs): at start, then on their interval
  const url = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
  const lines = [`Inmobiliaria en ${url}`, `API: ${url}/api  ·  Documentación: ${url}/api/docs`];
  if (seed.seeded === 'demo') {
    lines.push(`Datos de demostración cargados. Usuarios: ${seed.users.join(', ')} (admin = Administrador, agente = Agente).`);
    lines.push(seed.generatedPassword ? `Contraseña generada (se muestra solo esta vez): ${seed.generatedPassword}` : 'Contraseña: la de DEMO_PASSWORD.');
  }
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
