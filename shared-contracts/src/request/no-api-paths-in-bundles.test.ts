import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The request layer (this folder and the endpoint contracts) is the only place in the browser
// code that spells an API path: a bundle calls `call(endpoint, …)` and keys queries with
// `queryKeyFor(endpoint)`, so a route changes in one place and every call is typed and parsed.
const ROOT = path.resolve(__dirname, '../../..');
// The shell and every remote, the newest included.
const BUNDLES = ['shell', ...readdirSync(ROOT).filter((name) => /^mfe-[a-z0-9-]+$/.test(name))];

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

/** '/api/…' or 'http://host/api/…' (a folder named api in an import is not an API path). */
const API_PATH = /^(\w+:\/\/[^/]*)?\/api\//;

/** String and template literals (comments are not literals) that start an API path. */
function apiLiterals(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) &&
      API_PATH.test(node.text)
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${path.relative(ROOT, file)}:${line + 1} ${node.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('API paths in bundle code', () => {
  it('appear only in the request layer (shared-contracts), never in a bundle', () => {
    const files = BUNDLES.flatMap((bundle) => sourceFiles(path.join(ROOT, bundle, 'src')));
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => apiLiterals(file))).toEqual([]);
  });

  it('are found by this check, in strings and templates but not in imports or comments', () => {
    const code = [
      "import { x } from './api/x.js';",
      '// GET /api/health',
      "fetch('/api/health');",
      'fetch(`/api/users/${id}`);',
    ].join('\n');
    expect(apiLiterals(path.join(ROOT, 'x.ts'), code)).toEqual([
      'x.ts:3 /api/health',
      'x.ts:4 /api/users/',
    ]);
  });
});
