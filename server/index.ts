// `npm start`: migrate, seed an empty database, serve the app and the API.
import { buildApp } from './app';
import { loadConfig } from './config';
import { seedIfEmpty } from './db/seed';
import { demoUsersPresent, unsafeConfiguration } from './production';
import { closeOnSignals } from './shutdown';

function refuse(problems: readonly string[]): void {
  if (problems.length)
    throw new Error(`NODE_ENV=production: configuración insegura, el servidor no arranca.\n- ${problems.join('\n- ')}\nVea README, «Producción».`);
}

async function main(): Promise<void> {
  const config = loadConfig();
  refuse(unsafeConfiguration(config));
  const app = await buildApp(config);
  try {
    refuse(await demoUsersPresent(app.connection.db));
  } catch (e) {
    await app.close();
    throw e;
  }
  const seed = await seedIfEmpty(app.connection.db, config);
  const address = await app.listen({ port: config.port, host: config.host });
  if (process.env.JOBS !== 'off') app.jobs.start(); // scheduled jobs (server/jobs): at start, then on their interval
  const url = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
  const lines = [`Inmobiliaria en ${url}`, `API: ${url}/api  ·  Documentación: ${url}/api/docs`];
  if (seed.seeded === 'demo') {
    lines.push(`Datos de demostración cargados. Usuarios: ${seed.users.join(', ')} (admin = Administrador, agente = Agente).`);
    lines.push(
      seed.generatedPassword ? `Contraseña generada (se muestra solo esta vez): ${seed.generatedPassword}` : 'Contraseña: la de DEMO_PASSWORD.',
    );
  }
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
  closeOnSignals(app);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
