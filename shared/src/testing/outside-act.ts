// Test helper: runs `body` with React's act() environment off, so React schedules its work with its own scheduler,
// as in a browser (act() flushes it synchronously and skips its waits), then puts the environment back.
export async function outsideAct(body: () => Promise<void> | void): Promise<void> {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    await body();
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
}
