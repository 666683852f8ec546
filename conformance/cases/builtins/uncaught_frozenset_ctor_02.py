# uncaught: frozenset([[]])
frozenset([[]])
