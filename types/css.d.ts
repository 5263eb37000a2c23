// Lets the kit's components import their stylesheet for its side effect (webpack bundles it; jest stubs it).
// Move to the repository's `types/` folder if one gains a global CSS declaration.
declare module '*.css';
