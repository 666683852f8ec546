# uncaught: type(1, 2, 3, 4)
type(1, 2, 3, 4)
