/**
 * lucide-react's createLucideIcon in the server renderer's bundle only (vite.config.ts puts it in place
 * of the one lucide's icon modules import): each icon's SVG is rendered by lucide's own Icon once per
 * set of props and then repeated as text.
 *
 * A lucide icon is two forwardRef components that rebuild the SVG's attributes and class list on every
 * render, about 40 µs an icon in a server render, and a page shows twenty or thirty. Their HTML depends
 * only on their props (and a LucideProvider, which the app does not use; with one, or with props that
 * are not plain values, the icon is rendered as usual). The browser keeps lucide's icons: its first
 * render writes the same markup.
 */
import {
  createLucideIcon as lucideIcon,
  Icon,
  useLucideContext,
  type LucideIcon,
  type LucideIconData,
  type LucideProps,
} from 'lucide-react';
import { createElement, type ReactElement } from 'react';
import { MarkupMemo } from './serverMarkup';

/** Enough for every class and label an icon is given in the app; past it the icon renders as usual. */
const KINDS_PER_ICON = 32;

/** A key naming the props, in their order (the order of the SVG's attributes); undefined when one is not a plain value. */
function propsKey(props: Record<string, unknown>): string | undefined {
  let key = '';
  for (const name in props) {
    const value = props[name];
    // A ref is not part of the HTML; an absent value is not either (lucide treats it as not given).
    if (name === 'ref' || value === undefined) continue;
    const type = typeof value;
    if (type !== 'string' && type !== 'number' && type !== 'boolean') return undefined;
    key += `${name}\u0000${type}\u0000${String(value)}\u0001`;
  }
  return key;
}

export default function createLucideIcon(icon: LucideIconData | string, iconNode?: LucideIconData['node'], aliases?: string[]): LucideIcon {
  if (typeof icon === 'string') return lucideIcon(icon, iconNode ?? [], aliases);
  const data: LucideIconData = icon;
  const memo = new MarkupMemo(KINDS_PER_ICON);
  function ServerIcon(props: LucideProps): ReactElement {
    const context = useLucideContext();
    const key = Object.keys(context).length === 0 ? propsKey(props as Record<string, unknown>) : undefined;
    const cached = key === undefined ? undefined : memo.cached(key);
    if (cached) return cached;
    const icon = createElement(Icon, { ...props, icon: data });
    return key === undefined ? icon : memo.remember(key, icon);
  }
  ServerIcon.displayName = lucideIcon(data).displayName;
  return ServerIcon as unknown as LucideIcon;
}
