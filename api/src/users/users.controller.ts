import { Controller } from '@nestjs/common';
import { ENDPOINTS, type UserParams, type UserRecord } from '@tm/shared-contracts';
import { Endpoint } from '../common/endpoint.decorator.js';
import { ValidParams } from '../common/request-context.js';
import { UsersService } from './users.service.js';

@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Endpoint(ENDPOINTS.user)
  record(@ValidParams() { userId }: UserParams): Promise<UserRecord> {
    return this.users.record(userId);
  }
}
