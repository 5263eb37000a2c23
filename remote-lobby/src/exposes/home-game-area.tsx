// Exposed './HomeGameArea': the game area of the home page, with the game frame its launches open in.
import { GameFrame } from '../lib/launch/components/game-frame';
import { HomeGameArea } from '../app/home-game-area';
import '../setup';

export default function LobbyHomeGameArea() {
  return (
    <>
      <HomeGameArea />
      <GameFrame />
    </>
  );
}
