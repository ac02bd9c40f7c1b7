// Demo data of Etiquetas: the labels a Lima agency's administrator would have typed in.
import type { ModuleDemo } from '#server/moduleServer';

export const DEMO_ETIQUETAS = [
  { nombre: 'Contrato', color: '#623AA2' },
  { nombre: 'Partida registral', color: '#1565C0' },
  { nombre: 'Planos', color: '#2E7D32' },
  { nombre: 'DNI propietario', color: '#EF6C00' },
  { nombre: 'Tasación', color: '#AD1457' },
  { nombre: 'Fotos fachada', color: '#00838F' },
  { nombre: 'Blog', color: '#6D4C41' },
  { nombre: 'Ficha técnica', color: '#5D4037' },
] as const;

export const demo: ModuleDemo = {
  async seed({ db, now }) {
    for (const e of DEMO_ETIQUETAS)
      await db
        .insertInto('etiquetas')
        .values({ creado_en: now, actualizado_en: now, creado_por: null, actualizado_por: null, ...e })
        .execute();
  },
};
