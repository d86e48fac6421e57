import {
  DEFAULT_UI_LOCALE,
  defaultLayoutSettings,
  type LayoutSettings,
  toUiLocale,
  type UiLocale,
  uiLocaleFromAcceptLanguage,
} from '@coresense/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { LayoutSettingsRepository } from './layout-settings.repository.ts';

/** How the sign-in request names its language (see `signInLocale`). */
export interface SignInLanguage {
  /** The sign-in form's `locale`: the language its page was shown in (`umi_locale` or the browser's). */
  locale?: string | undefined;
  acceptLanguage?: string | undefined;
}

/**
 * The language a user signs in with: the sign-in form's `locale` when it is one the back-office
 * speaks (or near one: `zh-HK` is `zh-TW`), else the first such language of `Accept-Language`
 * (a client other than the back-office's form), else Chinese, the back-office's default.
 */
export function signInLocale({ locale, acceptLanguage }: SignInLanguage): UiLocale {
  return toUiLocale(locale) ?? uiLocaleFromAcceptLanguage(acceptLanguage) ?? DEFAULT_UI_LOCALE;
}

/** The settings drawer's choices, per user (contract §11 "Layout settings"). */
export class LayoutSettingsService {
  readonly #settings: LayoutSettingsRepository;

  constructor(db: Kysely<Database>) {
    this.#settings = new LayoutSettingsRepository(db);
  }

  /**
   * A user signed in before the settings existed has no row: the defaults in Chinese, since the
   * language of that first sign-in is not known.
   */
  async get(userId: number): Promise<LayoutSettings> {
    return (await this.#settings.find(userId)) ?? defaultLayoutSettings(DEFAULT_UI_LOCALE);
  }

  async save(userId: number, settings: LayoutSettings): Promise<LayoutSettings> {
    await this.#settings.save(userId, settings);
    return settings;
  }

  /** Called on every successful sign-in; only the first one writes (the defaults in its language). */
  async recordSignIn(userId: number, language: SignInLanguage): Promise<void> {
    await this.#settings.insertIfAbsent(userId, defaultLayoutSettings(signInLocale(language)));
  }
}
