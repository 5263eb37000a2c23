// Standalone dev host of the lobby remote.
import { mountDevHost } from 'shared/dev-host';
import HomeGameArea from '../exposes/home-game-area';

mountDevHost('remote-lobby', <HomeGameArea />);
