# uncaught: set(1, 2)
set(1, 2)
