// WCAG contrast and the readable palette, free of styles and the DOM: the site's prerender
// (plain Node) inlines `contrastKit` into its theme bootstrap script.
export {
  contrastKit,
  contrastRatio,
  luminance,
  type Palette,
  palette,
  readable,
  siteVariables,
} from './contrast.ts';
