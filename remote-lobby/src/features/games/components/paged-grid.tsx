// The paged grid of one list source, on the game list pages and in home's tabs: a module of its own so that home's
// game area does not bring the list page's search, filter and provider popups into home's first load.
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '../../../config';
import { type ListSource, useGamePages } from '../hooks/use-game-pages';
import { GameGrid } from './game-grid';

export interface PagedGridProps {
  source: ListSource;
  title: string;
  pageSize?: number;
  emptyText?: string;
}

/** The paged grid of a list source (load-more while pageNum < totalPages). */
export function PagedGrid({ source, title, pageSize = PAGE_SIZE.gameList, emptyText }: PagedGridProps) {
  const { t } = useTranslation('lobby');
  const pages = useGamePages(source, pageSize);
  return (
    <GameGrid
      label={title}
      games={pages.games}
      isPending={pages.isPending && pages.fetchStatus !== 'idle'}
      isError={pages.isError}
      onRetry={() => void pages.refetch()}
      hasMore={pages.hasNextPage}
      loadingMore={pages.isFetchingNextPage}
      onMore={() => void pages.fetchNextPage()}
      emptyText={emptyText ?? t('list.empty')}
    />
  );
}
