# uncaught: max([1, 2], foo=1)
max([1, 2], foo=1)
