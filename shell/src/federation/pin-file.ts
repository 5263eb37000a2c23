// Fetch and validate this environment's pin file. Served live by the site (no-store): a pin change is picked
// up on the next page load without a rebuild. A remote in a rollout runs its candidate on the devices of the
// rollout's cohort (shared pinsForDevice), so everything after this sees the pins of this device.
import { INLINE_PIN_FILE_ID, parsePinFile, type PinFile, PinFileError, pinsForDevice } from 'shared';
import { deviceId } from './device-id';

export const PIN_FILE_URL = '/env/remotes.json';

/** The pin file the page starts with: the page's own copy, else the live file (the dev server has no copy). */
export async function loadPinFile(fetchImpl: typeof fetch = fetch): Promise<PinFile> {
  // The page's own copy first: no request on the critical path.
  const inline = document.getElementById(INLINE_PIN_FILE_ID)?.textContent;
  if (inline) {
    try {
      return pinsForDevice(parsePinFile(JSON.parse(inline)), deviceId());
    } catch {
      // A damaged inline copy: the live file decides.
    }
  }
  return fetchPinFile(fetchImpl);
}

/** The environment's pin file as served now (never the copy written into the page when it loaded). */
export async function fetchPinFile(fetchImpl: typeof fetch = fetch): Promise<PinFile> {
  let response: Response;
  try {
    response = await fetchImpl(PIN_FILE_URL, { cache: 'no-store' });
  } catch (error) {
    throw new PinFileError(
      `could not fetch ${PIN_FILE_URL}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!response.ok) throw new PinFileError(`${PIN_FILE_URL} answered HTTP ${response.status}`);
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new PinFileError(`${PIN_FILE_URL} is not valid JSON`);
  }
  return pinsForDevice(parsePinFile(json), deviceId());
}
