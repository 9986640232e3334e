import type { ComponentType } from 'react';
import type { PageId } from '../route-table';
import type { ErrorView, FormState, PageDataMap } from './state';

export type PageComponent<K extends PageId> = ComponentType<{ data: PageDataMap[K]; form?: FormState }>;
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
  position: () => import('../pages/position'),
  'application-sent': () => import('../pages/application-sent'),
  contact: () => import('../pages/contact'),
  'contact-sent': () => import('../pages/contact-sent'),
  privacy: () => import('../pages/privacy'),
  imprint: () => import('../pages/imprint'),
};

export const loadErrorPage = (): Promise<{ default: ErrorComponent }> => import('../pages/error');
