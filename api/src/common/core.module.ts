import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { ApiConfig } from '../config/config.js';
import { SESSION_COOKIE_OPTIONS } from '../identity/sessions.service.js';
import { CLOCK, type Clock } from './clock.js';

export const API_CONFIG = Symbol('API_CONFIG');

/** App-wide values: the config, the clock every rule reads, the cookie flags. */
@Global()
@Module({})
export class CoreModule {
  static with(config: ApiConfig, clock: Clock): DynamicModule {
    return {
      module: CoreModule,
      providers: [
        { provide: API_CONFIG, useValue: config },
        { provide: CLOCK, useValue: clock },
        { provide: SESSION_COOKIE_OPTIONS, useValue: { secure: config.cookieSecure } },
      ],
      exports: [API_CONFIG, CLOCK, SESSION_COOKIE_OPTIONS],
    };
  }
}
