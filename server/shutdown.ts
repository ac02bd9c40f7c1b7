// Graceful shutdown on SIGTERM / SIGINT: stop accepting connections, let the requests in flight finish (new ones on
// open keep-alive connections get a 503, see app.ts), stop the job runner, close the database — then exit 0. A
// second signal, or a close that takes longer than the grace period, exits 1 at once.
import type { App } from './app';

export const GRACE_MS = 25_000;

export function closeOnSignals(app: App, graceMs = GRACE_MS): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'segunda señal: salida inmediata');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'cerrando: se terminan las solicitudes en curso');
    const timer = setTimeout(() => {
      app.log.error({ graceMs }, 'el cierre tardó demasiado: salida forzada');
      process.exit(1);
    }, graceMs);
    timer.unref();
    app.close().then(
      () => {
        app.log.info('cerrado');
        process.exit(0);
      },
      (e: unknown) => {
        app.log.error({ err: e }, 'error al cerrar');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
