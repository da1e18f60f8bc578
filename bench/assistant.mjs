// The weekly assistant on the rules: triage then coaching, over the frozen triage sets. Prints the
// answer time (p50/p95/max) and, for the development set and both held-out sets side by side,
// emergency and red-flag recall, precision, medication referral, topic accuracy and per-category
// recall (docs/assistant-triage.md). Printed, never asserted.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildStale } from '../scripts/fresh-builds.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUNDS = Number(process.env.BENCH_ASSISTANT_ROUNDS ?? 10);
// Timed on an evenly spaced sample: every message of the ~80 sets, ten times over, took ~20 min.
const SAMPLE = Number(process.env.BENCH_ASSISTANT_SAMPLE ?? 2000);

// Rebuilt whenever the sources changed: a stale dist would measure old rules.
buildStale(['shared-contracts', 'api'], 'ignore');

const dist = (file) => pathToFileURL(path.join(root, 'api/dist/checkins/assistant', file)).href;
const { answerCheckin } = await import(dist('answer-checkin.js'));
const { RuleEngineAssistant } = await import(dist('rule-engine.js'));
const { evaluateTriage } = await import(dist('eval/evaluate-triage.js'));
const { detectTopic } = await import(dist('topics.js'));
const { containsMedicationInstruction } = await import(dist('safety.js'));
const { DEVELOPMENT_SETS } = await import(dist('triage/similar-messages.js'));
// The development sets, then the held-out sets the reader never learned from, printed apart.
const SETS = [...DEVELOPMENT_SETS, 'held-out-99.json', 'held-out-100.json'];

const load = (file) =>
  JSON.parse(readFileSync(path.join(root, 'api/src/checkins/assistant/eval', file), 'utf8'));
const sets = Object.fromEntries(SETS.map((file) => [file, load(file)]));
const assistant = new RuleEngineAssistant();
const person = {
  nombre: 'Carmen López',
  pais: 'México',
  enfoque: 'Estos días, tu foco es el sueño.',
};

// Every message answered once: the safety check, and the warm-up of the timed rounds.
const all = Object.values(sets).flat();
let unsafe = 0;
for (const item of all) {
  const answer = await answerCheckin(assistant, { message: item.text, person });
  if (containsMedicationInstruction(answer.responseText)) unsafe += 1;
}
const step = Math.max(1, Math.floor(all.length / SAMPLE));
const sample = all.filter((_, i) => i % step === 0);
const times = [];
for (let round = 0; round < ROUNDS; round += 1) {
  for (const item of sample) {
    const started = performance.now();
    await answerCheckin(assistant, { message: item.text, person });
    times.push(performance.now() - started);
  }
}
times.sort((a, b) => a - b);
const at = (share) => times[Math.min(times.length - 1, Math.floor(share * times.length))];
const ms = (value) => `${value.toFixed(3)} ms`;
console.log(
  `${all.length} messages answered once (safety); ${sample.length} of them (every ${step}th) × ${ROUNDS} rounds timed (target p95 < 50 ms)`,
);
console.table({
  'triage + rule engine': { p50: ms(at(0.5)), p95: ms(at(0.95)), max: ms(times.at(-1)) },
});

const pct = ({ hit, of, rate }) => `${(rate * 100).toFixed(1)} % (${hit}/${of})`;
const scores = Object.fromEntries(SETS.map((file) => [file, evaluateTriage(sets[file])]));
const topic = (set) => {
  const ordinary = set.filter(
    (m) => m.tier === 'none' && !m.medication && m.topic && m.topic !== 'none',
  );
  const hit = ordinary.filter((m) => detectTopic(m.text) === m.topic).length;
  return { hit, of: ordinary.length, rate: hit / ordinary.length };
};
const row = (label, pick) => [label, Object.fromEntries(SETS.map((f) => [f, pick(f)]))];
console.table(
  Object.fromEntries([
    row('emergency recall (target 100 %)', (f) => pct(scores[f].emergencyRecall)),
    row('all red flags recall (≥ 97 %)', (f) => pct(scores[f].redFlagRecall)),
    row('red-flag precision (≥ 90 %)', (f) => pct(scores[f].redFlagPrecision)),
    row('medication referral (≥ 97 %)', (f) => pct(scores[f].medicationReferral)),
    row('ordinary on topic (≥ 80 %)', (f) => pct(topic(sets[f]))),
    ...Object.keys(scores['held-out.json'].perCategoryRecall).map((category) =>
      row(`  ${category}`, (f) =>
        scores[f].perCategoryRecall[category] ? pct(scores[f].perCategoryRecall[category]) : '—',
      ),
    ),
  ]),
);
console.log(`Answers with a dose or a medication change: ${unsafe} (target 0)`);

// Everyday messages (never trained on): how often the triage escalates an ordinary message.
const ordinary = load('ordinary-measure.json');
const { triage } = await import(dist('triage/triage.js'));
const falseAlarms = ordinary.filter((item) => triage(item.text).tier !== 'none').length;
console.log(
  `False alarms on ${ordinary.length} everyday messages (ordinary-measure.json): ${falseAlarms}`,
);
