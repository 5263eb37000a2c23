// The six highlight cards of home (spec lobby §2): the site content's copy in the current language (never
// hard-coded), in the generic swiper. A skeleton while loading and a small retry when loading fails.
import { useId, useState } from 'react';
import { HOME_LAYOUT, type HighlightCard, Skeleton } from 'shared';
import { Swiper } from '../../../components/swiper';
import { useSiteContent } from '../../../lib/site-content';
import { RetryLine } from '../../../components/retry-line';
import '../site.css';
import { useSiteTranslation } from '../texts';

export function HighlightCards() {
  const { t } = useSiteTranslation();
  const titleId = useId();
  const { data, isPending, isError, refetch } = useSiteContent();
  if (isPending) return <Skeleton rows={2} className="cnt-site-highlights__skeleton" />;
  if (isError) return <RetryLine className="cnt-site-retry" onRetry={() => void refetch()} />;
  const cards = data.highlights.slice(0, HOME_LAYOUT.highlightCards);
  if (cards.length === 0) return null;
  const title = t('site.highlights.title');
  return (
    <div className="cnt-site-highlights">
      <h2 id={titleId} className="cnt-site__heading">
        {title}
      </h2>
      <Swiper
        items={cards}
        label={title}
        getKey={(card) => card.id}
        renderItem={(card) => <Highlight card={card} />}
      />
    </div>
  );
}

function Highlight({ card }: { card: HighlightCard }) {
  const [failed, setFailed] = useState(false);
  return (
    <article className="cnt-highlight">
      {card.iconUrl && !failed ? (
        <img
          className="cnt-highlight__icon"
          src={card.iconUrl}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          onError={() => setFailed(true)}
        />
      ) : (
        <span className="cnt-highlight__icon" aria-hidden="true" />
      )}
      <h3 className="cnt-highlight__title">{card.title}</h3>
      <p className="cnt-highlight__body">{card.body}</p>
    </article>
  );
}
