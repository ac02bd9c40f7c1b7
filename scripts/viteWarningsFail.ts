// Build step: any warning Vite or Rollup prints during `vite build` (a chunk over the size limit, a cross-chunk
// re-export, an unresolved import…) fails the build, so that the build stays warning-free (issue 16).
import { createLogger, type Logger, type Plugin } from 'vite';

export function warningsFail(): { customLogger: Logger; plugin: Plugin } {
  const warnings: string[] = [];
  const logger = createLogger();
  const customLogger: Logger = {
    ...logger,
    warn(msg, options) {
      warnings.push(msg);
      logger.warn(msg, options);
    },
    warnOnce(msg, options) {
      warnings.push(msg);
      logger.warnOnce(msg, options);
    },
  };
  const plugin: Plugin = {
    name: 'inmobiliaria:warnings-fail',
    apply: 'build',
    buildStart() {
      warnings.length = 0;
    },
    closeBundle() {
      if (warnings.length > 0) throw new Error(`La construcción imprimió ${warnings.length} advertencia(s); corríjalas (ver arriba).`);
    },
  };
  return { customLogger, plugin };
}
