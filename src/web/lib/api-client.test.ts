import { describe, expect, it, vi } from 'vitest';
import {
  UNREADABLE_ERROR_MESSAGE,
  createApiClient,
  randomErrorToken,
  requestErrorMessage,
} from './api-client.ts';

type Call = { url: string; init: RequestInit };

function fakeFetch(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: String(input), init };
    calls.push(call);
    return answer(call);
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(answer: (call: Call) => Response | Promise<Response>) {
  const { fetch, calls } = fakeFetch((call) =>
    call.url.startsWith('/api/public/log-an-error/') ? json({ success: true }) : answer(call),
  );
  const warn = vi.fn();
  const apiClient = createApiClient({ fetch, warn, randomToken: () => 'tok123456' });
  const apiCalls = () => calls.filter((c) => !c.url.startsWith('/api/public/log-an-error/'));
  const logCalls = () => calls.filter((c) => c.url.startsWith('/api/public/log-an-error/'));
  return { apiClient, calls, apiCalls, logCalls, warn };
}

/** What a search called with `controller`'s signal rejects with. */
function searchRejection(apiClient: ReturnType<typeof setup>['apiClient'], controller: AbortController) {
  return apiClient
    .callApi('GET', 'public_business_search', { signal: controller.signal })
    .catch((error: unknown) => error);
}

describe('request', () => {
  it('GET builds the URL from the route name, sends no body and resolves with the JSON', async () => {
    const { apiClient, apiCalls } = setup(() => json({ items: [] }));
    const result = await apiClient.callApi('GET', 'public_business_search', { params: { area: 'kirpejai' } });
    expect(result).toEqual({ items: [] });
    expect(apiCalls()).toHaveLength(1);
    expect(apiCalls()[0]?.url).toBe('/api/public/business/search?area=kirpejai');
    expect(apiCalls()[0]?.init.method).toBe('GET');
    expect(apiCalls()[0]?.init.body).toBeUndefined();
  });

  it('GET and DELETE put data into the query string instead of a body', async () => {
    const { apiClient, apiCalls } = setup(() => new Response(null, { status: 204 }));
    await apiClient.callApi('GET', 'public_schedule_available_dates', {
      data: { business: 'saule', from: '2026-11-01' },
    });
    await apiClient.callApi('DELETE', 'admin_business_profile_delete', { params: { id: 'b1' } });
    expect(apiCalls().map((c) => [c.url, c.init.body])).toEqual([
      ['/api/public/schedule/available-dates?business=saule&from=2026-11-01', undefined],
      ['/api/admin/business/b1/profile/delete', undefined],
    ]);
  });

  it('POST sends form-data fields', async () => {
    const { apiClient, apiCalls } = setup(() => json({ success: true, message: 'Gerai' }));
    const result = await apiClient.callApi('POST', 'update_phone_number', {
      data: { phoneNumber: '+37061234567', skipped: undefined, flag: true, ids: ['a', 'b'] },
    });
    expect(result).toEqual({ success: true, message: 'Gerai' });
    const body = apiCalls()[0]?.init.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('phoneNumber')).toBe('+37061234567');
    expect(form.has('skipped')).toBe(false);
    expect(form.get('flag')).toBe('true');
    expect(form.getAll('ids')).toEqual(['a', 'b']);
  });

  it('POST without data still sends an (empty) form', async () => {
    const { apiClient, apiCalls } = setup(() => json({ success: true }));
    await apiClient.callApi('POST', 'resend_verification');
    expect(apiCalls()[0]?.init.body).toBeInstanceOf(FormData);
  });

  it('PATCH sends JSON', async () => {
    const { apiClient, apiCalls } = setup(() => json({ ok: 1 }));
    await apiClient.callApi('PATCH', 'admin_appointment_update', {
      params: { id: 'a1' },
      data: { status: 'confirmed' },
    });
    const call = apiCalls()[0];
    expect(call?.url).toBe('/api/admin/appointment/a1');
    expect(call?.init.body).toBe('{"status":"confirmed"}');
    expect(new Headers(call?.init.headers).get('Content-Type')).toBe('application/json');
  });

  it('sends extra headers beside its own (Idempotency-Key)', async () => {
    const { apiClient, apiCalls } = setup(() => json({ appointment: {} }, 201));
    await apiClient.callApi('POST', 'user_appointments', {
      data: { business: 'saule' },
      headers: { 'Idempotency-Key': 'raktas123' },
    });
    const headers = new Headers(apiCalls()[0]?.init.headers);
    expect(headers.get('Idempotency-Key')).toBe('raktas123');
    expect(headers.get('Accept')).toBe('application/json');
  });

  it('includes credentials when asked (web push)', async () => {
    const { apiClient, apiCalls } = setup(() => json({}));
    await apiClient.callApi('POST', 'webpush_subscribe', {
      data: { subscription: '{}' },
      credentials: 'include',
    });
    await apiClient.callApi('GET', 'contact');
    expect(apiCalls()[0]?.init.credentials).toBe('include');
    expect(apiCalls()[1]?.init.credentials).toBeUndefined();
  });

  it('sends JSON bodies when asked, on DELETE too (web push)', async () => {
    const { apiClient, apiCalls } = setup(() => json({}));
    await apiClient.callApi('DELETE', 'webpush_subscribe', { data: { endpoint: 'https://x' }, json: true });
    const [call] = apiCalls();
    expect(call?.url).toBe('/webpush/');
    expect(call?.init.body).toBe('{"endpoint":"https://x"}');
    expect(new Headers(call?.init.headers).get('Content-Type')).toBe('application/json');
  });

  it('throws the JSON body of a non-OK answer, logs it and reports it to the error log', async () => {
    const body = {
      error: 'invalid_input',
      message: 'Neteisingas tel. numeris.',
      fields: { phoneNumber: 'x' },
    };
    const { apiClient, warn, logCalls } = setup(() => json(body, 400));
    const thrown = await apiClient
      .callApi('POST', 'update_phone_number', { data: { phoneNumber: '1' } })
      .catch((e: unknown) => e);
    expect(thrown).toEqual(body);
    expect(requestErrorMessage(thrown, 'fallback')).toBe('Neteisingas tel. numeris.');
    expect(warn).toHaveBeenCalledWith('400 error on POST /api/user/profile/phone-number', body);
    await vi.waitFor(() => expect(logCalls()).toHaveLength(1));
    const log = logCalls()[0];
    expect(log?.url).toBe('/api/public/log-an-error/tok123456');
    expect(log?.init.method).toBe('POST');
    const form = log?.init.body as FormData;
    expect(form.get('token')).toBe('tok123456');
    expect(form.get('message')).toBe(
      '400 error on POST /api/user/profile/phone-number: invalid_input – Neteisingas tel. numeris.',
    );
  });

  it('throws a generic error body when the non-OK answer is not JSON', async () => {
    const { apiClient } = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const thrown = await apiClient.callApi('GET', 'contact').catch((e: unknown) => e);
    expect(thrown).toEqual({ error: 'http_error', message: UNREADABLE_ERROR_MESSAGE, status: 502 });
  });

  it("logs 'An' when there is no response and re-throws the network error", async () => {
    const networkError = new TypeError('Failed to fetch');
    const { apiClient, warn, logCalls } = setup(() => {
      throw networkError;
    });
    await expect(apiClient.callApi('POST', 'dismiss_notification', { data: { id: '1' } })).rejects.toBe(
      networkError,
    );
    expect(warn).toHaveBeenCalledWith('An error on POST /api/user/notification/dismiss', networkError);
    await vi.waitFor(() => expect(logCalls()).toHaveLength(1));
    expect((logCalls()[0]?.init.body as FormData).get('message')).toBe(
      'An error on POST /api/user/notification/dismiss',
    );
  });

  it('rejects with the reason of an abort that comes while the body is read, and reports nothing', async () => {
    const controller = new AbortController();
    const { apiClient, warn, logCalls } = setup(
      () =>
        new Response(
          new ReadableStream({
            start(stream) {
              stream.enqueue(new TextEncoder().encode('{"slots":'));
              controller.abort();
              stream.error(new DOMException('The operation was aborted.', 'AbortError'));
            },
          }),
          { status: 200 },
        ),
    );
    const thrown = await searchRejection(apiClient, controller);
    expect(thrown).toBe(controller.signal.reason);
    expect(warn).not.toHaveBeenCalled();
    expect(logCalls()).toHaveLength(0);
  });

  it('rejects an aborted fetch without reporting it', async () => {
    const controller = new AbortController();
    controller.abort();
    const { apiClient, warn, logCalls } = setup(() => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    const thrown = await searchRejection(apiClient, controller);
    expect(thrown).toBe(controller.signal.reason);
    expect(warn).not.toHaveBeenCalled();
    expect(logCalls()).toHaveLength(0);
  });

  it('refuses a route that cannot be built without calling the server for it', async () => {
    const { apiClient, apiCalls, warn } = setup(() => json({}));
    await expect(apiClient.callApi('GET', 'no_such_route')).rejects.toThrow('no_such_route');
    expect(apiCalls()).toHaveLength(0);
    expect(warn).toHaveBeenCalled();
  });
});

