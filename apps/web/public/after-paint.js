/* global document, requestAnimationFrame -- a browser script, served as it is */
// Pages sent with their first screen in the HTML start the app only after that screen has painted, so the page's
// CSS and first photo are not sharing a slow connection with the app's code (see apps/api/src/modules/seo).
const modules = document.querySelector('meta[name="app-modules"]')?.getAttribute('content')?.split(' ') ?? [];
const [entry, ...preloads] = modules;
requestAnimationFrame(() =>
  setTimeout(() => {
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    if (entry) import(entry);
  }, 0),
);
