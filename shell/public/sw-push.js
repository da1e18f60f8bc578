// Reminders (issue 21): shows a push message as a notification and opens its page on a click.
// Push only: it caches nothing. A fuller service worker at the same scope takes this in with
// importScripts('/sw-push.js') and keeps the subscriptions made with it. Plain JS, not built:
// a classic worker script served as is from the shell's origin.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    // Not ours: a push we cannot read still gets a plain notification (userVisibleOnly).
  }
  const title = typeof message.title === 'string' ? message.title : 'Tu programa';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      icon: '/favicon.svg',
      lang: 'es',
      // One notification per kind: a newer reminder replaces an unread older one.
      tag: typeof message.kind === 'string' ? `recordatorio-${message.kind}` : 'recordatorio',
      data: {
        url: typeof message.url === 'string' && message.url.startsWith('/') ? message.url : '/',
      },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
