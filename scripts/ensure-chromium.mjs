// The e2e suite drives Debian's Chromium; Playwright's own browser download cannot work here.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('which', ['apt-get']).status === 0;
  if (!isRoot || !hasApt) {
    console.error(
      `Chromium no está en ${CHROMIUM}: instálalo con "sudo apt-get install -y chromium" y vuelve a ejecutar npm test.`,
    );
    process.exit(1);
  }
  console.log('Instalando Chromium con apt-get…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-q'],
    ['install', '-y', '-q', 'chromium'],
  ]) {
    if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0) {
      console.error('No se pudo instalar Chromium con apt-get install -y chromium.');
      process.exit(1);
    }
  }
}
