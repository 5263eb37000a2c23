// Home's lower sections (spec lobby §2): the help-centre block, or the six highlight cards.
import type { RemoteModuleProps } from 'shared';
import { HelpCentreBlock } from '../features/help/components/help-centre-block';
import { HighlightCards } from '../features/site/components/highlight-cards';

export function HomeSections({ part }: RemoteModuleProps['content/HomeSections']) {
  return part === 'help' ? <HelpCentreBlock /> : <HighlightCards />;
}
