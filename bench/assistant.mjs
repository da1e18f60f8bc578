// The weekly assistant's rule engine over the labelled corpus: answer time (p50/p95/max per
// message) and detection quality (micro precision/recall of systems and feelings, red-flag
// recall, false alarms, answers with a medication instruction). Printed, never asserted.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUNDS = Number(process.env.BENCH_ASSISTANT_ROUNDS ?? 50);

// Always rebuild: swc takes about a second, and a stale dist would measure old rules.
for (const workspace of ['@tm/shared-contracts', '@tm/api'])
  spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'ignore' });

const dist = (file) => pathToFileURL(path.join(root, 'api/dist/checkins/assistant', file)).href;
const { CORPUS, evaluateDetection, createNutritionAssistant } = await import(dist('index.js'));
const { containsMedicationInstruction } = await import(dist('safety.js'));

const assistant = createNutritionAssistant({}); // no LLM_BASE_URL: the embedded rule engine
const person = {
  nombre: 'Carmen López',
  patron: 'Metabólico-Estrés',
  horasSueno: '5',
  satisfechoSueno: 'No, insatisfecho',
  frecuenciaEvacuaciones: 'Cada dos días',
  estadoAnimo: 'Ansioso',
  nivelEnergia: 4,
  medicamentos: 'Metformina',
};

// Warm-up, so the first compilation of the patterns is not counted.
for (const item of CORPUS) await assistant.answer({ message: item.message, person });

const times = [];
let unsafe = 0;
for (let round = 0; round < ROUNDS; round += 1) {
  for (const item of CORPUS) {
    const started = performance.now();
    const answer = await assistant.answer({ message: item.message, person, previousSystems: [] });
    times.push(performance.now() - started);
    if (round === 0 && containsMedicationInstruction(answer.responseText)) unsafe += 1;
  }
}
times.sort((a, b) => a - b);
const at = (share) => times[Math.min(times.length - 1, Math.floor(share * times.length))];
const ms = (value) => `${value.toFixed(3)} ms`;

console.log(`Corpus: ${CORPUS.length} labelled Spanish messages × ${ROUNDS} rounds`);
console.table({
  'rule engine answer': { p50: ms(at(0.5)), p95: ms(at(0.95)), max: ms(times.at(-1)) },
});

const report = evaluateDetection(CORPUS);
const pct = (value) => value.toFixed(3);
console.table({
  'systems (target ≥ 0.9)': {
    precision: pct(report.systems.precision),
    recall: pct(report.systems.recall),
  },
  feelings: { precision: pct(report.emotions.precision), recall: pct(report.emotions.recall) },
});
console.log(
  `Red flags: recall ${pct(report.redFlagRecall)} (target 1.000) · false alarms ${report.falseAlarms}` +
    ` · answers with a medication instruction: ${unsafe} of ${CORPUS.length}`,
);
