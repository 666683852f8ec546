# uncaught: set([[]])
set([[]])
