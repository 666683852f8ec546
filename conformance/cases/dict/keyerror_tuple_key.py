# uncaught KeyError with a tuple key
d = {}
d[(1, 2)]
