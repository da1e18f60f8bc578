import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { ApiConfig } from '../config/config.js';
import { SESSION_COOKIE_OPTIONS } from '../identity/sessions.service.js';
import { CLOCK, type Clock } from './clock.js';
import { FieldCipher } from './crypto/field-cipher.js';

export const API_CONFIG = Symbol('API_CONFIG');

/** App-wide values: the config, the clock every rule reads, the cookie flags, the field cipher. */
@Global()
@Module({})
export class CoreModule {
  static with(config: ApiConfig, clock: Clock, cipher: FieldCipher): DynamicModule {
    return {
      module: CoreModule,
      providers: [
        { provide: API_CONFIG, useValue: config },
        { provide: CLOCK, useValue: clock },
        { provide: SESSION_COOKIE_OPTIONS, useValue: { secure: config.cookieSecure } },
        { provide: FieldCipher, useValue: cipher },
      ],
      exports: [API_CONFIG, CLOCK, SESSION_COOKIE_OPTIONS, FieldCipher],
    };
  }
}
