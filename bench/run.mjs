// `npm run bench`: every bench of the project, printed. Targets are in the issues; nothing asserts.
import { existsSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureBuilds, measureLanding, measureLandingFloor } from './frontend.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

console.log('\n## Production build time per bundle');
console.table(measureBuilds());

console.log('\n## First load of / (target: ≤ 200 KB gzip of JS)');
const landing = await measureLanding();
console.table(landing.scripts);
console.log(
  `Antes de arrancar la app: JS ${landing.jsRawKB} KB raw, ${landing.jsGzipKB} KB gzip · ${landing.requestsBeforeInteractive} peticiones · LCP: ${landing.lcpMs} ms`,
);
console.log(
  `Hasta la landing viva: JS ${landing.liveJsRawKB} KB raw, ${landing.liveJsGzipKB} KB gzip · ${landing.requestsUntilLive} peticiones`,
);
const { beforeInteractionMs, fromInteractionMs, interactionToLiveMs } = landing.blocking;
console.log(
  `Bloqueo (CPU 4×): antes de interactuar ${beforeInteractionMs} ms · desde la primera interacción ${fromInteractionMs} ms · de la interacción a la página viva ${interactionToLiveMs} ms`,
);

console.log(
  '\n## The same landing as one non-federated bundle (issue 22 item 2; target ratio ≤ 1.3)',
);
const floor = await measureLandingFloor();
console.table(floor.scripts);
console.log(
  `Un solo bundle, que arranca al cargar: bloqueo (CPU 4×) hasta la página viva ${floor.blocking.beforeInteractionMs + floor.blocking.fromInteractionMs} ms`,
);
console.log(
  `JS hasta la landing viva (gzip): federada ${landing.liveJsGzipKB} KB · un solo bundle ${floor.jsGzipKB} KB · razón ${(landing.liveJsGzipKB / floor.jsGzipKB).toFixed(2)}`,
);

// Other benches: every bench/*.mjs that is not this runner or a library of it.
const others = readdirSync(here).filter(
  (file) => file.endsWith('.mjs') && !['run.mjs', 'frontend.mjs'].includes(file),
);
for (const file of others) {
  console.log(`\n## ${file}`);
  if (existsSync(path.join(here, file)))
    spawnSync(process.execPath, [path.join(here, file)], { stdio: 'inherit' });
}
