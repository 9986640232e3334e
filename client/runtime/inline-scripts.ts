/**
 * Scripts inlined into the document: the colour-mode script in <head> runs before the first
 * paint (the boot script, in ./boot-script.ts, loads the bundle after it). The build hashes
 * each one (sha256) into the Content-Security-Policy, so they must be constant strings: no
 * per-request data may ever go into them.
 */

/** localStorage key of the visitor's colour-mode preference. */
export const COLOR_MODE_STORAGE_KEY = 'color-mode';

/**
 * Puts class `dark` or `light` and `color-scheme` on <html> before first paint, from
 * a forced mode (data-color-mode-forced), else the stored preference, else the OS.
 * Kept tiny and dependency-free; client/runtime/color-mode.ts owns the live behaviour.
 * String literals only (the storage key spelled out; a test holds it to the constant): the
 * client imports the key from this module, and esbuild drops an unused constant only when
 * building it involves no other binding.
 */
export const COLOR_MODE_SCRIPT =
  "(function(){var d=document.documentElement,m='system';" +
  "try{m=localStorage.getItem('color-mode')||'system'}catch(e){}" +
  "var f=d.getAttribute('data-color-mode-forced');if(f==='light'||f==='dark')m=f;" +
  "if(m!=='light'&&m!=='dark')m=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';" +
  "d.classList.remove('light','dark');d.classList.add(m);d.style.colorScheme=m})()";
