// findBy* and waitFor wait up to 5 s instead of Testing Library's 1 s. In CI these suites share two
// cores with the e2e browsers, and a file's first render (its lazy layers compiled on first import)
// took 0.95 s on a quiet machine: one failed there. Waiting longer changes no assertion.
if (typeof document !== 'undefined')
  require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
