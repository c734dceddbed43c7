// A stylesheet under Jest: nothing to run.
module.exports = {};
