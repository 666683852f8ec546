# uncaught: 1 in 'abc'
1 in 'abc'
