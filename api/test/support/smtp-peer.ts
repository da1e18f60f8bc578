import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  from: string;
  to: string[];
  /** The raw message with quoted-printable and encoded words decoded, for text assertions. */
  decoded: string;
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / ?B?) and quoted-printable bodies, decoded. */
export function decodeMessage(raw: string): string {
  // Headers' encoded words first (their closing '?=' must not read as a soft line break).
  const headers = raw.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : qp(text.replace(/_/g, ' ')),
  );
  return qp(headers.replace(/=\r?\n/g, ''));
}

/** Quoted-printable =XX escapes to bytes; other characters (8-bit UTF-8 headers) kept as they are. */
function qp(text: string): string {
  const input = Buffer.from(text, 'utf8');
  const bytes: number[] = [];
  for (let i = 0; i < input.length; i += 1) {
    const hex = input.subarray(i + 1, i + 3).toString('latin1');
    if (input[i] === 0x3d && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(input[i]!);
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A real SMTP server in the test; `failWith` makes it refuse messages with that SMTP code. */
export async function startSmtpPeer() {
  const received: ReceivedEmail[] = [];
  const state = { failWith: null as number | null };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        if (state.failWith) {
          const error = Object.assign(new Error('Buzón no disponible'), {
            responseCode: state.failWith,
          });
          return callback(error);
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((address) => address.address),
          decoded: decodeMessage(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
