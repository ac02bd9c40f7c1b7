// The Spanish texts of Citas beyond the schema's labels (app.citas.*): the agent's overlapping appointment.
export const citasMessages = {
  overlap_title: 'El agente ya tiene una cita en ese horario',
} as const;

// The key warning of a cita's form (app.documentos.citas.*): the property's key is lent out at that time.
export const citasLlaveMessages = {
  llave_prestada: 'La llave del inmueble está prestada en ese horario',
  llave_detalle: '%{codigo}: con %{quien} hasta el %{hasta}',
} as const;
