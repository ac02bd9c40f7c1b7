// 'Compartir' above an ofertante's detail and form: the record in context.
import { useRecordContext } from 'react-admin';
import { ShareMenu } from './ShareMenu';
import { shareableOfertante } from './shareText';

export function ShareRecordButton() {
  const record = useRecordContext();
  if (!record) return null;
  return <ShareMenu properties={[shareableOfertante(record)]} testId="ofertante" />;
}
