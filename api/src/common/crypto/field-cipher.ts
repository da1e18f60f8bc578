import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** One data key: `keyId` is stored next to every value it encrypts, so rotation needs no guessing. */
export interface DataKey {
  id: string;
  key: Buffer;
}

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
const PREFIX = 'enc:v1:';
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;
/** `enc:v1:<keyId>:<base64url iv|tag|ciphertext>`; anything else is a row written before encryption. */
const STORED = /^enc:v1:([A-Za-z0-9_-]{1,32}):([A-Za-z0-9_-]+)$/;

/** A stored value that cannot be decrypted: unknown key or altered bytes. Never carries the text. */
export class UnreadableFieldError extends Error {
  constructor(
    readonly keyId: string,
    readonly reason: 'clave desconocida' | 'dato alterado o clave incorrecta',
  ) {
    super(`Un dato cifrado con la clave "${keyId}" no se pudo descifrar: ${reason}.`);
    this.name = 'UnreadableFieldError';
  }
}

/**
 * Parses `DATA_ENCRYPTION_KEYS`: comma-separated `<keyId>:<base64 of 32 bytes>`, the first one
 * encrypts, all of them decrypt. Returns the keys or the Spanish problems (never the key bytes).
 */
export function parseDataKeys(raw: string): { keys: DataKey[]; problems: string[] } {
  const keys: DataKey[] = [];
  const problems: string[] = [];
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) problems.push('DATA_ENCRYPTION_KEYS está vacío.');
  for (const [index, entry] of entries.entries()) {
    const colon = entry.indexOf(':');
    const id = colon > 0 ? entry.slice(0, colon) : '';
    const encoded = colon > 0 ? entry.slice(colon + 1) : '';
    const where = `DATA_ENCRYPTION_KEYS (clave ${index + 1})`;
    if (!KEY_ID.test(id)) {
      problems.push(
        `${where} no es válida: usa <id>:<base64 de 32 bytes>, con un id de letras, números, - o _.`,
      );
      continue;
    }
    const key = /^[A-Za-z0-9+/_-]+={0,2}$/.test(encoded) ? Buffer.from(encoded, 'base64') : null;
    if (key?.length !== KEY_BYTES) {
      problems.push(
        `${where} "${id}" no es válida: debe ser base64 de exactamente 32 bytes (openssl rand -base64 32).`,
      );
      continue;
    }
    if (keys.some((known) => known.id === id)) {
      problems.push(`${where}: el id "${id}" está repetido.`);
      continue;
    }
    keys.push({ id, key });
  }
  return { keys, problems };
}

/** Formats keys back to the variable's syntax (used to keep a generated key on disk). */
export const formatDataKeys = (keys: DataKey[]): string =>
  keys.map(({ id, key }) => `${id}:${key.toString('base64')}`).join(',');

/** A new random key with a date-based id, e.g. `k20261122a1b2`. */
export function generateDataKey(now = new Date()): DataKey {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return { id: `k${day}${randomBytes(2).toString('hex')}`, key: randomBytes(KEY_BYTES) };
}

/**
 * AES-256-GCM per value: a random 12-byte IV each time, the 16-byte tag checked on every read.
 * The header (`enc:v1:<keyId>`) is authenticated too, so a value cannot be moved to another key id.
 */
export class FieldCipher {
  private readonly byId: Map<string, Buffer>;

  constructor(private readonly keys: DataKey[]) {
    if (keys.length === 0) throw new Error('FieldCipher necesita al menos una clave.');
    this.byId = new Map(keys.map(({ id, key }) => [id, key]));
  }

  /** The id of the key new values are written with. */
  get currentKeyId(): string {
    return this.keys[0]!.id;
  }

  encrypt(plain: string): string {
    const { id, key } = this.keys[0]!;
    const header = `${PREFIX}${id}`;
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(header, 'utf8'));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const packed = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    return `${header}:${packed}`;
  }

  /** Plain text back; a value without the `enc:v1:` form is a legacy plain row and is returned as is. */
  decrypt(stored: string): string {
    const match = STORED.exec(stored);
    if (!match) return stored;
    const [, id, packed] = match as unknown as [string, string, string];
    const key = this.byId.get(id);
    if (!key) throw new UnreadableFieldError(id, 'clave desconocida');
    const bytes = Buffer.from(packed, 'base64url');
    if (bytes.length < IV_BYTES + TAG_BYTES) {
      throw new UnreadableFieldError(id, 'dato alterado o clave incorrecta');
    }
    try {
      const decipher = createDecipheriv(ALGORITHM, key, bytes.subarray(0, IV_BYTES), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(`${PREFIX}${id}`, 'utf8'));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      const plain = Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]);
      return plain.toString('utf8');
    } catch {
      throw new UnreadableFieldError(id, 'dato alterado o clave incorrecta');
    }
  }

  /** True when the value is already encrypted with the current key (a re-encryption pass skips it). */
  isCurrent(stored: string): boolean {
    return STORED.exec(stored)?.[1] === this.currentKeyId;
  }
}
