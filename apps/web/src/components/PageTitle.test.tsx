import { render } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TITLE, PageTitle } from './PageTitle';

describe('PageTitle', () => {
  it('names the page in the browser tab while it is shown, and gives the tab back to the site after', () => {
    const { rerender, unmount } = render(<PageTitle title="Blogs" />);
    expect(document.title).toBe('Blogs · Hillnest');
    rerender(<PageTitle title="Stays in Shimla" />);
    expect(document.title).toBe('Stays in Shimla · Hillnest');
    unmount();
    expect(document.title).toBe(DEFAULT_TITLE);
  });
});
