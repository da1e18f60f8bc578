import { useQuery } from '@tanstack/react-query';
import {
  STORAGE_KEYS,
  calendarDate,
  deviceTimeZone,
  modulesCheck,
  moduleProgress,
  observationLogRead,
  queryFor,
  resolveTrial,
  storedTrial,
  trialStatusQuery,
  weeklyChatOpen,
  weeklyCheckins,
} from '@tm/shared-contracts';
import { useState } from 'react';
import { flag } from '../../shared/onboarding-storage.js';
import { readDetailedLog } from '../../shared/registro-log.js';
import { reportQueryOptions } from '../../shared/report-query.js';
import { savedIntakeQuery } from '../../shared/saved-intake.js';
import type { CaminoFacts } from './camino.js';

/**
 * The person's state from the API through the typed client: trial status, intake and report,
 * the 5-day log, Module 1 and the weekly check-ins. A read that fails (a device that has not
 * claimed its id yet, the API away) falls back to what this device knows; null while loading.
 */
export function useCaminoFacts(userId: string): CaminoFacts | null {
  const [now] = useState(() => Date.now());
  const status = useQuery(trialStatusQuery(userId));
  const intake = useQuery(savedIntakeQuery(userId));
  const report = useQuery(reportQueryOptions(userId));
  const log = useQuery(queryFor(observationLogRead, { userId }));
  const modules = useQuery(queryFor(modulesCheck, { userId }));
  const lessons = useQuery(queryFor(moduleProgress, { userId }));
  const checkins = useQuery(queryFor(weeklyCheckins, { userId }));
  if ([status, intake, report, log, modules, lessons, checkins].some((q) => q.isPending))
    return null;

  const trial = resolveTrial(status.data, storedTrial(), now);
  const intakeDone = intake.isSuccess ? intake.data !== null : flag.get(STORAGE_KEYS.intakeDone);
  const reportReady = report.isSuccess ? report.data !== null : flag.get(STORAGE_KEYS.informeReady);
  const newest = (checkins.data ?? [])
    .map((checkin) => Date.parse(checkin.createdAt))
    .reduce<number | null>((latest, at) => (latest === null || at > latest ? at : latest), null);
  return {
    daysSinceStart: trial.daysSinceStart,
    subscriber: trial.isActive || trial.isTrialing,
    hasAccess: trial.hasAccess,
    chatOpen: weeklyChatOpen(trial),
    intakeDone,
    reportReady,
    mensajeDone: flag.get(STORAGE_KEYS.mensajeDone),
    loggedDays: (log.data?.dias ?? readDetailedLog()).map((day) => day.fecha),
    today: calendarDate(now, deviceTimeZone()),
    module1Open: modules.data
      ? modules.data.unlockedModules.includes(1)
      : reportReady && trial.hasAccess,
    lessonsDone: lessons.data?.completedLessons ?? [],
    lastCheckinAt: newest,
    now,
  };
}
