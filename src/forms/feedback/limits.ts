// Apart from the schema, so that the widget on every page does not bring zod into the browser.
/** Spec sections 5 and 9: the comment is optional, at most 500 characters, warning above 400. */
export const COMMENT_MAX = 500
export const COMMENT_WARNING = 400
