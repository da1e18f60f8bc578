// Readings are placed in the part that holds them by counting words, so the parts must keep every
// word of the message: a split that dropped the "y" of "y ahora" moved 128 of the labelled
// messages' readings into the wrong part (docs/decisions.md, round 22).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expandChatSpelling, normalise } from '@tm/shared-contracts/clinical';
import { sentenceParts } from './sentence-context.js';

const evalDir = join(dirname(fileURLToPath(import.meta.url)), '../eval');
const messages = readdirSync(evalDir)
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) => JSON.parse(readFileSync(join(evalDir, file), 'utf8')) as { text: string }[])
  .map(({ text }) => expandChatSpelling(text));

const wordCount = (text: string) => normalise(text).words.length;

describe('sentenceParts', () => {
  it('keeps every word of every labelled message in its parts', () => {
    const misplaced = messages.filter(
      (message) =>
        sentenceParts(message).reduce((sum, { part }) => sum + wordCount(part), 0) !==
        wordCount(message),
    );
    expect(misplaced).toEqual([]);
  });

  it('keeps the "y" of "y ahora" with the part it opens', () => {
    expect(sentenceParts('se me olvidó comer y ahora estoy sudando').map((p) => p.part)).toEqual([
      'se me olvidó comer',
      'y ahora estoy sudando',
    ]);
  });
});
