# uncaught: set().pop()
set().pop()
