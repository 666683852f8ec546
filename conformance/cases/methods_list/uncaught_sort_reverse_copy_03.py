# uncaught: [].sort(foo=1)
[].sort(foo=1)
