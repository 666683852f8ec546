# uncaught: repr(x=1)
repr(x=1)
