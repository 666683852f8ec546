# uncaught: divmod(1, 2, 3)
divmod(1, 2, 3)
