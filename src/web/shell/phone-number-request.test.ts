import { describe, expect, it } from 'vitest';
import { wantsPhoneNumberRequest } from './phone-number-request.tsx';

describe('wantsPhoneNumberRequest', () => {
  const withoutNumber = { phoneNumber: null };

  it('asks a signed-in client without a number on the website and in the app', () => {
    expect(wantsPhoneNumberRequest(withoutNumber, 'website', '/')).toBe(true);
    expect(wantsPhoneNumberRequest(withoutNumber, 'app', '/saule')).toBe(true);
  });

  it('never asks staff in the admin area, someone with a number or nobody', () => {
    expect(wantsPhoneNumberRequest(withoutNumber, 'admin', '/administratorius')).toBe(false);
    expect(wantsPhoneNumberRequest({ phoneNumber: '+37061234567' }, 'website', '/')).toBe(false);
    expect(wantsPhoneNumberRequest(null, 'website', '/')).toBe(false);
  });

  it('does not stand in the way of accepting an invitation', () => {
    expect(wantsPhoneNumberRequest(withoutNumber, 'website', '/kvietimas/abc123')).toBe(false);
  });
});
