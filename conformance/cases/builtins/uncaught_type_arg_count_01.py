# uncaught: type()
type()
