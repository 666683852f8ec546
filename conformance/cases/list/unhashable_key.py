# lists cannot be dict keys
d = {}
d[[1]] = 2
