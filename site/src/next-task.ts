/**
 * The main thread back to the browser before the next step: a start made of a few short tasks,
 * not one long one, answers a tap or a scroll on a slow phone in between.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
