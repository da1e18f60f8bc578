import {
  FieldCipher,
  formatDataKeys,
  generateDataKey,
  parseDataKeys,
  UnreadableFieldError,
} from './field-cipher.js';

const keyOf = (id: string, fill: number) => ({ id, key: Buffer.alloc(32, fill) });
const OLD = keyOf('old', 1);
const NEW = keyOf('new', 2);
const SAMPLES = [
  '',
  'Me cuesta dormir; tomo Metformina 850 mg',
  'Ñandú, acción, ü, 😊🍞',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  'enc:v1:looks:like-a-value',
  'x'.repeat(20_000),
];

/** Replaces one byte of the packed part (iv|tag|ciphertext) at `index`. */
function tamper(stored: string, index: number): string {
  const head = stored.slice(0, stored.lastIndexOf(':') + 1);
  const bytes = Buffer.from(stored.slice(head.length), 'base64url');
  bytes[index] = bytes[index]! ^ 0x01;
  return head + bytes.toString('base64url');
}

describe('FieldCipher (AES-256-GCM per value)', () => {
  const cipher = new FieldCipher([OLD]);

  it('round-trips any text exactly, in the self-describing stored form', () => {
    for (const text of SAMPLES) {
      const stored = cipher.encrypt(text);
      expect(stored).toMatch(/^enc:v1:old:[A-Za-z0-9_-]+$/);
      if (text.length > 3) expect(stored).not.toContain(text);
      expect(cipher.decrypt(stored)).toBe(text);
    }
  });

  it('uses a fresh 12-byte IV each time: the same text never encrypts to the same value', () => {
    const values = new Set(Array.from({ length: 50 }, () => cipher.encrypt('igual')));
    expect(values.size).toBe(50);
    const packed = Buffer.from([...values][0]!.split(':')[3]!, 'base64url');
    expect(packed).toHaveLength(12 + 16 + Buffer.byteLength('igual'));
  });

  it('reads values written before encryption as they are', () => {
    for (const legacy of ['Dormí mal', 'enc:sin formato', 'enc:v1:', 'enc:v1:k:con espacios']) {
      expect(cipher.decrypt(legacy)).toBe(legacy);
    }
  });

  it('refuses altered bytes anywhere (IV, tag, ciphertext) and a moved key id', () => {
    const stored = cipher.encrypt('Glucosa 180 en ayunas');
    for (const index of [0, 11, 12, 27, 28, 30]) {
      expect(() => cipher.decrypt(tamper(stored, index))).toThrow(UnreadableFieldError);
    }
    const truncated = stored.slice(0, stored.length - 30);
    expect(() => cipher.decrypt(truncated)).toThrow(UnreadableFieldError);
    // Same bytes relabelled with another known key id: the authenticated header refuses it.
    const both = new FieldCipher([OLD, keyOf('other', 1)]);
    expect(() => both.decrypt(stored.replace('enc:v1:old:', 'enc:v1:other:'))).toThrow(
      /dato alterado o clave incorrecta/,
    );
  });

  it('names the key but never the text when it cannot read a value', () => {
    const stored = cipher.encrypt('Secreto de salud');
    const error = (() => {
      try {
        new FieldCipher([NEW]).decrypt(stored);
      } catch (caught) {
        return caught as UnreadableFieldError;
      }
      throw new Error('no error');
    })();
    expect(error).toBeInstanceOf(UnreadableFieldError);
    expect(error.keyId).toBe('old');
    expect(error.message).toMatch(/clave "old".*clave desconocida/);
    expect(error.message).not.toContain('Secreto');
  });

  it('rotation: the first key writes, every key reads, isCurrent tells what to rewrite', () => {
    const written = cipher.encrypt('antes de rotar');
    const rotated = new FieldCipher([NEW, OLD]);
    expect(rotated.currentKeyId).toBe('new');
    expect(rotated.decrypt(written)).toBe('antes de rotar');
    expect(rotated.isCurrent(written)).toBe(false);
    const rewritten = rotated.encrypt(rotated.decrypt(written));
    expect(rewritten).toMatch(/^enc:v1:new:/);
    expect(rotated.isCurrent(rewritten)).toBe(true);
    expect(rotated.isCurrent('texto plano')).toBe(false);
    expect(new FieldCipher([NEW]).decrypt(rewritten)).toBe('antes de rotar');
  });

  it('a wrong key with the same id is refused, not read as garbage', () => {
    const stored = cipher.encrypt('Hemoglobina 13');
    expect(() => new FieldCipher([keyOf('old', 9)]).decrypt(stored)).toThrow(UnreadableFieldError);
  });
});

describe('data keys', () => {
  it('parses and formats `<id>:<base64>` lists, first one first', () => {
    const raw = formatDataKeys([NEW, OLD]);
    const { keys, problems } = parseDataKeys(raw);
    expect(problems).toEqual([]);
    expect(keys).toEqual([NEW, OLD]);
    expect(parseDataKeys(`new:${NEW.key.toString('base64url')}`).keys).toEqual([NEW]);
  });

  it('generates random 32-byte keys with distinct ids', () => {
    const a = generateDataKey(new Date('2026-11-22T00:00:00Z'));
    const b = generateDataKey(new Date('2026-11-22T00:00:00Z'));
    expect(a.id).toMatch(/^k20261122[0-9a-f]{4}$/);
    expect(a.key).toHaveLength(32);
    expect(a.key.equals(b.key)).toBe(false);
    expect(parseDataKeys(formatDataKeys([a])).keys).toEqual([a]);
  });

  it('needs at least one key', () => {
    expect(() => new FieldCipher([])).toThrow();
  });
});
