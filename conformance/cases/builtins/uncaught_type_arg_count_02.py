# uncaught: type(1, 2)
type(1, 2)
