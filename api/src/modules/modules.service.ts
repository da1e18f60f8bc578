import { Inject, Injectable } from '@nestjs/common';
import {
  computeTrialStatus,
  DAY_MS,
  MODULE_1_LESSON_IDS,
  MODULE_2_AFTER_MODULE_1_DAYS,
  type LessonProgressRequest,
  type ModuleCheck,
  type ModuleProgress,
} from '@tm/shared-contracts';
import { ApiError } from '../common/api-error.js';
import { CLOCK, type Clock } from '../common/clock.js';
import { subscriptionStatusOf, UsersService } from '../users/users.service.js';
import { ModulesRepository } from './modules.repository.js';

export const MODULE_CLOSED_MESSAGE =
  'Tu Módulo 1 todavía no está abierto: se abre con tu informe inicial, mientras tengas acceso.';

/** Lesson ids in lesson order, whatever order the rows come back in. */
const inLessonOrder = (ids: string[]): ModuleProgress['completedLessons'] =>
  MODULE_1_LESSON_IDS.filter((id) => ids.includes(id));

@Injectable()
export class ModulesService {
  constructor(
    private readonly modules: ModulesRepository,
    private readonly users: UsersService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Module 1: the initial report exists and the person has access (trial with access, or a
   * subscriber). Module 2: subscribers, one week after Module 1 first opened. First openings are
   * recorded, so "one week after" survives later changes; access is decided anew on every call.
   */
  async check(userId: string): Promise<ModuleCheck> {
    const now = this.clock.now();
    const user = await this.users.get(userId);
    const status = computeTrialStatus({
      trialStart: user.trialStart?.getTime() ?? null,
      subscriptionStatus: subscriptionStatusOf(user),
      now,
    });
    const subscriber = status.isActive || status.isTrialing;
    const module1 = status.hasAccess && (await this.modules.hasInitialReport(userId));
    if (!module1) return { unlockedModules: [] };

    const module1Since = await this.modules.recordUnlock(userId, 1, new Date(now));
    const module2 =
      subscriber && now - module1Since.getTime() >= MODULE_2_AFTER_MODULE_1_DAYS * DAY_MS;
    if (module2) await this.modules.recordUnlock(userId, 2, new Date(now));
    return { unlockedModules: module2 ? [1, 2] : [1] };
  }

  async progress(userId: string): Promise<ModuleProgress> {
    return { completedLessons: inLessonOrder(await this.modules.completedLessons(userId, 1)) };
  }

  /** Only while Module 1 is open: a locked or expired person cannot change their progress. */
  async saveLesson({ userId, lessonId, done }: LessonProgressRequest): Promise<ModuleProgress> {
    const { unlockedModules } = await this.check(userId);
    if (!unlockedModules.includes(1)) throw new ApiError(403, MODULE_CLOSED_MESSAGE);
    await this.modules.setLessonDone(userId, 1, lessonId, done, new Date(this.clock.now()));
    return this.progress(userId);
  }
}
