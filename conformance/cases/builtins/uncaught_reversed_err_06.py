# uncaught: reversed(iter([1]))
reversed(iter([1]))
