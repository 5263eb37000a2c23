// See api-test-cache.cjs.
module.exports = require('./api-test-cache.cjs').tearDown;
