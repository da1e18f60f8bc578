// What the Docker checks read of the QA images without a Docker engine: docker-compose.yml's
// builds, their Dockerfiles (stages, COPY and RUN lines) and .dockerignore.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), {
  merge: true,
});

/**
 * The stages of a service's Dockerfile, each `{ image, name, steps: [{ op, text }] }`, with its
 * ARGs replaced by the service's `build.args` (or the ARG's default).
 */
export function readStages({ context, dockerfile, args = {} }) {
  const text = readFileSync(path.join(root, context, dockerfile), 'utf8');
  const values = {};
  const substitute = (value) =>
    value.replace(/\$\{?(\w+)\}?/g, (whole, name) => values[name] ?? whole);
  const stages = [];
  for (const line of text.replace(/\\\n/g, ' ').split('\n')) {
    const match = /^\s*([A-Za-z]+)\s+(.*?)\s*$/.exec(line);
    if (!match || line.trim().startsWith('#')) continue;
    const op = match[1].toUpperCase();
    const rest = substitute(match[2]);
    if (op === 'ARG') {
      const [name, fallback] = rest.split('=');
      values[name] = args[name] ?? fallback ?? values[name];
    } else if (op === 'FROM') {
      const [image, , name] = rest.split(/\s+/);
      stages.push({ image, name, steps: [] });
    } else {
      stages.at(-1).steps.push({ op, text: rest });
    }
  }
  return stages;
}

/** `COPY [--from=stage] <sources…> <dest>` as `{ from, sources, dest }`. */
export function parseCopy(text) {
  const words = text.split(/\s+/);
  const from = /^--from=(\S+)$/.exec(words[0])?.[1];
  const paths = from ? words.slice(1) : words;
  return { from, sources: paths.slice(0, -1), dest: paths.at(-1) };
}

/** Whether `.dockerignore` leaves out a path of the build context (relative, with `/`). */
export function dockerIgnores(context) {
  const patterns = readFileSync(path.join(root, context, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const expressions = patterns.map((pattern) => {
    if (pattern.startsWith('!')) throw new Error(`.dockerignore: exceptions (${pattern}) not read`);
    // `**/` is any depth of folders (none included), `*` and `?` stay inside one name.
    const source = pattern
      .split('**/')
      .map((part) =>
        part
          .replace(/[.+^$()|[\]{}]/g, '\\$&')
          .replace(/\*/g, '[^/]*')
          .replace(/\?/g, '[^/]'),
      )
      .join('(?:.*/)?');
    return new RegExp(`^${source}$`);
  });
  return (relativePath) => expressions.some((expression) => expression.test(relativePath));
}
