import { createElement, Fragment, isValidElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * Renders a tree of async server components to HTML without a Next server: each function
 * component is awaited in turn, then the plain tree goes through react-dom's static renderer.
 * Enough for our server-only pages (no hooks, no client boundaries left after mocking).
 */
export async function resolveServerTree(node: ReactNode): Promise<ReactNode> {
  if (Array.isArray(node)) return Promise.all(node.map(resolveServerTree));
  if (node instanceof Promise) return resolveServerTree(await node);
  if (!isValidElement(node)) return node;
  const { type, key } = node;
  const props = node.props as Record<string, unknown>;
  if (typeof type === 'function') {
    const render = type as (p: unknown) => ReactNode | Promise<ReactNode>;
    return createElement(Fragment, { key }, await resolveServerTree(await render(props)));
  }
  const children = await resolveServerTree(props.children as ReactNode);
  return createElement(type, { ...props, key }, children);
}

export async function renderServer(node: ReactNode): Promise<string> {
  return renderToStaticMarkup(<>{await resolveServerTree(node)}</>);
}
