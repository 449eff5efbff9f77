// Bounds of the visitor tracking data, shared by the browser's store and the API's
// schema without bringing zod into the page.
export const MAX_ROUTES = 200;
export const MAX_RESOURCES = 100;
