import { TEST_MODE_NOTICE } from '@hillnest/domain';
import { useSiteConfig } from '../lib/siteConfig';

/** The owner's wording (Settings → Site), the specification's until the settings arrive. */
const useNotice = () => useSiteConfig().data?.testModeNotice ?? TEST_MODE_NOTICE;

const bar = 'px-4 py-1.5 text-center text-sm font-semibold';

/**
 * While payments are simulated, every page says so: a slim bar (a labelled region) fixed to the bottom
 * of the window, so it is always in view. It never moves the page: fixed, it takes no place in the layout, and the space
 * it covers at the end of the page is made up by an invisible copy placed after everything else. On
 * the pages the server renders it is in the HTML from the first paint (the site settings are among
 * the frame's first reads); elsewhere it appears when the settings arrive, without moving anything.
 */
export function TestModeNotice() {
  const notice = useNotice();
  return (
    <>
      <TestModeNoticeSpace />
      <section
        aria-label="Test mode"
        className={`fixed inset-x-0 bottom-0 z-40 bg-amber-300 text-amber-950 shadow-[0_-1px_4px_rgb(0_0_0/0.15)] ${bar}`}
      >
        <p>{notice}</p>
      </section>
    </>
  );
}

/**
 * An invisible copy of the notice: exactly as tall as the notice at any width. Placed at the end of the
 * page, and inside other bars fixed to the bottom (the property page's booking bar), so the notice never
 * covers what they hold.
 */
export function TestModeNoticeSpace() {
  const notice = useNotice();
  return (
    <div aria-hidden="true" className={`invisible ${bar}`}>
      {notice}
    </div>
  );
}
