// Web-services group `profile`: the same use cases as /api/user/profile/*, refusals as values.
import type { ProfileServices } from '../../../contracts/profile.ts';
import type { Database } from '../../db/client.ts';
import { savePhoneNumber } from './phone-number.ts';

export function createProfileServices(db: Database): ProfileServices {
  return {
    async savePhoneNumber(user, raw) {
      const saved = await savePhoneNumber(db, user.id, raw);
      if (!saved.ok) {
        return {
          ok: false,
          status: 422,
          error: 'invalid_phone',
          message: saved.message,
          fields: { phoneNumber: saved.message },
        };
      }
      return { ok: true, value: { success: true, message: saved.message, phoneNumber: saved.phoneNumber } };
    },
  };
}
