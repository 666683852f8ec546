# uncaught: slice(1, 2, 3, 4)
slice(1, 2, 3, 4)
