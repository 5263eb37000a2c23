// Which parts of player protection the merchant has switched on (white-label flags; a flag not loaded yet counts
// as off, so a switched-off part never flashes).
import { useMerchantConfig } from 'shared';

export interface ProtectionFlags {
  limits: boolean;
  realityCheck: boolean;
  exclusion: boolean;
  sessions: boolean;
}

export function useProtectionFlags(): ProtectionFlags {
  const flags = useMerchantConfig().data?.flags;
  return {
    limits: flags?.RGLIMITS === true,
    realityCheck: flags?.RGREALITY === true,
    exclusion: flags?.RGEXCLUDE === true,
    sessions: flags?.SECSESSIONS === true,
  };
}
