# uncaught: set().add()
set().add()
