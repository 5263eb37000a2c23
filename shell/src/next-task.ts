/** Let the browser run what waits (input, paint) before the next piece of start-up. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
