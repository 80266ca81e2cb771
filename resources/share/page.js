// The shared player view follows the fight: each change arrives as a server-sent event holding the part
// of the page that changed, made by the same code as the first answer. A page whose stream broke (a phone
// that slept, a network that came back) reconnects and is sent the current state at once.
"use strict";
(function () {
  const link = document.getElementById("link");
  const view = document.getElementById("view");
  if (!link || !view || !window.EventSource) {
    return; // an old browser: the page as loaded, refreshed by hand
  }
  let source = null;
  let again = null;

  function say(words) {
    link.textContent = words || "";
    link.hidden = !words;
  }

  function show(data) {
    const update = JSON.parse(data);
    if (String(update.version) !== view.dataset.version) {
      view.innerHTML = update.html; // escaped by the server, as in the first answer
      view.dataset.version = String(update.version);
    }
    document.body.dataset.shownAt = String(performance.timeOrigin + performance.now());
  }

  function connect() {
    clearTimeout(again);
    if (source) {
      source.close();
    }
    source = new EventSource(link.dataset.events);
    source.addEventListener("view", function (event) {
      say("");
      show(event.data);
    });
    source.onerror = function () {
      if (source.readyState === EventSource.CLOSED) {
        // Refused (a new address, or sharing stopped): the browser gives up, so ask again now and then.
        say(link.dataset.gone);
        again = setTimeout(connect, 5000);
      } else {
        say(link.dataset.lost); // the browser is already trying again
      }
    };
  }

  function wake() {
    if (!source || source.readyState !== EventSource.OPEN) {
      connect();
    }
  }

  document.addEventListener("visibilitychange", function () {
    if (!document.hidden) {
      wake();
    }
  });
  window.addEventListener("online", wake);

  // The turn timer, when the GM shows it: the time since the turn began, counted here each second.
  function tickTimer() {
    const timer = document.getElementById("turn-timer");
    if (!timer || !timer.dataset.since) {
      return;
    }
    const began = Date.parse(timer.dataset.since);
    if (isNaN(began)) {
      return;
    }
    const seconds = Math.max(0, Math.floor((Date.now() - began) / 1000));
    const minutes = Math.floor(seconds / 60);
    const shown = minutes + ":" + String(seconds % 60).padStart(2, "0");
    timer.textContent = (timer.dataset.words || "{time}").replace("{time}", shown);
  }
  setInterval(tickTimer, 1000);
  tickTimer();
  window.addEventListener("pageshow", function (event) {
    if (event.persisted) {
      connect();
    }
  });
  connect();
})();
