/**
 * The document's inline scripts: the colour-mode script in <head> runs before the first paint;
 * at the end of <body>, the page guard watches the page's life and the boot script loads the
 * bundle after the first paint. The worker renders them
 * (worker/render.tsx); the build hashes each one (sha256) into the Content-Security-Policy
 * (scripts/build.mjs), so they must be constant strings: no per-request data may ever go into them.
 *
 * They belong to the document, which both sides render, not to the browser runtime
 * (client/runtime/, which the worker never imports). The client bundle never imports this
 * module either: the client reads the colour-mode script back from the document, and the boot
 * script has done its work before the bundle runs, so neither text ships inside the JavaScript.
 */
import {
  BOOT_ELEMENT_ID,
  COLOR_MODE_STORAGE_KEY,
  DEFERRED_PART_CLASS,
  ERROR_CARRY_OVER_KEY,
  FOOTER_ID,
  LAYOUT_ALL_ATTRIBUTE,
} from './document-ids';

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

/**
 * A part with more elements than this is laid out in pieces (decision 0083, issue 44): its
 * children skip rendering first, then each is laid out in a frame of its own, and so on down.
 * 40 laid out more pieces than needed (the main thread's work after the first paint grew by
 * ~80%). With 80, at a fixed 4.6x the walk left no long task on any page type; at a calibrated
 * 6.59x some of its frames still take 60-165 ms (decision 0083, issue 44 still open).
 */
export const PIECE_ELEMENTS = 80;

/** If no first-contentful-paint entry has come by then, the boot script starts anyway (ms). */
export const BOOT_FALLBACK_MS = 5000;

/**
 * Starts loading the bundle once the first contentful paint is on screen (decision 0082): a
 * modulepreload for each chunk the page needs, then the entry. The first paint never waits for
 * a script request or its evaluation, and the HTML, the inline stylesheet and the font have the
 * network to themselves until then. It waits for the `first-contentful-paint` entry (a frame
 * painted before the content, or held back by the browser, does not count), then for the task
 * after it; where paint entries are not observable, for the task after the next frame. Firefox
 * records no paint entry at all for a document that opens at a #fragment (ESR 153, measured: the
 * bundle waited for the 5 s fallback): with a fragment, the task after the second frame (the
 * first one painted by then) starts it too, whichever comes first. A hidden
 * tab paints nothing (prerendering, background tabs): there it starts at once.
 *
 * Then it lays out the rest of the page (decision 0083): the first frame skipped the
 * `defer-offscreen` parts, which leaves them out of the accessibility tree (or in it without
 * names) in every engine until they are laid out. One piece a frame, so no single layout is long:
 * a part of more than PIECE_ELEMENTS elements first has its children skip rendering (an inline
 * `content-visibility: auto`, 8rem standing in for each) and is laid out with them skipped, then
 * each child in its turn, split the same way (issue 44: a part of 160 layout objects took one
 * 56 ms frame on a low-tier phone). Not at a #fragment, where the parts are laid out from the
 * start and the reader is already below some of them, and never the footer (FOOTER_ID), whose
 * markup the client reads back. Then `data-layout-all` on <html> keeps
 * them all laid out (pages shown later included) and the pieces' own styles are dropped again.
 * Whoever sets that attribute first ends the walk (and a rule of client/styles.css then shows every piece).
 * So does the visitor's first scroll while it runs (or a page already scrolled when it starts): a
 * part or piece not yet laid out that scrolls into view would show its placeholder height for a
 * frame (`content-visibility: auto` finds it near the viewport only after a layout) and then push
 * what is below it: a layout shift (CLS 0.16 on `/` in one CI run, a busy machine's slow walk
 * met by a scroll). Laying everything out at once costs one long frame on a slow phone, only when
 * the visitor scrolls that early.
 * Emitted through React's `bootstrapScriptContent`.
 */
export const BOOT_SCRIPT =
  '(function(){var started=false;function go(){if(started)return;started=true;' +
  `var b=JSON.parse(document.getElementById('${BOOT_ELEMENT_ID}').textContent),h=document.head;` +
  "b.modules.forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.href=u;h.appendChild(l)});" +
  "var s=document.createElement('script');s.type='module';s.src=b.entry;h.appendChild(s);layOut()}" +
  `function layOut(){var r=document.documentElement,q=[].slice.call(document.getElementsByClassName('${DEFERRED_PART_CLASS}')),t=[];` +
  `function all(){r.setAttribute('${LAYOUT_ALL_ATTRIBUTE}','')}` +
  "if(window.scrollY>0)all();else window.addEventListener('scroll',all,{once:true,passive:true});" +
  `function step(){var e=!r.hasAttribute('${LAYOUT_ALL_ATTRIBUTE}')&&q.shift();` +
  `if(e){var k=e.children;if(!location.hash&&e.id!=='${FOOTER_ID}'&&e.getElementsByTagName('*').length>${PIECE_ELEMENTS})` +
  "for(var i=k.length;i--;){k[i].style.contentVisibility='auto';k[i].style.containIntrinsicBlockSize='auto 8rem';q.unshift(k[i]);t.push(k[i])}" +
  "e.style.contentVisibility='visible';t.push(e);requestAnimationFrame(step);return}" +
  "window.removeEventListener('scroll',all);all();t.forEach(function(p){p.style.removeProperty('content-visibility');p.style.removeProperty('contain-intrinsic-block-size')})}" +
  'requestAnimationFrame(step)}' +
  'function after(){setTimeout(go,0)}' +
  "if(document.visibilityState==='hidden'){go();return}" +
  `setTimeout(go,${BOOT_FALLBACK_MS});` +
  'var P=window.PerformanceObserver;' +
  "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){" +
  "var o=new P(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();after()}});" +
  "o.observe({type:'paint',buffered:true});" +
  'if(location.hash)requestAnimationFrame(function(){requestAnimationFrame(after)})}else requestAnimationFrame(after)})()';

