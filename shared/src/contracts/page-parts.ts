// What the site server writes into the page before any script runs (deploy/src/page-preloads.ts), and the shell
// reads or removes: the ids are the interface between the two.

/** The live pin file, inline as `<script type="application/json">` (shell/src/federation/pin-file.ts). */
export const INLINE_PIN_FILE_ID = 'mc-pin-file';

/** Home's first frame: the header's bar and the first banner painted from the HTML (shell/src/features/home). */
export const FIRST_FRAME_ID = 'mc-first-frame';

/**
 * The files the page preloads once it starts: JSON `[{ href, as, crossorigin? }]`, read by the loader in
 * shell/src/index.html (which cannot import this: keep the id in step there).
 */
export const FIRST_LOAD_FILES_ID = 'mc-first-load';
