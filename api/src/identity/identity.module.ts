import { Global, Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { UsersModule } from '../users/users.module.js';
import { ClaimService } from './claim.service.js';
import { SessionController } from './session.controller.js';
import { SessionsRepository } from './sessions.repository.js';
import { SessionsService } from './sessions.service.js';
import { SignInLinksRepository } from './sign-in-links.repository.js';
import { SignInController } from './sign-in.controller.js';
import { SignInService } from './sign-in.service.js';

/**
 * Sessions, claims and signing in by e-mail, used by the endpoint guard and by the routes that
 * create users.
 */
@Global()
@Module({
  imports: [UsersModule, NotificationsModule],
  controllers: [SessionController, SignInController],
  providers: [
    SessionsRepository,
    SessionsService,
    ClaimService,
    SignInLinksRepository,
    SignInService,
  ],
  exports: [SessionsService, ClaimService],
})
export class IdentityModule {}
