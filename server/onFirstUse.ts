// The heavy libraries only some requests need (libvips for pictures, pdfmake for PDFs, nodemailer, exceljs) load with
// the first request that uses them, not at start-up: a server that has not made a PDF or a picture yet does not hold
// them (~50 MiB of the idle process, measured by `BENCH_ONLY=importar npm run bench`'s starting RSS).

/** `load` run once, on the first call (again after a failure); every call gets the same loaded library. */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
}
