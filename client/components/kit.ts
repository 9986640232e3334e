/**
 * Everything the page chunks and the lazy parts share with the entry, as one module: what a page
 * or a part may use of the layout's runtime.
 *
 * It no longer decides the chunks (decision 0031 made it do so by hand): the build gives every
 * chunk loaded later the first load's modules, so they all ship as one chunk beside the entry
 * whatever a page imports (scripts/lib/first-load-chunk.mjs, decision 0182).
 *
 * Never re-export the site module's barrel (client/site/index.ts) here: it reaches every page's
 * copy, which would then ship in JavaScript although pages receive their copy as data.
 */
// React's hooks too: a part that needs nothing else from here still reaches the same files.
export { useEffect, useState } from 'react';
export { Link, useRouter } from '../app/router';
export { useCopy } from '../app/copy';
export { fillTemplate } from '../site/copy';
export { usePaletteOpener } from './palette';
export { lazyWhenVisible } from './lazy';
export { Image } from './lazy-image';
export { Icon } from './icon';
export { CONTAINER, CtaLink, Eyebrow, Figures, LOOKS, MailLine, PageHeader, Section, Steps } from './section';
