/**
 * @jest-environment node
 */
// Gates on the programme's Markdown: the generated files match it, every lesson reads easily
// (INFLESZ ≥ 60) and every lesson about fasting, eating less carbohydrate or exercise carries
// the person-specific cautions, which the clinical facts of an intake then switch on.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import {
  CAUTION_TEXT,
  cautionsFor,
  moduleContentSchema,
  type CautionFlag,
} from '@tm/shared-contracts';
import { cautionFlagsOf, extractClinicalFacts, inflesz } from '@tm/shared-contracts/clinical';
import { readCurriculum } from '../../../../scripts/curriculum/read.mjs';

const root = path.resolve(__dirname, '../../../..');
const modules = readCurriculum(path.join(root, 'mfe-chat/content/modulos'));
const lessons = modules.flatMap((module) => module.lessons);
const name = (file: string) => path.relative(root, file);

it('the generated manifest and lesson content are up to date with the Markdown', () => {
  expect(() =>
    execFileSync(process.execPath, [path.join(root, 'scripts/curriculum.mjs'), '--check'], {
      stdio: 'pipe',
    }),
  ).not.toThrow();
});

it('reads Modules 2–13, every lesson naming its sources', () => {
  expect(modules.map((module) => module.meta.number)).toEqual([
    2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
  ]);
  expect(lessons.length).toBeGreaterThanOrEqual(60);
  for (const lesson of lessons)
    expect([name(lesson.file), (lesson.meta.sources as string[]).length > 0]).toEqual([
      name(lesson.file),
      true,
    ]);
});

it('every lesson reads "bastante fácil" or easier: INFLESZ 60 or more', () => {
  const hard = lessons
    .map((lesson) => ({ file: name(lesson.file), score: inflesz(lesson.body) }))
    .filter(({ score }) => score < 60);
  expect(hard).toEqual([]);
});

/**
 * Topics that need care with some conditions (ADA Standards of Care 2025 §5, §6, §9, §15;
 * KDIGO 2024): exercise and eating less carbohydrate can bring lows with insulin or
 * sulfonylureas; very low carbohydrate and fasting, ketoacidosis with SGLT2 medicines; fasting
 * also needs the obstetric team in pregnancy and nephrology with kidney disease.
 */
const TOPICS: { topic: string; pattern: RegExp; needs: CautionFlag[] }[] = [
  {
    topic: 'ayuno',
    pattern: /\bayuno\b|\bayunar\b/i,
    needs: ['insulin', 'sulfonylurea', 'sglt2', 'pregnancy', 'kidney'],
  },
  {
    topic: 'menos carbohidrato',
    pattern:
      /\b(?:un solo|menos|reduc\w*|quita\w*|recorta\w*)\s+(?:\w+\s+){0,2}(?:almid[oó]n|carbohidratos?|harinas?)|(?:almid[oó]n|carbohidratos?|harinas?)\b.{0,60}\bpuño\b/i,
    needs: ['insulin', 'sulfonylurea', 'sglt2'],
  },
  {
    topic: 'ejercicio',
    pattern:
      /\b(?:camina\w*|caminar|sentadillas?|fuerza|muévete|moverte|te muevas|baila\w*|actividad física)\b/i,
    needs: ['insulin', 'sulfonylurea'],
  },
];
/**
 * What a lesson is about: the title and the action it asks for (a passing mention of a walk is
 * not an exercise lesson); fasting anywhere in the text (not "en ayunas", a time to measure).
 */
const needsOf = (lesson: (typeof lessons)[number]) => {
  const about = `${String(lesson.meta.title)}. ${String(lesson.meta.action)}`;
  return TOPICS.filter(
    ({ topic, pattern }) => pattern.test(about) || (topic === 'ayuno' && pattern.test(lesson.body)),
  ).flatMap(({ topic, needs }) => needs.map((flag) => ({ topic, flag })));
};
const cautionsOf = (lesson: (typeof lessons)[number]) =>
  (lesson.meta.cautions as CautionFlag[] | undefined) ?? [];

it('every lesson about fasting, less carbohydrate or exercise lists the cautions it needs', () => {
  const missing = lessons.flatMap((lesson) =>
    needsOf(lesson)
      .filter(({ flag }) => !cautionsOf(lesson).includes(flag))
      .map(({ topic, flag }) => `${name(lesson.file)}: ${topic} → ${flag}`),
  );
  expect(missing).toEqual([]);
});

/** Intakes that report each condition in a person's own words, as the facts layer reads them. */
const INTAKES: Record<Exclude<CautionFlag, 'eating_disorder'>, Record<string, string>> = {
  insulin: { informacionAdicional: 'Me pongo insulina glargina en la noche.' },
  sulfonylurea: { informacionAdicional: 'Tomo glibenclamida en el desayuno.' },
  sglt2: { informacionAdicional: 'Tomo Jardiance desde el año pasado.' },
  pregnancy: { informacionAdicional: 'Estoy embarazada de 20 semanas.' },
  kidney: { informacionAdicional: 'Tengo enfermedad renal crónica etapa 3.' },
};

it.each(Object.entries(INTAKES))(
  'an intake reporting %s shows its caution on every lesson that needs it',
  (flag, fields) => {
    const person = cautionFlagsOf(
      extractClinicalFacts({
        intake: { nombre: 'Ana', email: 'ana@example.com', edad: 50, ...fields },
      }),
    );
    expect(person).toContain(flag);
    const needing = lessons.filter((lesson) => needsOf(lesson).some((need) => need.flag === flag));
    expect(needing.length).toBeGreaterThan(0);
    for (const lesson of needing) {
      const shown = cautionsFor(cautionsOf(lesson), person);
      expect([name(lesson.file), shown]).toEqual([
        name(lesson.file),
        expect.arrayContaining([flag]),
      ]);
      expect(CAUTION_TEXT[flag as CautionFlag].text).not.toMatch(
        /\d+\s*(?:mg|unidades|ui)\b(?!\/)/i,
      );
    }
  },
);

it('an intake that reports none of them shows no caution anywhere', () => {
  const person = cautionFlagsOf(
    extractClinicalFacts({
      intake: {
        nombre: 'Ana',
        email: 'ana@example.com',
        edad: 50,
        medicamentos: 'metformina',
      } as never,
    }),
  );
  expect(lessons.flatMap((lesson) => cautionsFor(cautionsOf(lesson), person))).toEqual([]);
});

it('the rendered lessons hold only plain Markdown tags: raw HTML from content is escaped', async () => {
  const { MODULE_CONTENT_LOADERS } = await import('./content/index.generated.js');
  const allowed = new Set([
    'p',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'h3',
    'h4',
    'blockquote',
    'a',
    'br',
    'code',
    'hr',
  ]);
  for (const load of Object.values(MODULE_CONTENT_LOADERS)) {
    const content = moduleContentSchema.parse(await load());
    for (const lesson of content.lessons) {
      const tags = [...lesson.html.matchAll(/<\/?([a-z0-9]+)[^>]*>/gi)].map((m) =>
        m[1]!.toLowerCase(),
      );
      expect(tags.filter((tag) => !allowed.has(tag))).toEqual([]);
      expect(lesson.html).not.toMatch(/\son\w+=|javascript:/i);
    }
  }
});
