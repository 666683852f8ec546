# uncaught: frozenset(x=1)
frozenset(x=1)
