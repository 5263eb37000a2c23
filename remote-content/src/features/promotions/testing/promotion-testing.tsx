// Test helpers of the promotion views: promotions and categories as the API gives them, the API's GET calls
// answered by path, the toasts asked for, and a probe of the current location.
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import {
  api,
  ApiError,
  bus,
  type Promotion,
  type PromotionCategory,
  type Query,
  type ToastRequest,
} from 'shared';
import { renderWithProviders } from '../../../testing/render';

export function promotion(overrides: Partial<Promotion> = {}): Promotion {
  return {
    id: 1,
    title: 'Welcome bonus',
    content: '<p>Get a <strong>100%</strong> bonus.</p>',
    startDate: '2025-01-01T00:00:00+06:00',
    endDate: '2025-03-31T23:59:59+06:00',
    noExpiry: 0,
    promoAnnouncementCategoryIds: [10],
    announcementImages: [{ url: '/img/promo-1.png', sequence: 1 }],
    applicable: false,
    imageRequired: 'N',
    remarkRequired: 'N',
    linkedPromotionId: null,
    ...overrides,
  };
}

export const CATEGORIES: PromotionCategory[] = [
  { id: 10, title: 'Slots', iconImageUrl: '/img/cat-slots.png' },
  { id: 20, title: 'Sports', iconImageUrl: '/img/cat-sports.png' },
];

type Handler = (query: Query | undefined) => unknown;

/** Answers api.get by path; a handler may throw an ApiError; unknown paths answer not_found. */
export function mockGet(handlers: Record<string, Handler>) {
  return jest.spyOn(api, 'get').mockImplementation((path: string, options) => {
    const handler = handlers[path];
    if (!handler) return Promise.reject(new ApiError('not_found', 404));
    return new Promise<never>((resolve) => resolve(handler(options.query) as never));
  });
}

/** Collects the toasts asked for on the bus. */
export function collectToasts() {
  const toasts: ToastRequest[] = [];
  const off = bus.on('toast', (toast) => toasts.push(toast));
  return { toasts, off };
}

export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders the page at its route (path without query) and a location probe everywhere else. */
export function renderAt(route: string, page: ReactElement, path: string) {
  return renderWithProviders(
    <Routes>
      <Route path={route} element={page} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { path },
  );
}
