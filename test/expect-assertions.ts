// A test that reaches no expect() vouches for nothing: every test must assert at least once.
beforeEach(() => {
  expect.hasAssertions()
})
