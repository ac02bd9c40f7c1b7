// Demo data of the Sistema modules: what a Lima agency's administrator would have typed in.

export const DEMO_AGENTES = [
  {
    usuario: 'agente',
    nombre: 'Rosa',
    apellido: 'Quispe Huamán',
    email: 'rosa.quispe@inmobiliaria.pe',
    documento: '45872136',
    telefono: '987 654 321',
    registro_mvcs: 'PN-1587',
  },
  {
    usuario: 'lmendoza',
    nombre: 'Luis',
    apellido: 'Mendoza Rojas',
    email: 'luis.mendoza@inmobiliaria.pe',
    documento: '41236587',
    telefono: '956 321 478',
    registro_mvcs: 'PN-2204',
  },
  {
    usuario: 'cvargas',
    nombre: 'Carla',
    apellido: 'Vargas Salazar',
    email: 'carla.vargas@inmobiliaria.pe',
    documento: '70125489',
    telefono: '912 458 763',
    registro_mvcs: 'PN-3120',
  },
] as const;

export const DEMO_ADMIN = {
  usuario: 'admin',
  nombre: 'Jorge',
  apellido: 'Paredes Castillo',
  email: 'jorge.paredes@inmobiliaria.pe',
  documento: '10254783',
  telefono: '(01) 445-7812',
  registro_mvcs: 'PJ-0458',
} as const;

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
