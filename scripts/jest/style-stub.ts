// Stands in for imported stylesheets: jsdom does not lay out, so tests never need the CSS itself.
export default {};
