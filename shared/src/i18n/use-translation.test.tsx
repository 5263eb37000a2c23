// The hook every component uses: texts of its namespace in the current language, a re-render on a language change
// or when its namespace gets texts after it mounted, and a `t` that keeps its identity otherwise.
import { act, render, screen } from '@testing-library/react';
import { bus } from '../bus/event-bus';
import { addAppTranslations, i18n, type TFunction, setLanguage } from './i18n';
import { DEFAULT_LANGUAGE } from './languages';
import { useTranslation } from './use-translation';

addAppTranslations('hook-test', {
  bn: { greeting: 'নমস্কার {{name}}', minutes_one: '{{count}} মিনিট', minutes_other: '{{count}} মিনিট' },
  en: { greeting: 'Hello {{name}}', minutes_one: '{{count}} minute', minutes_other: '{{count}} minutes' },
});

afterEach(async () => {
  await act(() => setLanguage(DEFAULT_LANGUAGE));
  localStorage.clear();
});

function Greeting({ name, minutes = 1 }: { name: string; minutes?: number }) {
  const { t, i18n: instance } = useTranslation('hook-test');
  return (
    <p data-lang={instance.language}>
      {t('greeting', { name })} · {t('minutes', { count: minutes })}
    </p>
  );
}

describe('useTranslation', () => {
  it('renders in the current language and re-renders on a change, with <html lang> and the bus event', async () => {
    const listener = jest.fn();
    const off = bus.on('language:changed', listener);
    render(<Greeting name="Rafi" minutes={2} />);
    expect(screen.getByText('নমস্কার Rafi · 2 মিনিট')).toHaveAttribute('data-lang', 'bn');

    await act(() => setLanguage('en'));
    off();

    expect(screen.getByText('Hello Rafi · 2 minutes')).toHaveAttribute('data-lang', 'en');
    expect(document.documentElement.lang).toBe('en');
    expect(listener).toHaveBeenCalledWith({ language: 'en' });
  });

  it('shows the texts of a namespace registered after the component mounted', () => {
    function Late() {
      const { t } = useTranslation('late-app');
      return <p>{t('title')}</p>;
    }
    render(<Late />);
    expect(screen.getByText('title')).toBeInTheDocument();

    act(() => addAppTranslations('late-app', { bn: { title: 'দেরিতে আসা' }, en: { title: 'Came late' } }));

    expect(screen.getByText('দেরিতে আসা')).toBeInTheDocument();
  });

  it('reads the shared namespace when none is given', async () => {
    function Close() {
      const { t } = useTranslation();
      return <button type="button">{t('common.close')}</button>;
    }
    await act(() => setLanguage('en'));
    render(<Close />);
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('keeps t the same function across renders until the language or its texts change', async () => {
    const seen: TFunction[] = [];
    function Probe({ tick }: { tick: number }) {
      const { t } = useTranslation('hook-test');
      seen.push(t);
      return <p>{`${tick} ${t('greeting', { name: 'x' })}`}</p>;
    }
    const view = render(<Probe tick={1} />);
    view.rerender(<Probe tick={2} />);
    // Texts added to another namespace do not touch this one's t.
    act(() => addAppTranslations('other-app', { bn: { a: 'ক' }, en: { a: 'A' } }));
    view.rerender(<Probe tick={3} />);
    expect(new Set(seen).size).toBe(1);

    await act(() => setLanguage('en'));
    expect(screen.getByText('3 Hello x')).toBeInTheDocument();
    const afterChange = seen.at(-1);
    expect(afterChange).not.toBe(seen[0]);

    view.rerender(<Probe tick={4} />);
    expect(seen.at(-1)).toBe(afterChange);

    act(() => addAppTranslations('hook-test', { bn: { extra: 'আরও' }, en: { extra: 'More' } }));
    expect(seen.at(-1)).not.toBe(afterChange);
  });

  it('returns the page instance itself', () => {
    const seen: unknown[] = [];
    function Instance() {
      seen.push(useTranslation('hook-test').i18n);
      return null;
    }
    render(<Instance />);
    expect(seen[0]).toBe(i18n);
  });
});
