import { Global, Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { ClaimService } from './claim.service.js';
import { SessionController } from './session.controller.js';
import { SessionsRepository } from './sessions.repository.js';
import { SessionsService } from './sessions.service.js';

/** Sessions and claims, used by the endpoint guard and by the routes that create users. */
@Global()
@Module({
  imports: [UsersModule],
  controllers: [SessionController],
  providers: [SessionsRepository, SessionsService, ClaimService],
  exports: [SessionsService, ClaimService],
})
export class IdentityModule {}
