import type { InitialReport, IntakeFields, ObservationDay } from '@tm/shared-contracts/contracts';
import { buildInitialReport } from './rules/build-report.js';

export interface ReportInput {
  intake: IntakeFields;
  days: ObservationDay[];
  /** Her fasting trend from Mi progreso, when there is enough data to say one. */
  glucoseTrend?: string;
}

/** Writes the initial report; the rule engine always, optionally worded by a language model. */
export interface ReportWriter {
  write(input: ReportInput): Promise<InitialReport>;
}

export const REPORT_WRITER = Symbol('REPORT_WRITER');

/** The embedded default: deterministic rules, no network. */
export class RuleReportWriter implements ReportWriter {
  write({ intake, days, glucoseTrend }: ReportInput): Promise<InitialReport> {
    return Promise.resolve(buildInitialReport(intake, days, { glucoseTrend }));
  }
}
