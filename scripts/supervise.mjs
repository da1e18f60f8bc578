// Keeps a child process running for `npm start`: one that dies unasked (a crash, kill -9, the
// machine out of memory) starts again after a pause that doubles from 0.5 s up to 30 s, so a
// process that cannot start does not spin; one that ran for a minute starts the pauses over.
const FIRST_PAUSE_MS = 500;
const MAX_PAUSE_MS = 30_000;
const STABLE_RUN_MS = 60_000;

/**
 * @param {{ name: string, start: () => import('node:child_process').ChildProcess,
 *           log?: (line: string) => void }} options  `name` starts the log lines ('La API')
 */
export function supervise({ name, start, log = console.error }) {
  let child;
  let timer;
  let stopping = false;
  let failures = 0;

  const run = () => {
    const startedAt = Date.now();
    child = start();
    log(`${name} arrancó (pid ${child.pid}).`);
    child.on('exit', (code, signal) => {
      if (stopping) return;
      if (Date.now() - startedAt >= STABLE_RUN_MS) failures = 0;
      const pauseMs = Math.min(FIRST_PAUSE_MS * 2 ** failures++, MAX_PAUSE_MS);
      const cause = signal ? `señal ${signal}` : `código ${code}`;
      log(`${name} terminó (${cause}); se reinicia en ${pauseMs / 1000} s.`);
      timer = setTimeout(run, pauseMs);
    });
  };
  run();

  return {
    stop(signal = 'SIGTERM') {
      stopping = true;
      clearTimeout(timer);
      child.kill(signal);
    },
  };
}
