// The page's external scripts (spec §2): the shared asset script always, the tag manager only when configured.
import type { Env } from "../api/types";

function appendScript(id: string, src: string): void {
  if (document.getElementById(id)) return;
  const script = document.createElement("script");
  script.id = id;
  script.src = src;
  script.async = true;
  document.head.appendChild(script);
}

export function loadPageScripts(env: Env): void {
  appendScript("alassets", `${import.meta.env.BASE_URL}js/alassets.js`);

  if (env.tagManagerId) {
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
    appendScript("tag-manager", `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(env.tagManagerId)}`);
  }
}
