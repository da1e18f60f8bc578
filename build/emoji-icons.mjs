// Finds emoji used as icons: in the text of a heading or a button, or in an aria-label. An emoji
// there is read aloud by name ('cara durmiendo') and drawn differently on every system, which is
// not the calm, consistent look issue 18 asks for; prose paragraphs are left alone.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const EMOJI = /\p{Extended_Pictographic}/u;
/** Elements whose text is a label: headings, buttons and the shared page title. */
const LABELLED = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'button', 'Button', 'PageTitle']);

/** Every `.tsx` under each bundle's `src/` (tests included: they mirror what screens say). */
export function bundleSources(repoRoot) {
  const roots = fs
    .readdirSync(repoRoot)
    .filter((d) => d === 'shell' || d === 'shared-contracts' || d.startsWith('mfe-'));
  return roots.flatMap((d) => walk(path.join(repoRoot, d, 'src')));
}

function walk(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return walk(full);
    return e.name.endsWith('.tsx') && !e.name.endsWith('.test.tsx') ? [full] : [];
  });
}

function parse(file) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(
    file,
    fs.readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    kind,
  );
}

function tagName(node) {
  const opening = ts.isJsxElement(node) ? node.openingElement : node;
  return opening.tagName.getText();
}

/** Top-level constants of a file and the relative modules it imports, to follow `{ICONS[k]}`. */
function contextOf(source) {
  const consts = new Map();
  const imports = [];
  for (const stmt of source.statements) {
    if (ts.isVariableStatement(stmt)) {
      for (const d of stmt.declarationList.declarations) {
        if (ts.isIdentifier(d.name) && d.initializer) consts.set(d.name.text, d.initializer);
      }
    } else if (ts.isImportDeclaration(stmt) && stmt.moduleSpecifier.text.startsWith('.')) {
      imports.push(resolveImport(source.fileName, stmt.moduleSpecifier.text));
    }
  }
  return { consts, imports: imports.filter(Boolean) };
}

function resolveImport(from, spec) {
  const base = path.resolve(path.dirname(from), spec.replace(/\.js$/, ''));
  return ['.ts', '.tsx'].map((ext) => base + ext).find((f) => fs.existsSync(f));
}

/** Whether a property named `name` in any of `files` holds an emoji string (`icon: '🥗'`). */
function importedPropertyHasEmoji(files, name) {
  return files.some((file) => {
    let found = false;
    const visit = (n) => {
      if (
        ts.isPropertyAssignment(n) &&
        n.name.getText() === name &&
        ts.isStringLiteralLike(n.initializer) &&
        EMOJI.test(n.initializer.text)
      )
        found = true;
      else ts.forEachChild(n, visit);
    };
    visit(parse(file));
    return found;
  });
}

/** Whether the subtree under `node` puts an emoji on screen, directly or through a value. */
function carriesEmoji(node, ctx) {
  if (ts.isJsxText(node) || ts.isStringLiteralLike(node)) return EMOJI.test(node.text);
  if (ts.isIdentifier(node) && ctx.consts.has(node.text)) {
    return EMOJI.test(ctx.consts.get(node.text).getText());
  }
  if (
    ts.isPropertyAccessExpression(node) &&
    importedPropertyHasEmoji(ctx.imports, node.name.text)
  ) {
    return true;
  }
  return ts.forEachChild(node, (child) => carriesEmoji(child, ctx) || undefined) ?? false;
}

/** `file:line: text` for each emoji used as an icon in `file`. */
export function emojiIconsIn(file, repoRoot) {
  const source = parse(file);
  const ctx = contextOf(source);
  const found = [];
  const report = (node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    const text = node.getText().replace(/\s+/g, ' ').slice(0, 80);
    found.push(`${path.relative(repoRoot, file)}:${line + 1}: ${text}`);
  };
  const visit = (node) => {
    if (
      (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node)) &&
      LABELLED.has(tagName(node))
    ) {
      if (carriesEmoji(node, ctx)) return report(node);
    }
    if (ts.isJsxAttribute(node) && node.name.getText() === 'aria-label' && node.initializer) {
      if (carriesEmoji(node.initializer, ctx)) return report(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
