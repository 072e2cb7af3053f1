import { describe, expect, it } from 'vitest';
import { errorReportLevel } from './error-report-level.ts';

describe('errorReportLevel', () => {
  it('keeps a refused request (4xx) as a warning', () => {
    expect(
      errorReportLevel(
        '401 error on POST /api/auth/two-factor/verify-totp: invalid_code – Kodas neteisingas.',
      ),
    ).toBe('warning');
    expect(errorReportLevel('409 error on POST /api/user/appointments')).toBe('warning');
  });

  it('keeps failures of the server, of the network and of the page as errors', () => {
    expect(errorReportLevel('500 error on GET /api/public/business/search')).toBe('error');
    expect(errorReportLevel('An error on POST /api/user/appointments')).toBe('error');
    expect(errorReportLevel('Missing "current" attribute on the notifications modal')).toBe('error');
    expect(errorReportLevel('Klaida: 404 error on GET /x')).toBe('error');
  });
});
