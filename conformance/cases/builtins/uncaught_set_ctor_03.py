# uncaught: set(x=1)
set(x=1)
