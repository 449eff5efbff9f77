import { describe, expect, it } from 'vitest';
import { ApiError, isApiError } from '@/lib/api';
import { fakeBackend, json } from './fake-backend';

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('success rule', () => {
  it('resolves with the body when its code is 200', async () => {
    const body = { code: 200, message: 'ok', data: { id: 1 } };
    const { client } = fakeBackend(() => json(body));
    await expect(client.get('/x')).resolves.toEqual(body);
  });

  it('resolves with the body when its statusCode is 200', async () => {
    const body = { statusCode: 200, result: 'fine' };
    const { client } = fakeBackend(() => json(body));
    await expect(client.post('/x', {})).resolves.toEqual(body);
  });

  it('resolves an HTTP 400 with code 400 to the body with its field errors', async () => {
    const body = { code: 400, message: 'invalid', errors: { email: ['Incorrect email format'] } };
    const { client, logger } = fakeBackend(() => json(body, 400));
    await expect(client.post('/contact', {})).resolves.toEqual(body);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('resolves an HTTP 200 with code 400 to the body', async () => {
    const body = { code: 400, message: 'invalid' };
    const { client } = fakeBackend(() => json(body));
    await expect(client.get('/x')).resolves.toEqual(body);
  });

  it('rejects an HTTP 200 whose code is 500 with an ApiError carrying the body', async () => {
    const body = { code: 500, message: 'boom' };
    const { client } = fakeBackend(() => json(body));
    const error = await rejection(client.get('/x'));
    expect(error.status).toBe(200);
    expect(error.body).toEqual(body);
    expect(error.code).toBe(500);
    expect(error.message).toBe('boom');
  });

  it('rejects an HTTP 200 whose code is 401', async () => {
    const body = { code: 401, message: 'Unauthorized' };
    const { client } = fakeBackend(() => json(body));
    const error = await rejection(client.post('/me', {}));
    expect(error.body).toEqual(body);
    expect(error.code).toBe(401);
  });

  it('rejects a body without a success code', async () => {
    const { client } = fakeBackend(() => new Response('<html>oops</html>', { status: 200 }));
    const error = await rejection(client.get('/x'));
    expect(error.body).toBe('<html>oops</html>');
  });
});

describe('transport errors', () => {
  it('logs and rejects the body of an HTTP 401', async () => {
    const body = { code: 401, message: 'Unauthorized' };
    const { client, logger } = fakeBackend(() => json(body, 401));
    const error = await rejection(client.get('/me'));
    expect(error.status).toBe(401);
    expect(error.body).toEqual(body);
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('401'), body);
  });

  it('logs and rejects the body of an HTTP 500 on POST', async () => {
    const body = { code: 500, message: 'Internal error' };
    const { client, logger } = fakeBackend(() => json(body, 500));
    const error = await rejection(client.post('/contact', {}));
    expect(error.status).toBe(500);
    expect(error.body).toEqual(body);
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('POST /contact'), body);
  });

  it('rejects a failure without a response as the transport error, unlogged', async () => {
    const { client, logger } = fakeBackend(() => Promise.reject(new TypeError('socket hang up')));
    const error = await client.get('/x').catch((e: unknown) => e);
    expect(isApiError(error)).toBe(false);
    expect(error).toMatchObject({ isAxiosError: true, code: 'ERR_NETWORK' });
    expect(logger.error).not.toHaveBeenCalled();
  });
});
