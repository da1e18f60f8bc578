import { Controller } from '@nestjs/common';
import {
  ENDPOINTS,
  type ProgrammeEmails,
  type ProgrammeEmailsRequest,
  type UserParams,
  type UserRecord,
} from '@tm/shared-contracts/contracts';
import { Endpoint } from '../common/endpoint.decorator.js';
import { ValidBody, ValidParams } from '../common/request-context.js';
import { UsersService } from './users.service.js';

@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Endpoint(ENDPOINTS.user)
  record(@ValidParams() { userId }: UserParams): Promise<UserRecord> {
    return this.users.record(userId);
  }

  /** The /perfil switch of the programme e-mails ("a new module opened"). */
  @Endpoint(ENDPOINTS.programmeEmails)
  programmeEmails(@ValidBody() body: ProgrammeEmailsRequest): Promise<ProgrammeEmails> {
    return this.users.setProgrammeEmails(body);
  }
}
