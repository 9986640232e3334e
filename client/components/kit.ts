/**
 * Everything the page chunks and the lazy parts share with the entry, as one module.
 *
 * esbuild splits code by file: a file reached from a different set of entry points (the entry,
 * each page, each lazy part) lands in a different shared chunk, and each chunk is a request on
 * the first load. Pages and parts import shared code from here only, so all of it has the same
 * reach and ships as one chunk beside React's. See docs/decisions/0031.
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
export { Delayed, LAZY_PLACEHOLDER_DELAY_MS, lazyOnDemand, lazyWhenVisible, useDelayedFlag } from './lazy';
export { Image, LAZY_IMAGE_ROOT_MARGIN } from './lazy-image';
export { Icon } from './icon';
export { CONTAINER, CtaLink, Eyebrow, Figures, LOOKS, PageHeader, Section, Steps } from './section';
