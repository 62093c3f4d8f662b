/** Who published a URL, for "independent sites": see src/text/site.ts (one definition for the whole product). */
export { siteOf } from "../../text/site.js";
