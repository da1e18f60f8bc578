import { nextTask } from './shared/next-task.js';

// Async boundary: shared singletons are negotiated before any React code runs. Boot work is cut
// into short tasks so a phone never stays blocked for long while the page boots: each import
// below is requested in a task of its own (requesting a shared module is work for the federation
// runtime), all load in parallel, and each is evaluated in a task of its own before the app starts.
const loaders = [
  () => import('@tm/shared-contracts/router'),
  () => import('styled-components'),
  () => import('react-dom/client'),
  () => import('./app/routes.js'),
];

async function boot() {
  const modules: Promise<unknown>[] = [];
  for (const load of loaders) {
    await nextTask();
    modules.push(load());
  }
  for (const module of modules) {
    await module;
    await nextTask();
  }
  await import('./bootstrap');
}

void boot();
