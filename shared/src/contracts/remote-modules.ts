// Typed contracts of every remote's exposed modules. The shell loads `<remote>/<expose>` only through these
// types, so it never sees `any` from a remote; each remote's exposes must satisfy them (checked by its tests).
import type { ComponentType } from 'react';
import type { BannerGroup } from '../api/contract';
import type { PopupKind } from '../bus/event-bus';
import type { RemoteName } from '../routes/route-types';

/** Props of a remote's page module: the route table id of the page to render. */
export interface RemotePagesProps {
  routeId: string;
}

export interface AuthPopupProps {
  kind: PopupKind;
  /** 'agent' when the login is the agency centre's entry. */
  entry?: 'agent';
  onClose: () => void;
}

/** Exposed module ids (as loadRemote takes them) and the props of their default export. */
export interface RemoteModuleProps {
  'account/Pages': RemotePagesProps;
  'account/AuthPopup': AuthPopupProps;
  /** The reality check: mounted once by the shell while a member is signed in; shows itself at each interval. */
  'account/RealityCheck': Record<string, never>;
  'lobby/Pages': RemotePagesProps;
  'lobby/HomeGameArea': Record<string, never>;
  'content/Pages': RemotePagesProps;
  /** Home's top: the m_home carousel, the notice bar and the home pop-up list. */
  'content/HomeBanners': Record<string, never>;
  /** The banner carousel of one group (a page's banners, the register popup's m_reg). */
  'content/Banners': { group: BannerGroup };
  /** Home's lower sections: the help-centre block, or the six highlight cards. */
  'content/HomeSections': { part: 'help' | 'highlights' };
  /** Home's footer: social links, help strip, promo links, licence and copyright. */
  'content/FooterContent': Record<string, never>;
  /** The floating customer-service button (every page). */
  'content/ServiceButton': Record<string, never>;
  /** The side menu's promotion entry: the first 3 activities. */
  'content/SideMenuPromos': Record<string, never>;
  'agent/Pages': RemotePagesProps;
  'agent/ContractAlerts': Record<string, never>;
}

export type RemoteModuleId = keyof RemoteModuleProps;

export interface RemoteModule<Id extends RemoteModuleId> {
  default: ComponentType<RemoteModuleProps[Id]>;
}

/** What the shell's contract expects each remote to expose (the ops pin check uses this too). */
export const REMOTE_EXPOSES: Record<RemoteName, readonly string[]> = {
  account: ['./Pages', './AuthPopup', './RealityCheck'],
  lobby: ['./Pages', './HomeGameArea'],
  content: [
    './Pages',
    './HomeBanners',
    './Banners',
    './HomeSections',
    './FooterContent',
    './ServiceButton',
    './SideMenuPromos',
  ],
  agent: ['./Pages', './ContractAlerts'],
};

export function remoteOfModule(id: RemoteModuleId): RemoteName {
  return id.slice(0, id.indexOf('/')) as RemoteName;
}
