// Reads the programme's Markdown (mfe-chat/content/modulos): one folder per module with
// modulo.md and leccion-N.md, each with YAML front matter. Shared by scripts/curriculum.mjs and
// the content tests (readability, safety), so both read exactly what the generator reads.
// Plain checks with the file's name: the content team sees which file to fix.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

function readMarkdown(file) {
  const text = readFileSync(file, 'utf8');
  const match = FRONT_MATTER.exec(text);
  if (!match) throw new Error(`${file}: falta el encabezado YAML entre líneas ---`);
  return { meta: parse(match[1]) ?? {}, body: text.slice(match[0].length).trim() };
}

function ensure(condition, file, message) {
  if (!condition) throw new Error(`${file}: ${message}`);
}

/** Modules in number order, each with its lessons in order; throws on a malformed file. */
export function readCurriculum(contentDir) {
  const folders = readdirSync(contentDir).filter((name) => /^modulo-\d+$/.test(name));
  const modules = folders.map((folder) => {
    const dir = path.join(contentDir, folder);
    const moduleFile = path.join(dir, 'modulo.md');
    const { meta } = readMarkdown(moduleFile);
    ensure(
      meta.number === Number(folder.slice(7)),
      moduleFile,
      'number no coincide con la carpeta',
    );
    ensure(Array.isArray(meta.check) && meta.check.length === 3, moduleFile, 'check: 3 preguntas');
    for (const [i, item] of meta.check.entries()) {
      const where = `check[${i}]`;
      ensure(
        Array.isArray(item.options) && item.options.length >= 2,
        moduleFile,
        `${where}: opciones`,
      );
      ensure(
        Number.isInteger(item.answer) && item.answer >= 0 && item.answer < item.options.length,
        moduleFile,
        `${where}: answer fuera de las opciones`,
      );
      ensure(
        item.feedback?.length === item.options.length,
        moduleFile,
        `${where}: un feedback por opción`,
      );
    }
    const lessons = readdirSync(dir)
      .filter((name) => /^leccion-\d+\.md$/.test(name))
      .map((name) => {
        const file = path.join(dir, name);
        const lesson = { file, ...readMarkdown(file) };
        ensure(lesson.meta.module === meta.number, file, 'module no coincide con la carpeta');
        ensure(`leccion-${lesson.meta.order}.md` === name, file, 'order no coincide con el nombre');
        ensure(
          Array.isArray(lesson.meta.sources) && lesson.meta.sources.length > 0,
          file,
          'sources: nombra al menos una fuente',
        );
        ensure(
          typeof lesson.meta.action === 'string' && lesson.meta.action,
          file,
          'action: una acción práctica',
        );
        ensure(lesson.body.length > 0, file, 'la lección no tiene texto');
        return lesson;
      })
      .sort((a, b) => a.meta.order - b.meta.order);
    lessons.forEach((lesson, i) =>
      ensure(lesson.meta.order === i + 1, lesson.file, 'las lecciones van 1, 2, 3… sin huecos'),
    );
    return { file: moduleFile, meta, lessons };
  });
  return modules.sort((a, b) => a.meta.number - b.meta.number);
}
