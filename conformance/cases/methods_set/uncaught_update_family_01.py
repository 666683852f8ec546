# uncaught: set().update(1)
set().update(1)
