// Exposed './HomeGameArea': the game area of the home page, with the game frame its launches open in.
import { GameFrame } from '../features/launch/components/game-frame';
import { HomeGameArea } from '../features/vendors/components/home-game-area';
import '../setup';

export default function LobbyHomeGameArea() {
  return (
    <>
      <HomeGameArea />
      <GameFrame />
    </>
  );
}
