import { renderToString } from 'preact-render-to-string';
import type { ReactElement } from 'react';
import { Link as RouterLink, StaticRouter, type LinkProps } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ServerLink } from './Link';

/** The HTML a link renders to on a server-rendered page. */
function html(link: ReactElement, location = '/search?destination=Shimla') {
  return renderToString(<StaticRouter location={location}>{link}</StaticRouter>);
}

const cases: LinkProps[] = [
  { to: '/' },
  { to: '/search', className: 'mt-4 underline', children: 'Start a new search' },
  { to: '/detail/0b6c2d1e-7a4f-4f7e-9d7b-1c2e3f4a5b6c', tabIndex: -1, 'aria-hidden': 'true', className: 'block' },
  { to: '/detail/abc', 'aria-label': 'View more about "Pine & Oak"', className: 'x', children: ['View ', 'More'] },
  { to: '/search?destination=Shimla&page=2', children: '2' },
  { to: '/?ref=footer', target: '_blank', children: 'Home' },
  { to: '/sign-in', state: { from: '/search' }, onClick: () => undefined, replace: true, preventScrollReset: true, children: 'Sign in' },
  { to: '/blogs', viewTransition: true, children: <span>Blogs</span> },
  // Handed to React Router: relative, odd or optioned addresses.
  { to: 'relative/path', children: 'r' },
  { to: '../up', children: 'u' },
  { to: '/a//b', children: 'd' },
  { to: '/a/./b/../c', children: 'dots' },
  { to: '/faq#cancellation', children: 'h' },
  { to: '/search?', children: 'q' },
  { to: '/trailing/', children: 't' },
  { to: { pathname: '/detail/x', search: '?a=1' }, children: 'o' },
  { to: 'https://example.com/x', children: 'e' },
  { to: '/faq', reloadDocument: true, children: 'f' },
  { to: '/faq', discover: 'none', children: 'f' },
  { to: '/faq', relative: 'path', children: 'f' },
];

describe('ServerLink', () => {
  it.each(cases.map((props) => [JSON.stringify(props.to), props] as const))('renders %s as React Router does', (_, props) => {
    expect(html(<ServerLink {...props} />)).toBe(html(<RouterLink {...props} />));
  });

  it('writes the address as React Router resolves it on any page', () => {
    for (const location of ['/', '/detail/abc', '/search?destination=Shimla&page=3', '/trailing/']) {
      expect(html(<ServerLink to="/faq">FAQ</ServerLink>, location)).toBe(html(<RouterLink to="/faq">FAQ</RouterLink>, location));
    }
  });
});
