import { Inject, Injectable, Logger } from '@nestjs/common';
import type { PushReminder } from '@tm/shared-contracts/contracts';
import webpush from 'web-push';
import { API_CONFIG } from '../common/core.module.js';
import type { ApiConfig } from '../config/config.js';
import { resolveVapidKeys, type VapidKeys } from '../config/vapid-keys.js';

export interface DeviceSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** 'sent': the push service took it; 'gone': the subscription no longer exists (404/410). */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/** A reminder not delivered within a day is stale: the push service may drop it after that. */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * Sends one message to one device through its push service: encrypted for the device
 * (aes128gcm, RFC 8291) and signed with the VAPID key (RFC 8292) by `web-push`.
 */
@Injectable()
export class PushSender {
  private readonly logger = new Logger('Notificaciones push');
  readonly keys: VapidKeys | null;

  constructor(@Inject(API_CONFIG) private readonly config: ApiConfig) {
    this.keys = resolveVapidKeys(config);
  }

  async send(device: DeviceSubscription, message: PushReminder): Promise<PushOutcome> {
    if (!this.keys) return 'failed';
    try {
      // web-push encrypts and signs; the request is ours (fetch), so a test's push service may
      // be plain http (web-push's own sender speaks https only).
      const request = webpush.generateRequestDetails(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        JSON.stringify(message),
        { vapidDetails: { subject: this.config.push.subject, ...this.keys }, TTL: TTL_SECONDS },
      );
      // fetch counts the body itself.
      const headers = Object.entries(request.headers)
        .filter(([name]) => name !== 'Content-Length')
        .map(([name, value]): [string, string] => [name, String(value)]);
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers,
        body: request.body && new Uint8Array(request.body),
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.ok) return 'sent';
      if (response.status === 404 || response.status === 410) return 'gone';
      this.warn(device, String(response.status));
    } catch (error) {
      this.warn(device, error instanceof Error ? error.message : String(error));
    }
    return 'failed';
  }

  private warn(device: DeviceSubscription, reason: string) {
    // The origin only: a device's endpoint is a capability, not for the logs.
    this.logger.warn(
      `El servicio push ${new URL(device.endpoint).origin} no aceptó el recordatorio (${reason}).`,
    );
  }
}
