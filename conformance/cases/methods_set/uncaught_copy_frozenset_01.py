# uncaught: frozenset().add(1)
frozenset().add(1)
