// One page of any game list (games, favourites, recent) in the one shape the list views page through.
import type { Game } from 'shared';

export interface GamePage {
  games: Game[];
  pageNum: number;
  totalPages: number;
}
