import { createElement, Fragment, isValidElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

type Element = { type: unknown; key: string | null; props: Record<string, unknown> };

// react-dom/server cannot render async server components, so they are awaited here first;
// sync components (including client ones) are left to React.
async function resolve(node: unknown): Promise<ReactNode> {
  if (Array.isArray(node)) return (await Promise.all(node.map(resolve))) as ReactNode;
  if (!isValidElement(node)) return node as ReactNode;
  const { type, key, props } = node as unknown as Element;
  if (typeof type === 'function' && type.constructor.name === 'AsyncFunction') {
    return resolve(await (type as (p: unknown) => Promise<unknown>)(props));
  }
  if (!('children' in props)) return node;
  const children = await resolve(props.children);
  return createElement(
    type as string,
    { ...props, key },
    ...(Array.isArray(children) ? children : [children]),
  );
}

/** The HTML of a server component tree (one level of Suspense-free async components). */
export async function renderServer(node: ReactNode): Promise<string> {
  return renderToStaticMarkup(createElement(Fragment, null, await resolve(node)));
}
