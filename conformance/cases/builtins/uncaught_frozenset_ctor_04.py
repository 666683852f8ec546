# uncaught: frozenset(1, 2)
frozenset(1, 2)
