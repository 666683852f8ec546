# uncaught: range()
range()
