# uncaught: set().remove([])
set().remove([])
