// Who has the key, in one cell: the agent, the broker, or the outside person with their document.
import { ReferenceField, TextField, useRecordContext } from 'react-admin';

export function BorrowerField() {
  const record = useRecordContext();
  if (!record) return null;
  if (record.prestatario_tipo === 'agente') return <ReferenceField source="id_agente" reference="agentes" link={false} />;
  if (record.prestatario_tipo === 'corredor') return <ReferenceField source="id_corredor" reference="corredores" link="show" />;
  return <TextField source="prestatario_nombre" />;
}
