# uncaught: divmod(1.0, 0)
divmod(1.0, 0)
