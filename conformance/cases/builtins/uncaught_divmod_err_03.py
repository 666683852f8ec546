# uncaught: divmod('a', 1)
divmod('a', 1)
