# uncaught: set().discard([])
set().discard([])
