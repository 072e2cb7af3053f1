// Web-services group `profile`: the same use cases as /api/user/profile/*, refusals as values.
import { deleteAccountSchema, type ProfileServices } from '../../../contracts/profile.ts';
import { pageResult, parsedInput } from '../../http/page-result.ts';
import { deleteAccount, EXPIRED_SESSION_COOKIES, type DeleteAccountDependencies } from './personal-data.ts';
import { savePhoneNumber } from './phone-number.ts';
import { acceptCurrentTerms } from './terms-acceptance.ts';
import { verifyEmailByLink } from './email-verification.ts';

export function createProfileServices(deps: DeleteAccountDependencies): ProfileServices {
  const { db } = deps;
  return {
    verifyEmailLink: (token) => verifyEmailByLink(deps.auth, token),
    deleteAccount: (person, input, headers) =>
      pageResult(async () => {
        const done = await deleteAccount(deps, {
          person,
          input: parsedInput(deleteAccountSchema, input),
          headers,
        });
        return { message: done.message, setCookies: EXPIRED_SESSION_COOKIES };
      }),
    acceptTerms: (user) => pageResult(() => acceptCurrentTerms(db, user.id, deps.now())),
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
