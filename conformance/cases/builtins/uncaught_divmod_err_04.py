# uncaught: divmod(1)
divmod(1)
