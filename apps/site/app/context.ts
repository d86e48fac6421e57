import { createContext } from 'react-router';
import type { SiteRequestContext } from './request-context';

/** Loaders read the server's services and the page language with `context.get(siteContext)`. */
export const siteContext = createContext<SiteRequestContext>();
