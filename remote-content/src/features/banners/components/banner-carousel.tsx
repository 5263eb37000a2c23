// The banner carousel (spec lobby §2): clickable images in a keen-slider carousel swiped by touch, a failed image
// hidden, autoplay every 5000 ms and looping only with more than one banner, and a pause control (autoplay also
// pauses on hover, focus and touch, and never runs under prefers-reduced-motion). The first banner's image is the
// first img of the area and never moves while the carousel starts: home's first frame lies exactly over it.
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { type Banner } from 'shared';
import { BANNER } from '../../../config';
import { AutoplayTrack } from '../../../components/autoplay-track';
import { PauseButton } from '../../../components/pause-button';
import { useAutoplaySlider } from '../../../components/use-autoplay-slider';
import '../banners.css';

export interface BannerCarouselProps {
  banners: Banner[];
  label: string;
}

export function BannerCarousel({ banners, label }: BannerCarouselProps) {
  const [failed, setFailed] = useState<ReadonlySet<number>>(new Set());
  const shown = banners.filter((banner) => !failed.has(banner.id));
  const slider = useAutoplaySlider({ count: shown.length, autoplayMs: BANNER.autoplayMs });
  const { current, scrollable, canAutoplay, paused, togglePause, regionProps } = slider;

  if (shown.length === 0) return null;

  return (
    <section className="cnt-banners" aria-label={label} {...regionProps}>
      <AutoplayTrack
        slider={slider}
        items={shown}
        getKey={(banner) => banner.id}
        className="cnt-banners__track"
        slideClassName="cnt-banners__slide"
        renderItem={(banner, index) => (
          <BannerLink banner={banner}>
            <img
              src={banner.imageUrl}
              alt={banner.title}
              width={750}
              height={300}
              loading={index === 0 ? 'eager' : 'lazy'}
              // The first banner is the page's largest paint: fetched before other images.
              fetchPriority={index === 0 ? 'high' : 'auto'}
              onError={() => setFailed((set) => new Set(set).add(banner.id))}
            />
          </BannerLink>
        )}
      />
      {scrollable && (
        <div className="cnt-banners__controls">
          <span className="cnt-banners__dots" aria-hidden="true">
            {shown.map((banner, index) => (
              <span key={banner.id} className={index === current ? 'is-active' : undefined} />
            ))}
          </span>
          {canAutoplay && (
            <PauseButton paused={paused} onToggle={togglePause} className="cnt-banners__pause" />
          )}
        </div>
      )}
    </section>
  );
}

/** Where a banner leads: a site path in the app, an http(s) URL in a new tab, anything else nowhere. */
export function bannerTarget(url: string): { kind: 'site' | 'external'; url: string } | null {
  const value = url.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return { kind: 'site', url: value };
  if (/^https?:\/\//i.test(value)) return { kind: 'external', url: value };
  return null;
}

function BannerLink({ banner, children }: { banner: Banner; children: ReactNode }) {
  const target = bannerTarget(banner.url);
  if (!target) return <>{children}</>;
  if (target.kind === 'external') {
    return (
      <a href={target.url} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return <Link to={target.url}>{children}</Link>;
}
