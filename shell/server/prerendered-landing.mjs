// The page for `/` with its first screen already in the HTML: the shell's layout (prerendered by
// the shell's build) around the landing (prerendered by the marketing build, fetched from wherever
// that remote is deployed). React replaces it when the JS has loaded; until then it is readable.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const SCREEN_SLOT = '<div data-prerender-screen=""></div>';
const TTL_MS = 30_000;

async function readJson(file) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return null;
  }
}

async function fetchJson(url) {
  try {
    const answer = await fetch(url, { signal: AbortSignal.timeout(1500) });
    return answer.ok ? await answer.json() : null;
  } catch {
    return null;
  }
}

const isRender = (value) => typeof value?.html === 'string' && typeof value?.styles === 'string';

/**
 * @param {{ shellDir: string, manifestUrl?: string, remoteDir?: string }} options
 * `remoteDir` when the marketing build is on this disk, else `manifestUrl` (absolute) to fetch from.
 */
export function createLandingPage({ shellDir, manifestUrl, remoteDir }) {
  let cached = { at: 0, page: null };

  async function landingRender() {
    if (remoteDir) return readJson(path.join(remoteDir, 'prerender/landing.json'));
    if (!manifestUrl || !/^https?:/.test(manifestUrl)) return null;
    return fetchJson(new URL('prerender/landing.json', manifestUrl));
  }

  async function compose() {
    const [index, layout, landing] = await Promise.all([
      readFile(path.join(shellDir, 'index.html'), 'utf8').catch(() => null),
      readJson(path.join(shellDir, 'prerender/shell.json')),
      landingRender(),
    ]);
    if (!index || !isRender(layout) || !isRender(landing)) return index;
    if (!layout.html.includes(SCREEN_SLOT) || !index.includes('<div id="root"></div>'))
      return index;
    return index.replace('</head>', `${layout.styles}${landing.styles}</head>`).replace(
      '<div id="root"></div>',
      // data-prerendered: not clickable until the app takes over (shell bootstrap removes it).
      `<div id="root" data-prerendered="">${layout.html.replace(SCREEN_SLOT, landing.html)}</div>`,
    );
  }

  /** The HTML for `/`, or null when the shell is not built. Refreshed every 30 s (redeploys). */
  return async function landingPage() {
    if (Date.now() - cached.at > TTL_MS || cached.page === null) {
      cached = { at: Date.now(), page: await compose() };
    }
    return cached.page;
  };
}
