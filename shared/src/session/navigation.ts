// Full page navigations the session triggers (logout reloads); kept apart so tests can replace them.
export function reloadPage(): void {
  window.location.reload();
}

export function goTo(path: string): void {
  window.location.assign(path);
}
