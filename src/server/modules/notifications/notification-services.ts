// Web-services group `notifications`: the same use cases as /api/user/notification-preferences, refusals
// as values.
import {
  notificationPreferenceInputSchema,
  type NotificationServices,
} from '../../../contracts/notifications.ts';
import type { DbOrTx } from '../../db/client.ts';
import { pageResult, parsedInput } from '../../http/page-result.ts';
import { notificationPreferences, setNotificationPreference } from './notification-preferences.ts';

export function createNotificationServices(db: DbOrTx): NotificationServices {
  return {
    preferences: (userId) => notificationPreferences(db, userId),
    setPreference: (user, input) =>
      pageResult(async () => {
        const change = parsedInput(notificationPreferenceInputSchema, input);
        await setNotificationPreference(db, user.id, change);
        return { change, items: await notificationPreferences(db, user.id) };
      }),
  };
}