/**
 * After a navigation away began (beforeunload, or the Navigation API's `navigate` to another
 * document), the document is taken as leaving until it is hidden, or until this long has passed
 * with it still shown: then the visitor stayed (a download, a `mailto:` link, a load they
 * stopped), and what was held is tried again.
 */
export const LEAVE_CALL_OFF_MS = 10_000;

/**
 * Where the engine has no Navigation API, a load that fails is a failure only if the document is
 * still not leaving this long after: WebKit cancels the old document's loads before it fires
 * beforeunload for a step back or forward (7 to 111 ms earlier, measured here under load), and
 * nothing announces such a step sooner there. Where it has one, its `navigate` event comes first.
 */
export const LEAVE_GRACE_MS = 1000;

/** Reports queued before the sender has loaded; more are dropped (the sender caps them lower). */
export const ERROR_QUEUE_MAX = 10;

/**
 * The page guard's body, run with two parameters: `window`, and `load(url)`, which imports a
 * module (the sender of error reports). Tests run it against a fake window. Two duties that
 * both need to be in place before any of our code runs (decisions 0100, 0101):
 *
 * - `window.__held(load)` runs a load the browser may cancel when the visitor leaves (a lazy
 *   part's chunk, a page payload or chunk): Firefox and WebKit cancel the old document's loads as
 *   soon as a navigation starts and reject them while that document is still on screen. A
 *   failure while the document is leaving (`window.__leaving`: a navigation to another document
 *   began, or the page is being hidden), or, without the Navigation API, leaving LEAVE_GRACE_MS
 *   after it, never settles, so it reaches no error boundary and no log; if the visitor stays (back from the back/forward
 *   cache, or still here after LEAVE_CALL_OFF_MS) the load runs again and its outcome is the
 *   caller's. beforeunload is listened to only while such a load is in flight or in its grace:
 *   an unconditional listener keeps a page out of Firefox's back/forward cache.
 * - `window.__report(kind, error)` and the `error` / `unhandledrejection` listeners queue
 *   reports; the first one imports the sender (`report` in the boot element), which sends the
 *   queue and every later report. Nothing is reported while the document is leaving. Reports
 *   still queued when the page is hidden (a full page load right after the error) are kept in
 *   sessionStorage for the next document of the tab, which sends them once loaded.
 */
export const PAGE_GUARD_BODY =
  `var w=window,d=w.document,q=[],h=[],n=0,t,s,l,K='${ERROR_CARRY_OVER_KEY}',` +
  'on=function(y,f){w.addEventListener(y,f)},' +
  // The visitor stayed after all: held loads run again.
  'stay=function(){w.__leaving=false;var a=h;h=[];a.forEach(function(f){f()})},' +
  `leave=function(){w.__leaving=true;w.clearTimeout(t);t=w.setTimeout(stay,${LEAVE_CALL_OFF_MS})},` +
  // Sends the queue through the sender, imported on first use.
  'flush=function(){if(s)return s(q);if(!l){l=1;' +
  `load(JSON.parse(d.getElementById('${BOOT_ELEMENT_ID}').textContent).report).then(function(m){s=m.flush;flush()},function(){l=0})}};` +
  "on('pagehide',function(){w.clearTimeout(t);w.__leaving=true;if(q.length){try{w.sessionStorage.setItem(K,JSON.stringify(q))}catch(e){}q=[]}});" +
  "on('pageshow',function(e){e.persisted&&stay()});" +
  "w.navigation&&w.navigation.addEventListener('navigate',function(e){e.destination.sameDocument||e.downloadRequest!=null||leave()});" +
  'w.__held=function(f){' +
  "n++||on('beforeunload',leave);" +
  "var done=function(){--n||w.removeEventListener('beforeunload',leave)};" +
  'return Promise.resolve().then(f).then(function(v){done();return v},function(e){' +
  'return new Promise(function(r,j){function hold(){done();h.push(function(){r(w.__held(f))})}' +
  'function decide(){w.__leaving?hold():(done(),j(e))}' +
  `w.__leaving||w.navigation?decide():w.setTimeout(decide,${LEAVE_GRACE_MS})})})};` +
  // A queued report: [kind, name, message, stack, path, build id], as the sender reads it.
  `w.__report=function(k,e){w.__leaving||q.length>=${ERROR_QUEUE_MAX}||` +
  "(q.push([k,e&&e.name,e&&e.message||e,e&&e.stack,w.location.pathname,d.documentElement.getAttribute('data-build-id')]),flush())};" +
  "on('error',function(e){w.__report('uncaught',e.error||e.message)});" +
  "on('unhandledrejection',function(e){w.__report('unhandled-rejection',e.reason)});" +
  'try{q=q.concat(JSON.parse(w.sessionStorage.getItem(K))||[]);w.sessionStorage.removeItem(K)}catch(e){}' +
  // Reports carried over from the last document wait for this one's load event: after its first paint.
  "q.length&&on('load',flush);";

/** The page guard as the document runs it: `load` is the browser's dynamic import. */
export const PAGE_GUARD_SCRIPT = `(function(window,load){${PAGE_GUARD_BODY}})(window,function(u){return import(u)});`;

/** What React emits as the document's bootstrap script (`bootstrapScriptContent`): the page guard, then the boot script. */
export const BOOTSTRAP_SCRIPT = PAGE_GUARD_SCRIPT + BOOT_SCRIPT;
