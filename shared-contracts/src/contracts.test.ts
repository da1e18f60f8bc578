import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The entry points the API loads must not pull in the browser: the request layer (fetch, query
// keys), the person and trial helpers (localStorage), window events or the UI. Followed file by
// file from each entry, through every import, as Node would load them.
const SRC = __dirname;
const SERVER_ENTRIES = ['contracts.ts', 'clinical/index.ts', 'api/test-endpoints.ts'];
const BROWSER_ONLY = [/^request\//, /^browser\//, /^ui\//, /^marketing\//, /^events\.ts$/];
const PACKAGES_ALLOWED = new Set(['zod']);

function resolve(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  const file = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(existsSync);
  if (!file) throw new Error(`${specifier} (from ${path.relative(SRC, from)}) not found`);
  return file;
}

/** Every source file `entry` loads, and the packages they import, type-only imports left out. */
function graphOf(entry: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    const specifiers: string[] = [];
    const collect = (node: ts.Node) => {
      if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
        const typeOnly = ts.isImportDeclaration(node)
          ? node.importClause?.isTypeOnly
          : node.isTypeOnly;
        const from = node.moduleSpecifier;
        if (from && ts.isStringLiteral(from) && !typeOnly) specifiers.push(from.text);
      } else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0])
      ) {
        specifiers.push(node.arguments[0].text);
      }
      ts.forEachChild(node, collect);
    };
    collect(source);
    for (const specifier of specifiers) {
      if (specifier.startsWith('.')) visit(resolve(file, specifier));
      else packages.add(specifier);
    }
  };
  visit(path.join(SRC, entry));
  return { files: [...files].map((file) => path.relative(SRC, file)), packages: [...packages] };
}

describe.each(SERVER_ENTRIES)('what the API loads through %s', (entry) => {
  const { files, packages } = graphOf(entry);

  it('never reaches the request layer, the browser helpers, window events or the UI', () => {
    expect(files.filter((file) => BROWSER_ONLY.some((part) => part.test(file)))).toEqual([]);
  });

  it('needs no package but zod (no React, no router, no react-query)', () => {
    expect(packages.filter((name) => !PACKAGES_ALLOWED.has(name))).toEqual([]);
  });
});

it('the graph walk sees a browser part when there is one (the barrel the bundles import)', () => {
  const { files } = graphOf('index.ts');
  expect(files).toEqual(expect.arrayContaining(['request/call.ts', 'browser/person.ts']));
});
