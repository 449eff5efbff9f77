import axios, {
  AxiosError,
  AxiosHeaders,
  CanceledError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

/** Anything that answers a standard Request, e.g. a Hono app's `app.fetch`. */
export type FetchHandler = (request: Request) => Promise<Response>;

/**
 * An axios transport that hands the request to `handler` in process (the server calls the Hono
 * app without a network hop, see docs/decisions/in-process-api.md), so the client's rules hold on
 * the server exactly as over HTTP.
 */
export function createFetchAdapter(handler: FetchHandler): AxiosAdapter {
  return (config) =>
    new Promise<AxiosResponse>((resolve, reject) => {
      const controller = new AbortController();
      const request = toRequest(config, controller.signal);
      const signal = config.signal;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let done = false;

      const finish = (settle: () => void) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        signal?.removeEventListener?.('abort', onCancel);
        settle();
      };
      const fail = (error: AxiosError) => {
        controller.abort(error);
        finish(() => reject(error));
      };
      function onCancel() {
        fail(new CanceledError(undefined, config, request));
      }

      if (signal?.aborted) return onCancel();
      signal?.addEventListener?.('abort', onCancel);
      // The 36000 ms timeout holds in process too; a handler need not honour the abort.
      if (config.timeout)
        timer = setTimeout(() => fail(timeoutError(config, request)), config.timeout);

      handler(request)
        .then((response) => toAxiosResponse(response, config, request))
        .then(
          (response) => finish(() => settle(response, resolve, reject)),
          (error: unknown) =>
            finish(() => reject(AxiosError.from(error, AxiosError.ERR_NETWORK, config, request))),
        );
    });
}

function toRequest(config: InternalAxiosRequestConfig, signal: AbortSignal): Request {
  const method = (config.method ?? 'get').toUpperCase();
  const headers = new Headers();
  for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON(true))) {
    headers.set(name, value);
  }
  const body = method === 'GET' || method === 'HEAD' ? undefined : toBody(config.data);
  // FormData: let Request write the multipart boundary itself.
  if (body instanceof FormData) headers.delete('content-type');
  const init: RequestInit & { duplex?: 'half' } = { method, headers, body, signal };
  if (body instanceof ReadableStream) init.duplex = 'half';
  return new Request(absoluteUrl(axios.getUri(config)), init);
}

/** A relative base (the browser's '/api') is resolved against the page, else a placeholder host. */
function absoluteUrl(url: string): string {
  const origin = globalThis.location?.origin ?? 'http://localhost';
  return new URL(url, origin).toString();
}

function toBody(data: unknown): BodyInit | undefined {
  if (data === undefined || data === null) return undefined;
  if (
    typeof data === 'string' ||
    data instanceof URLSearchParams ||
    data instanceof FormData ||
    data instanceof Blob ||
    data instanceof ArrayBuffer ||
    ArrayBuffer.isView(data) ||
    data instanceof ReadableStream
  ) {
    return data as BodyInit;
  }
  // axios's transformRequest has normally serialised objects already.
  return JSON.stringify(data);
}

async function toAxiosResponse(
  response: Response,
  config: InternalAxiosRequestConfig,
  request: Request,
): Promise<AxiosResponse> {
  const headers = new AxiosHeaders();
  response.headers.forEach((value, name) => headers.set(name, value));
  return {
    data: await readBody(response, config),
    status: response.status,
    statusText: response.statusText,
    headers,
    config,
    request,
  };
}

async function readBody(response: Response, config: InternalAxiosRequestConfig): Promise<unknown> {
  switch (config.responseType) {
    case 'arraybuffer':
      return response.arrayBuffer();
    case 'blob':
      return response.blob();
    case 'stream':
      return response.body;
  }
  const text = await response.text();
  const isJson = /[/+]json\b/i.test(response.headers.get('content-type') ?? '');
  if (!isJson || config.responseType === 'text' || text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Same contract as axios's own adapters: validateStatus decides, the response rides the error. */
function settle(
  response: AxiosResponse,
  resolve: (response: AxiosResponse) => void,
  reject: (error: AxiosError) => void,
): void {
  const { validateStatus } = response.config;
  if (!validateStatus || validateStatus(response.status)) return resolve(response);
  const code = response.status < 500 ? AxiosError.ERR_BAD_REQUEST : AxiosError.ERR_BAD_RESPONSE;
  reject(
    new AxiosError(
      `Request failed with status code ${response.status}`,
      code,
      response.config,
      response.request,
      response,
    ),
  );
}

/** Like axios's XHR adapter: ECONNABORTED unless transitional.clarifyTimeoutError asks ETIMEDOUT. */
function timeoutError(config: InternalAxiosRequestConfig, request: Request): AxiosError {
  const message = config.timeoutErrorMessage ?? `timeout of ${config.timeout}ms exceeded`;
  const code = config.transitional?.clarifyTimeoutError
    ? AxiosError.ETIMEDOUT
    : AxiosError.ECONNABORTED;
  return new AxiosError(message, code, config, request);
}
