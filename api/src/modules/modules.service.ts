import { Inject, Injectable } from '@nestjs/common';
import {
  checkPassed,
  computeTrialStatus,
  CURRICULUM,
  curriculumModule,
  currentModule,
  lastModuleByDate,
  MODULE_1_LESSON_IDS,
  MODULE_1_TITLE,
  moduleDone,
  moduleOpensAt,
  type CurriculumModule,
  type LessonProgressRequest,
  type ModuleActionRequest,
  type ModuleAnswerRequest,
  type ModuleCheck,
  type ModuleDetail,
  type ModuleProgress,
  type ModuleReflectionRequest,
  type ModuleState,
  type ModuleWork,
  type Programme,
} from '@tm/shared-contracts/contracts';
import { ApiError } from '../common/api-error.js';
import { CLOCK, type Clock } from '../common/clock.js';
import { subscriptionStatusOf, UsersService } from '../users/users.service.js';
import { ModulesRepository, type StoredWork } from './modules.repository.js';

export const MODULE_CLOSED_MESSAGE =
  'Tu Módulo 1 todavía no está abierto: se abre con tu informe inicial, mientras tengas acceso.';
export const PROGRAMME_MODULE_CLOSED_MESSAGE =
  'Este módulo todavía no está abierto para ti: se abre uno cada semana mientras tu suscripción esté activa.';

/** Lesson ids in lesson order, whatever order the rows come back in. */
const inLessonOrder = (ids: string[]): ModuleProgress['completedLessons'] =>
  MODULE_1_LESSON_IDS.filter((id) => ids.includes(id));

/** Where the person stands: Module 1's recorded first opening and the last module open now. */
interface Standing {
  module1OpenedAt: number | null;
  /** 0 while Module 1 is closed. */
  lastOpen: number;
  subscriber: boolean;
}

const workOf = (module: CurriculumModule, stored: StoredWork): ModuleWork => {
  const answers = stored.answers.get(module.number);
  return {
    actionsDone: module.lessons
      .map((lesson) => lesson.id)
      .filter((id) => stored.actions.get(module.number)?.includes(id)),
    answers: module.answers.map((_, question) => answers?.get(question) ?? null),
  };
};

