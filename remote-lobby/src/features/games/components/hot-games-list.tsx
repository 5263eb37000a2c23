// The hot games (spec lobby §2 "Hot tab"): page size 12, an optional name search, and 'more' asking for the next
// 12 while the last answer was full.
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { PAGE_SIZE } from '../../../config';
import { SearchBox } from '../../../components/search-box';
import { useHotGames } from '../api/hot-games';
import { GameGrid } from './game-grid';

export interface HotGamesListProps {
  withSearch?: boolean;
  /** A fixed name filter (the search panel's recommendations use none). */
  gameName?: string;
}

export function HotGamesList({ withSearch = false, gameName = '' }: HotGamesListProps) {
  const { t } = useTranslation('lobby');
  const [name, setName] = useState(gameName);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZE.hotGames);
  const { data, isPending, isError, refetch, isFetching } = useHotGames({ gameName: name, pageSize });
  const games = data ?? [];
  const search = (term: string) => {
    setName(term);
    setPageSize(PAGE_SIZE.hotGames);
  };
  return (
    <>
      {withSearch && <SearchBox value={name} onSearch={search} label={t('search.label')} />}
      <GameGrid
        label={t('tabs.HOT')}
        games={games}
        isPending={isPending}
        isError={isError}
        onRetry={() => void refetch()}
        hasMore={games.length >= pageSize}
        loadingMore={isFetching}
        onMore={() => setPageSize((size) => size + PAGE_SIZE.hotGames)}
        emptyText={t('search.noGame')}
        placeholderTiles={pageSize}
      />
    </>
  );
}
