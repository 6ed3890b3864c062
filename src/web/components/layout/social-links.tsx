import type { ComponentType } from 'react';
import {
  type SocialLinks as Links,
  SOCIAL_NETWORKS,
  type SocialNetwork,
} from '../../../shared/public-config';
import { FacebookIcon, InstagramIcon, LinkedinIcon, TwitterIcon } from './social-icons';

const NETWORKS: Record<SocialNetwork, { label: string; Icon: ComponentType<{ className?: string }> }> = {
  facebook: { label: 'Facebook', Icon: FacebookIcon },
  instagram: { label: 'Instagram', Icon: InstagramIcon },
  linkedin: { label: 'LinkedIn', Icon: LinkedinIcon },
  twitter: { label: 'Twitter', Icon: TwitterIcon },
};

/** The company's social pages (SOCIAL_*_URL): an icon only for a configured page, none at all without one. */
export function SocialLinks({ links }: { links: Links }) {
  const configured = SOCIAL_NETWORKS.flatMap((network) => {
    const href = links[network];
    return href ? [{ network, href, ...NETWORKS[network] }] : [];
  });
  if (configured.length === 0) return null;
  return (
    <ul aria-label="Social media" className="mt-6 flex gap-3">
      {configured.map(({ network, href, label, Icon }) => (
        <li key={network}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Quillpost on ${label} (opens in a new tab)`}
            title={label}
            className="flex size-10 items-center justify-center rounded-full bg-white/8 text-ink-100 ring-1 ring-white/10 transition-colors hover:bg-white/15 hover:text-white"
          >
            <Icon className="size-[18px]" />
          </a>
        </li>
      ))}
    </ul>
  );
}
