// What an imported asset (a font file) is in a test: its URL, as a bundle would give it.
module.exports = '/fonts/stub.woff2';
