// The footer's social links (spec lobby §2 "Footer"): Facebook, X, Instagram, YouTube, Telegram, TikTok and
// Discord from the download links, each only when configured (an http(s) URL). They open in a new tab without
// access to this page. Nothing while loading or when none is configured.
import type { ReactNode } from 'react';
import { type ResourceType } from 'shared';
import { linkOf, useDownloadLinks } from '../../../lib/download-links';
import '../site.css';
import { useSiteTranslation } from '../texts';

interface SocialNetwork {
  type: ResourceType;
  /** Key of the name under site.social. */
  name: 'facebook' | 'twitter' | 'instagram' | 'youtube' | 'telegram' | 'tiktok' | 'discord';
  icon: ReactNode;
}

const filled = (d: string) => <path fill="currentColor" d={d} />;

export const SOCIAL_NETWORKS: readonly SocialNetwork[] = [
  {
    type: 'FACEBOOK',
    name: 'facebook',
    icon: filled(
      'M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3Z',
    ),
  },
  {
    type: 'TWITTER',
    name: 'twitter',
    icon: filled(
      'M17.8 3h3l-6.6 7.6L22 21h-6.1l-4.8-6.3L5.6 21h-3l7.1-8.1L2.2 3h6.3l4.3 5.7L17.8 3Zm-1 16.2h1.7L7.4 4.7H5.6l11.2 14.5Z',
    ),
  },
  {
    type: 'INSTAGRAM',
    name: 'instagram',
    icon: (
      <>
        <rect
          x="3.5"
          y="3.5"
          width="17"
          height="17"
          rx="5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
        <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="17.3" cy="6.7" r="1.2" fill="currentColor" />
      </>
    ),
  },
  {
    type: 'YOUTUBE',
    name: 'youtube',
    icon: filled(
      'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3L10 15Z',
    ),
  },
  {
    type: 'TELEGRAM',
    name: 'telegram',
    icon: filled(
      'M21.4 4.3 2.9 11.4c-1.3.5-1.2 1.2-.2 1.5l4.7 1.5 1.8 5.6c.2.6.4.8.9.8.4 0 .6-.2.9-.4l2.3-2.2 4.7 3.5c.9.5 1.5.2 1.7-.8l3.1-14.6c.3-1.3-.5-1.9-1.4-1.5ZM9.7 14.3l-.4 4-1.6-5 10.1-6.4c.5-.3.9-.1.5.2l-8.6 7.2Z',
    ),
  },
  {
    type: 'TIKTOK',
    name: 'tiktok',
    icon: filled(
      'M16.6 3c.3 2.4 1.7 3.9 4 4.1v2.8c-1.4.1-2.7-.3-4-1.1v5.7c0 3.4-2.6 5.5-5.6 5.5A5.4 5.4 0 0 1 5.6 14c.1-3.3 3-5.6 6.3-5v3c-1.6-.4-3.2.5-3.3 2.1a2.5 2.5 0 0 0 2.6 2.6c1.4 0 2.5-1 2.5-2.9V3h2.9Z',
    ),
  },
  {
    type: 'DISCORD',
    name: 'discord',
    icon: filled(
      'M19.3 5.3A16.5 16.5 0 0 0 15.2 4l-.5 1a15 15 0 0 0-5.4 0l-.5-1a16.5 16.5 0 0 0-4.1 1.3C2.1 9.2 1.4 13 1.8 16.7a16.6 16.6 0 0 0 5 2.5l1.1-1.7c-.6-.2-1.2-.5-1.7-.9l.4-.3a11.8 11.8 0 0 0 10.8 0l.4.3c-.5.4-1.1.7-1.7.9l1.1 1.7a16.6 16.6 0 0 0 5-2.5c.5-4.3-.7-8-2.9-11.4ZM8.7 14.5c-1 0-1.8-.9-1.8-2s.8-2 1.8-2 1.8.9 1.8 2-.8 2-1.8 2Zm6.6 0c-1 0-1.8-.9-1.8-2s.8-2 1.8-2 1.8.9 1.8 2-.8 2-1.8 2Z',
    ),
  },
];

const isWebUrl = (url: string) => /^https?:\/\//i.test(url.trim());

export function SocialLinks() {
  const { t } = useSiteTranslation();
  const { data } = useDownloadLinks();
  const configured = SOCIAL_NETWORKS.flatMap((network) => {
    const url = linkOf(data, network.type);
    return url && isWebUrl(url) ? [{ ...network, url: url.trim() }] : [];
  });
  if (configured.length === 0) return null;
  return (
    <ul className="cnt-site-social" aria-label={t('site.social.label')}>
      {configured.map((network) => {
        const name = t(`site.social.${network.name}`);
        return (
          <li key={network.type}>
            <a
              className="cnt-site-social__link"
              href={network.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('site.social.newTab', { name })}
              title={name}
              data-network={network.type}
            >
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                {network.icon}
              </svg>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
