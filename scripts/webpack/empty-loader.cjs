// Turns a module into nothing: the server build's stand-in for global stylesheets, which only the browser needs.
module.exports = function emptyLoader() {
  return 'export {};';
};
