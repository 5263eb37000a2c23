// The banner carousel (spec lobby §2): clickable images, a failed image hidden, autoplay every 5000 ms and
// looping only with more than one banner, and a pause control (autoplay also pauses on hover and focus).
import { useKeenSlider } from 'keen-slider/react';
import 'keen-slider/keen-slider.min.css';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BANNER, type Banner } from 'shared';

export interface BannerCarouselProps {
  banners: Banner[];
  label: string;
}

export function BannerCarousel({ banners, label }: BannerCarouselProps) {
  const { t } = useTranslation('shared');
  const [failed, setFailed] = useState<ReadonlySet<number>>(new Set());
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [current, setCurrent] = useState(0);
  const shown = banners.filter((banner) => !failed.has(banner.id));
  const many = shown.length > 1;
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>(
    { loop: many, slideChanged: (s) => setCurrent(s.track.details.rel) },
    [],
  );

  useEffect(() => {
    slider.current?.update({ loop: many });
  }, [many, shown.length, slider]);

  useEffect(() => {
    if (!many || paused || hovered) return;
    const timer = setInterval(() => slider.current?.next(), BANNER.autoplayMs);
    return () => clearInterval(timer);
  }, [many, paused, hovered, slider]);

  if (shown.length === 0) return null;

  return (
    <section
      className="cnt-banners"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <div ref={sliderRef} className="keen-slider cnt-banners__track">
        {shown.map((banner, index) => (
          <div
            key={banner.id}
            className="keen-slider__slide cnt-banners__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} / ${shown.length}`}
          >
            <BannerLink banner={banner}>
              <img
                src={banner.imageUrl}
                alt={banner.title}
                width={750}
                height={300}
                loading={index === 0 ? 'eager' : 'lazy'}
                onError={() => setFailed((set) => new Set(set).add(banner.id))}
              />
            </BannerLink>
          </div>
        ))}
      </div>
      {many && (
        <div className="cnt-banners__controls">
          <span className="cnt-banners__dots" aria-hidden="true">
            {shown.map((banner, index) => (
              <span key={banner.id} className={index === current ? 'is-active' : undefined} />
            ))}
          </span>
          <button
            type="button"
            className="cnt-banners__pause"
            aria-pressed={paused}
            aria-label={paused ? t('ui.play') : t('ui.pause')}
            onClick={() => setPaused((value) => !value)}
          >
            {paused ? '▶' : '❚❚'}
          </button>
        </div>
      )}
    </section>
  );
}

function BannerLink({ banner, children }: { banner: Banner; children: ReactNode }) {
  if (!banner.url) return <>{children}</>;
  if (/^https?:\/\//.test(banner.url)) {
    return (
      <a href={banner.url} target="_blank" rel="noreferrer">
        {children}
      </a>
    );
  }
  return <Link to={banner.url}>{children}</Link>;
}
