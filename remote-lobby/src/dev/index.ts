import('./bootstrap').catch((error: unknown) => console.error('[bootstrap]', error));
