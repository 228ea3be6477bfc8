// The site has two root layouts ((site) and (payload)), so Next cannot render the root
// not-found on the server: it sends an empty shell and leaves the 404 to JavaScript. A
// boundary below the root layout, here, renders it into the HTML with the site's frame.
export { default, metadata } from '../not-found'
