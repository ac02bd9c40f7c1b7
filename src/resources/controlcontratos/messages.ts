// The Spanish texts of Control de contratos beyond the schema's labels, at their keys under app.documentos.*
// (src/i18n/modules/documentos.ts puts them there): its rules and its deadline notices.
export const controlcontratosMessages = {
  validation: {
    fecha_fin_requerida: 'Indique la fecha de fin de un contrato vigente',
    solo_arrendamiento: 'Garantía y adelanto solo corresponden a un arrendamiento',
  },
  notificaciones: {
    contrato_por_vencer: 'El contrato de %{tipo} de %{inmueble} vence el %{fecha}.',
    contrato_vencido: 'Venció el contrato de %{tipo} de %{inmueble} (%{fecha}).',
  },
} as const;
