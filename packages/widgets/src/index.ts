// React components of every widget, and the runtime a host needs to theme them.
export {
  applySiteColors,
  cachedSiteColors,
  loadSiteColors,
} from './theme/site-colors.ts';
