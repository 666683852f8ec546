# uncaught: slice(x=1)
slice(x=1)
