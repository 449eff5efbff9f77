import axios, {
  isAxiosError,
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosRequestConfig,
  type AxiosResponse,
} from 'axios';
import { isSuccessBody } from './envelope';
import { ApiError } from './errors';
import { applyRequestRules } from './request-rules';
import { DEFAULT_RETRY, shouldRetry } from './retry';

/** requirements: Client behaviours — API timeout 36000 ms. */
export const API_TIMEOUT_MS = 36_000;

export type ServerClientOptions = {
  baseURL: string;
  /** Transport; axios's own HTTP by default (lib/server/api-client.ts passes the in-process one). */
  adapter?: AxiosAdapter;
  /** The current locale code for the Language header, e.g. 'de'. */
  getLocaleCode?: () => string | undefined;
  logger?: Pick<Console, 'error'>;
  /** requirements: Client behaviours — retries for non-mutating requests, once by default. */
  retry?: number;
};

type BodyMethods =
  | 'request'
  | 'get'
  | 'delete'
  | 'head'
  | 'options'
  | 'post'
  | 'put'
  | 'patch'
  | 'postForm'
  | 'putForm'
  | 'patchForm'
  | 'query';

/** An axios instance whose calls resolve to the response BODY (the success rule). */
export interface ServerClient extends Omit<AxiosInstance, BodyMethods> {
  request<T = unknown, D = unknown>(config: AxiosRequestConfig<D>): Promise<T>;
  get<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<T>;
  delete<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<T>;
  head<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<T>;
  options<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<T>;
  post<T = unknown, D = unknown>(url: string, data?: D, config?: AxiosRequestConfig<D>): Promise<T>;
  put<T = unknown, D = unknown>(url: string, data?: D, config?: AxiosRequestConfig<D>): Promise<T>;
  patch<T = unknown, D = unknown>(
    url: string,
    data?: D,
    config?: AxiosRequestConfig<D>,
  ): Promise<T>;
}

/**
 * HTTP 400 must reach the success rule: the API answers field errors as HTTP 400 with body code
 * 400, which the success rule counts as a success. Every other non-2xx status is a transport error.
 */
export function acceptStatus(status: number): boolean {
  return (status >= 200 && status < 300) || status === 400;
}

export function createServerClient(options: ServerClientOptions): ServerClient {
  const { logger = console, retry = DEFAULT_RETRY } = options;
  const instance = axios.create({
    // A path is prefixed with the base unless absolute (axios's allowAbsoluteUrls).
    baseURL: options.baseURL,
    allowAbsoluteUrls: true,
    timeout: API_TIMEOUT_MS,
    validateStatus: acceptStatus,
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });

  instance.interceptors.request.use((config) => applyRequestRules(config, options.getLocaleCode));

  instance.interceptors.response.use(
    (response) => {
      // The body is returned on success, rejected otherwise. The cast is the point of
      // this client: its calls resolve to the body, not to the axios response.
      if (isSuccessBody(response.data)) return response.data as AxiosResponse;
      throw new ApiError(response.status, response.data);
    },
    async (error: unknown) => {
      if (!isAxiosError(error) || !error.response) throw error;
      const { config, response } = error;
      if (config && shouldRetry(config, response.status, retry)) {
        config.retryAttempt = (config.retryAttempt ?? 0) + 1;
        return instance.request(config);
      }
      // On a transport error with a response, the body is logged and rejected.
      const method = (config?.method ?? 'get').toUpperCase();
      logger.error(
        `[api] ${method} ${config?.url ?? ''} failed with ${response.status}`,
        response.data,
      );
      throw new ApiError(response.status, response.data);
    },
  );

  return instance as unknown as ServerClient;
}
