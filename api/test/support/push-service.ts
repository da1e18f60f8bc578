import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A browser's side of a push subscription: its P-256 key pair and auth secret, as the browser
 * keeps them, and the JSON it hands to the page (PushSubscription.toJSON()).
 */
export function deviceKeys(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    subscription: {
      endpoint,
      keys: {
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: auth.toString('base64url'),
      },
    },
  };
}
export type Device = ReturnType<typeof deviceKeys>;

/**
 * Decrypts a Web Push message body (RFC 8291 over RFC 8188 aes128gcm) with the device's private
 * key and auth secret, as the browser does: the header carries the salt, the record size and the
 * sender's one-time public key; the content key and nonce come from ECDH and two HKDF steps.
 */
export function decryptPush(body: Buffer, device: Pick<Device, 'ecdh' | 'auth'>): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);

  const ecdhSecret = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    device.ecdh.getPublicKey(),
    senderKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));

  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('Falta el delimitador del último registro (0x02).');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * Checks the VAPID header (RFC 8292): `vapid t=<JWT>, k=<public key>`, the JWT signed with ES256
 * by that key, for this push service's origin. Returns the claims.
 */
export function verifyVapid(headers: IncomingHttpHeaders, origin: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(headers.authorization ?? '');
  if (!match) throw new Error(`Cabecera Authorization sin VAPID: ${headers.authorization}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  const [header, claims, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('La firma VAPID no es válida.');
  const parsed = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud: string;
    sub: string;
    exp: number;
  };
  if (parsed.aud !== origin) throw new Error(`aud ${parsed.aud} no es ${origin}`);
  return { ...parsed, publicKey: k };
}

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A push service on a real local HTTP server: keeps what it receives, answers 201, or the status
 * set for a path (`answer.set('/push/x', 410)`: that subscription has expired).
 */
export async function startPushService() {
  const received: ReceivedPush[] = [];
  const answer = new Map<string, number>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(answer.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let next = 0;
  return {
    origin,
    received,
    answer,
    /** A new device subscribed at this service. */
    device: () => deviceKeys(`${origin}/push/${(next += 1)}`),
    /** What reached a device, decrypted with its keys. */
    messagesFor: (device: Device) =>
      received
        .filter((push) => push.path === new URL(device.subscription.endpoint).pathname)
        .map((push) => JSON.parse(decryptPush(push.body, device)) as Record<string, unknown>),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
