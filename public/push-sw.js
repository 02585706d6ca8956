// Imported by the service worker (vite.config.ts, workbox importScripts): shows what the server
// pushes (first names and what happened: features/notifications/push) and opens its screen.
self.addEventListener("push", function (event) {
  var data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  var title = data.title || "Vouch";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: data.body || "Something happened on Vouch",
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      tag: data.tag,
      renotify: Boolean(data.tag),
      data: { url: data.url || "/home" },
    }),
  );
});

self.addEventListener("notificationclick", function (event) {
  event.notification.close();
  var path = (event.notification.data && event.notification.data.url) || "/home";
  var target = new URL(path, self.location.origin);
  // Only our own screens: a push can't send the member elsewhere.
  if (target.origin !== self.location.origin) target = new URL("/home", self.location.origin);
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then(function (windows) {
      for (var i = 0; i < windows.length; i++) {
        var w = windows[i];
        if (new URL(w.url).origin === target.origin && "focus" in w) {
          return w.focus().then(function (focused) {
            return focused && "navigate" in focused ? focused.navigate(target.href) : focused;
          });
        }
      }
      return self.clients.openWindow(target.href);
    }),
  );
});
