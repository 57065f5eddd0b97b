// Ends the token on the server at logout. The session cannot import the API client (it imports the session),
// so the client registers how to reach the server here; without it logout stays local.
type ServerLogout = (token: string) => void;

let serverLogout: ServerLogout | null = null;

export function setServerLogout(fn: ServerLogout | null): void {
  serverLogout = fn;
}

/** Fire and forget: the page reloads right after, and a failed call must never keep the user signed in. */
export function endServerSession(token: string): void {
  try {
    serverLogout?.(token);
  } catch {
    // the local logout goes on
  }
}
