// Delivery of one autoresponder message through the app's mail layer (server/mail): SMTP when configured,
// otherwise an .eml in the outbox named after the message.
import type { Settings } from '../../../features/configuracion/shared/settings';
import { sendMail, type Delivery } from '#server/mail/send';

export { failureReason, outboxDir, type Delivery } from '#server/mail/send';

export interface OutgoingMail {
  readonly id: number;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

export function deliver(mail: OutgoingMail, s: Settings, dataDir: string): Promise<Delivery> {
  return sendMail(
    {
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      headers: { 'X-Autoresponder-Id': String(mail.id) },
      outboxName: `autoresponder-${mail.id}`,
    },
    s,
    dataDir,
  );
}
