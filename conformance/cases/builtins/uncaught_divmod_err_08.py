# uncaught: divmod([], [])
divmod([], [])
