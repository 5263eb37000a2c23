/** sessionStorage key of the "home pop-ups already shown" flag (once per browser session). */
export const HOME_POPUPS_SHOWN_KEY = 'mc.content.homePopupsShown';
