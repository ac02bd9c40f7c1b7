// Demo data of Argumentos de venta: a few sales arguments for every property type.
import type { ModuleDemo } from '#server/moduleServer';
import { insertMany } from '#server/db/batch';
import { adminAudit } from '#server/db/demo/audit';
import type { Row } from '#server/db/types';
import { TIPO_INMUEBLE_CHOICES } from '../../common';

const ARGUMENTOS: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  general: [
    ['Acompañamiento legal', 'Revisamos partida, cargas y documentos antes de cada operación.'],
    ['Avisos en los principales portales', 'Publicamos en Urbania, Adondevivir y redes con fotos profesionales.'],
  ],
  departamento: [
    ['Seguridad 24 horas', 'Edificio con vigilancia, control de acceso y cámaras.'],
    ['Áreas comunes', 'Gimnasio, terraza y zona de parrillas para los residentes.'],
    ['Mantenimiento bajo', 'Cuota mensual moderada para el distrito.'],
  ],
  casa: [
    ['Espacio para la familia', 'Jardín propio y ambientes amplios.'],
    ['Posibilidad de ampliar', 'Parámetros que permiten construir un piso más.'],
  ],
  terreno: [
    ['Zonificación favorable', 'Parámetros urbanísticos para vivienda multifamiliar.'],
    ['Listo para construir', 'Saneado, con servicios en la puerta.'],
  ],
  local_comercial: [
    ['Alto tránsito peatonal', 'Frente a una avenida principal.'],
    ['Licencia al día', 'Giro compatible con comercio y servicios.'],
  ],
  oficina: [
    ['Ubicación corporativa', 'En el centro financiero, cerca de bancos y restaurantes.'],
    ['Lista para usar', 'Implementada con divisiones y cableado.'],
  ],
  almacen: [['Acceso para camiones', 'Portón amplio y patio de maniobras.']],
  cochera: [['Cerca de su edificio', 'A pocos pasos, techada y con vigilancia.']],
  habitacion: [['Servicios incluidos', 'Agua, luz e internet incluidos en la renta.']],
  otro: [['Oportunidad única', 'Consulte con nuestro equipo las condiciones.']],
};

export const demo: ModuleDemo = {
  async seed({ db, now }) {
    const { audit } = await adminAudit(db, now);
    const argumentos: Row[] = [];
    for (const tipo of ['general', ...TIPO_INMUEBLE_CHOICES.map((c) => c.id)]) {
      (ARGUMENTOS[tipo] ?? []).forEach(([titulo, argumento], i) => argumentos.push({ tipo_inmueble: tipo, titulo, argumento, orden: i + 1 }));
    }
    await insertMany(db, 'argumentosventa', 'id_argumento', audit(argumentos));
  },
};
