// The toast host: shows what any app asks for on the bus. A toast with an id replaces the one with the same
// id (loading → success); each leaves after its duration. Toasts asked for before it mounted are shown then.
import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState } from 'react';
import { bus, type ToastRequest, ToastView, toastDuration } from 'shared';

interface ShownToast extends ToastRequest {
  key: string;
}

let counter = 0;

export function ToastHost() {
  const { t } = useTranslation('shared');
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    const dismiss = (key: string) => {
      clearTimeout(pending.get(key));
      pending.delete(key);
      setToasts((list) => list.filter((toast) => toast.key !== key));
    };
    const show = (request: ToastRequest) => {
      counter += 1;
      const key = request.id ?? `toast-${counter}`;
      clearTimeout(pending.get(key));
      setToasts((list) => [...list.filter((toast) => toast.key !== key), { ...request, key }].slice(-3));
      pending.set(
        key,
        setTimeout(() => dismiss(key), toastDuration(request)),
      );
    };
    const off = bus.on('toast', show);
    // What was asked for before this host mounted (the page's first calls finding the session ended).
    for (const request of bus.takeUnheard('toast')) show(request);
    return () => {
      off();
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  return (
    // A named region (landmark) always present, so the toasts inside it (each its own live region) have a home.
    <div className="mc-toast-host" role="region" aria-label={t('ui.notifications')}>
      {toasts.map((toast) => (
        <ToastView
          key={toast.key}
          toast={toast}
          onDismiss={() => setToasts((list) => list.filter((item) => item.key !== toast.key))}
        />
      ))}
    </div>
  );
}
