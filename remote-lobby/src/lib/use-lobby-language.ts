// The language the lobby's game queries are keyed by: follows the interface language after a 250 ms quiet
// period (spec lobby §4), so a language change reloads the game data once.
import { useTranslation } from 'react-i18next';
import { DEBOUNCE_MS, useDebouncedValue } from 'shared';

export function useLobbyLanguage(): string {
  const { i18n } = useTranslation('lobby');
  return useDebouncedValue(i18n.language, DEBOUNCE_MS.languageReload);
}
