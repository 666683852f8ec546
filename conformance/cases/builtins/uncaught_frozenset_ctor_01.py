# uncaught: frozenset(1)
frozenset(1)
