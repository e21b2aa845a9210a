import { Link } from 'react-router';
import { Camera, Mail, Mountain, Video } from 'lucide-react';
import { destinationPath, type Destination } from '@hillnest/domain';
import { SITE } from '../lib/site';
import { useBusiness } from '../lib/siteConfig';

const exploreLinks = [
  { to: '/blogs', label: 'Blogs' },
  { to: '/careers', label: 'Careers' },
  { to: '/faq', label: 'FAQ' },
  { to: '/list-your-property', label: 'List your property' },
] as const;

const policyLinks = [
  // The path is spelt so on purpose (docs/product/frame.md); do not "fix" it.
  { to: '/terms-and-contions', label: 'Terms and Conditions' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/guest-policy', label: 'Guest Policy' },
  { to: '/refund-policy', label: 'Refund Policy' },
] as const;

/** The business's social and e-mail links; the e-mail is the owner's (Settings → Business). */
function socialLinks(name: string, contactEmail: string) {
  return [
    { href: SITE.videoChannelUrl, label: `${name} on YouTube`, Icon: Video },
    { href: SITE.photoProfileUrl, label: `${name} on Instagram`, Icon: Camera },
    { href: `mailto:${contactEmail}`, label: `E-mail ${name} at ${contactEmail}`, Icon: Mail },
  ];
}

const linkClass = 'text-slate-200 underline-offset-4 hover:text-white hover:underline';

/**
 * The two footer blocks of docs/product/frame.md: site, destination and policy links, then social links and
 * copyright. `destinations`: those with a page (the frame reads them for the search bar).
 */
export function Footer({ destinations }: { destinations: readonly Destination[] }) {
  const { name, contactEmail, phone, address } = useBusiness();
  return (
    <footer className="on-dark bg-slate-900 text-slate-200">
      <div className={`mx-auto grid max-w-6xl gap-8 px-4 py-10 ${destinations.length > 0 ? 'sm:grid-cols-4' : 'sm:grid-cols-3'}`}>
        <div>
          <p className="flex items-center gap-2 text-lg font-semibold text-white">
            <Mountain aria-hidden="true" className="size-5" />
            {name}
          </p>
          <p className="mt-2 max-w-xs text-sm text-slate-300">
            Holiday apartments in India&apos;s hill stations, booked directly with us at the best price.
          </p>
          {(address || phone) && (
            <address className="mt-3 text-sm text-slate-300 not-italic">
              {address && <p>{address}</p>}
              {phone && (
                <p>
                  <a href={`tel:${phone.replace(/\s/g, '')}`} className={linkClass}>
                    {phone}
                  </a>
                </p>
              )}
            </address>
          )}
        </div>
        <FooterLinks title="Explore" links={exploreLinks} />
        {destinations.length > 0 && (
          <FooterLinks
            title="Destinations"
            links={destinations.map((destination) => ({
              to: destinationPath(destination.slug),
              label: `Holiday apartments in ${destination.name}`,
            }))}
          />
        )}
        <FooterLinks title="Policies" links={policyLinks} />
      </div>
      <div className="border-t border-slate-700">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-5 sm:flex-row">
          <p className="text-sm text-slate-300">
            © {new Date().getFullYear()} {name}. All rights reserved.
          </p>
          <ul className="flex gap-2" aria-label="Social links">
            {socialLinks(name, contactEmail).map(({ href, label, Icon }) => {
              const external = href.startsWith('http');
              return (
                <li key={href}>
                  <a
                    href={href}
                    aria-label={external ? `${label} (opens in a new tab)` : label}
                    title={label}
                    {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    className="flex size-10 items-center justify-center rounded-full text-slate-200 hover:bg-white/10 hover:text-white"
                  >
                    <Icon aria-hidden="true" className="size-5" />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({ title, links }: { title: string; links: readonly { to: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
