// Stands in for imported CSS in tests: styles do not matter to jsdom.
module.exports = {};
