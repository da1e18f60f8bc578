import { CORPUS } from './corpus.js';
import { detect } from './detect.js';
import { evaluateDetection } from './evaluate.js';
test('probe', () => {
  for (const item of CORPUS) {
    const d = detect(item.message);
    const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));
    if (!same(d.systems, item.systems) || !same(d.emotions, item.emotions) || !same(d.redFlags, item.redFlags))
      console.log(item.message, '\n  exp', item.systems, item.emotions, item.redFlags, '\n  got', d.systems, d.emotions, d.redFlags);
  }
  console.log(CORPUS.length, JSON.stringify(evaluateDetection(CORPUS)));
});
