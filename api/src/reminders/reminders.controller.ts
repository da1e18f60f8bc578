import { Controller } from '@nestjs/common';
import {
  ENDPOINTS,
  type PushPublicKey,
  type PushSubscribeRequest,
  type PushSubscriptionState,
  type PushUnsubscribeRequest,
  type ReminderPreferences,
  type SaveReminderPreferencesRequest,
  type UserParams,
} from '@tm/shared-contracts/contracts';
import { Endpoint } from '../common/endpoint.decorator.js';
import {
  CurrentIdentity,
  type Identity,
  ValidBody,
  ValidParams,
} from '../common/request-context.js';
import { RemindersService } from './reminders.service.js';

@Controller()
export class RemindersController {
  constructor(private readonly reminders: RemindersService) {}

  @Endpoint(ENDPOINTS.pushPublicKey)
  publicKey(): PushPublicKey {
    return this.reminders.publicKey();
  }

  @Endpoint(ENDPOINTS.pushSubscribe)
  subscribe(
    @ValidBody() body: PushSubscribeRequest,
    @CurrentIdentity() identity: Identity,
  ): Promise<PushSubscriptionState> {
    return this.reminders.subscribe(body, identity.session!.tokenHash);
  }

  @Endpoint(ENDPOINTS.pushUnsubscribe)
  unsubscribe(@ValidBody() body: PushUnsubscribeRequest): Promise<PushSubscriptionState> {
    return this.reminders.unsubscribe(body);
  }

  @Endpoint(ENDPOINTS.reminderPreferences)
  preferences(@ValidParams() { userId }: UserParams): Promise<ReminderPreferences> {
    return this.reminders.preferences(userId);
  }

  @Endpoint(ENDPOINTS.saveReminderPreferences)
  save(@ValidBody() body: SaveReminderPreferencesRequest): Promise<ReminderPreferences> {
    return this.reminders.save(body);
  }
}
