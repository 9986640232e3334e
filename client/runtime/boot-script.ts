/**
 * The boot script, inlined at the end of <body> by the worker (React's bootstrapScriptContent)
 * and hashed into the CSP by the build, like ./inline-scripts.ts. A module of its own: the
 * client bundle never imports it, so its text never ships inside the JavaScript.
 */
import { BOOT_ELEMENT_ID } from '../app/document-ids';

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
 */
export const BOOT_SCRIPT =
  '(function(){var started=false;function go(){if(started)return;started=true;' +
  `var b=JSON.parse(document.getElementById('${BOOT_ELEMENT_ID}').textContent),h=document.head;` +
  "b.modules.forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.href=u;h.appendChild(l)});" +
  "var s=document.createElement('script');s.type='module';s.src=b.entry;h.appendChild(s)}" +
  'function after(){setTimeout(go,0)}' +
  "if(document.visibilityState==='hidden'){go();return}" +
  `setTimeout(go,${BOOT_FALLBACK_MS});` +
  'var P=window.PerformanceObserver;' +
  "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){" +
  "var o=new P(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();after()}});" +
  "o.observe({type:'paint',buffered:true})}else requestAnimationFrame(after)})()";
