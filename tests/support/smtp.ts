// A real SMTP server (smtp-server) on a free loopback port for the tests that send mail: every message it accepts
// lands in `inbox` with its envelope sender, recipients and raw text.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  readonly from: string;
  readonly to: string[];
  readonly raw: string;
}

export interface TestSmtp {
  readonly port: number;
  readonly inbox: ReceivedMail[];
  close(): Promise<void>;
}

export async function startSmtp(inbox: ReceivedMail[] = []): Promise<TestSmtp> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        inbox.push({ from, to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    port: (server.server.address() as AddressInfo).port,
    inbox,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
