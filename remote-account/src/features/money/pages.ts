// The money pages of the member area by route id (deposit, withdraw, records, profit and loss).
import type { ComponentType } from 'react';

export const MONEY_PAGES: Partial<Record<string, ComponentType>> = {};
