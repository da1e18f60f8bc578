import { DAY_MS } from '../constants.js';
import { CURRICULUM } from './curriculum.generated.js';

/** One module a week: Module 2 a week after Module 1 opened, Module 3 a week later, and so on. */
export const MODULE_INTERVAL_DAYS = 7;

/** Module 1 plus the generated Modules 2–13. */
export const LAST_MODULE = 1 + CURRICULUM.length;

/** When module `n` opens for a subscriber whose Module 1 first opened at `module1OpenedAt` (ms). */
export const moduleOpensAt = (n: number, module1OpenedAt: number): number =>
  module1OpenedAt + (n - 1) * MODULE_INTERVAL_DAYS * DAY_MS;

/** The highest module whose date has come (1 on the day Module 1 opened), at most LAST_MODULE. */
export function lastModuleByDate(module1OpenedAt: number, now: number): number {
  const weeks = Math.floor((now - module1OpenedAt) / (MODULE_INTERVAL_DAYS * DAY_MS));
  return Math.min(LAST_MODULE, 1 + Math.max(0, weeks));
}

/** A module of the generated curriculum (2–13), or undefined. */
export const curriculumModule = (n: number) => CURRICULUM.find((module) => module.number === n);
