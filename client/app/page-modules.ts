import type { ComponentType } from 'react';
import type { PageId } from '../route-table';
import type { ErrorView, PageDataMap } from './state';

export type PageComponent<K extends PageId> = ComponentType<{ data: PageDataMap[K] }>;
export type ErrorComponent = ComponentType<{ error: ErrorView }>;

/**
 * Code-split page modules. On the client each is its own chunk; the worker bundles them
 * all. Chunk files are named after these modules (client/pages/<id>.tsx) in the build manifest.
 */
export const PAGE_MODULES: { [K in PageId]: () => Promise<{ default: PageComponent<K> }> } = {
  home: () => import('../pages/home'),
  solutions: () => import('../pages/solutions'),
  company: () => import('../pages/company'),
  careers: () => import('../pages/careers'),
};

export const loadErrorPage = (): Promise<{ default: ErrorComponent }> => import('../pages/error');