@Injectable()
export class ModulesService {
  constructor(
    private readonly modules: ModulesRepository,
    private readonly users: UsersService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Module 1: the initial report exists and the person has access (trial with access, or a
   * subscriber). Module n ≥ 2: subscribers, from `moduleOpensAt(n)` (one a week after Module 1
   * first opened). First openings are recorded, so the weeks survive later changes; access is
   * decided anew on every call.
   */
  async standingOf(userId: string): Promise<Standing> {
    const now = this.clock.now();
    const user = await this.users.get(userId);
    const status = computeTrialStatus({
      trialStart: user.trialStart?.getTime() ?? null,
      subscriptionStatus: subscriptionStatusOf(user),
      now,
    });
    const subscriber = status.isActive || status.isTrialing;
    const module1 = status.hasAccess && (await this.modules.hasInitialReport(userId));
    if (!module1) {
      const recorded = (await this.modules.unlockTimes(userId)).get(1);
      return { module1OpenedAt: recorded?.getTime() ?? null, lastOpen: 0, subscriber };
    }
    const opened = (await this.modules.recordUnlock(userId, 1, new Date(now))).getTime();
    const lastOpen = subscriber ? lastModuleByDate(opened, now) : 1;
    const later = Array.from({ length: lastOpen - 1 }, (_, i) => i + 2);
    await this.modules.recordUnlocks(userId, later, new Date(now));
    return { module1OpenedAt: opened, lastOpen, subscriber };
  }

  /**
   * Modules whose reminder is due now: the newest open module of each person whose week has
   * reached a module not yet reminded of (only the newest when several opened since), from
   * Module 2 (the subscription's e-mail covers Module 1). Access is the screens' rule.
   */
  async dueModuleReminders(): Promise<{ userId: string; module: number }[]> {
    const due: { userId: string; module: number }[] = [];
    for (const userId of await this.modules.dueForModuleReminder(new Date(this.clock.now()))) {
      const { lastOpen } = await this.standingOf(userId);
      if (lastOpen >= 2) due.push({ userId, module: lastOpen });
    }
    return due;
  }

  async check(userId: string): Promise<ModuleCheck> {
    const { lastOpen } = await this.standingOf(userId);
    return { unlockedModules: Array.from({ length: lastOpen }, (_, i) => i + 1) };
  }

  /** Every module with its state; done is a fact kept even after access ends. */
  async programme(userId: string): Promise<Programme> {
    const standing = await this.standingOf(userId);
    const stored = await this.modules.work(userId);
    const opensAt = (n: number) =>
      standing.module1OpenedAt === null ? null : moduleOpensAt(n, standing.module1OpenedAt);
    const stateOf = (n: number, done: boolean): ModuleState =>
      done ? 'done' : n <= standing.lastOpen ? 'open' : 'locked';

    const module1Done = MODULE_1_LESSON_IDS.every((id) => stored.actions.get(1)?.includes(id));
    const modules: Programme['modules'] = [
      {
        number: 1,
        title: MODULE_1_TITLE,
        state: stateOf(1, module1Done),
        opensAt: opensAt(1),
        actionsDone: inLessonOrder(stored.actions.get(1) ?? []).length,
        actionsTotal: MODULE_1_LESSON_IDS.length,
        checkPassed: null,
      },
      ...CURRICULUM.map((module) => {
        const work = workOf(module, stored);
        return {
          number: module.number,
          title: module.title,
          state: stateOf(module.number, moduleDone(module, work)),
          opensAt: opensAt(module.number),
          actionsDone: work.actionsDone.length,
          actionsTotal: module.lessons.length,
          checkPassed: checkPassed(module, work.answers),
        };
      }),
    ];
    return { modules, current: currentModule(modules), needsSubscription: !standing.subscriber };
  }

  async moduleDetail(userId: string, number: number): Promise<ModuleDetail> {
    const standing = await this.standingOf(userId);
    return this.detailFor(userId, number, standing);
  }

  private async detailFor(userId: string, number: number, standing: Standing) {
    const module = curriculumModule(number)!;
    const work = workOf(module, await this.modules.work(userId));
    const done = moduleDone(module, work);
    return {
      number,
      state: done ? 'done' : number <= standing.lastOpen ? 'open' : 'locked',
      opensAt:
        standing.module1OpenedAt === null ? null : moduleOpensAt(number, standing.module1OpenedAt),
      actionsDone: work.actionsDone,
      answers: work.answers.map((answer, i) => ({
        answer,
        correct: answer === null ? null : answer === module.answers[i],
      })),
      reflection: await this.modules.reflection(userId, number),
    } satisfies ModuleDetail;
  }

  /** Writes only while the module is open: a closed or not-yet-open module cannot change. */
  private async whileOpen(
    userId: string,
    number: number,
    write: (at: Date) => Promise<void>,
  ): Promise<ModuleDetail> {
    const standing = await this.standingOf(userId);
    if (number > standing.lastOpen) throw new ApiError(403, PROGRAMME_MODULE_CLOSED_MESSAGE);
    await write(new Date(this.clock.now()));
    return this.detailFor(userId, number, standing);
  }

  saveAction({ userId, module, lessonId, done }: ModuleActionRequest): Promise<ModuleDetail> {
    return this.whileOpen(userId, module, (at) =>
      this.modules.setLessonDone(userId, module, lessonId, done, at),
    );
  }

  saveAnswer({ userId, module, question, answer }: ModuleAnswerRequest): Promise<ModuleDetail> {
    return this.whileOpen(userId, module, (at) =>
      this.modules.setAnswer(userId, module, question, answer, at),
    );
  }

  saveReflection({ userId, module, text }: ModuleReflectionRequest): Promise<ModuleDetail> {
    return this.whileOpen(userId, module, (at) =>
      this.modules.setReflection(userId, module, text, at),
    );
  }

  /** Test clock: Module 1 first opened at `openedAt`; the weeks count from there. */
  async moveModule1Opening(userId: string, openedAt: number): Promise<Programme> {
    await this.modules.moveModule1Opening(userId, new Date(openedAt));
    return this.programme(userId);
  }

  async progress(userId: string): Promise<ModuleProgress> {
    return { completedLessons: inLessonOrder(await this.modules.completedLessons(userId, 1)) };
  }

  /** Only while Module 1 is open: a locked or expired person cannot change their progress. */
  async saveLesson({ userId, lessonId, done }: LessonProgressRequest): Promise<ModuleProgress> {
    const { lastOpen } = await this.standingOf(userId);
    if (lastOpen < 1) throw new ApiError(403, MODULE_CLOSED_MESSAGE);
    await this.modules.setLessonDone(userId, 1, lessonId, done, new Date(this.clock.now()));
    return this.progress(userId);
  }
}
