// pointerReleased: resolves once no pointer press is under way, so a blur's validation (whose error message moves
// the buttons below the field) waits for the click that caused the blur. A blur comes at pointerdown; had the error
// appeared or gone before the click, the button would have moved from under the pointer and the click been lost.

// A press that ends without a click (a drag, a long press) still lets the waiting validations run.
const RELEASE_WITHOUT_CLICK_MS = 500;

let pressed = false;
let listening = false;
let fallback: ReturnType<typeof setTimeout> | undefined;
let waiting: (() => void)[] = [];

function release() {
  pressed = false;
  clearTimeout(fallback);
  const resolve = waiting;
  waiting = [];
  for (const done of resolve) done();
}

/** Starts watching presses; called before any field can blur (a form's first render). */
export function watchPointerPresses(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const options = { capture: true, passive: true };
  window.addEventListener(
    'pointerdown',
    () => {
      pressed = true;
      clearTimeout(fallback);
    },
    options,
  );
  // At the click's capture: its target is chosen by then, so whatever the waiting validations move cannot lose it,
  // and the submit's own validation need not wait.
  window.addEventListener('click', release, options);
  const settle = () => {
    clearTimeout(fallback);
    fallback = setTimeout(release, RELEASE_WITHOUT_CLICK_MS);
  };
  window.addEventListener('pointerup', settle, options);
  window.addEventListener('pointercancel', settle, options);
}

export function pointerReleased(): Promise<void> {
  if (!pressed) return Promise.resolve();
  return new Promise((resolve) => waiting.push(resolve));
}
