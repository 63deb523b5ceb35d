import type { SystemLanguageBody, SystemThemeBody } from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { CurrentUserService } from '../auth/current-user.service';
import { updateUserPreferences } from './user-settings.repository';

/** The signed-in user's own settings. */
export class UserSettingsService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly currentUser: CurrentUserService,
  ) {}

  /** Saves the caller's language. */
  async setLanguage(userId: string, body: SystemLanguageBody): Promise<void> {
    await updateUserPreferences(this.db, userId, { language: body.language }, Date.now());
    this.currentUser.invalidate(userId);
  }

  /** Saves the caller's layout. */
  async setTheme(userId: string, body: SystemThemeBody): Promise<void> {
    await updateUserPreferences(this.db, userId, { theme: body.theme }, Date.now());
    this.currentUser.invalidate(userId);
  }
}
