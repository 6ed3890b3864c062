// The public pages' stylesheet and fonts; the server inlines the result into each server-rendered page.
// One variable file holds every weight the site uses (400 to 700): one download of 48 KB instead of four of 25.
import '@fontsource-variable/inter/wght.css';
import '@fontsource/caveat/500.css';
import '../public-styles.css';
