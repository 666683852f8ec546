# uncaught: set().remove(1)
set().remove(1)