describe('routeUrl', () => {
  it("returns '#' for a route that cannot be built and logs it", async () => {
    const { apiClient, warn, logCalls } = setup(() => json({}));
    expect(apiClient.routeUrl('admin_calendar')).toBe('/administratorius/vizitai/kalendorius/_');
    expect(apiClient.routeUrl('nope')).toBe('#');
    expect(apiClient.routeUrl('admin_appointment_edit')).toBe('#');
    expect(warn).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(logCalls()).toHaveLength(2));
  });
});

describe('logAnError', () => {
  it('posts {message, token} as form data', async () => {
    const { apiClient, logCalls } = setup(() => json({}));
    await apiClient.logAnError('Kažkas sugedo');
    const form = logCalls()[0]?.init.body as FormData;
    expect([form.get('message'), form.get('token')]).toEqual(['Kažkas sugedo', 'tok123456']);
  });

  it('raises the response text when refused, and logAnError only warns', async () => {
    const { fetch } = fakeFetch(() => new Response('Klaidos žymuo nesutampa.', { status: 400 }));
    const warn = vi.fn();
    const apiClient = createApiClient({ fetch, warn, randomToken: () => 'tok123456' });
    await expect(apiClient.sendErrorLog('x')).rejects.toThrow('Klaidos žymuo nesutampa.');
    await expect(apiClient.logAnError('x')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('only warns when the network is down', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('offline');
    }) as unknown as typeof globalThis.fetch;
    const warn = vi.fn();
    await createApiClient({ fetch, warn }).logAnError('x');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('randomErrorToken', () => {
  it('matches what the server accepts and differs each time', () => {
    const a = randomErrorToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{6,64}$/);
    expect(randomErrorToken()).not.toBe(a);
  });
});
