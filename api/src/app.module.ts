import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { BillingModule } from './billing/billing.module.js';
import { CheckinsModule } from './checkins/checkins.module.js';
import type { Clock } from './common/clock.js';
import { CoreModule } from './common/core.module.js';
import type { FieldCipher } from './common/crypto/field-cipher.js';
import { EndpointGuard } from './common/endpoint.guard.js';
import { ExceptionsFilter } from './common/exception.filter.js';
import type { ApiConfig } from './config/config.js';
import { DatabaseModule } from './db/database.module.js';
import type { DatabaseHandle } from './db/database.js';
import { DocsModule } from './docs/docs.module.js';
import { HealthModule } from './health/health.module.js';
import { IdentityModule } from './identity/identity.module.js';
import { IntakeModule } from './intake/intake.module.js';
import { ProgramModulesModule } from './modules/modules.module.js';
import { NotificationsModule, TestOutboxModule } from './notifications/notifications.module.js';
import { ProgressModule } from './progress/progress.module.js';
import { RemindersModule } from './reminders/reminders.module.js';
import { ReportsModule } from './reports/reports.module.js';
import { TestClockModule } from './test-clock/test-clock.module.js';
import { TrialModule } from './trial/trial.module.js';
import { UsersModule } from './users/users.module.js';

@Module({})
export class AppModule {
  static with(
    config: ApiConfig,
    database: DatabaseHandle,
    clock: Clock,
    cipher: FieldCipher,
  ): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.with(config, clock, cipher),
        DatabaseModule.forHandle(database),
        IdentityModule,
        UsersModule,
        TrialModule,
        IntakeModule,
        ReportsModule,
        CheckinsModule,
        ProgramModulesModule,
        ProgressModule,
        BillingModule.with(config.billing.provider, config.nodeEnv === 'test'),
        NotificationsModule,
        RemindersModule,
        HealthModule,
        DocsModule,
        // The test clock route does not exist outside NODE_ENV=test.
        ...(config.nodeEnv === 'test' ? [TestClockModule, TestOutboxModule] : []),
      ],
      providers: [
        { provide: APP_GUARD, useClass: EndpointGuard },
        { provide: APP_FILTER, useClass: ExceptionsFilter },
      ],
    };
  }
}
