/**
 * The document's inline scripts: the colour-mode script in <head> runs before the first paint,
 * the boot script at the end of <body> loads the bundle after it. The worker renders them
 * (worker/render.tsx); the build hashes each one (sha256) into the Content-Security-Policy
 * (scripts/build.mjs), so they must be constant strings: no per-request data may ever go into them.
 *
 * They belong to the document, which both sides render, not to the browser runtime
 * (client/runtime/, which the worker never imports). The client bundle never imports this
 * module either: the client reads the colour-mode script back from the document, and the boot
 * script has done its work before the bundle runs, so neither text ships inside the JavaScript.
 */
import { BOOT_ELEMENT_ID, COLOR_MODE_STORAGE_KEY, DEFERRED_PART_CLASS, LAYOUT_ALL_ATTRIBUTE } from './document-ids';

/**
 * Puts class `dark` or `light` and `color-scheme` on <html> before first paint, from
 * a forced mode (data-color-mode-forced), else the stored preference, else the OS.
 * Kept tiny and dependency-free; client/runtime/color-mode.ts owns the live behaviour.
 */
export const COLOR_MODE_SCRIPT =
  "(function(){var d=document.documentElement,m='system';" +
  `try{m=localStorage.getItem('${COLOR_MODE_STORAGE_KEY}')||'system'}catch(e){}` +
  "var f=d.getAttribute('data-color-mode-forced');if(f==='light'||f==='dark')m=f;" +
  "if(m!=='light'&&m!=='dark')m=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';" +
  "d.classList.remove('light','dark');d.classList.add(m);d.style.colorScheme=m})()";

/** If no first-contentful-paint entry has come by then, the boot script starts anyway (ms). */
export const BOOT_FALLBACK_MS = 5000;

/**
 * Starts loading the bundle once the first contentful paint is on screen (decision 0082): a
 * modulepreload for each chunk the page needs, then the entry. The first paint never waits for
 * a script request or its evaluation, and the HTML, the inline stylesheet and the font have the
 * network to themselves until then. It waits for the `first-contentful-paint` entry (a frame
 * painted before the content, or held back by the browser, does not count), then for the task
 * after it; where paint entries are not observable, for the task after the next frame. A hidden
 * tab paints nothing (prerendering, background tabs): there it starts at once.
 *
 * Then it lays out the rest of the page (decision 0083): the first frame skipped the
 * `defer-offscreen` parts, which leaves them out of the accessibility tree (or in it without
 * names) in every engine until they are laid out. One part a frame, so no single layout is long,
 * then `data-layout-all` on <html> keeps them all laid out (pages shown later included) and the
 * parts' own styles are dropped again. Whoever sets that attribute first ends the walk.
 * Emitted through React's `bootstrapScriptContent`.
 */
export const BOOT_SCRIPT =
  '(function(){var started=false;function go(){if(started)return;started=true;' +
  `var b=JSON.parse(document.getElementById('${BOOT_ELEMENT_ID}').textContent),h=document.head;` +
  "b.modules.forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.href=u;h.appendChild(l)});" +
  "var s=document.createElement('script');s.type='module';s.src=b.entry;h.appendChild(s);layOut()}" +
  `function layOut(){var r=document.documentElement,a=[].slice.call(document.getElementsByClassName('${DEFERRED_PART_CLASS}')),q=a.slice();` +
  `function step(){var e=!r.hasAttribute('${LAYOUT_ALL_ATTRIBUTE}')&&q.shift();` +
  "if(e){e.style.contentVisibility='visible';requestAnimationFrame(step);return}" +
  `r.setAttribute('${LAYOUT_ALL_ATTRIBUTE}','');a.forEach(function(p){p.style.removeProperty('content-visibility')})}` +
  'requestAnimationFrame(step)}' +
  'function after(){setTimeout(go,0)}' +
  "if(document.visibilityState==='hidden'){go();return}" +
  `setTimeout(go,${BOOT_FALLBACK_MS});` +
  'var P=window.PerformanceObserver;' +
  "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){" +
  "var o=new P(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();after()}});" +
  "o.observe({type:'paint',buffered:true})}else requestAnimationFrame(after)})()";
