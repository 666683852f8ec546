# uncaught unhashable list key
d = {[1, 2]: 3}
