# uncaught: set(1)
set(1)
