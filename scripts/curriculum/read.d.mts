// Types of read.mjs for the TypeScript tests that read the Markdown through it.
export interface MarkdownFile {
  file: string;
  meta: Record<string, unknown>;
  body: string;
}
export interface ModuleFiles {
  file: string;
  meta: Record<string, unknown> & { number: number };
  lessons: MarkdownFile[];
}
export function readCurriculum(contentDir: string): ModuleFiles[];
