// The lists without a filter bar (spec lobby §2, §4): search panel, hot, recent and favourite games.
import { useTranslation } from 'react-i18next';
import { type ReactNode, useState } from 'react';
import { PAGE_SIZE } from '../../../config';
import { SearchBox } from '../../../components/search-box';
import { HotGamesList } from './hot-games-list';
import { PagedGrid } from './paged-grid';

function PageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="lob-page" aria-labelledby="lob-page-title">
      <h1 id="lob-page-title" className="lob-page__title">
        {title}
      </h1>
      {children}
    </section>
  );
}

/** Search panel: recommended (hot) games while the box is empty, paged results otherwise ('no_game' when none). */
export function SearchPage({ title }: { title: string }) {
  const { t } = useTranslation('lobby');
  const [term, setTerm] = useState('');
  return (
    <PageFrame title={title}>
      <SearchBox value={term} onSearch={setTerm} label={t('search.label')} />
      {term ? (
        <PagedGrid
          source={{ kind: 'games', query: { gameType: '', gameName: term } }}
          title={title}
          pageSize={PAGE_SIZE.search}
          emptyText={t('search.noGame')}
        />
      ) : (
        <>
          <h2 className="lob-section__title">{t('search.recommended')}</h2>
          <HotGamesList />
        </>
      )}
    </PageFrame>
  );
}

export function HotGamesPage({ title }: { title: string }) {
  return (
    <PageFrame title={title}>
      <HotGamesList withSearch />
    </PageFrame>
  );
}

export function RecentGamesPage({ title }: { title: string }) {
  return (
    <PageFrame title={title}>
      <PagedGrid source={{ kind: 'recent', gameType: '' }} title={title} pageSize={PAGE_SIZE.recentGames} />
    </PageFrame>
  );
}

export function FavouriteGamesPage({ title }: { title: string }) {
  return (
    <PageFrame title={title}>
      <PagedGrid source={{ kind: 'favourite', gameType: '' }} title={title} pageSize={PAGE_SIZE.favourites} />
    </PageFrame>
  );
}
