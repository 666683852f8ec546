# uncaught: divmod(1, y=2)
divmod(1, y=2)
