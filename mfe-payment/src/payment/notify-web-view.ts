// Tells the embedding mobile web view that the payment is authorized: React Native's bridge when present,
// otherwise the parent window (an iframe host, or the page itself when opened alone). A JSON string, as the
// React Native bridge accepts only strings.
import type { Authorized } from './send-payment.ts';

declare global {
  interface Window {
    ReactNativeWebView?: { postMessage(message: string): void };
  }
}

export function notifyWebView(authorized: Authorized): void {
  const message = JSON.stringify({
    orderId: authorized.orderId,
    authorizationId: authorized.authorizationId,
  });
  if (window.ReactNativeWebView) window.ReactNativeWebView.postMessage(message);
  else window.parent.postMessage(message, '*');
}
