# uncaught: slice()
slice()
