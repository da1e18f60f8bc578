// No emoji as an icon in any bundle's screens (issue 18): headings, buttons and aria-labels carry
// words, and pictures are SVG with a title or hidden from screen readers.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { bundleSources, emojiIconsIn } from './emoji-icons.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

test('no heading, button or aria-label of a bundle uses an emoji', () => {
  const files = bundleSources(repoRoot);
  assert.ok(files.length > 20, 'the scan found the bundles');
  const found = files.flatMap((file) => emojiIconsIn(file, repoRoot));
  assert.deepEqual(found, [], `Emoji used as icons:\n${found.join('\n')}`);
});

test('the scan finds emoji in text, in a same-file constant and in an imported icon field', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emoji-'));
  fs.writeFileSync(path.join(dir, 'data.ts'), "export const STEPS = [{ icon: '🥗' }];\n");
  const screen = path.join(dir, 'screen.tsx');
  fs.writeFileSync(
    screen,
    [
      "import { STEPS } from './data.js';",
      "const ICONS = { a: '😴' } as const;",
      'export const A = () => <h2>⚠️ Importante</h2>;',
      'export const B = () => <Button>{ICONS.a} Dormir</Button>;',
      'export const C = () => <h3>{STEPS.map((s) => s.icon)}</h3>;',
      'export const D = () => <a aria-label="🖨️ Imprimir">x</a>;',
      'export const E = () => <p>🚶 Camina: en prosa se permite.</p>;',
    ].join('\n'),
  );
  const lines = emojiIconsIn(screen, dir).map((l) => l.split(':')[1]);
  assert.deepEqual(lines, ['3', '4', '5', '6']);
});
