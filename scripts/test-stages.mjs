// `npm test`: the three stages (lint, unit and integration, e2e) cut into tasks that run side by side
// on the machine's cores (TEST_JOBS to change how many), each line prefixed with its task; the
// first failure stops the rest and shows that task's end. CI's budget is 12 minutes on 2 cores
// (issue 22), so the time of every task and stage is printed at the end.
//
// Most of the e2e suite's time is waiting in the browser, not CPU: it starts first (after the one
// build it and the API suites share) and the CPU-bound checks fill the other core meanwhile.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { repoRoot } from './bundles.mjs';
import { typecheckCommands } from './typecheck.mjs';

const scripts = (workspace) =>
  JSON.parse(readFileSync(path.join(repoRoot, workspace, 'package.json'), 'utf8')).scripts ?? {};
const workspaces = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).workspaces;
const unit = (workspace, extra = {}) => ({
  stage: 'test:unit',
  name: `unit:${workspace}`,
  command: ['npm', 'run', 'test:unit', '-w', workspace],
  ...extra,
});
const withUnitTests = workspaces.filter((workspace) => scripts(workspace)['test:unit']);
const FIRST_UNITS = ['api', 'e2e']; // the longest (API suites on two databases, image builds)

/** In the order they start when a core is free; a task waits for the one it `needs`. */
const TASKS = [
  { stage: 'test:e2e', name: 'build', command: ['node', 'scripts/fresh-builds.mjs'] },
  { stage: 'test:e2e', name: 'e2e', command: ['npm', 'run', 'test:e2e'], needs: 'build' },
  // The API suites are the longest task (~560 s): they take the other core as soon as the build is
  // done, and the checks fill in around them (they start the built API: never beside the build).
  unit('api', { needs: 'build' }),
  ...typecheckCommands().map(({ name, command }) => ({ stage: 'lint', name, command })),
  { stage: 'lint', name: 'eslint', command: ['npx', 'eslint', '.'] },
  { stage: 'lint', name: 'prettier', command: ['npx', 'prettier', '--check', '.'] },
  ...FIRST_UNITS.filter((w) => w !== 'api' && withUnitTests.includes(w)).map((w) => unit(w)),
  ...withUnitTests.filter((w) => !FIRST_UNITS.includes(w)).map((w) => unit(w)),
];
const STAGES = ['lint', 'test:unit', 'test:e2e'];

const jobs = Math.max(1, Number(process.env.TEST_JOBS) || os.availableParallelism());
const width = Math.max(...TASKS.map((task) => task.name.length));
const started = performance.now();
const seconds = (ms) => Math.round(ms / 1000);

const pending = [...TASKS];
const running = new Map(); // task → child
const done = new Map(); // name → { from, to, status }
let failure = null;

function run(task) {
  const from = performance.now();
  const [bin, ...args] = task.command;
  // Its own process group, so a failure elsewhere stops it with everything it started.
  const child = spawn(bin, args, {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: process.env,
  });
  const tail = [];
  const prefix = `${task.name.padEnd(width)} │ `;
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ])
    createInterface({ input: stream }).on('line', (line) => {
      out.write(`${prefix}${line}\n`);
      tail.push(line);
      if (tail.length > 150) tail.shift();
    });
  running.set(task, child);
  console.log(`▶ ${task.name} (${task.stage})`);
  child.on('close', (code, signal) => {
    running.delete(task);
    const status = code === 0 ? 'ok' : failure ? 'stopped' : 'failed';
    done.set(task.name, { stage: task.stage, from, to: performance.now(), status });
    if (status === 'failed') {
      failure = { task, code: code ?? signal, tail };
      stopAll();
    } else if (status === 'ok')
      console.log(`✔ ${task.name} ${seconds(performance.now() - from)} s`);
    next();
  });
}

function stopAll() {
  pending.length = 0;
  for (const child of running.values()) signalGroup(child, 'SIGINT');
  // Whatever ignores the interrupt (a browser, a server) goes after a grace period.
  setTimeout(() => {
    for (const child of running.values()) signalGroup(child, 'SIGKILL');
  }, 10_000).unref();
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

function next() {
  while (!failure && running.size < jobs) {
    const index = pending.findIndex((task) => !task.needs || done.get(task.needs)?.status === 'ok');
    if (index === -1) break;
    run(pending.splice(index, 1)[0]);
  }
  if (running.size === 0 && (pending.length === 0 || failure)) report();
}

function report() {
  const rows = TASKS.filter((task) => done.has(task.name)).map((task) => {
    const { from, to, status } = done.get(task.name);
    return { task, from: seconds(from - started), took: seconds(to - from), status };
  });
  console.log(`\nTiempo por tarea (${jobs} a la vez), y cuándo empezó:`);
  for (const { task, from, took, status } of rows) {
    const note = status === 'ok' ? '' : `  ${status === 'failed' ? 'FALLÓ' : 'detenida'}`;
    console.log(
      `  ${task.name.padEnd(width)} ${String(took).padStart(4)} s  (desde ${from} s)${note}`,
    );
  }
  console.log('Tiempo por etapa (del primer inicio al último final de sus tareas):');
  for (const stage of STAGES) {
    const own = [...done.values()].filter((entry) => entry.stage === stage);
    if (own.length === 0) continue;
    const span = Math.max(...own.map((e) => e.to)) - Math.min(...own.map((e) => e.from));
    console.log(`  ${stage}: ${seconds(span)} s`);
  }
  console.log(`  total: ${seconds(performance.now() - started)} s`);
  if (failure) {
    console.error(`\n✘ ${failure.task.name} (${failure.task.stage}) falló (${failure.code}):`);
    console.error(`  ${failure.task.command.join(' ')}`);
    console.error(failure.tail.map((line) => `  ${line}`).join('\n'));
    process.exitCode = 1;
  }
}

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    failure ??= { task: { name: signal, stage: '-', command: [] }, code: signal, tail: [] };
    stopAll();
  });

next();
