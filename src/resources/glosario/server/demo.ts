// Demo data of the Glosario: the terms of the trade in Lima, as an administrator would have typed them in.
import type { ModuleDemo } from '#server/moduleServer';

export const DEMO_GLOSARIO = [
  [
    'Partida registral',
    'Número con el que SUNARP identifica un inmueble en el Registro de Predios; en ella constan el propietario, las cargas y los gravámenes.',
  ],
  ['Copia literal', 'Documento emitido por SUNARP que reproduce los asientos de una partida registral.'],
  [
    'Certificado registral inmobiliario (CRI)',
    'Certificado de SUNARP que acredita la situación jurídica actual de un predio: titulares, cargas y gravámenes.',
  ],
  ['Arras', 'Suma que se entrega al firmar un compromiso de compraventa como garantía de que la operación se concretará.'],
  ['Minuta', 'Documento privado redactado y firmado por abogado que contiene el acuerdo de compraventa y luego se eleva a escritura pública.'],
  ['Escritura pública', 'Documento otorgado ante notario que formaliza la compraventa y permite su inscripción en SUNARP.'],
  ['Alcabala', 'Impuesto municipal que paga el comprador: 3 % del valor de transferencia sobre el exceso de 10 UIT.'],
  ['Impuesto predial', 'Tributo municipal anual sobre el valor del predio, a cargo del propietario al 1 de enero.'],
  ['Arbitrios', 'Tasas municipales por limpieza pública, parques y jardines y serenazgo.'],
  ['Declaratoria de fábrica', 'Inscripción en SUNARP de las edificaciones construidas sobre un terreno.'],
  ['Independización', 'Trámite registral que crea una partida propia para cada unidad inmobiliaria (departamento, estacionamiento, depósito).'],
  ['Fondo Mivivienda', 'Programa del Estado que financia la compra de vivienda con crédito hipotecario y Bono del Buen Pagador.'],
  ['Techo Propio', 'Programa de subsidio habitacional del Estado para familias de menores ingresos.'],
  ['Levantamiento de hipoteca', 'Trámite que cancela la hipoteca inscrita una vez pagado el crédito.'],
  ['Exclusividad', 'Acuerdo por el que el propietario encarga la venta o alquiler solo a la inmobiliaria por un plazo determinado.'],
  ['Garantía', 'Depósito que entrega el inquilino al inicio del arrendamiento, usualmente uno o dos meses de renta.'],
  ['Certificado de parámetros', 'Documento municipal que indica la zonificación, altura y usos permitidos de un predio.'],
  ['Conformidad de obra', 'Documento municipal que certifica que la construcción se ejecutó según la licencia aprobada.'],
] as const;

export const demo: ModuleDemo = {
  async seed({ db, now }) {
    for (const [termino, definicion] of DEMO_GLOSARIO)
      await db
        .insertInto('glosario')
        .values({ creado_en: now, actualizado_en: now, creado_por: null, actualizado_por: null, termino, definicion })
        .execute();
  },
};
