// The page for `/` with its first screen already in the HTML: the shell's layout (prerendered by
// the shell's build) around the landing (prerendered by the marketing build, fetched from wherever
// that remote is deployed). React replaces it when the JS has loaded; until then it is readable.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const SCREEN_SLOT = '<div data-prerender-screen=""></div>';
/** The app's entry as the shell's build writes it into index.html. */
const APP_SCRIPT = /<script defer src="([^"]+)"><\/script>/;
const LANDING_BOOT = /^landing-boot\.[0-9a-f]{8}\.js$/;
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

  /**
   * The landing loads its small boot script, which names the app's entry and loads it at the
   * first interaction or when idle after load (shell/src/boot/landing-boot.ts); without one (an
   * older build) the app's entry as in index.html.
   */
  async function bootScript(index) {
    const file = (await readdir(shellDir).catch(() => [])).find((name) => LANDING_BOOT.test(name));
    return file
      ? index.replace(APP_SCRIPT, `<script defer src="/${file}" data-app="$1"></script>`)
      : index;
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
    return (await bootScript(index))
      .replace('</head>', `${layout.styles}${landing.styles}</head>`)
      .replace(
        '<div id="root"></div>',
        // data-prerendered: until the app has replaced this page (shell/src/boot/early-clicks.ts).
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
