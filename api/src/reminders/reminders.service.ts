import { Inject, Injectable } from '@nestjs/common';
import {
  DEFAULT_QUIET_HOURS,
  SAME_QUIET_HOURS_MESSAGE,
  type PushPublicKey,
  type PushSubscribeRequest,
  type PushSubscriptionState,
  type PushUnsubscribeRequest,
  type ReminderPreferences,
  type SaveReminderPreferencesRequest,
} from '@tm/shared-contracts/contracts';
import { ApiError } from '../common/api-error.js';
import { CLOCK, type Clock } from '../common/clock.js';
import { API_CONFIG } from '../common/core.module.js';
import type { ApiConfig } from '../config/config.js';
import { UsersService } from '../users/users.service.js';
import { PushSender } from './push-sender.js';
import { RemindersRepository } from './reminders.repository.js';

/** The reminder switches of /perfil and the devices that take reminders by push. */
@Injectable()
export class RemindersService {
  constructor(
    private readonly repository: RemindersRepository,
    private readonly users: UsersService,
    private readonly push: PushSender,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  publicKey(): PushPublicKey {
    return { publicKey: this.push.keys?.publicKey ?? null };
  }

  async preferences(userId: string): Promise<ReminderPreferences> {
    const user = await this.users.get(userId);
    const stored = await this.repository.preferencesOf(userId);
    return {
      registro: stored?.logDay ?? false,
      checkin: stored?.weeklyCheckin ?? false,
      modulo: user.programmeEmails,
      prueba: stored?.trialEnding ?? true,
      zonaHoraria: stored?.timeZone ?? null,
      silencioDesde: stored?.quietFrom ?? DEFAULT_QUIET_HOURS.desde,
      silencioHasta: stored?.quietTo ?? DEFAULT_QUIET_HOURS.hasta,
      dispositivos: await this.repository.countSubscriptions(userId),
    };
  }

  async save({ userId, modulo, ...changes }: SaveReminderPreferencesRequest) {
    await this.users.get(userId);
    await this.refuseSameQuietHours(userId, changes);
    const at = new Date(this.clock.now());
    // The new-module switch was there before reminders: it stays the programme e-mails' column.
    if (modulo !== undefined) await this.users.setProgrammeEmails({ userId, enabled: modulo });
    await this.repository.savePreferences(
      userId,
      {
        logDay: changes.registro,
        weeklyCheckin: changes.checkin,
        trialEnding: changes.prueba,
        timeZone: changes.zonaHoraria,
        quietFrom: changes.silencioDesde,
        quietTo: changes.silencioHasta,
      },
      at,
    );
    return this.preferences(userId);
  }

  /** From and to the same hour (both sent, or one sent equal to the one kept) is refused. */
  private async refuseSameQuietHours(
    userId: string,
    { silencioDesde, silencioHasta }: Omit<SaveReminderPreferencesRequest, 'userId'>,
  ): Promise<void> {
    if (silencioDesde === undefined && silencioHasta === undefined) return;
    const stored = await this.repository.preferencesOf(userId);
    const from = silencioDesde ?? stored?.quietFrom ?? DEFAULT_QUIET_HOURS.desde;
    const to = silencioHasta ?? stored?.quietTo ?? DEFAULT_QUIET_HOURS.hasta;
    if (from === to) throw new ApiError(400, SAME_QUIET_HOURS_MESSAGE);
  }

  /** This device (the session it subscribed in) takes her reminders from now on. */
  async subscribe(
    { userId, subscription, zonaHoraria }: PushSubscribeRequest,
    sessionTokenHash: string,
  ): Promise<PushSubscriptionState> {
    if (!this.push.keys) {
      throw new ApiError(
        400,
        'Las notificaciones no están disponibles: te recordaremos por correo.',
      );
    }
    const endpoint = new URL(subscription.endpoint);
    if (endpoint.protocol !== 'https:' && !this.config.push.allowHttpEndpoints) {
      throw new ApiError(400, 'El campo «subscription.endpoint» debe ser una dirección https.');
    }
    await this.users.get(userId);
    await this.repository.saveSubscription({
      userId,
      sessionTokenHash,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
    });
    await this.repository.savePreferences(
      userId,
      { timeZone: zonaHoraria },
      new Date(this.clock.now()),
    );
    return { suscrito: true };
  }

  async unsubscribe({ userId, endpoint }: PushUnsubscribeRequest): Promise<PushSubscriptionState> {
    await this.repository.deleteSubscription(userId, endpoint);
    return { suscrito: false };
  }
}
