import { bus, createEventBus } from './event-bus';

describe('createEventBus', () => {
  it('delivers an emitted payload to every listener of that event, and only that event', () => {
    const events = createEventBus();
    const first = jest.fn();
    const second = jest.fn();
    const other = jest.fn();
    events.on('menu:toggle', first);
    events.on('menu:toggle', second);
    events.on('popup:open', other);

    events.emit('menu:toggle', { open: true });

    expect(first).toHaveBeenCalledWith({ open: true });
    expect(second).toHaveBeenCalledWith({ open: true });
    expect(other).not.toHaveBeenCalled();
  });

  it('stops delivering to a listener once its unsubscribe function is called', () => {
    const events = createEventBus();
    const listener = jest.fn();
    const off = events.on('wallet:refresh', listener);

    events.emit('wallet:refresh', { reason: 'login' });
    off();
    events.emit('wallet:refresh', { reason: 'money' });

    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ reason: 'login' });
  });

  it('calls a once listener for the first emit only', () => {
    const events = createEventBus();
    const listener = jest.fn();
    events.once('language:changed', listener);

    events.emit('language:changed', { language: 'en' });
    events.emit('language:changed', { language: 'bn' });

    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ language: 'en' });
    expect(events.listenerCount('language:changed')).toBe(0);
  });

  it('lets a once listener be cancelled before it fires', () => {
    const events = createEventBus();
    const listener = jest.fn();
    const off = events.once('popup:close', listener);
    off();

    events.emit('popup:close', {});

    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps delivering to the other listeners when one throws, and reports the error', () => {
    const onListenerError = jest.fn();
    const events = createEventBus(onListenerError);
    const failure = new Error('remote listener broke');
    const before = jest.fn();
    const after = jest.fn();
    events.on('navigate', before);
    events.on('navigate', () => {
      throw failure;
    });
    events.on('navigate', after);

    expect(() => events.emit('navigate', { to: '/m/home' })).not.toThrow();

    expect(before).toHaveBeenCalledWith({ to: '/m/home' });
    expect(after).toHaveBeenCalledWith({ to: '/m/home' });
    expect(onListenerError).toHaveBeenCalledTimes(1);
    expect(onListenerError).toHaveBeenCalledWith(failure);
  });

  it('reports a throwing listener on the console by default', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const events = createEventBus();
      const failure = new Error('boom');
      events.on('logout:request', () => {
        throw failure;
      });
      events.emit('logout:request', {});
      expect(consoleError).toHaveBeenCalledWith(expect.any(String), failure);
    } finally {
      consoleError.mockRestore();
    }
  });

  it('counts the listeners of an event as they subscribe and unsubscribe', () => {
    const events = createEventBus();
    expect(events.listenerCount('toast')).toBe(0);
    const offA = events.on('toast', () => undefined);
    const offB = events.on('toast', () => undefined);
    events.once('toast', () => undefined);
    expect(events.listenerCount('toast')).toBe(3);
    expect(events.listenerCount('menu:toggle')).toBe(0);
    offA();
    offB();
    expect(events.listenerCount('toast')).toBe(1);
  });

  it('holds toasts asked for before anyone listens, for the listener that comes later, once', () => {
    const events = createEventBus();
    events.emit('toast', { type: 'fail', message: 'first' });
    events.emit('menu:toggle', { open: true });
    const listener = jest.fn();
    events.on('toast', listener);
    events.emit('toast', { type: 'info', message: 'heard' });

    expect(listener).toHaveBeenCalledTimes(1);
    expect(events.takeUnheard('toast')).toEqual([{ type: 'fail', message: 'first' }]);
    expect(events.takeUnheard('toast')).toEqual([]);
    expect(events.takeUnheard('menu:toggle')).toEqual([]);
  });

  it('keeps only the newest unheard toasts', () => {
    const events = createEventBus();
    for (const message of ['1', '2', '3', '4']) events.emit('toast', { type: 'info', message });
    expect(events.takeUnheard('toast').map((toast) => toast.message)).toEqual(['2', '3', '4']);
  });

  it('keeps separate buses independent', () => {
    const a = createEventBus();
    const b = createEventBus();
    const listener = jest.fn();
    a.on('menu:toggle', listener);
    b.emit('menu:toggle', { open: false });
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('the page bus', () => {
  it('is one instance: the index export and the module export are the same object', async () => {
    const fromIndex = await import('../index');
    expect(fromIndex.bus).toBe(bus);
    const listener = jest.fn();
    const off = fromIndex.bus.on('menu:toggle', listener);
    bus.emit('menu:toggle', { open: true });
    off();
    expect(listener).toHaveBeenCalledWith({ open: true });
  });
});
