import { createElement, Fragment, isValidElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** Await every (async) server component of a tree, then render it as static HTML. */
async function resolve(node: ReactNode | Promise<ReactNode>): Promise<ReactNode> {
  const value = await node;
  if (Array.isArray(value)) return Promise.all(value.map(resolve));
  if (!isValidElement(value)) return value;
  const props = value.props as Record<string, unknown>;
  if (typeof value.type === 'function') {
    const render = value.type as (p: unknown) => ReactNode | Promise<ReactNode>;
    return createElement(Fragment, { key: value.key }, await resolve(render(props)));
  }
  const children = await resolve(props.children as ReactNode);
  return createElement(value.type, { ...props, key: value.key }, children);
}

export async function renderServer(node: ReactNode | Promise<ReactNode>): Promise<string> {
  return renderToStaticMarkup(<>{await resolve(node)}</>);
}

export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>,
  );
}

/** The visible text, tags dropped and entities of the figures decoded. */
export function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&gt;/g, '>')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ');
}
