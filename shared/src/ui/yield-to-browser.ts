// Ends the current task and resumes in a new one, so that a long piece of main-thread work (an export, the start of
// a page) is several short tasks: the browser handles input and paints in between.

/**
 * scheduler.yield() where the browser has it, else a message to itself: a chain of setTimeout(0) is held back at
 * least 4 ms each after five, and a background tab's timers to once a second.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
