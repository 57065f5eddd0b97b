// Stands in for imported images and files in tests: the URL a bundler would give.
module.exports = 'test-file-stub';
