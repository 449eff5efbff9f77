// Next ships the path matcher it uses for config rewrites without types.
declare module 'next/dist/compiled/path-to-regexp' {
  export function match(
    path: string,
  ): (pathname: string) => false | { params: Record<string, string | string[]> };
  export function compile(path: string): (params: object) => string;
}
