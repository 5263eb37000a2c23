// What every app gets when it imports 'react-i18next': the builds share this module under that name instead of the
// whole package (tools/webpack/create-config.ts), as they do with the router and react-query: a shared library
// cannot be tree-shaken, and the site uses two of the package's names (no Trans, no HOCs, no SSR helpers, and so
// not the HTML parser Trans brings). The package's files are imported by path, not by its name, which the builds
// resolve to the shared module, this one. JavaScript because those files carry no types of their own; the apps
// are typed by the package itself. Add a name here before using it anywhere: shared/src/facades.test.ts fails on a
// name some source file imports that this module does not export.
export { initReactI18next } from '../../node_modules/react-i18next/dist/es/initReactI18next.js';
export { useTranslation } from '../../node_modules/react-i18next/dist/es/useTranslation.js';
