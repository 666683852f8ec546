# uncaught: len(range(10**20))
len(range(10**20))
