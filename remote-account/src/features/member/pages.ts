// The member-area pages by route id (member centre, settings, security, rewards, mail, feedback, rebates...).
import type { ComponentType } from 'react';
import { MemberCentre } from './components/member-centre';

export const MEMBER_PAGES: Partial<Record<string, ComponentType>> = { member: MemberCentre };
