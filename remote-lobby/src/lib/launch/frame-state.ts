// The game open in the site's full-screen frame, if any (one per page: the launcher sets it, the frame host shows it).
import { atom } from 'shared';

export interface OpenGame {
  url: string;
  title: string;
}

export const openGameAtom = atom<OpenGame | null>(null);
